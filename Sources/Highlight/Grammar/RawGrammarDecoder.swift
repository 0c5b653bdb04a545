import RenderSupport

/// Types a parsed document into `RawGrammar`/`RawRule`. Lenient like vscode-textmate: a key
/// of the wrong type is ignored, never fatal; only a missing `scopeName` rejects a grammar.
enum RawGrammarDecoder {
  static func grammar(from value: JSONValue) -> RawGrammar? {
    guard let scopeName = value["scopeName"]?.stringValue, !scopeName.isEmpty else { return nil }
    var injections: [(selector: String, rule: RawRule)] = []
    for member in value["injections"]?.objectValue?.members ?? [] {
      injections.append((member.key, rule(from: member.value)))
    }
    return RawGrammar(
      scopeName: scopeName,
      displayName: value["name"]?.stringValue,
      patterns: patterns(from: value["patterns"]) ?? [],
      repository: repository(from: value["repository"]) ?? [:],
      injections: injections,
      injectionSelector: value["injectionSelector"]?.stringValue,
      fileTypes: value["fileTypes"]?.arrayValue?.compactMap(\.stringValue) ?? [],
      firstLineMatch: value["firstLineMatch"]?.stringValue)
  }

  /// Reads the rule's members in one pass, each key assigned as it comes, so a repeated key
  /// keeps its last value as `JSON.parse` does; a lookup per key would walk them 14 times.
  static func rule(from value: JSONValue) -> RawRule {
    var include, name, contentName, match, begin, end, whilePattern: String?
    var captures, beginCaptures, endCaptures, whileCaptures, patterns, repository: JSONValue?
    var applyEndPatternLast = false
    for member in value.objectValue?.members ?? [] {
      switch member.key {
      case "name": name = member.value.stringValue
      case "match": match = member.value.stringValue
      case "include": include = member.value.stringValue
      case "captures": captures = member.value
      case "begin": begin = member.value.stringValue
      case "end": end = member.value.stringValue
      case "beginCaptures": beginCaptures = member.value
      case "endCaptures": endCaptures = member.value
      case "patterns": patterns = member.value
      case "contentName": contentName = member.value.stringValue
      case "repository": repository = member.value
      case "while": whilePattern = member.value.stringValue
      case "whileCaptures": whileCaptures = member.value
      case "applyEndPatternLast": applyEndPatternLast = member.value.isTruthy
      default: break
      }
    }
    return RawRule(
      include: include, name: name, contentName: contentName, match: match, begin: begin,
      end: end, whilePattern: whilePattern, captures: Self.captures(from: captures),
      beginCaptures: Self.captures(from: beginCaptures),
      endCaptures: Self.captures(from: endCaptures),
      whileCaptures: Self.captures(from: whileCaptures),
      patterns: Self.patterns(from: patterns), repository: Self.repository(from: repository),
      applyEndPatternLast: applyEndPatternLast)
  }

  /// A rule marked `"disabled": 1` is switched off (TextMate's switch: HTML's grammar keeps
  /// a Smarty rule that way, which would otherwise take every `{` of a `<style>` element).
  private static func isDisabled(_ value: JSONValue) -> Bool {
    value["disabled"]?.isTruthy ?? false
  }

  private static func patterns(from value: JSONValue?) -> [RawRule]? {
    guard let items = value?.arrayValue else { return nil }
    return items.compactMap { item in
      item.objectValue == nil || isDisabled(item) ? nil : rule(from: item)
    }
  }

  private static func repository(from value: JSONValue?) -> [String: RawRule]? {
    guard let members = value?.objectValue?.members else { return nil }
    var result: [String: RawRule] = [:]
    for member in members where member.value.objectValue != nil {
      // A disabled repository rule still resolves, to nothing.
      result[member.key] =
        isDisabled(member.value) ? RawRule(patterns: []) : rule(from: member.value)
    }
    return result
  }

  /// Captures come as an object keyed by group number or, in some plists, as an array.
  private static func captures(from value: JSONValue?) -> RawCaptures? {
    guard let value else { return nil }
    var rules: [Int: RawRule] = [:]
    switch value {
    case .object(let object):
      for member in object.members where member.value.objectValue != nil {
        if let group = leadingInteger(member.key) { rules[group] = rule(from: member.value) }
      }
    case .array(let items):
      for (group, item) in items.enumerated() where item.objectValue != nil {
        rules[group] = rule(from: item)
      }
    default:
      return nil
    }
    return RawCaptures(rules)
  }

  /// `parseInt` semantics: leading digits after optional whitespace.
  private static func leadingInteger(_ key: String) -> Int? {
    let digits = key.drop(while: { $0 == " " }).prefix(while: { $0.isASCII && $0.isNumber })
    return digits.isEmpty ? nil : Int(digits)
  }
}
