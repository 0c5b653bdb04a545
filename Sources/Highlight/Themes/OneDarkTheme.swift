extension ShippedThemes {
  /// One Dark: Atom's One Dark syntax palette, as a VS Code colour theme.
  static let oneDark = ShippedTheme(
    name: "one-dark", title: "One Dark",
    json: #"""
      {
        "name": "One Dark",
        "type": "dark",
        "colors": { "editor.background": "#282C34", "editor.foreground": "#ABB2BF" },
        "tokenColors": [
          { "settings": { "foreground": "#ABB2BF", "background": "#282C34" } },
          {
            "name": "comment",
            "scope": ["comment", "punctuation.definition.comment", "string.comment"],
            "settings": { "foreground": "#5C6370", "fontStyle": "italic" }
          },
          {
            "name": "keyword",
            "scope": [
              "keyword", "keyword.control", "keyword.operator.new", "keyword.operator.expression",
              "keyword.other.import", "storage.modifier"
            ],
            "settings": { "foreground": "#C678DD" }
          },
          {
            "name": "storage",
            "scope": ["storage", "storage.type", "keyword.declaration"],
            "settings": { "foreground": "#C678DD" }
          },
          {
            "name": "operator",
            "scope": ["keyword.operator", "punctuation.accessor"],
            "settings": { "foreground": "#56B6C2" }
          },
          {
            "name": "string",
            "scope": [
              "string", "punctuation.definition.string", "string.template", "markup.inline.raw"
            ],
            "settings": { "foreground": "#98C379" }
          },
          {
            "name": "escape",
            "scope": [
              "constant.character.escape", "constant.character", "punctuation.section.embedded",
              "punctuation.definition.template-expression"
            ],
            "settings": { "foreground": "#56B6C2" }
          },
          {
            "name": "regexp",
            "scope": ["string.regexp"],
            "settings": { "foreground": "#56B6C2" }
          },
          {
            "name": "number",
            "scope": ["constant.numeric"],
            "settings": { "foreground": "#D19A66" }
          },
          {
            "name": "constant",
            "scope": [
              "constant", "constant.language", "support.constant", "variable.other.constant",
              "variable.other.enummember", "variable.language"
            ],
            "settings": { "foreground": "#D19A66" }
          },
          {
            "name": "function",
            "scope": [
              "entity.name.function", "support.function", "variable.function",
              "meta.function-call entity.name.function", "entity.name.method"
            ],
            "settings": { "foreground": "#61AFEF" }
          },
          {
            "name": "type",
            "scope": [
              "entity.name.type", "entity.name.class", "entity.name.namespace",
              "entity.other.inherited-class", "support.type", "support.class",
              "storage.type.primitive", "storage.type.built-in"
            ],
            "settings": { "foreground": "#E5C07B" }
          },
          {
            "name": "tag",
            "scope": ["entity.name.tag", "punctuation.definition.tag"],
            "settings": { "foreground": "#E06C75" }
          },
          {
            "name": "attribute",
            "scope": ["entity.other.attribute-name"],
            "settings": { "foreground": "#D19A66" }
          },
          {
            "name": "variable",
            "scope": [
              "variable.parameter", "variable.other.makefile", "variable.other.readwrite.makefile"
            ],
            "settings": { "foreground": "#E06C75" }
          },
          {
            "name": "heading",
            "scope": [
              "markup.heading", "entity.name.section",
              "markup.heading punctuation.definition.heading"
            ],
            "settings": { "foreground": "#E06C75", "fontStyle": "bold" }
          },
          {
            "name": "bold",
            "scope": ["markup.bold"],
            "settings": { "foreground": "#D19A66", "fontStyle": "bold" }
          },
          {
            "name": "italic",
            "scope": ["markup.italic"],
            "settings": { "foreground": "#C678DD", "fontStyle": "italic" }
          },
          {
            "name": "link",
            "scope": ["markup.underline.link", "string.other.link"],
            "settings": { "foreground": "#61AFEF", "fontStyle": "underline" }
          },
          {
            "name": "inserted",
            "scope": ["markup.inserted", "punctuation.definition.inserted"],
            "settings": { "foreground": "#98C379" }
          },
          {
            "name": "deleted",
            "scope": ["markup.deleted", "punctuation.definition.deleted"],
            "settings": { "foreground": "#E06C75" }
          },
          {
            "name": "changed",
            "scope": ["markup.changed", "punctuation.definition.changed"],
            "settings": { "foreground": "#E5C07B" }
          },
          {
            "name": "invalid",
            "scope": ["invalid", "invalid.illegal"],
            "settings": { "foreground": "#E06C75", "fontStyle": "underline" }
          }
        ]
      }
      """#)
}
