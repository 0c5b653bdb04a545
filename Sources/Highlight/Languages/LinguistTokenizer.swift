/// The tokens Linguist's Bayesian classifier counts, cut from a file's bytes exactly as
/// Linguist's flex scanner (`ext/linguist/tokenizer.l`) cuts them, since the token counts in
/// `samples.json` were made by that scanner: a token the scanner would not produce is one the
/// samples never count.
///
/// Flex semantics kept: at each position the longest match of all rules wins, the earlier rule
/// on a tie; `^` rules apply only at the start of a line (the last byte consumed was a line
/// feed); comments and strings are skipped, not counted; numbers are dropped; tokens are cut
/// to 16 bytes (`MAX_TOKEN_LEN`); character classes are ASCII (the scanner is 8-bit and built
/// in the C locale).
enum LinguistTokenizer {
  /// Bytes after which the scanner stops (`linguist.c` scans at most this many).
  static let maximumBytes = 100_000
  static let maximumTokenLength = 16

  /// Comments of several lines, as the scanner's exclusive start conditions, by their closing
  /// delimiter.
  private static let commentOpeners: [(open: [UInt8], token: String, close: [UInt8])] = [
    (Array("/**".utf8), "COMMENT/**", Array("*/".utf8)),
    (Array("/*!".utf8), "COMMENT/*!", Array("*/".utf8)),
    (Array("/*".utf8), "COMMENT/*", Array("*/".utf8)),
    (Array("<!--".utf8), "COMMENT<!--", Array("-->".utf8)),
    (Array("{-".utf8), "COMMENT{-", Array("-}".utf8)),
    (Array("(*".utf8), "COMMENT(*", Array("*)".utf8)),
    (Array("\"\"\"".utf8), "COMMENT\"\"\"", Array("\"\"\"".utf8)),
    (Array("'''".utf8), "COMMENT'''", Array("'''".utf8)),
  ]

  /// Line comments at the start of a line: the mark (after blanks) and the token.
  private static let lineComments: [(mark: [UInt8], repeated: Bool, token: String)] = [
    (Array("#".utf8), true, "COMMENT#"), (Array("//!".utf8), false, "COMMENT//!"),
    (Array("--".utf8), false, "COMMENT--"), (Array("%".utf8), true, "COMMENT%"),
    (Array("\"".utf8), false, "COMMENT\""), (Array(";".utf8), true, "COMMENT;"),
  ]

  /// Operator runs the scanner feeds as one token each (`[-]+`, `[!]+`, … in its rule order).
  static let runBytes = byteTable("-!#$%&*+,.:;?@\\^`|~")

  /// The tokens of `bytes`, in order.
  static func tokens(_ input: some Collection<UInt8>) -> [String] {
    var scanner = Scanner(bytes: Array(input.prefix(maximumBytes)), shortcut: true)
    return scanner.run()
  }

  /// The tokens of `bytes` with every rule tried at every step, `step`'s shortcut left out:
  /// the reference the shortcut is tested against.
  static func tokensTryingEveryRule(_ input: some Collection<UInt8>) -> [String] {
    var scanner = Scanner(bytes: Array(input.prefix(maximumBytes)), shortcut: false)
    return scanner.run()
  }

  private struct Scanner {
    let bytes: [UInt8]
    var position = 0
    var atLineStart = true
    var tokens: [String] = []
    /// Whether `step` decides a step at once from its first byte where it can.
    let shortcut: Bool

    init(bytes: [UInt8], shortcut: Bool) {
      self.bytes = bytes
      self.shortcut = shortcut
    }

