/// The scanner's rules that need more than a literal: the two `#!` rules, numbers and the
/// operator runs, each giving the longest match flex would find.
extension LinguistTokenizer {
  /// `[ \t]`.
  static func isBlank(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 }
  /// `[[:alpha:]]` (ASCII: the scanner is built in the C locale).
  static func isAlpha(_ c: UInt8) -> Bool {
    (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z")
  }
  private static func isDigit(_ c: UInt8) -> Bool {
    c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")
  }
  /// `[[:alnum:]_]`.
  static func isWord(_ c: UInt8) -> Bool {
    isAlpha(c) || isDigit(c) || c == UInt8(ascii: "_")
  }
  private static func isHex(_ c: UInt8) -> Bool {
    isDigit(c) || ((c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "f"))
  }

  /// A `#!` line at `index`: where the match ends and the interpreter name it feeds (nil for
  /// a bare `env`, which feeds nothing).
  ///
  /// `^#![ \t]*([[:alnum:]_\/]*\/)?env([ \t]+([^ \t=]*=[^ \t]*))*[ \t]+[[:alpha:]_]+` feeds
  /// what follows the last space of its match; failing that, `^#![ \t]*[[:alpha:]_\/]+`
  /// feeds what follows its last slash.
  static func shebang(_ bytes: [UInt8], at index: Int) -> (end: Int, interpreter: Range<Int>?)? {
    guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "#"),
      bytes[index + 1] == UInt8(ascii: "!")
    else { return nil }
    let start = run(bytes, from: index + 2, while: isBlank)
    if let end = envShebangEnd(bytes, from: start) {
      var off = end
      while off > index, bytes[off - 1] != 0x20 { off -= 1 }
      return (end, off..<end)
    }
    let end = run(bytes, from: start) { isAlpha($0) || $0 == UInt8(ascii: "_") || $0 == 0x2F }
    guard end > start else { return nil }
    var off = end
    while off > index, bytes[off - 1] != 0x2F { off -= 1 }
    if bytes[off..<end].elementsEqual("env".utf8) { return (end, nil) }
    return (end, off..<end)
  }

