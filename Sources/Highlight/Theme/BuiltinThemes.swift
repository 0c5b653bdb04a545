import RenderSupport

/// The two themes that ship with the toolkit. Every token colour keeps a WCAG contrast of at
/// least 4.5:1 against the theme's background (a test checks it), so code stays readable for
/// low-vision readers; the roles are the same in both, only the palette changes. Tags (and
/// YAML keys, which grammars scope as tags) are crimson, far from the green of strings, so a
/// key and its value, or a tag and its attribute's value, never read as one colour.
package enum BuiltinThemes {
  /// "Intent Light".
  package static let intentLight = ThemeDefinition(
    name: "Intent Light", isDark: false,
    settings: [
      ThemeSetting(selectors: nil, foreground: "#24292F", background: "#FBFBFA"),
      ThemeSetting(
        selectors: ["comment", "punctuation.definition.comment", "string.comment"],
        foreground: "#5F6B76", fontStyle: [.italic]),
      ThemeSetting(
        selectors: [
          "keyword", "keyword.control", "keyword.operator.new", "keyword.operator.expression",
          "keyword.operator.logical.python", "keyword.other.using", "keyword.other.import",
        ], foreground: "#AF3A03"),
      ThemeSetting(
        selectors: [
          "keyword.operator", "punctuation", "meta.brace", "punctuation.separator",
          "punctuation.terminator",
        ], foreground: "#4B535C"),
      ThemeSetting(
        selectors: [
          "storage", "storage.type", "storage.modifier", "keyword.declaration", "variable.language",
          "constant.language.boolean",
        ], foreground: "#A3217F"),
      ThemeSetting(
        selectors: [
          "string", "string.quoted", "punctuation.definition.string", "string.template",
          "markup.inline.raw", "markup.fenced_code.block",
        ], foreground: "#0A6B33"),
      ThemeSetting(
        selectors: [
          "constant.character.escape", "constant.character", "string.interpolated punctuation",
          "punctuation.section.embedded", "punctuation.definition.template-expression",
        ], foreground: "#0B6E7F"),
      ThemeSetting(selectors: ["string.regexp", "constant.regexp"], foreground: "#8A3B00"),
      ThemeSetting(
        selectors: [
          "constant", "constant.numeric", "constant.language", "support.constant",
          "variable.other.constant", "variable.other.enummember", "entity.name.constant",
        ], foreground: "#0550AE"),
      ThemeSetting(
        selectors: [
          "entity.name.function", "support.function", "meta.function-call entity.name.function",
          "variable.function", "entity.name.method",
        ], foreground: "#6639BA"),
      ThemeSetting(
        selectors: [
          "entity.name.type", "entity.name.class", "entity.name.namespace",
          "entity.other.inherited-class", "support.type", "support.class", "storage.type.primitive",
          "storage.type.built-in", "entity.name.type.module",
        ], foreground: "#8A4B00"),
      ThemeSetting(
        selectors: [
          "variable.parameter", "meta.parameter variable", "entity.name.variable.parameter",
        ], foreground: "#953800"),
      ThemeSetting(
        selectors: ["entity.name.tag", "meta.tag.sgml", "punctuation.definition.tag"],
        foreground: "#9F1E49"),
      ThemeSetting(
        selectors: [
          "entity.other.attribute-name", "support.type.property-name", "meta.object-literal.key",
          "support.type.property-name.json",
        ], foreground: "#6639BA"),
      ThemeSetting(
        selectors: [
          "support.variable", "variable.other.property", "meta.property-name", "entity.name.label",
          "entity.other.attribute-name.class.css", "entity.other.attribute-name.id.css",
          "variable.other.makefile", "variable.other.assignment",
        ], foreground: "#0B6E7F"),
      ThemeSetting(
        selectors: ["invalid", "invalid.illegal", "invalid.deprecated"], foreground: "#C21F2B",
        fontStyle: [.underline]),
      ThemeSetting(
        selectors: ["markup.heading", "markup.heading entity.name", "entity.name.section"],
        foreground: "#0550AE", fontStyle: [.bold]),
      ThemeSetting(selectors: ["markup.bold"], foreground: "#24292F", fontStyle: [.bold]),
      ThemeSetting(selectors: ["markup.italic"], foreground: "#24292F", fontStyle: [.italic]),
      ThemeSetting(
        selectors: ["markup.strikethrough"], foreground: "#24292F", fontStyle: [.strikethrough]),
      ThemeSetting(
        selectors: ["markup.underline.link", "string.other.link", "constant.other.reference.link"],
        foreground: "#0550AE", fontStyle: [.underline]),
      ThemeSetting(
        selectors: [
          "markup.inserted", "meta.diff.header.to-file", "punctuation.definition.inserted",
        ], foreground: "#116329"),
      ThemeSetting(
        selectors: [
          "markup.deleted", "meta.diff.header.from-file", "punctuation.definition.deleted",
        ], foreground: "#B31D28"),
      ThemeSetting(
        selectors: [
          "markup.changed", "meta.diff.range", "meta.diff.header", "punctuation.definition.changed",
        ], foreground: "#8A4B00", fontStyle: [.bold]),
      ThemeSetting(
        selectors: [
          "markup.list punctuation.definition.list", "markup.quote punctuation.definition.quote",
          "markup.list.numbered.bullet",
        ], foreground: "#AF3A03"),
      ThemeSetting(selectors: ["markup.quote"], foreground: "#5F6B76", fontStyle: [.italic]),
      ThemeSetting(
        selectors: ["variable", "variable.other", "meta.embedded", "source.embedded"],
        foreground: "#24292F"),
    ])

  /// "Intent Dark".
  package static let intentDark = ThemeDefinition(
    name: "Intent Dark", isDark: true,
    settings: [
      ThemeSetting(selectors: nil, foreground: "#D7DAE0", background: "#1B1D23"),
      ThemeSetting(
        selectors: ["comment", "punctuation.definition.comment", "string.comment"],
        foreground: "#8B95A3", fontStyle: [.italic]),
      ThemeSetting(
        selectors: [
          "keyword", "keyword.control", "keyword.operator.new", "keyword.operator.expression",
          "keyword.operator.logical.python", "keyword.other.using", "keyword.other.import",
        ], foreground: "#F29E74"),
      ThemeSetting(
        selectors: [
          "keyword.operator", "punctuation", "meta.brace", "punctuation.separator",
          "punctuation.terminator",
        ], foreground: "#A9B1BD"),
      ThemeSetting(
        selectors: [
          "storage", "storage.type", "storage.modifier", "keyword.declaration", "variable.language",
          "constant.language.boolean",
        ], foreground: "#E58FCB"),
      ThemeSetting(
        selectors: [
          "string", "string.quoted", "punctuation.definition.string", "string.template",
          "markup.inline.raw", "markup.fenced_code.block",
        ], foreground: "#8FD18B"),
      ThemeSetting(
        selectors: [
          "constant.character.escape", "constant.character", "string.interpolated punctuation",
          "punctuation.section.embedded", "punctuation.definition.template-expression",
        ], foreground: "#6FD3E3"),
      ThemeSetting(selectors: ["string.regexp", "constant.regexp"], foreground: "#F2A2A2"),
      ThemeSetting(
        selectors: [
          "constant", "constant.numeric", "constant.language", "support.constant",
          "variable.other.constant", "variable.other.enummember", "entity.name.constant",
        ], foreground: "#79B8FF"),
      ThemeSetting(
        selectors: [
          "entity.name.function", "support.function", "meta.function-call entity.name.function",
          "variable.function", "entity.name.method",
        ], foreground: "#C9A4FF"),
      ThemeSetting(
        selectors: [
          "entity.name.type", "entity.name.class", "entity.name.namespace",
          "entity.other.inherited-class", "support.type", "support.class", "storage.type.primitive",
          "storage.type.built-in", "entity.name.type.module",
        ], foreground: "#F0C674"),
      ThemeSetting(
        selectors: [
          "variable.parameter", "meta.parameter variable", "entity.name.variable.parameter",
        ], foreground: "#FFAB70"),
      ThemeSetting(
        selectors: ["entity.name.tag", "meta.tag.sgml", "punctuation.definition.tag"],
        foreground: "#FF7DA0"),
      ThemeSetting(
        selectors: [
          "entity.other.attribute-name", "support.type.property-name", "meta.object-literal.key",
          "support.type.property-name.json",
        ], foreground: "#C9A4FF"),
      ThemeSetting(
        selectors: [
          "support.variable", "variable.other.property", "meta.property-name", "entity.name.label",
          "entity.other.attribute-name.class.css", "entity.other.attribute-name.id.css",
          "variable.other.makefile", "variable.other.assignment",
        ], foreground: "#6FD3E3"),
      ThemeSetting(
        selectors: ["invalid", "invalid.illegal", "invalid.deprecated"], foreground: "#FF7B72",
        fontStyle: [.underline]),
      ThemeSetting(
        selectors: ["markup.heading", "markup.heading entity.name", "entity.name.section"],
        foreground: "#79B8FF", fontStyle: [.bold]),
      ThemeSetting(selectors: ["markup.bold"], foreground: "#D7DAE0", fontStyle: [.bold]),
      ThemeSetting(selectors: ["markup.italic"], foreground: "#D7DAE0", fontStyle: [.italic]),
      ThemeSetting(
        selectors: ["markup.strikethrough"], foreground: "#D7DAE0", fontStyle: [.strikethrough]),
      ThemeSetting(
        selectors: ["markup.underline.link", "string.other.link", "constant.other.reference.link"],
        foreground: "#79B8FF", fontStyle: [.underline]),
      ThemeSetting(
        selectors: [
          "markup.inserted", "meta.diff.header.to-file", "punctuation.definition.inserted",
        ], foreground: "#7EE0A0"),
      ThemeSetting(
        selectors: [
          "markup.deleted", "meta.diff.header.from-file", "punctuation.definition.deleted",
        ], foreground: "#FF8E88"),
      ThemeSetting(
        selectors: [
          "markup.changed", "meta.diff.range", "meta.diff.header", "punctuation.definition.changed",
        ], foreground: "#F0C674", fontStyle: [.bold]),
      ThemeSetting(
        selectors: [
          "markup.list punctuation.definition.list", "markup.quote punctuation.definition.quote",
          "markup.list.numbered.bullet",
        ], foreground: "#F29E74"),
      ThemeSetting(selectors: ["markup.quote"], foreground: "#8B95A3", fontStyle: [.italic]),
      ThemeSetting(
        selectors: ["variable", "variable.other", "meta.embedded", "source.embedded"],
        foreground: "#D7DAE0"),
    ])

  /// Every built-in theme by its `--theme` word.
  package static let byName: [String: ThemeDefinition] = ["light": intentLight, "dark": intentDark]
}
