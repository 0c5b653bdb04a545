import Foundation
import RenderSupport
import Testing

@testable import Highlight

/// The shipped themes (GitHub, Dracula, Nord, Solarized, One Dark): each parses as the VS Code
/// theme file it is, keeps a tag (or YAML key) apart from a string and a comment apart from
/// text, and stays readable with 16 colours.
@Suite struct ShippedThemeTests {
  static let themes = ShippedThemes.all

  @Test(arguments: themes.map(\.name))
  func parsesWithItsDarknessAndEditorColours(name: String) throws {
    let shipped = try #require(ShippedThemes.named(name))
    let definition = try shipped.definition()
    #expect(definition.name == shipped.title)
    #expect(definition.isDark == name.contains("dark") || name == "dracula" || name == "nord")
    #expect(definition.editorBackground != nil && definition.editorForeground != nil)
    // Every role of the file is a rule: a typo in a scope list would drop the rest.
    #expect(definition.settings.count == 23)
  }

  @Test func namesAreFoundAsPeopleTypeThem() throws {
    for word in ["dracula", "Dracula", "github-dark", "GitHub Dark", "one_dark", "onedark"] {
      #expect(ShippedThemes.named(word) != nil, "\(word)")
    }
    #expect(ShippedThemes.named("monokai") == nil)
    #expect(try ThemeCatalog.theme(named: "Nord").name == "Nord")
  }

  static func compiled(_ name: String) throws -> Theme {
    Theme(try #require(ShippedThemes.named(name)).definition())
  }

  @Test(arguments: themes.map(\.name))
  func tagsKeysAndStringsDiffer(name: String) throws {
    let theme = try Self.compiled(name)
    let pairs: [([String], [String])] = [
      (
        ["source.yaml", "entity.name.tag.yaml"], ["source.yaml", "string.unquoted.plain.out.yaml"]
      ),
      (
        ["text.html.basic", "meta.tag.structure.any.html", "entity.name.tag.structure.any.html"],
        ["text.html.basic", "meta.tag.structure.any.html", "string.quoted.double.html"]
      ),
    ]
    for (tag, string) in pairs {
      let difference = colourDifference(
        theme.style(forScopes: tag).foreground, theme.style(forScopes: string).foreground)
      #expect(difference >= 20, "\(name): \(tag.last!) ΔE \(difference)")
    }
  }

  /// Comments read as comments: another colour than text (ΔE ≥ 10) and italic.
  @Test(arguments: themes.map(\.name))
  func commentsDifferFromText(name: String) throws {
    let theme = try Self.compiled(name)
    let comment = theme.style(forScopes: ["source.python", "comment.line.number-sign.python"])
    let difference = colourDifference(comment.foreground, theme.defaultStyle.foreground)
    #expect(difference >= 10, "\(name): ΔE \(difference)")
    #expect(comment.fontStyle.contains(.italic))
  }

  /// With 16 colours every token colour maps to a basic colour xterm draws at 1.8:1 or more on
  /// the theme's background, and a tag and a string to different ones. Solarized's blue and
  /// violet are the exception on its dark background (xterm's blue there is 1.6:1): Solarized
  /// is made for a terminal set to its own 16 colours, where blue is the palette's #268BD2.
  @Test(arguments: themes.map(\.name))
  func sixteenColoursStayReadable(name: String) throws {
    let definition = try #require(ShippedThemes.named(name)).definition()
    let theme = Theme(definition)
    let exempt: Set<String> = name == "solarized-dark" ? ["#268BD2", "#6C71C4"] : []
    for setting in definition.settings {
      guard let hex = setting.foreground, !exempt.contains(hex),
        let color = RGBColor(hex: hex)
      else { continue }
      let basic = ANSIPalette.basic[ANSIPalette.nearest16(color)]
      let ratio = basic.contrastRatio(to: theme.background)
      #expect(ratio >= 1.8, "\(name): \(hex) as \(basic.hex) is \(ratio):1")
    }
    let tag = theme.style(forScopes: ["source.yaml", "entity.name.tag.yaml"]).foreground
    let string = theme.style(forScopes: ["source.yaml", "string.unquoted.plain.out.yaml"])
      .foreground
    #expect(ANSIPalette.nearest16(tag) != ANSIPalette.nearest16(string), "\(name)")
  }
}