    func byte(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func feed(_ start: Int, _ end: Int) {
      let cut = min(end, start + LinguistTokenizer.maximumTokenLength)
      tokens.append(String(decoding: bytes[start..<cut], as: UTF8.self))
    }

    mutating func consume(to end: Int) {
      if end > position { atLineStart = bytes[end - 1] == 0x0A }
      position = end
    }

    /// `eat_until_eol`: false when the input ended (the scanner then stops).
    mutating func skipLine() -> Bool {
      while position < bytes.count {
        let c = bytes[position]
        position += 1
        atLineStart = c == 0x0A
        if c == 0x0A { return true }
        if c == 0 { return false }
      }
      return false
    }

    /// `eat_until_unescaped(q)`: to the closing quote or the end of the line.
    mutating func skipString(_ quote: UInt8) -> Bool {
      while position < bytes.count {
        let c = bytes[position]
        position += 1
        atLineStart = c == 0x0A
        if c == 0 { return false }
        if c == 0x0A || c == quote { return true }
        if c == UInt8(ascii: "\\") {
          guard position < bytes.count, bytes[position] != 0 else { return false }
          atLineStart = bytes[position] == 0x0A
          position += 1
        }
      }
      return false
    }

    /// Skips a comment's body to just past `close` (to the end when it never closes).
    mutating func skipComment(to close: [UInt8]) {
      var index = position
      while index < bytes.count {
        if bytes[index] == close[0], index + close.count <= bytes.count,
          bytes[index..<(index + close.count)].elementsEqual(close)
        {
          consume(to: index + close.count)
          return
        }
        index += 1
      }
      consume(to: bytes.count)
    }

    mutating func run() -> [String] {
      while position < bytes.count {
        if !step() { break }
      }
      return tokens
    }

    /// One rule applied at `position`; false when the scanner stops.
    mutating func step() -> Bool {
      let start = position
      // Most steps start at a byte only one rule can match there (a word, or a byte every
      // rule passes over), or, away from a line's start, at one no comment or string rule
      // starts with. Those are decided at once; the rest try every rule.
      switch shortcut ? LinguistTokenizer.startClass[Int(bytes[start])] : .other {
      case .word:
        let end = LinguistTokenizer.run(bytes, from: start + 1) {
          LinguistTokenizer.wordBytes[Int($0)]
        }
        consume(to: end)
        feed(start, end)
        return true
      case .passed:
        consume(to: start + 1)
        return true
      case .blank where !atLineStart:
        position = start + 1
        return true
      case .other
      where shortcut && !atLineStart && !LinguistTokenizer.opensCommentOrString[Int(bytes[start])]:
        // Only a number, an operator or the one-byte skip can match: the longest wins, the
        // number on a tie (the earlier rule).
        let number = LinguistTokenizer.numberLength(bytes, at: start) ?? 0
        let feeds = LinguistTokenizer.operatorLength(bytes, at: start) ?? 0
        if feeds > number {
          consume(to: start + feeds)
          feed(start, start + feeds)
        } else {
          consume(to: start + max(number, 1))
        }
        return true
      case .blank, .other:
        break
      }
      if atLineStart, let shebang = LinguistTokenizer.shebang(bytes, at: start) {
        consume(to: shebang.end)
        if let name = shebang.interpreter {
          let cut = min(name.upperBound, name.lowerBound + LinguistTokenizer.maximumTokenLength)
          tokens.append("SHEBANG#!" + String(decoding: bytes[name.lowerBound..<cut], as: UTF8.self))
        }
        return skipLine()
      }
      var best = Match(length: 0, action: .skip)
      func offer(_ length: Int?, _ action: Action) {
        if let length, length > best.length { best = Match(length: length, action: action) }
      }
      if atLineStart {
        let blanks = LinguistTokenizer.run(bytes, from: start) { $0 == 0x20 || $0 == 0x09 } - start
        for comment in LinguistTokenizer.lineComments {
          offer(
            lineComment(comment.mark, repeated: comment.repeated, after: start + blanks),
            .token(comment.token))
          if comment.mark == Literal.rustDoc {
            // `^[ \t]*"//".*[\n]?`, a rule of its own right after `//!`.
            if matches(Literal.slashes, at: start + blanks) {
              offer(lineEnd(from: start + blanks + 2, newline: true) - start, .token("COMMENT//"))
            }
          }
        }
        for (mark, token) in Literal.troffMarks where byte(start) == mark {
          let slash = LinguistTokenizer.run(bytes, from: start + 1) { $0 == 0x20 || $0 == 0x09 }
          if matches(Literal.troffComment, at: slash) {
            offer(restOrNewline(from: slash + 2) - start, .token(token))
          }
        }
        if matches(Literal.vmsComment, at: start) {
          offer(restOrNewline(from: start + 3) - start, .token("COMMENT$!"))
        }
      }
      if matches(Literal.emptyComment, at: start) { offer(4, .token("COMMENT/*")) }
      for opener in LinguistTokenizer.commentOpeners where matches(opener.open, at: start) {
        offer(opener.open.count, .comment(opener.token, opener.close))
      }
      if atLineStart, matches(Literal.troffIgnore, at: start) {
        offer(4, .comment("COMMENT.ig", Literal.troffIgnoreEnd))
      }
      if matches(Literal.emptyDouble, at: start) || matches(Literal.emptySingle, at: start) {
        offer(2, .skip)
      }
      if let c = byte(start), c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
        offer(1, .string(c))
      }
      offer(LinguistTokenizer.numberLength(bytes, at: start), .skip)
      offer(LinguistTokenizer.operatorLength(bytes, at: start), .feed)
      offer(1, .skip)
      consume(to: start + best.length)
      switch best.action {
      case .skip: return true
      case .feed: feed(start, start + best.length)
      case .token(let token): tokens.append(token)
      case .comment(let token, let close):
        tokens.append(token)
        skipComment(to: close)
      case .string(let quote): return skipString(quote)
      }
      return true
    }

