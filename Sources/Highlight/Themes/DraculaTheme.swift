extension ShippedThemes {
  /// Dracula: the Dracula palette, as a VS Code colour theme.
  static let dracula = ShippedTheme(
    name: "dracula", title: "Dracula",
    json: #"""
      {
        // Comments are #6473A0, a shade off the palette's #6272A4 (ΔE 3): with 16 colours the
        // palette's comment maps to dark blue, 1.5:1 on the background; this one maps to grey.
        "name": "Dracula",
        "type": "dark",
        "colors": { "editor.background": "#282A36", "editor.foreground": "#F8F8F2" },
        "tokenColors": [
          { "settings": { "foreground": "#F8F8F2", "background": "#282A36" } },
          {
            "name": "comment",
            "scope": ["comment", "punctuation.definition.comment", "string.comment"],
            "settings": { "foreground": "#6473A0", "fontStyle": "italic" }
          },
          {
            "name": "keyword",
            "scope": [
              "keyword", "keyword.control", "keyword.operator.new", "keyword.operator.expression",
              "keyword.other.import", "storage.modifier"
            ],
            "settings": { "foreground": "#FF79C6" }
          },
          {
            "name": "storage",
            "scope": ["storage", "storage.type", "keyword.declaration"],
            "settings": { "foreground": "#FF79C6" }
          },
          {
            "name": "operator",
            "scope": ["keyword.operator", "punctuation.accessor"],
            "settings": { "foreground": "#FF79C6" }
          },
          {
            "name": "string",
            "scope": [
              "string", "punctuation.definition.string", "string.template", "markup.inline.raw"
            ],
            "settings": { "foreground": "#F1FA8C" }
          },
          {
            "name": "escape",
            "scope": [
              "constant.character.escape", "constant.character", "punctuation.section.embedded",
              "punctuation.definition.template-expression"
            ],
            "settings": { "foreground": "#FF79C6" }
          },
          {
            "name": "regexp",
            "scope": ["string.regexp"],
            "settings": { "foreground": "#FF5555" }
          },
          {
            "name": "number",
            "scope": ["constant.numeric"],
            "settings": { "foreground": "#BD93F9" }
          },
          {
            "name": "constant",
            "scope": [
              "constant", "constant.language", "support.constant", "variable.other.constant",
              "variable.other.enummember", "variable.language"
            ],
            "settings": { "foreground": "#BD93F9" }
          },
          {
            "name": "function",
            "scope": [
              "entity.name.function", "support.function", "variable.function",
              "meta.function-call entity.name.function", "entity.name.method"
            ],
            "settings": { "foreground": "#50FA7B" }
          },
          {
            "name": "type",
            "scope": [
              "entity.name.type", "entity.name.class", "entity.name.namespace",
              "entity.other.inherited-class", "support.type", "support.class",
              "storage.type.primitive", "storage.type.built-in"
            ],
            "settings": { "foreground": "#8BE9FD" }
          },
          {
            "name": "tag",
            "scope": ["entity.name.tag", "punctuation.definition.tag"],
            "settings": { "foreground": "#FF79C6" }
          },
          {
            "name": "attribute",
            "scope": ["entity.other.attribute-name"],
            "settings": { "foreground": "#50FA7B" }
          },
          {
            "name": "variable",
            "scope": [
              "variable.parameter", "variable.other.makefile", "variable.other.readwrite.makefile"
            ],
            "settings": { "foreground": "#FFB86C" }
          },
          {
            "name": "heading",
            "scope": [
              "markup.heading", "entity.name.section",
              "markup.heading punctuation.definition.heading"
            ],
            "settings": { "foreground": "#BD93F9", "fontStyle": "bold" }
          },
          {
            "name": "bold",
            "scope": ["markup.bold"],
            "settings": { "foreground": "#FFB86C", "fontStyle": "bold" }
          },
          {
            "name": "italic",
            "scope": ["markup.italic"],
            "settings": { "foreground": "#F1FA8C", "fontStyle": "italic" }
          },
          {
            "name": "link",
            "scope": ["markup.underline.link", "string.other.link"],
            "settings": { "foreground": "#8BE9FD", "fontStyle": "underline" }
          },
          {
            "name": "inserted",
            "scope": ["markup.inserted", "punctuation.definition.inserted"],
            "settings": { "foreground": "#50FA7B" }
          },
          {
            "name": "deleted",
            "scope": ["markup.deleted", "punctuation.definition.deleted"],
            "settings": { "foreground": "#FF5555" }
          },
          {
            "name": "changed",
            "scope": ["markup.changed", "punctuation.definition.changed"],
            "settings": { "foreground": "#FFB86C" }
          },
          {
            "name": "invalid",
            "scope": ["invalid", "invalid.illegal"],
            "settings": { "foreground": "#FF5555", "fontStyle": "underline" }
          }
        ]
      }
      """#)
}