  /// The longest match of the `env` rule after `#![ \t]*`, or nil.
  private static func envShebangEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    let pathEnd = run(bytes, from: start) { isWord($0) || $0 == 0x2F }
    var envStarts = [start]
    for slash in start..<pathEnd where bytes[slash] == 0x2F { envStarts.append(slash + 1) }
    var best: Int?
    for envStart in envStarts
    where envStart + 3 <= bytes.count && bytes[envStart..<(envStart + 3)].elementsEqual("env".utf8)
    {
      var cursor = envStart + 3
      while true {
        let blanks = run(bytes, from: cursor, while: isBlank)
        guard blanks > cursor else { break }
        let name = run(bytes, from: blanks) { isAlpha($0) || $0 == UInt8(ascii: "_") }
        if name > blanks { best = max(best ?? 0, name) }
        // `[ \t]+[^ \t=]*=[^ \t]*`: an assignment, after which another may follow.
        let key = run(bytes, from: blanks) { !isBlank($0) && $0 != UInt8(ascii: "=") }
        guard key < bytes.count, bytes[key] == UInt8(ascii: "=") else { break }
        cursor = run(bytes, from: key + 1) { !isBlank($0) }
      }
    }
    return best
  }

  /// `(0x[0-9a-fA-F]([0-9a-fA-F]|\.)*|[0-9]([0-9]|\.)*)([uU][lL]{0,2}|([eE][-+][0-9]*)?[fFlL]*)`
  static func numberLength(_ bytes: [UInt8], at index: Int) -> Int? {
    guard index < bytes.count, isDigit(bytes[index]) else { return nil }
    var bodyEnds: [Int] = []
    let decimal = run(bytes, from: index + 1) { isDigit($0) || $0 == UInt8(ascii: ".") }
    bodyEnds.append(contentsOf: (index + 1)...decimal)
    if bytes[index] == UInt8(ascii: "0"), index + 2 < bytes.count,
      bytes[index + 1] | 0x20 == UInt8(ascii: "x"), isHex(bytes[index + 2])
    {
      let hex = run(bytes, from: index + 3) { isHex($0) || $0 == UInt8(ascii: ".") }
      bodyEnds.append(contentsOf: (index + 3)...hex)
    }
    var best = 0
    for body in bodyEnds { best = max(best, suffixEnd(bytes, from: body) - index) }
    return best
  }

  /// The longest `([uU][lL]{0,2}|([eE][-+][0-9]*)?[fFlL]*)` from `index`.
  private static func suffixEnd(_ bytes: [UInt8], from index: Int) -> Int {
    func isLong(_ c: UInt8) -> Bool { c | 0x20 == UInt8(ascii: "l") }
    func isFloat(_ c: UInt8) -> Bool { c | 0x20 == UInt8(ascii: "f") || isLong(c) }
    var best = run(bytes, from: index, while: isFloat)
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "u") {
      var end = index + 1
      while end < bytes.count, end < index + 3, isLong(bytes[end]) { end += 1 }
      best = max(best, end)
    }
    if index + 1 < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e"),
      bytes[index + 1] == UInt8(ascii: "-") || bytes[index + 1] == UInt8(ascii: "+")
    {
      let digits = run(bytes, from: index + 2, while: isDigit)
      best = max(best, run(bytes, from: digits, while: isFloat))
    }
    return best
  }

  /// Bytes set in a 256-entry table, for membership tests in the scanner's inner loop.
  static func byteTable(_ members: String) -> [Bool] {
    var table = [Bool](repeating: false, count: 256)
    for byte in members.utf8 { table[Int(byte)] = true }
    return table
  }

  /// `[.@#$]` before a word.
  private static let wordPrefixes = byteTable("@#$.")
  /// `[<>/]+`.
  private static let slashesAndAngles = byteTable("<>/")
  /// `[-+*/%&|^~:]=+`.
  private static let assignmentStarts = byteTable("-+*/%&|^~:")
  /// `<[?%!#@]` and `</[?%!#@]`.
  private static let tagMarks = byteTable("?%!#@")
  /// The bracket pairs, each a run of openers (then of closers) or of closers alone.
  private static let brackets: [(open: UInt8, close: UInt8)] = [
    (UInt8(ascii: "("), UInt8(ascii: ")")), (UInt8(ascii: "{"), UInt8(ascii: "}")),
    (UInt8(ascii: "["), UInt8(ascii: "]")),
  ]
  /// The operators fed as written.
  private static let literalOperators: [[UInt8]] = [
    "(...)", "{...}", "[...]", "&>", "<&", "<&-", "&>>", ">&", "|&", "&|", ":-", "(?:",
  ].map { Array($0.utf8) }

  /// The longest of the rules that feed what they match: words (`[.@#$]?[[:alnum:]_]+`),
  /// brackets, shell and comparison operators, and runs of one punctuation character.
  static func operatorLength(_ bytes: [UInt8], at index: Int) -> Int? {
    guard index < bytes.count else { return nil }
    let c = bytes[index]
    func at(_ offset: Int) -> UInt8? {
      index + offset < bytes.count ? bytes[index + offset] : nil
    }
    func runOf(_ byte: UInt8, from offset: Int) -> Int {
      run(bytes, from: index + offset) { $0 == byte } - index
    }
    func literal(_ chars: [UInt8]) -> Int? {
      index + chars.count <= bytes.count
        && bytes[index..<(index + chars.count)].elementsEqual(chars) ? chars.count : nil
    }
    var best = 0
    func offer(_ length: Int?) { if let length { best = max(best, length) } }
    if isWord(c) { offer(run(bytes, from: index, while: isWord) - index) }
    if wordPrefixes[Int(c)], let next = at(1), isWord(next) {
      offer(run(bytes, from: index + 1, while: isWord) - index)
    }
    for (open, close) in brackets {
      if c == open {
        let opens = runOf(open, from: 0)
        offer(opens)
        if at(opens) == close { offer(runOf(close, from: opens)) }
      }
      if c == close { offer(runOf(close, from: 0)) }
    }
    if c == UInt8(ascii: "$") {
      // `[$]([(]+|[{]+|[\[]]+)`: flex reads the last as `[` followed by `]`s.
      if at(1) == UInt8(ascii: "(") { offer(runOf(UInt8(ascii: "("), from: 1)) }
      if at(1) == UInt8(ascii: "{") { offer(runOf(UInt8(ascii: "{"), from: 1)) }
      if at(1) == UInt8(ascii: "["), at(2) == UInt8(ascii: "]") {
        offer(runOf(UInt8(ascii: "]"), from: 2))
      }
    }
    for text in literalOperators where text[0] == c {
      offer(literal(text))
    }
    offer(pair(bytes, at: index, first: "-", then: ">"))
    offer(pair(bytes, at: index, first: "<", then: "-"))
    offer(pair(bytes, at: index, first: "!", then: "="))
    // `[<>]*[=]+[<>]*`
    let angles = run(bytes, from: index) { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }
    let equals = run(bytes, from: angles) { $0 == UInt8(ascii: "=") }
    if equals > angles {
      offer(run(bytes, from: equals) { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") } - index)
    }
    if c == UInt8(ascii: "<") {
      let slash = at(1) == UInt8(ascii: "/") ? 2 : 1
      if let mark = at(slash), tagMarks[Int(mark)] { offer(slash + 1) }
    }
    if c == UInt8(ascii: "?") || c == UInt8(ascii: "%") || c == UInt8(ascii: "!"),
      at(1) == UInt8(ascii: ">")
    {
      offer(2)
    }
    offer(run(bytes, from: index) { slashesAndAngles[Int($0)] } - index)
    if assignmentStarts[Int(c)], at(1) == UInt8(ascii: "=") {
      offer(runOf(UInt8(ascii: "="), from: 1))
    }
    if c == UInt8(ascii: "!") || c == UInt8(ascii: "="), at(1) == UInt8(ascii: "~") { offer(2) }
    if c == UInt8(ascii: "."), let next = at(1),
      next == UInt8(ascii: "*") || next == UInt8(ascii: "+")
    {
      let stars = runOf(next, from: 1)
      offer(at(stars) == UInt8(ascii: "?") ? stars + 1 : stars)
    }
    if runBytes[Int(c)] { offer(runOf(c, from: 0)) }
    return best > 0 ? best : nil
  }

  /// `[a]+[b]+` at `index`.
  private static func pair(
    _ bytes: [UInt8], at index: Int, first: Unicode.Scalar, then: Unicode.Scalar
  )
    -> Int?
  {
    let a = run(bytes, from: index) { $0 == UInt8(ascii: first) }
    guard a > index else { return nil }
    let b = run(bytes, from: a) { $0 == UInt8(ascii: then) }
    return b > a ? b - index : nil
  }
}
