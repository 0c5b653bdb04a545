/// The interpreter a `#!` line names, as Linguist's `Shebang.interpreter` reads it:
/// `#!/usr/bin/env -S python3.11 -u` → `python3`, `#!/bin/sh` with an `exec tclsh "$0" "$@"`
/// trick in the first five lines → `tclsh`.
enum Shebang {
  private static func isSpace(_ c: UInt8) -> Bool {
    c == 0x20 || (0x09...0x0D).contains(c)
  }

  /// The interpreter of `content`'s first line, or nil when it is not a `#!` line.
  static func interpreter(of content: [UInt8]) -> String? {
    guard content.count >= 2, content[0] == UInt8(ascii: "#"), content[1] == UInt8(ascii: "!")
    else { return nil }
    let line = content.prefix { $0 != 0x0A }
    var index = 2
    func skip(_ test: (UInt8) -> Bool) -> Int {
      let start = index
      while index < line.count, test(line[index]) { index += 1 }
      return index - start
    }
    // `^#!\s*\S+`: the path, whose last `/` part is the script.
    _ = skip(isSpace)
    guard skip({ !isSpace($0) }) > 0 else { return nil }
    var script = Array(
      line[0..<index].split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).last
        ?? [])
    if script == Array("env".utf8) {
      _ = skip(isSpace)
      // Options (`-S`, `-i`, `--debug`) and assignments (`A=b`), each followed by blanks.
      while true {
        let start = index
        if index < line.count, line[index] == UInt8(ascii: "-") {
          let isLong = index + 1 < line.count && line[index + 1] == UInt8(ascii: "-")
          index += isLong ? 2 : 1
          if isLong {
            guard skip({ !isSpace($0) }) > 0 else { index = start; break }
          } else {
            _ = skip { "i0uCSv".utf8.contains($0) }
          }
        } else {
          let word = line[index...].prefix { !isSpace($0) }
          guard let equals = word.firstIndex(of: UInt8(ascii: "=")), equals > word.startIndex,
            equals + 1 < word.endIndex
          else { break }
          index = word.endIndex
        }
        guard skip(isSpace) > 0 else { index = start; break }
      }
      let word = line[index...].prefix { !isSpace($0) }
      guard !word.isEmpty else { return nil }
      index = word.endIndex
      script = Array(word)
    }
    var name = String(decoding: script, as: UTF8.self)
    // `python2.6` → `python2`.
    if let dot = name.lastIndex(of: "."),
      name[name.index(after: dot)...].allSatisfy(\.isASCIIDigitCharacter),
      name.index(after: dot) < name.endIndex
    {
      name = String(name[..<dot])
    }
    if name.hasPrefix("#!") { name = String(name.dropFirst(2).drop { $0 == " " || $0 == "\t" }) }
    if name == "sh", let exec = execTarget(content) { name = exec }
    if name == "osascript", line[index...].range(ofBytes: Array("-l".utf8)) != nil { return nil }
    let base = name.split(separator: "/").last.map(String.init) ?? name
    return base.isEmpty ? nil : base
  }

  private static let execPattern = try? ContentPattern(#"exec (\w+).+\$0.+\$@"#)

  /// The program a shell script's first five lines `exec` with its own arguments.
  private static func execTarget(_ content: [UInt8]) -> String? {
    var lines = 0
    for line in content.split(separator: 0x0A, omittingEmptySubsequences: false) {
      guard lines < 5 else { break }
      lines += 1
      if let groups = execPattern?.firstMatch(in: Array(line)), let word = groups[1] {
        return String(
          decoding: line[(line.startIndex + word.lowerBound)..<(line.startIndex + word.upperBound)],
          as: UTF8.self)
      }
    }
    return nil
  }
}

extension Character {
  fileprivate var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
