import Testing

@testable import MarkdownRender

/// GitHub's `:shortcode:` emoji in text (#33 "glow"): replaced in text inlines only, unknown
/// names and colons elsewhere kept.
@Suite struct EmojiShortcodesTests {
  /// Every name of the generated table maps to an emoji, not to the next name: a table read
  /// out of step (a skin-tone modifier joining the space before it) would pair names.
  @Test func theTableReadsAsNamesAndEmoji() {
    #expect(EmojiShortcodes.emoji.count > 1800)
    for (name, emoji) in EmojiShortcodes.emoji {
      #expect(name.utf8.allSatisfy { $0 < 0x80 }, "\(name)")
      #expect(emoji.unicodeScalars.contains { $0.value > 0x7F }, "\(name) → \(emoji)")
    }
    #expect(EmojiShortcodes.emoji(named: "rocket") == "🚀")
    #expect(EmojiShortcodes.emoji(named: "+1") == "👍")
  }

  @Test(arguments: [
    (":tada: done", "🎉 done"), ("a:rocket:b", "a🚀b"), ("::smile::", ":😄:"),
    (":smile::smile:", "😄😄"), ("10:30:45", "10:30:45"), (":nope: :x", ":nope: :x"),
    ("no colons", "no colons"), (":SMILE:", ":SMILE:"), ("é:heart:é", "é❤️é"),
  ])
  func replacesKnownNamesOnly(input: String, expected: String) {
    #expect(EmojiShortcodes.replace(in: input) == expected)
  }

  @Test func codeAutolinksAndReferenceParsesKeepTheirColons() {
    let options = MarkdownParseOptions.note
    let document = MarkdownParser.parse(
      "Ship :rocket: `:tada:` [:bug:](https://x.org) <https://x.org/:tada:>\n\n```\n:tada:\n```\n",
      options: options)
    guard case .paragraph(let inlines, _) = document.blocks[0] else {
      Issue.record("not a paragraph: \(document.blocks[0])")
      return
    }
    #expect(inlines.first == .text("Ship 🚀 "))
    #expect(inlines.contains(.code(":tada:")))
    #expect(
      inlines.contains(
        .link(destination: "https://x.org", title: "", [.text("🐛")], autolink: false)))
    #expect(
      inlines.contains(
        .link(
          destination: "https://x.org/:tada:", title: "", [.text("https://x.org/:tada:")],
          autolink: true)))
    guard case .codeBlock(_, let literal, _, _) = document.blocks[1] else {
      Issue.record("not a code block")
      return
    }
    #expect(literal == ":tada:\n")
    let reference = MarkdownParser.parse("Ship :rocket:\n", options: .gfm)
    guard case .paragraph(let plain, _) = reference.blocks[0] else { return }
    #expect(plain == [.text("Ship :rocket:")])
  }
}
