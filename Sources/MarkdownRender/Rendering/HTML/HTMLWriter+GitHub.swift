/// The two constructs github.com adds on top of cmark-gfm: alerts and YAML front matter, in
/// the markup GitHub writes for them.
extension HTMLWriter {
  /// `<div class="markdown-alert markdown-alert-note">` with its title paragraph, as GitHub
  /// writes it (without the octicon, which is decoration).
  mutating func writeAlert(_ kind: AlertKind, blocks: [Block], range: SourceRange?) {
    newline()
    put("<div class=\"markdown-alert markdown-alert-")
    putRaw(kind.rawValue)
    putByte(UInt8(ascii: "\""))
    putSourcePosition(range)
    put(">\n<p class=\"markdown-alert-title\">")
    putRaw(kind.title)
    put("</p>\n")
    for child in blocks { writeBlock(child, tight: false) }
    newline()
    put("</div>\n")
  }

  /// GitHub's front matter table: the keys as header cells, the values in one row, a list as
  /// a nested one-row table, every value in a `<div>`.
  mutating func writeFrontMatter(_ frontMatter: FrontMatter) {
    guard !frontMatter.entries.isEmpty else { return }
    newline()
    put("<table>\n<thead>\n<tr>\n")
    for entry in frontMatter.entries {
      put("<th>")
      putText(entry.key)
      put("</th>\n")
    }
    put("</tr>\n</thead>\n<tbody>\n<tr>\n")
    for entry in frontMatter.entries {
      put("<td>")
      writeFrontMatterValue(entry.value)
      put("</td>\n")
    }
    put("</tr>\n</tbody>\n</table>\n")
  }

  private mutating func writeFrontMatterValue(_ value: FrontMatter.Value) {
    switch value {
    case .scalar(let text):
      put("<div>")
      putText(text)
      put("</div>")
    case .list(let items):
      put("<div><table><tbody><tr>")
      for item in items {
        put("<td><div>")
        putText(item)
        put("</div></td>")
      }
      put("</tr></tbody></table></div>")
    case .text(let text):
      put("<div><pre><code>")
      putText(text)
      put("</code></pre></div>")
    }
  }
}