    func matches(_ literal: [UInt8], at index: Int) -> Bool {
      guard index + literal.count <= bytes.count else { return false }
      for offset in literal.indices where bytes[index + offset] != literal[offset] {
        return false
      }
      return true
    }

    /// The end of the line from `index` (before its line feed, or after it with `newline`).
    func lineEnd(from index: Int, newline: Bool) -> Int {
      var end = index
      while end < bytes.count, bytes[end] != 0x0A { end += 1 }
      return newline && end < bytes.count ? end + 1 : end
    }

    /// `(.*|\n)`: the rest of the line, or the line feed alone when the line is empty.
    func restOrNewline(from index: Int) -> Int {
      byte(index) == 0x0A ? index + 1 : lineEnd(from: index, newline: false)
    }

    /// `MARK(" ".*|\n)` (the mark repeated when `repeated`), as a length from `position`.
    func lineComment(_ mark: [UInt8], repeated: Bool, after index: Int) -> Int? {
      guard matches(mark, at: index) else { return nil }
      var end = index + mark.count
      if repeated { end = LinguistTokenizer.run(bytes, from: end) { $0 == mark[0] } }
      switch byte(end) {
      case 0x20: return lineEnd(from: end, newline: false) - position
      case 0x0A: return end + 1 - position
      default: return nil
      }
    }
  }

  /// The literals the rules match, made once (not on every step).
  private enum Literal {
    static let rustDoc = Array("//!".utf8)
    static let slashes = Array("//".utf8)
    static let troffComment = Array("\\\"".utf8)
    static let troffMarks: [(UInt8, String)] = [
      (UInt8(ascii: "."), "COMMENT.\\\""), (UInt8(ascii: "'"), "COMMENT'\\\""),
    ]
    static let vmsComment = Array("$! ".utf8)
    static let emptyComment = Array("/**/".utf8)
    static let troffIgnore = Array(".ig\n".utf8)
    static let troffIgnoreEnd = Array("..\n".utf8)
    static let emptyDouble = Array("\"\"".utf8)
    static let emptySingle = Array("''".utf8)
  }

  private enum Action {
    case skip, feed
    case token(String)
    case comment(String, [UInt8])
    case string(UInt8)
  }

  private struct Match {
    var length: Int
    var action: Action
  }

  /// What a byte at the start of a step allows (`step`'s shortcut).
  enum StartClass {
    /// A letter or `_`: only the word rule matches, through the word characters after it.
    case word
    /// A byte no rule starts with (a control character, a line feed, a byte of a
    /// multi-byte character): it is passed over.
    case passed
    /// A space or tab: passed over, except at the start of a line (a line comment may
    /// follow the indentation).
    case blank
    /// Anything else (digits, punctuation): every rule is tried.
    case other
  }

  /// The class of each byte value, from the rules' own byte classes.
  static let startClass: [StartClass] = (0...255).map { value in
    let c = UInt8(value)
    if isBlank(c) { return .blank }
    if c < 0x20 || c >= 0x7F { return .passed }
    return isAlpha(c) || c == UInt8(ascii: "_") ? .word : .other
  }

  /// The first bytes of the comment and string rules that need no line start (`/*`, `<!--`,
  /// `{-`, `(*`, quotes).
  static let opensCommentOrString = byteTable("/<{(\"'")

  /// `isWord` of each byte value.
  static let wordBytes: [Bool] = (0...255).map { isWord(UInt8($0)) }

  /// Where the run of bytes passing `test` from `index` ends.
  static func run(_ bytes: [UInt8], from index: Int, while test: (UInt8) -> Bool) -> Int {
    var end = index
    while end < bytes.count, test(bytes[end]) { end += 1 }
    return end
  }
}
