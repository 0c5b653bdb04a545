import Testing

@testable import MarkdownRender

private func html(_ markdown: String, options: MarkdownParseOptions = .note) -> String {
  HTMLRenderer().render(MarkdownParser.parse(markdown, options: options))
}

@Test func alertsUseGitHubsMarkup() {
  #expect(
    html("> [!WARNING]\n> Mind the <b>gap</b>.\n")
      == """
      <div class="markdown-alert markdown-alert-warning">
      <p class="markdown-alert-title">Warning</p>
      <p>Mind the <b>gap</b>.</p>
      </div>

      """)
  for kind in AlertKind.allCases {
    #expect(
      html("> [!\(kind.rawValue)]\n> x\n").hasPrefix(
        "<div class=\"markdown-alert markdown-alert-\(kind.rawValue)\">"))
  }
}

@Test func alertRulesFollowGitHub() {
  // Text after the marker, an unknown kind, a marker alone, a nested quote: plain quotes.
  for text in ["> [!NOTE] x\n", "> [!DANGER]\n> x\n", "> [!NOTE]\n", "- > [!NOTE]\n  > x\n"] {
    #expect(!html(text).contains("markdown-alert"), "\(text)")
  }
  #expect(!html("> [!NOTE]\n> x\n", options: .commonMark).contains("markdown-alert"))
}

@Test func frontMatterIsGitHubsTable() {
  let out = html("---\ntitle: <x>\ntags: [a, b]\n---\ntext\n")
  #expect(
    out == """
      <table>
      <thead>
      <tr>
      <th>title</th>
      <th>tags</th>
      </tr>
      </thead>
      <tbody>
      <tr>
      <td><div>&lt;x&gt;</div></td>
      <td><div><table><tbody><tr><td><div>a</div></td><td><div>b</div></td></tr></tbody></table></div></td>
      </tr>
      </tbody>
      </table>
      <p>text</p>

      """)
}

@Test func prefixedHeadingIDsAreWhatFragmentLinksPointAt() {
  let options = HTMLRenderOptions(headingIDs: true, headingIDPrefix: "user-content-")
  let document = MarkdownParser.parse("[Install](#install)\n\n# Install\n\n# Install\n")
  #expect(
    HTMLRenderer(options: options).render(document)
      == """
      <p><a href="#user-content-install">Install</a></p>
      <h1 id="user-content-install">Install</h1>
      <h1 id="user-content-install-1">Install</h1>

      """)
  // Without the prefix, links stay as written.
  let plain = HTMLRenderer(options: HTMLRenderOptions(headingIDs: true)).render(document)
  #expect(plain.contains("<a href=\"#install\">"))
}
