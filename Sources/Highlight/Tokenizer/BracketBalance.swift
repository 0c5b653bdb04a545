/// A rough count of open brackets, telling which lines of a document start with everything
/// before them closed. It skips what hides brackets in the document's family of languages
/// (`Convention`): strings on one line (with backslash escapes), comments, Python's
/// triple-quoted strings and `/* */` comments across lines, JavaScript regex literals, and
/// Markdown code fences; and it counts `#if` … `#endif` as a bracket. Guesses only: a
/// miscount costs `SplitPoints` a worse cut, never a wrong result. Without the comment and
/// regex rules, bundled JavaScript (whose comments and regexes hold unpaired brackets) drifts
/// far from 0 and never splits.
struct BracketBalance {
  /// How a family of languages writes comments and strings.
  enum Convention {
    /// `//` and `/* */` comments, `#if` conditionals, `/` regex literals after an operator:
    /// C, C++, Java, JavaScript, Swift, Go, Rust and most others.
    case cLike
    /// `#` comments anywhere and triple-quoted strings: Python, Ruby, shell, YAML.
    case hash
    /// Prose (Markdown, HTML): never balanced. Its grammars keep lists, quotes and HTML
    /// blocks open across blank lines, so a guessed root state is mostly wrong and a part
    /// done twice costs more than one core fewer.
    case markup

    init(scopeName: String) {
      // Linguist's Markdown grammar is `source.gfm`.
      if scopeName.hasPrefix("text.") || scopeName == "source.gfm" {
        self = .markup
      } else if Self.hashScopes.contains(scopeName) {
        self = .hash
      } else {
        self = .cLike
      }
    }

    private static let hashScopes: Set<String> = [
      "source.python", "source.ruby", "source.shell", "source.perl", "source.r", "source.yaml",
      "source.toml", "source.makefile", "source.coffee", "source.elixir", "source.julia",
      "source.nim", "source.tcl", "source.cmake", "source.dockerfile", "source.powershell",
      "source.crystal", "source.gdscript", "source.starlark",
    ]
  }

  private let convention: Convention
  private var depth = 0
  private var inFence = false
  private var inBlockComment = false
  /// The quote of a Python triple-quoted string open across lines.
  private var openTripleQuote: UInt8?

  /// Whether all brackets, conditionals, block comments and fences opened before each line
  /// are closed.
  static func balancedBefore(_ lines: [Substring], convention: Convention) -> [Bool] {
    var balance = BracketBalance(convention: convention)
    var result = [Bool](repeating: false, count: lines.count)
    for (index, line) in lines.enumerated() {
      result[index] = balance.isBalanced
      balance.scan(line)
    }
    return result
  }

  private init(convention: Convention) { self.convention = convention }

  private var isBalanced: Bool {
    convention != .markup && depth == 0 && !inFence && !inBlockComment && openTripleQuote == nil
  }

  private mutating func scan(_ line: Substring) {
    // The line's own bytes: a copy into an array for every line of a 512 KiB source took
    // more than the scan itself.
    var line = line
    line.withUTF8 { scan(bytes: $0) }
  }

