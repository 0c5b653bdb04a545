import Foundation
import Testing

@testable import Highlight

/// Spot checks against VS Code's own themes from the shared conformance data.
@Test(
  .enabled(
    if: SharedData.folder("conformance/textmate/themes") != nil,
    "../shared/conformance/textmate is absent")) func darkPlusResolvesLikeVSCode() throws
{
  let folder = try #require(SharedData.folder("conformance/textmate/themes")).path
  let darkPlus = Theme(try ThemeLoader.load(path: folder + "/dark_plus.json"))
  #expect(darkPlus.foreground.hex == "#D4D4D4")
  #expect(
    darkPlus.style(forScopes: ["source.ts", "comment.line.double-slash.ts"]).foreground.hex
      == "#608B4E")
  #expect(
    darkPlus.style(forScopes: ["source.ts", "meta.function.ts", "entity.name.function.ts"])
      .foreground.hex == "#DCDCAA")
  let lightVS = Theme(try ThemeLoader.load(path: folder + "/light_vs.json"))
  #expect(lightVS.foreground.hex == "#000000")
  let abyss = Theme(try ThemeLoader.load(path: folder + "/Abyss.tmTheme"))
  #expect(abyss.background.hex == "#000C18")
}

/// A diff hunk starts from a fresh state: a block comment left open in one hunk does not
/// colour the next.
@Test(
  .enabled(
    if: Highlighter.shared.lineHighlighter(path: "a.c", theme: ThemeCatalog.light) != nil,
    "no C grammar installed")) func lineHighlighterResetsBetweenHunks() throws
{
  let highlighter = try #require(
    Highlighter.shared.lineHighlighter(path: "a.c", theme: ThemeCatalog.light))
  _ = highlighter.highlight("/* open comment")
  let inside = highlighter.highlight("int x;")
  highlighter.reset()
  let fresh = highlighter.highlight("int x;")
  #expect(inside.first?.style != fresh.first?.style)
  #expect(highlighter.state != .initial)
}
