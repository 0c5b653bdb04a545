import RenderSupport
import Testing

@testable import MarkdownRender

/// Where pictures go in the terminal layout: a paragraph is cut at each image the source
/// shows, the text around it wrapped as before; declined images keep their reference, and
/// with no source the output is the same as without images.
@Suite struct TerminalImageLayoutTests {
  /// Shows local `*.png` names as a marker escape (`<P:name:width>`), declines the rest.
  struct FakeSource: TerminalImageSource {
    func image(source: String, width: Int) -> TerminalImage? {
      guard source.hasSuffix(".png"), !source.contains(":") else { return nil }
      return TerminalImage(escape: "<P:\(source):\(width)>", columns: min(width, 6), rows: 2)
    }
  }

  static func render(_ markdown: String, images: Bool, width: Int = 30, plain: Bool = true)
    -> String
  {
    let document = MarkdownParser().parse(markdown)
    let options = TerminalRenderOptions(
      width: width, colorLevel: plain ? .none : .truecolor,
      images: images ? FakeSource() : nil)
    return TerminalRenderer(options: options).render(document)
  }

  @Test func aParagraphIsCutAtItsPicture() {
    let out = Self.render("Before the ![logo](logo.png) and after it.", images: true)
    #expect(out == "Before the\n<P:logo.png:30>\nand after it.\n")
  }

  @Test func anImageAloneIsOnlyItsPicture() {
    #expect(Self.render("![a](a.png)\n![b](b.png)", images: true) == "<P:a.png:30>\n<P:b.png:30>\n")
  }

  @Test func declinedImagesKeepTheirReference() {
    let markdown = "See ![remote](https://example.com/x.png) and ![svg](pic.svg)."
    #expect(Self.render(markdown, images: true) == Self.render(markdown, images: false))
    #expect(Self.render(markdown, images: false).contains("[image: remote]"))
  }

  @Test func htmlImagesAndCentredParagraphs() {
    let out = Self.render(
      "<p align=\"center\"><img src=\"logo.png\" alt=\"Logo\"></p>", images: true)
    // Centred in 30 cells: the 6-column picture is preceded by 12 spaces.
    #expect(out == String(repeating: " ", count: 12) + "<P:logo.png:30>\n")
  }

  @Test func picturesInContainersKeepTheirPrefix() {
    let out = Self.render("> ![q](q.png)\n\n- ![l](l.png)", images: true)
    #expect(out == "┃ <P:q.png:28>\n\n• <P:l.png:28>\n")
  }

  @Test func imagesInsideLinksStayReferences() {
    let markdown = "[![badge](badge.png)](https://example.com)"
    #expect(Self.render(markdown, images: true) == Self.render(markdown, images: false))
  }

  @Test func withoutASourceTheOutputIsUnchanged() {
    let markdown = "# T\n\nText ![a](a.png) more.\n\n<img src=\"b.png\">\n\n> ![c](c.png)\n"
    #expect(
      Self.render(markdown, images: false, plain: false)
        == TerminalRenderer(options: TerminalRenderOptions(width: 30)).render(
          MarkdownParser().parse(markdown)))
  }

  @Test func theANSIWriterPutsThePictureAfterTheResetSpans() {
    let out = Self.render("> ![q](q.png)", images: true, plain: false)
    #expect(out.hasSuffix("<P:q.png:28>\n"))
    #expect(!out.contains("<P:q.png:28>\u{1B}"))
  }
}
