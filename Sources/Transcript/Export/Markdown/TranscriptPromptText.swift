/// A user's prompt as Markdown that shows exactly what they typed.
///
/// Chat interfaces show a prompt as written: `__init__.py` stays a file name, `*` stays a star
/// and each line stays a line (Claude Code, Codex and the ChatGPT page all show prompts as plain
/// text). Every character CommonMark could read as markup is escaped with a backslash (§2.4: any
/// ASCII punctuation may be escaped), leading spaces are kept as character references (§2.5)
/// so they never make an indented code block, and each line ends in a hard break (§6.7).
enum TranscriptPromptText {
  /// The characters escaped anywhere in a line: inline markup, links, HTML, entities, tables.
  static let escapedAnywhere: Set<Character> = [
    "\\", "`", "*", "_", "[", "]", "<", ">", "!", "|", "~", "&", "#",
  ]
  /// Characters that open a block only at a line's start: list markers, setext underlines,
  /// ordered-list delimiters after digits.
  static let escapedAtStart: Set<Character> = ["-", "+", "=", ".", ")"]

  /// `prompt` as Markdown that renders as the literal text.
  static func markdown(_ prompt: String) -> String {
    let lines = prompt.split(separator: "\n", omittingEmptySubsequences: false)
    var out = ""
    out.reserveCapacity(prompt.utf8.count + prompt.utf8.count / 8)
    for (index, rawLine) in lines.enumerated() {
      var line = rawLine
      if line.last == "\r" { line.removeLast() }
      let blank = line.allSatisfy { $0 == " " || $0 == "\t" }
      if blank {
        out += "\n"
        continue
      }
      var atStart = true
      var digitsOnly = true
      for character in line {
        if atStart, character == " " {
          out += "&#32;"
          continue
        }
        if atStart, character == "\t" {
          out += "&#9;"
          continue
        }
        atStart = false
        if escapedAnywhere.contains(character)
          || (digitsOnly && escapedAtStart.contains(character))
        {
          out.append("\\")
        }
        if !character.isNumber { digitsOnly = false }
        out.append(character)
      }
      let next = index + 1 < lines.count ? lines[index + 1] : nil
      let nextBlank = next.map { $0.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } } ?? true
      // A hard break keeps the line; before a blank line the paragraph ends anyway.
      out += nextBlank ? "\n" : "\\\n"
    }
    return out
  }
}

extension TranscriptTurn {
  /// The parts as shown: a user's text as written (`TranscriptPromptText`), the rest as is.
  package var shownParts: [TurnPart] {
    guard message.role == .user else { return parts }
    return parts.map { part in
      if case .block(.text(let text)) = part {
        return .block(.text(TranscriptPromptText.markdown(text)))
      }
      return part
    }
  }
}
