/// Scope selectors of `injections` keys and `injectionSelector` (vscode-textmate `matcher.ts`):
/// comma-separated alternatives, each optionally prefixed `L:` (before the grammar's own
/// rules) or `R:`; inside, space-separated paths, `-` negation, `|` and parentheses.
enum InjectionSelector {
  indirect enum Matcher: Sendable {
    /// Scope prefixes that must appear in this order among the scopes (outermost first).
    case path([String])
    case not(Matcher?)
    case all([Matcher])
    case any([Matcher])

    func matches(_ scopes: [String]) -> Bool {
      switch self {
      case .path(let identifiers):
        guard scopes.count >= identifiers.count else { return false }
        var next = 0
        for identifier in identifiers {
          var found = false
          while next < scopes.count {
            let scope = scopes[next]
            next += 1
            if InjectionSelector.scope(scope, matches: identifier) {
              found = true
              break
            }
          }
          if !found { return false }
        }
        return true
      case .not(let inner):
        guard let inner else { return false }
        return !inner.matches(scopes)
      case .all(let matchers): return matchers.allSatisfy { $0.matches(scopes) }
      case .any(let matchers): return matchers.contains { $0.matches(scopes) }
      }
    }
  }

  /// `scope` equals `selector` or extends it by a dotted segment.
  static func scope(_ scope: String, matches selector: String) -> Bool {
    guard scope.utf8.count >= selector.utf8.count, scope.hasPrefix(selector) else { return false }
    if scope.utf8.count == selector.utf8.count { return true }
    return scope.utf8[scope.utf8.index(scope.utf8.startIndex, offsetBy: selector.utf8.count)]
      == UInt8(ascii: ".")
  }

  static func parse(_ selector: String) -> [(matcher: Matcher, priority: Int)] {
    var parser = Parser(tokens: tokenize(selector))
    return parser.parseSelectors()
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."),
      UInt8(ascii: ":"):
      return true
    default: return false
    }
  }

  /// Tokens: `L:`/`R:`, identifiers `[\w.:][\w.:-]*`, and `, | - ( )`; anything else is skipped.
  static func tokenize(_ selector: String) -> [String] {
    let bytes = Array(selector.utf8)
    var tokens: [String] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if (byte == UInt8(ascii: "L") || byte == UInt8(ascii: "R")) && index + 1 < bytes.count
        && bytes[index + 1] == UInt8(ascii: ":")
      {
        tokens.append(String(decoding: bytes[index..<index + 2], as: UTF8.self))
        index += 2
      } else if isWordByte(byte) {
        var end = index + 1
        while end < bytes.count && (isWordByte(bytes[end]) || bytes[end] == UInt8(ascii: "-")) {
          end += 1
        }
        tokens.append(String(decoding: bytes[index..<end], as: UTF8.self))
        index = end
      } else if ",|-()".utf8.contains(byte) {
        tokens.append(String(UnicodeScalar(byte)))
        index += 1
      } else {
        index += 1
      }
    }
    return tokens
  }

  private struct Parser {
    let tokens: [String]
    var position = 0

    init(tokens: [String]) { self.tokens = tokens }

    var token: String? { position < tokens.count ? tokens[position] : nil }
    mutating func advance() { position += 1 }

    func isIdentifier(_ token: String?) -> Bool {
      guard let token else { return false }
      return token.utf8.contains(where: InjectionSelector.isWordByte)
    }

    mutating func parseSelectors() -> [(matcher: Matcher, priority: Int)] {
      var results: [(matcher: Matcher, priority: Int)] = []
      while token != nil {
        var priority = 0
        if let current = token, current.utf8.count == 2, current.hasSuffix(":") {
          priority = current == "R:" ? 1 : (current == "L:" ? -1 : 0)
          advance()
        }
        results.append((parseConjunction(), priority))
        guard token == "," else { break }
        advance()
      }
      return results
    }

    mutating func parseOperand() -> Matcher? {
      if token == "-" {
        advance()
        return .not(parseOperand())
      }
      if token == "(" {
        advance()
        let inner = parseInnerExpression()
        if token == ")" { advance() }
        return inner
      }
      if isIdentifier(token) {
        var identifiers: [String] = []
        while isIdentifier(token), let current = token {
          identifiers.append(current)
          advance()
        }
        return .path(identifiers)
      }
      return nil
    }

    mutating func parseConjunction() -> Matcher {
      var matchers: [Matcher] = []
      while let matcher = parseOperand() { matchers.append(matcher) }
      return .all(matchers)
    }

    mutating func parseInnerExpression() -> Matcher {
      var matchers: [Matcher] = []
      while true {
        matchers.append(parseConjunction())
        guard token == "|" || token == "," else { break }
        while token == "|" || token == "," { advance() }
      }
      return .any(matchers)
    }
  }
}
