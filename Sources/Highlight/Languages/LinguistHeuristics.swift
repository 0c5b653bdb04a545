import Foundation
import RenderSupport

/// Linguist's `heuristics.yml`: for files whose name ends with one of a block's extensions,
/// the first rule whose condition holds on the file's first 50 KiB names the language(s).
///
/// The rule language (`heuristics.rb`): `pattern` (a Ruby regex, or a list joined as
/// `Regexp.union` joins them), `negative_pattern` (holds when the pattern does not match),
/// `named_pattern` (one of `named_patterns`), `and` (all of its conditions), and no condition
/// at all (always holds). A block matches by the file's name alone, and the first block
/// that matches decides, even when none of its rules holds.
package struct LinguistHeuristics: Sendable {
  /// Bytes of a file the heuristics read (`HEURISTICS_CONSIDER_BYTES`).
  package static let consideredBytes = 50 * 1024

  /// A pattern compiled on its first use: a run needs the block of one extension, and
  /// compiling all ~300 patterns up front cost more than the rest of a small file's run.
  final class LazyPattern: @unchecked Sendable {
    let source: String
    private let lock = NSLock()
    private var compiled: ContentPattern??

    init(_ source: String) { self.source = source }

    /// The compiled pattern, nil when Oniguruma refuses it (it then never matches).
    var pattern: ContentPattern? {
      lock.withLock {
        if let compiled { return compiled }
        let made = try? ContentPattern(source)
        compiled = .some(made)
        return made
      }
    }

    func matches(_ bytes: [UInt8]) -> Bool { pattern?.matches(bytes) ?? false }
  }

  indirect enum Condition: Sendable {
    case always
    case pattern(LazyPattern)
    case absent(LazyPattern)
    case all([Condition])

    func holds(on bytes: [UInt8]) -> Bool {
      switch self {
      case .always: return true
      case .pattern(let pattern): return pattern.matches(bytes)
      case .absent(let pattern): return !pattern.matches(bytes)
      case .all(let conditions): return conditions.allSatisfy { $0.holds(on: bytes) }
      }
    }
  }

  struct Rule: Sendable {
    var languages: [String]
    var condition: Condition
  }

  struct Disambiguation: Sendable {
    /// Lowercased, with the leading dot.
    var extensions: [String]
    var rules: [Rule]
  }

  let disambiguations: [Disambiguation]

  /// Blocks already read (from the asset cache).
  init(disambiguations: [Disambiguation]) {
    self.disambiguations = disambiguations
  }

  /// Why `heuristics.yml` could not be used.
  package struct LoadError: Error, CustomStringConvertible {
    package var description: String
  }

  /// Reads and compiles `heuristics.yml`.
  package static func load(path: String) throws(LoadError) -> LinguistHeuristics {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw LoadError(description: "\(path): cannot read")
    }
    let root: JSONValue
    do {
      root = try LinguistYAML.parse(String(decoding: data, as: UTF8.self))
    } catch {
      throw LoadError(description: "\(path): \(error)")
    }
    return try LinguistHeuristics(root, path: path)
  }

  init(_ root: JSONValue, path: String) throws(LoadError) {
    var named: [String: LazyPattern] = [:]
    for member in root["named_patterns"]?.objectValue?.members ?? [] {
      named[member.key] = try Self.pattern(member.value, path: path)
    }
    var blocks: [Disambiguation] = []
    for block in root["disambiguations"]?.arrayValue ?? [] {
      let extensions = (block["extensions"]?.arrayValue ?? []).compactMap(\.stringValue)
      var rules: [Rule] = []
      for rule in block["rules"]?.arrayValue ?? [] {
        let languages: [String]
        if let list = rule["language"]?.arrayValue {
          languages = list.compactMap(\.stringValue)
        } else {
          languages = rule["language"]?.stringValue.map { [$0] } ?? []
        }
        rules.append(
          Rule(languages: languages, condition: try Self.condition(rule, named: named, path: path)))
      }
      blocks.append(Disambiguation(extensions: extensions.map { $0.lowercased() }, rules: rules))
    }
    disambiguations = blocks
  }

  /// `parse_rule`: the first of `and`, `pattern`, `negative_pattern`, `named_pattern`.
  private static func condition(
    _ rule: JSONValue, named: [String: LazyPattern], path: String
  ) throws(LoadError) -> Condition {
    if let all = rule["and"]?.arrayValue {
      var conditions: [Condition] = []
      for part in all { conditions.append(try condition(part, named: named, path: path)) }
      return .all(conditions)
    }
    if let value = rule["pattern"], value != .null {
      return .pattern(try pattern(value, path: path))
    }
    if let value = rule["negative_pattern"], value != .null {
      return .absent(try pattern(value, path: path))
    }
    if let name = rule["named_pattern"]?.stringValue {
      guard let pattern = named[name] else {
        throw LoadError(description: "\(path): unknown named pattern '\(name)'")
      }
      return .pattern(pattern)
    }
    return .always
  }

  /// `to_regex`: one pattern, or a list joined as `Regexp.union` joins regexes (each keeps
  /// its own flags: `(?-mix:…)`).
  private static func pattern(_ value: JSONValue, path: String) throws(LoadError)
    -> LazyPattern
  {
    if let list = value.arrayValue {
      return LazyPattern(
        list.compactMap(\.stringValue).map { "(?-mix:\($0))" }.concatenated(separator: "|"))
    }
    guard let text = value.stringValue else {
      throw LoadError(description: "\(path): a pattern is not text")
    }
    return LazyPattern(text)
  }

  /// Every pattern's source, for checking that all of them compile.
  var patternSources: [String] {
    func sources(_ condition: Condition) -> [String] {
      switch condition {
      case .always: return []
      case .pattern(let pattern), .absent(let pattern): return [pattern.source]
      case .all(let conditions): return conditions.flatMap(sources)
      }
    }
    return disambiguations.flatMap { $0.rules.flatMap { sources($0.condition) } }
  }

  /// Whether a block applies to `filename` (so the heuristics decide, possibly on nothing).
  package func applies(to filename: String) -> Bool {
    block(for: filename) != nil
  }

  private func block(for filename: String) -> Disambiguation? {
    let lowered = filename.lowercased()
    return disambiguations.first { block in block.extensions.contains { lowered.hasSuffix($0) } }
  }

  /// The languages the first applicable block's first holding rule names; empty when no
  /// block applies or no rule holds.
  package func languages(filename: String, content: [UInt8]) -> [String] {
    guard let block = block(for: filename) else { return [] }
    let bytes = Array(content.prefix(Self.consideredBytes))
    return block.rules.first { $0.condition.holds(on: bytes) }?.languages ?? []
  }
}
