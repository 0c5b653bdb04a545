import Foundation
import RenderSupport
import Testing

@testable import Highlight

private func theme(_ json: String, path: String = "test.json") throws -> Theme {
  Theme(try ThemeLoader.parse(Data(json.utf8), path: path))
}

@Test func defaultsComeFromTheScopelessEntry() throws {
  let t = try theme(
    ##"{"tokenColors":[{"settings":{"foreground":"#112233","background":"#fefefe"}}]}"##)
  #expect(t.foreground.hex == "#112233")
  #expect(t.background.hex == "#FEFEFE")
  #expect(t.style(forScopes: ["source.x"]).foreground.hex == "#112233")
}

@Test func withoutDefaultsEditorColoursThenBlackOnWhite() throws {
  let editor = try theme(
    ##"{"colors":{"editor.foreground":"#abcdef","editor.background":"#101010"},"tokenColors":[]}"##)
  #expect(editor.foreground.hex == "#ABCDEF")
  #expect(editor.isDark)
  let bare = try theme(##"{"tokenColors":[]}"##)
  #expect(bare.foreground == .black && bare.background == .white)
}

@Test func deeperTargetWinsAndPrefixesEndAtDots() throws {
  let t = try theme(
    ##"""
    {"tokenColors":[
      {"scope":"constant.numeric","settings":{"foreground":"#000002"}},
      {"scope":"constant","settings":{"foreground":"#000001","fontStyle":"bold"}},
      {"scope":"constant.num","settings":{"foreground":"#000003"}}
    ]}
    """##)
  let numeric = t.style(forScopes: ["source.js", "constant.numeric.hex.js"])
  #expect(numeric.foreground.hex == "#000002")
  // constant.numeric inherits the font style of constant, as a trie child copies its parent.
  #expect(numeric.fontStyle == .bold)
  #expect(t.style(forScopes: ["source.js", "constant.language"]).foreground.hex == "#000001")
}

@Test func parentSelectorsAndSpecificity() throws {
  let t = try theme(
    ##"""
    {"tokenColors":[
      {"scope":"string","settings":{"foreground":"#000001"}},
      {"scope":"source.css string","settings":{"foreground":"#000002"}},
      {"scope":"meta.tag string","settings":{"foreground":"#000003"}},
      {"scope":"text.html > string","settings":{"foreground":"#000004"}},
      {"scope":", comment , , ","settings":{"foreground":"#000005"}}
    ]}
    """##)
  #expect(t.style(forScopes: ["source.js", "string.quoted"]).foreground.hex == "#000001")
  #expect(t.style(forScopes: ["source.css", "meta.x", "string"]).foreground.hex == "#000002")
  // Equal depth and ancestor count: the longer innermost ancestor name wins.
  #expect(
    t.style(forScopes: ["source.css", "meta.tag", "string"]).foreground.hex == "#000002")
  #expect(t.style(forScopes: ["text.html.basic", "string"]).foreground.hex == "#000004")
  #expect(t.style(forScopes: ["text.html", "meta.x", "string"]).foreground.hex == "#000001")
  #expect(t.style(forScopes: ["x", "comment.line"]).foreground.hex == "#000005")
}

@Test func laterEntriesOverrideOnlyTheFieldsTheySet() throws {
  let t = try theme(
    ##"""
    {"tokenColors":[
      {"scope":"keyword","settings":{"foreground":"#000001","fontStyle":"italic"}},
      {"scope":"keyword","settings":{"fontStyle":""}},
      {"scope":"keyword.control","settings":{"foreground":"#bad"}},
      {"scope":"storage","settings":{"foreground":"not a colour","fontStyle":"bold underline strikethrough"}}
    ]}
    """##)
  let keyword = t.style(forScopes: ["s", "keyword"])
  #expect(keyword.foreground.hex == "#000001")
  #expect(keyword.fontStyle.isEmpty)
  #expect(t.colors.contains("#BAD"))
  #expect(t.style(forScopes: ["s", "keyword.control"]).foreground.hex == "#BBAADD")
  let storage = t.style(forScopes: ["s", "storage"])
  #expect(storage.foreground == .black)
  #expect(storage.fontStyle == [.bold, .underline, .strikethrough])
  #expect(storage.fontStyle.rawValue == 14)
}

@Test func alphaIsCompositedOverTheBackground() throws {
  let t = try theme(
    ##"""
    {"tokenColors":[{"settings":{"foreground":"#ffffff","background":"#000000"}},
      {"scope":"comment","settings":{"foreground":"#FFFFFF80"}}]}
    """##)
  #expect(t.style(forScopes: ["s", "comment"]).foreground.hex == "#808080")
  #expect(t.colors.contains("#FFFFFF80"))
}

@Test func includeAndCommentsAndTmTheme() throws {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "theme-include-\(getpid())")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  try ##"""
  { // base
    "tokenColors": [
      {"scope": "comment", "settings": {"foreground": "#000001"}},
      {"scope": "string", "settings": {"foreground": "#000002"}}, /* trailing comma: */
    ],
  }
  """##.write(to: directory.appendingPathComponent("base.json"), atomically: true, encoding: .utf8)
  try
    ##"{"include":"./base.json","type":"dark","tokenColors":[{"scope":"string","settings":{"foreground":"#000003"}}]}"##
    .write(to: directory.appendingPathComponent("top.json"), atomically: true, encoding: .utf8)
  let top = Theme(try ThemeLoader.load(path: directory.appendingPathComponent("top.json").path))
  #expect(top.isDark)
  #expect(top.style(forScopes: ["s", "comment"]).foreground.hex == "#000001")
  #expect(top.style(forScopes: ["s", "string"]).foreground.hex == "#000003")

  let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>name</key><string>P</string><key>settings</key><array>
    <dict><key>settings</key><dict><key>foreground</key><string>#eeeeee</string>
    <key>background</key><string>#111111</string></dict></dict>
    <dict><key>scope</key><string>keyword, storage</string><key>settings</key><dict>
    <key>foreground</key><string>#ff0000</string><key>fontStyle</key><string>bold</string></dict></dict>
    </array></dict></plist>
    """
  let p = try theme(plist, path: "p.tmTheme")
  #expect(p.name == "P")
  #expect(
    p.style(forScopes: ["s", "storage.type"])
      == TokenStyle(
        foreground: RGBColor(hex: "#ff0000")!, background: RGBColor(hex: "#111111")!,
        fontStyle: .bold))

  #expect(throws: ThemeLoadError.self) { try ThemeLoader.load(path: "/nonexistent/theme.json") }
  #expect(throws: ThemeLoadError.self) { try theme("[1,2]") }
}

@Test(arguments: [BuiltinThemes.intentLight, BuiltinThemes.intentDark])
func builtinThemesKeepContrast(definition: ThemeDefinition) {
  let t = Theme(definition)
  let background = t.background
  #expect(t.foreground.contrastRatio(to: background) >= 4.5)
  var checked = 0
  for setting in definition.settings {
    guard let foreground = setting.foreground else { continue }
    let color = RGBColor(hex: foreground, over: background)!
    let ratio = color.contrastRatio(to: background)
    #expect(ratio >= 4.5, "\(definition.name): \(foreground) on \(background.hex) is \(ratio)")
    checked += 1
  }
  #expect(checked > 20)
  #expect(t.isDark == (definition.name == "Intent Dark"))
}
