/// Aider's HTML-like code fences as Markdown fences.
///
/// Aider fences code with triple or quadruple backticks, and when the code itself holds such a
/// fence it picks one of its tag fences instead (`all_fences` in Aider's
/// `aider/coders/base_coder.py`: `<source>`, `<code>`, `<pre>`, `<codeblock>`, `<sourcecode>`,
/// each closed by its end tag on a line of its own, the opening tag followed by the language as
/// in ```` ```python ````). Markdown would read those lines as raw HTML and the code as prose.
enum AiderFences {
  /// The tag fences Aider uses, by tag name.
  static let tags: Set<String> = ["source", "code", "pre", "codeblock", "sourcecode"]

  /// `text` with each tag-fenced block turned into a backtick fence longer than any backtick run
  /// inside it; a block left open runs to the end of the text.
  static func markdown(_ text: String) -> String {
    guard text.contains("<") else { return text }
    var out: [Substring] = []
    var open: (tag: String, language: Substring)?
    var body: [Substring] = []
    func close(into out: inout [Substring]) {
      guard let block = open else { return }
      let marks = String(
        repeating: "`",
        count: max(
          3,
          body.map { TranscriptMarkdownExporter.longestBacktickRun(String($0)) }
            .max().map { $0 + 1 } ?? 3))
      out.append(Substring(marks + block.language))
      out += body
      out.append(Substring(marks))
      body = []
      open = nil
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if let block = open {
        if line.trimmingTrailingSpaces == "</\(block.tag)>" {
          close(into: &out)
        } else {
          body.append(line)
        }
        continue
      }
      if let (tag, language) = opening(line) {
        open = (tag, language)
      } else {
        out.append(line)
      }
    }
    close(into: &out)
    return out.joined(separator: "\n")
  }

  /// The tag and language of an opening fence line (`<source>python`).
  static func opening(_ line: Substring) -> (String, Substring)? {
    guard line.hasPrefix("<"), let end = line.firstIndex(of: ">") else { return nil }
    let tag = String(line[line.index(after: line.startIndex)..<end])
    guard tags.contains(tag) else { return nil }
    let language = line[line.index(after: end)...].trimmingTrailingSpaces
    // A language is one word; anything else after the tag is HTML in prose.
    guard !language.contains(where: { $0 == " " || $0 == "<" || $0 == "`" }) else { return nil }
    return (tag, language)
  }
}

extension Substring {
  /// The line without trailing spaces and tabs.
  fileprivate var trimmingTrailingSpaces: Substring {
    var copy = self
    while let last = copy.last, last == " " || last == "\t" || last == "\r" { copy.removeLast() }
    return copy
  }
}
