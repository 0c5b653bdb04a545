extension ShippedThemes {
  /// GitHub Dark: GitHub's Primer dark syntax palette, as a VS Code colour theme.
  static let githubDark = ShippedTheme(
    name: "github-dark", title: "GitHub Dark",
    json: #"""
      {
        "name": "GitHub Dark",
        "type": "dark",
        "colors": { "editor.background": "#0D1117", "editor.foreground": "#E6EDF3" },
        "tokenColors": [
          { "settings": { "foreground": "#E6EDF3", "background": "#0D1117" } },
          {
            "name": "comment",
            "scope": ["comment", "punctuation.definition.comment", "string.comment"],
            "settings": { "foreground": "#8B949E", "fontStyle": "italic" }
          },
          {
            "name": "keyword",
            "scope": [
              "keyword", "keyword.control", "keyword.operator.new", "keyword.operator.expression",
              "keyword.other.import", "storage.modifier"
            ],
            "settings": { "foreground": "#FF7B72" }
          },
          {
            "name": "storage",
            "scope": ["storage", "storage.type", "keyword.declaration"],
            "settings": { "foreground": "#FF7B72" }
          },
          {
            "name": "operator",
            "scope": ["keyword.operator", "punctuation.accessor"],
            "settings": { "foreground": "#FF7B72" }
          },
          {
            "name": "string",
            "scope": [
              "string", "punctuation.definition.string", "string.template", "markup.inline.raw"
            ],
            "settings": { "foreground": "#A5D6FF" }
          },
          {
            "name": "escape",
            "scope": [
              "constant.character.escape", "constant.character", "punctuation.section.embedded",
              "punctuation.definition.template-expression"
            ],
            "settings": { "foreground": "#79C0FF" }
          },
          {
            "name": "regexp",
            "scope": ["string.regexp"],
            "settings": { "foreground": "#A5D6FF" }
          },
          {
            "name": "number",
            "scope": ["constant.numeric"],
            "settings": { "foreground": "#79C0FF" }
          },
          {
            "name": "constant",
            "scope": [
              "constant", "constant.language", "support.constant", "variable.other.constant",
              "variable.other.enummember", "variable.language"
            ],
            "settings": { "foreground": "#79C0FF" }
          },
          {
            "name": "function",
            "scope": [
              "entity.name.function", "support.function", "variable.function",
              "meta.function-call entity.name.function", "entity.name.method"
            ],
            "settings": { "foreground": "#D2A8FF" }
          },
          {
            "name": "type",
            "scope": [
              "entity.name.type", "entity.name.class", "entity.name.namespace",
              "entity.other.inherited-class", "support.type", "support.class",
              "storage.type.primitive", "storage.type.built-in"
            ],
            "settings": { "foreground": "#FFA657" }
          },
          {
            "name": "tag",
            "scope": ["entity.name.tag", "punctuation.definition.tag"],
            "settings": { "foreground": "#7EE787" }
          },
          {
            "name": "attribute",
            "scope": ["entity.other.attribute-name"],
            "settings": { "foreground": "#79C0FF" }
          },
          {
            "name": "variable",
            "scope": [
              "variable.parameter", "variable.other.makefile", "variable.other.readwrite.makefile"
            ],
            "settings": { "foreground": "#FFA657" }
          },
          {
            "name": "heading",
            "scope": [
              "markup.heading", "entity.name.section",
              "markup.heading punctuation.definition.heading"
            ],
            "settings": { "foreground": "#79C0FF", "fontStyle": "bold" }
          },
          {
            "name": "bold",
            "scope": ["markup.bold"],
            "settings": { "foreground": "#E6EDF3", "fontStyle": "bold" }
          },
          {
            "name": "italic",
            "scope": ["markup.italic"],
            "settings": { "foreground": "#E6EDF3", "fontStyle": "italic" }
          },
          {
            "name": "link",
            "scope": ["markup.underline.link", "string.other.link"],
            "settings": { "foreground": "#A5D6FF", "fontStyle": "underline" }
          },
          {
            "name": "inserted",
            "scope": ["markup.inserted", "punctuation.definition.inserted"],
            "settings": { "foreground": "#7EE787" }
          },
          {
            "name": "deleted",
            "scope": ["markup.deleted", "punctuation.definition.deleted"],
            "settings": { "foreground": "#FFA198" }
          },
          {
            "name": "changed",
            "scope": ["markup.changed", "punctuation.definition.changed"],
            "settings": { "foreground": "#FFA657" }
          },
          {
            "name": "invalid",
            "scope": ["invalid", "invalid.illegal"],
            "settings": { "foreground": "#FFA198", "fontStyle": "underline" }
          }
        ]
      }
      """#)
}
