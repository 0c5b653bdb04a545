import RenderSupport

/// Vim and Emacs modelines in a file's first and last five lines (Linguist's `Modeline`
/// strategy, its first): `-*- mode: ruby -*-`, `-*- ruby -*-`, `vim: set ft=sh:`,
/// `vi: syntax=perl`. The mode names a language by Linguist's aliases.
enum Modeline {
  /// Lines looked at from each end (`SEARCH_SCOPE`).
  static let searchLines = 5

  /// Emacs: `-*-`, then either the mode alone or `mode:` among other variables, then `-*-`
  /// (Linguist's `EMACS_MODELINE`, case-insensitive, `.` not crossing lines).
  static let emacsSource =
    #"-\*-(?:[ \t]*(?=[^:;\s]+[ \t]*-\*-)|(?:.*?[ \t;]|(?<=-\*-))[ \t]*mode[ \t]*:[ \t]*)"#
    + #"([^:;\s]+)(?=[ \t;]|(?<![-*])-\*-).*?-\*-"#

  /// Vim: `vi:`, `vim:`, `Vim:`, `vim>700:` or ` ex:`, options, and `ft=`, `filetype=` or
  /// `syntax=` with the name (Linguist's `VIM_MODELINE`; `set` forms must end with `:`).
  static let vimSource =
    #"(?:(?:^|[ \t])(?:vi|Vi(?=m))(?:m[<=>]?[0-9]+|m)?|[ \t]ex)"#
    + #"(?=:(?=[ \t]*set?[ \t][^\r\n:]+:)|:(?![ \t]*set?[ \t]))"#
    + #"(?:(?:[ \t]*:[ \t]*|[ \t])\w*(?:[ \t]*=(?:[^\\\s]|\\.)*)?)*"#
    + #"[ \t:](?:filetype|ft|syntax)[ \t]*=(\w+)(?=$|\s|:)"#

  private static let patterns: [ContentPattern] = {
    var made: [ContentPattern] = []
    if let emacs = try? ContentPattern(emacsSource, ignoreCase: true) { made.append(emacs) }
    if let vim = try? ContentPattern(vimSource) { made.append(vim) }
    return made
  }()

  /// The mode a modeline in `content` names, or nil.
  static func mode(in content: [UInt8]) -> String? {
    let header = FileLines.first(searchLines, of: content)
    // A Vimball's modeline describes the archive, not the file (as Linguist skips it).
    var text = header.concatenated(separator: 0x0A)
    if text.range(ofBytes: Array("UseVimball".utf8)) != nil { return nil }
    text += FileLines.last(searchLines, of: content).concatenated(separator: 0x0A)
    // Most files have neither: skip the regexes unless a marker is there.
    guard text.range(ofBytes: Array("-*-".utf8)) != nil || mentionsVimOption(text) else {
      return nil
    }
    for pattern in patterns {
      if let groups = pattern.firstMatch(in: text), groups.count > 1, let range = groups[1] {
        return String(decoding: text[range], as: UTF8.self)
      }
    }
    return nil
  }

  /// Whether `ft`, `filetype` or `syntax` follows a blank or colon and precedes `=` (blanks
  /// between), which every Vim modeline that names a language has.
  private static func mentionsVimOption(_ text: [UInt8]) -> Bool {
    for word in ["ft", "filetype", "syntax"].map({ Array($0.utf8) }) {
      var from = 0
      while let found = text[from...].range(ofBytes: word) {
        from = found.lowerBound + 1
        guard found.lowerBound > 0, " \t:".utf8.contains(text[found.lowerBound - 1]) else {
          continue
        }
        var index = found.upperBound
        while index < text.count, text[index] == 0x20 || text[index] == 0x09 { index += 1 }
        if index < text.count, text[index] == UInt8(ascii: "=") { return true }
      }
    }
    return false
  }
}

/// A file's first and last lines as Linguist's blob helper cuts them (`first_lines`,
/// `last_lines`): `\r\n`, `\r` and `\n` end lines; an unfinished last line is not among the
/// first lines.
enum FileLines {
  /// The lines before the `count`th line break, plus what follows it (empty when the count
  /// was reached).
  static func first(_ count: Int, of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var start = 0
    var index = 0
    while index < bytes.count, lines.count < count {
      let c = bytes[index]
      if c == 0x0A || c == 0x0D {
        lines.append(bytes[start..<index])
        index += (c == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A) ? 2 : 1
        start = index
      } else {
        index += 1
      }
    }
    if !lines.isEmpty { lines.append(bytes[start..<start]) }
    return lines
  }

  /// The last `count` lines (a final line break does not start another line).
  static func last(_ count: Int, of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var end = bytes.count
    if end > 0, bytes[end - 1] == 0x0A { end -= 1 }
    if end > 0, bytes[end - 1] == 0x0D { end -= 1 }
    var lines: [ArraySlice<UInt8>] = []
    var stop = end
    var index = end
    while index > 0, lines.count < count {
      let c = bytes[index - 1]
      if c == 0x0A || c == 0x0D {
        lines.append(bytes[index..<stop])
        if c == 0x0A, index >= 2, bytes[index - 2] == 0x0D { index -= 1 }
        index -= 1
        stop = index
      } else {
        index -= 1
      }
    }
    if lines.count < count, end > 0 || !lines.isEmpty { lines.append(bytes[0..<stop]) }
    return lines.reversed()
  }
}