  private mutating func scan(bytes: UnsafeBufferPointer<UInt8>) {
    let indent = bytes.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
    var index = 0
    if let quote = openTripleQuote {
      guard let close = Self.tripleQuoteEnd(bytes, from: 0, quote: quote) else { return }
      openTripleQuote = nil
      index = close
    }
    if !inBlockComment, index == 0, isFence(bytes[indent...]) {
      inFence.toggle()
      return
    }
    if inFence { return }
    if convention == .cLike, !inBlockComment, index == 0, indent < bytes.count,
      bytes[indent] == UInt8(ascii: "#")
    {
      scanDirective(bytes[(indent + 1)...])
      return
    }
    // The last byte that is neither blank nor inside a comment: after an operator or an
    // opening bracket a `/` starts a regex literal, after a value it divides.
    var previous = UInt8(ascii: "(")
    while index < bytes.count {
      let byte = bytes[index]
      let next = index + 1 < bytes.count ? bytes[index + 1] : 0
      if inBlockComment {
        if byte == UInt8(ascii: "*") && next == UInt8(ascii: "/") {
          inBlockComment = false
          index += 2
        } else {
          index += 1
        }
        continue
      }
      let cLike = convention == .cLike
      switch byte {
      case UInt8(ascii: "#") where !cLike:
        return
      case UInt8(ascii: "/") where cLike && next == UInt8(ascii: "/"):
        return
      case UInt8(ascii: "/") where cLike && next == UInt8(ascii: "*"):
        inBlockComment = true
        index += 1
      case UInt8(ascii: "/") where cLike && Self.regexMayFollow(previous):
        index = Self.skipRegex(bytes, from: index + 1)
        previous = UInt8(ascii: "a")
      // (A `where` clause binds only the last pattern of a case: one pattern here.)
      case _ where Self.opensTripleQuote(bytes, at: index):
        guard let close = Self.tripleQuoteEnd(bytes, from: index + 3, quote: byte) else {
          openTripleQuote = byte
          return
        }
        index = close - 1
        previous = UInt8(ascii: "a")
      case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
        index = Self.skipString(bytes, from: index + 1, quote: byte)
        previous = UInt8(ascii: "a")
      case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
        depth += 1
        previous = byte
      case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
        depth = max(0, depth - 1)
        previous = byte
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        break
      default:
        previous = byte
      }
      index += 1
    }
  }

  /// A line starting with `#`: a preprocessor conditional opens or closes, anything else
  /// (another directive, a shell or Python comment, a Markdown heading) holds no brackets.
  /// Only the unspaced `#if`/`#endif` count: `# if` is more often a comment, and a spaced
  /// conditional is skipped together with its spaced `# endif`.
  private mutating func scanDirective(_ rest: Slice<UnsafeBufferPointer<UInt8>>) {
    if rest.starts(with: "if".utf8) { depth += 1 }
    if rest.starts(with: "endif".utf8) { depth = max(0, depth - 1) }
  }

  private func isFence(_ rest: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    rest.starts(with: "```".utf8) || rest.starts(with: "~~~".utf8)
  }

  private static func regexMayFollow(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "("), UInt8(ascii: ","), UInt8(ascii: "="), UInt8(ascii: ":"),
      UInt8(ascii: "["), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"),
      UInt8(ascii: "?"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"):
      return true
    default:
      return false
    }
  }

  /// The index of the `/` closing a regex literal whose body starts at `from` (a `/` inside
  /// a character class does not close it), or the last index of the line.
  private static func skipRegex(_ bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
    var index = from
    var inClass = false
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\\"): index += 1
      case UInt8(ascii: "["): inClass = true
      case UInt8(ascii: "]"): inClass = false
      case UInt8(ascii: "/") where !inClass: return index
      default: break
      }
      index += 1
    }
    return bytes.count - 1
  }

  private static func opensTripleQuote(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> Bool
  {
    let quote = bytes[index]
    return (quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'")) && index + 2 < bytes.count
      && bytes[index + 1] == quote && bytes[index + 2] == quote
  }

  /// The index just past the three quotes closing a triple-quoted string, searching from
  /// `from`; nil when the line does not close it.
  private static func tripleQuoteEnd(
    _ bytes: UnsafeBufferPointer<UInt8>, from: Int, quote: UInt8
  ) -> Int? {
    var index = from
    while index + 2 < bytes.count {
      if bytes[index] == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if bytes[index] == quote && bytes[index + 1] == quote && bytes[index + 2] == quote {
        return index + 3
      }
      index += 1
    }
    return nil
  }

  /// The index of the quote closing a string whose body starts at `from`, or the last index
  /// of the line (strings are taken to end with their line).
  private static func skipString(
    _ bytes: UnsafeBufferPointer<UInt8>, from: Int, quote: UInt8
  ) -> Int {
    var index = from
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if bytes[index] == quote { return index }
      index += 1
    }
    return bytes.count - 1
  }
}
