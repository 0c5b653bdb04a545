import Testing

@testable import DiagramLayout

/// The typed stylesheet writes the CSS the SVG has always carried, and reads the diagram
/// types' own rule strings into the same form.
@Suite struct DiagramStyleSheetTests {
  @Test func theSharedRulesWriteTheirCSS() {
    let light = DiagramTheme(.light).css(rootID: "d").text
    #expect(light.hasPrefix("#d{--ir-background:#FFFFFF;--ir-node-fill:#ECECFF;"))
    #expect(light.contains("#d .edge-head{fill:var(--ir-line);stroke:var(--ir-line)}"))
    #expect(light.hasSuffix("#d text{fill:var(--ir-text)}"))
    #expect(!light.contains("@media"))
    let auto = DiagramTheme(.auto).css(rootID: "d").text
    #expect(auto.contains("@media (prefers-color-scheme: dark){#d{--ir-background:#1E1E1E;"))
  }

  @Test(arguments: [
    ".sankey-link{stroke-opacity:.5}", ".edge-head.hollow{fill:var(--ir-background)}",
    "{--ir-gantt-crit:#D1242F}", "text{fill:var(--ir-text)}",
    ".packet-bit{fill:var(--ir-text);opacity:.8}",
  ])
  func ruleStringsRoundTrip(css: String) throws {
    let rule = try #require(StyleRule(css: css))
    #expect(rule.text == css)
  }

  @Test func selectorsMatchAsCSSDoes() throws {
    let compound = try #require(StyleRule(css: ".edge-head.hollow{fill:none}")).selector
    #expect(compound.matches(element: "path", classes: ["edge-head", "hollow"]))
    #expect(!compound.matches(element: "path", classes: ["edge-head"]))
    #expect(compound.specificity > StyleSelector.class("edge-head").specificity)
    let root = try #require(StyleRule(css: "{--x:#000}"))
    #expect(root.selector.isRoot)
    var sheet = DiagramStyleSheet(rootID: "d")
    sheet.rules = [root]
    #expect(sheet.customProperties(dark: false)["--x"] == .literal("#000"))
    #expect(StyleRule(css: ".a b{fill:none}") == nil)
  }
}
