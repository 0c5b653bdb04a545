extension ShippedThemes {
  /// Solarized Light: the Solarized palette (base3 background), as a VS Code colour theme.
  static let solarizedLight = ShippedTheme(
    name: "solarized-light", title: "Solarized Light",
    json: #"""
      {
        // Comments are #849292, a shade darker than base1 #93A1A1 (ΔE 6), and yellow is #B08500
        // for #B58900 (ΔE 2): with 16 colours base1 maps to light grey and the yellow to xterm's
        // yellow, both under 1.6:1 on a light background; these map to grey and red.
        "name": "Solarized Light",
        "type": "light",
        "colors": { "editor.background": "#FDF6E3", "editor.foreground": "#657B83" },
        "tokenColors": [
          { "settings": { "foreground": "#657B83", "background": "#FDF6E3" } },
          {
            "name": "comment",
            "scope": ["comment", "punctuation.definition.comment", "string.comment"],
            "settings": { "foreground": "#849292", "fontStyle": "italic" }
          },
          {
            "name": "keyword",
            "scope": [
              "keyword", "keyword.control", "keyword.operator.new", "keyword.operator.expression",
              "keyword.other.import", "storage.modifier"
            ],
            "settings": { "foreground": "#859900" }
          },
          {
            "name": "storage",
            "scope": ["storage", "storage.type", "keyword.declaration"],
            "settings": { "foreground": "#859900" }
          },
          {
            "name": "operator",
            "scope": ["keyword.operator", "punctuation.accessor"],
            "settings": { "foreground": "#859900" }
          },
          {
            "name": "string",
            "scope": [
              "string", "punctuation.definition.string", "string.template", "markup.inline.raw"
            ],
            "settings": { "foreground": "#2AA198" }
          },
          {
            "name": "escape",
            "scope": [
              "constant.character.escape", "constant.character", "punctuation.section.embedded",
              "punctuation.definition.template-expression"
            ],
            "settings": { "foreground": "#CB4B16" }
          },
          {
            "name": "regexp",
            "scope": ["string.regexp"],
            "settings": { "foreground": "#DC322F" }
          },
          {
            "name": "number",
            "scope": ["constant.numeric"],
            "settings": { "foreground": "#D33682" }
          },
          {
            "name": "constant",
            "scope": [
              "constant", "constant.language", "support.constant", "variable.other.constant",
              "variable.other.enummember", "variable.language"
            ],
            "settings": { "foreground": "#CB4B16" }
          },
          {
            "name": "function",
            "scope": [
              "entity.name.function", "support.function", "variable.function",
              "meta.function-call entity.name.function", "entity.name.method"
            ],
            "settings": { "foreground": "#268BD2" }
          },
          {
            "name": "type",
            "scope": [
              "entity.name.type", "entity.name.class", "entity.name.namespace",
              "entity.other.inherited-class", "support.type", "support.class",
              "storage.type.primitive", "storage.type.built-in"
            ],
            "settings": { "foreground": "#B08500" }
          },
          {
            "name": "tag",
            "scope": ["entity.name.tag", "punctuation.definition.tag"],
            "settings": { "foreground": "#268BD2" }
          },
          {
            "name": "attribute",
            "scope": ["entity.other.attribute-name"],
            "settings": { "foreground": "#586E75" }
          },
          {
            "name": "variable",
            "scope": [
              "variable.parameter", "variable.other.makefile", "variable.other.readwrite.makefile"
            ],
            "settings": { "foreground": "#6C71C4" }
          },
          {
            "name": "heading",
            "scope": [
              "markup.heading", "entity.name.section",
              "markup.heading punctuation.definition.heading"
            ],
            "settings": { "foreground": "#268BD2", "fontStyle": "bold" }
          },
          {
            "name": "bold",
            "scope": ["markup.bold"],
            "settings": { "foreground": "#586E75", "fontStyle": "bold" }
          },
          {
            "name": "italic",
            "scope": ["markup.italic"],
            "settings": { "foreground": "#586E75", "fontStyle": "italic" }
          },
          {
            "name": "link",
            "scope": ["markup.underline.link", "string.other.link"],
            "settings": { "foreground": "#6C71C4", "fontStyle": "underline" }
          },
          {
            "name": "inserted",
            "scope": ["markup.inserted", "punctuation.definition.inserted"],
            "settings": { "foreground": "#859900" }
          },
          {
            "name": "deleted",
            "scope": ["markup.deleted", "punctuation.definition.deleted"],
            "settings": { "foreground": "#DC322F" }
          },
          {
            "name": "changed",
            "scope": ["markup.changed", "punctuation.definition.changed"],
            "settings": { "foreground": "#B08500" }
          },
          {
            "name": "invalid",
            "scope": ["invalid", "invalid.illegal"],
            "settings": { "foreground": "#DC322F", "fontStyle": "underline" }
          }
        ]
      }
      """#)
}
