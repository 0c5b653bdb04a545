extension ShippedThemes {
  /// Solarized Dark: the Solarized palette (base03 background), as a VS Code colour theme.
  static let solarizedDark = ShippedTheme(
    name: "solarized-dark", title: "Solarized Dark",
    json: #"""
      {
        "name": "Solarized Dark",
        "type": "dark",
        "colors": { "editor.background": "#002B36", "editor.foreground": "#839496" },
        "tokenColors": [
          { "settings": { "foreground": "#839496", "background": "#002B36" } },
          {
            "name": "comment",
            "scope": ["comment", "punctuation.definition.comment", "string.comment"],
            "settings": { "foreground": "#586E75", "fontStyle": "italic" }
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
            "settings": { "foreground": "#B58900" }
          },
          {
            "name": "tag",
            "scope": ["entity.name.tag", "punctuation.definition.tag"],
            "settings": { "foreground": "#268BD2" }
          },
          {
            "name": "attribute",
            "scope": ["entity.other.attribute-name"],
            "settings": { "foreground": "#93A1A1" }
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
            "settings": { "foreground": "#93A1A1", "fontStyle": "bold" }
          },
          {
            "name": "italic",
            "scope": ["markup.italic"],
            "settings": { "foreground": "#93A1A1", "fontStyle": "italic" }
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
            "settings": { "foreground": "#B58900" }
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
