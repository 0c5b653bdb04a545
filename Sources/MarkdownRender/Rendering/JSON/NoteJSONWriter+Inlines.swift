import RenderSupport

extension NoteJSONWriter {
  func inlines(_ inlines: [Inline]) -> JSONValue {
    .array(inlines.map { inline($0) })
  }

  func inline(_ inline: Inline) -> JSONValue {
    switch inline {
    case .text(let text):
      return object([("type", .string("text")), ("text", .string(text))])
    case .softBreak:
      return object([("type", .string("softBreak"))])
    case .lineBreak:
      return object([("type", .string("lineBreak"))])
    case .code(let code):
      return object([("type", .string("code")), ("text", .string(code))])
    case .html(let html):
      return object([("type", .string("html")), ("html", .string(rawHTML(html)))])
    case .emphasis(let children):
      return object([("type", .string("emphasis")), ("children", inlines(children))])
    case .strong(let children):
      return object([("type", .string("strong")), ("children", inlines(children))])
    case .strikethrough(let children):
      return object([("type", .string("strikethrough")), ("children", inlines(children))])
    case .link(let destination, let title, let children, let autolink):
      let target = MarkupPolicy.linkDestination(
        destination, headingIDPrefix: options.headingIDPrefix)
      return object([
        ("type", .string("link")), ("url", url(target, for: .link)), ("title", .string(title)),
        ("autolink", .bool(autolink)), ("children", inlines(children)),
      ])
    case .image(let source, let title, let alt):
      return object([
        ("type", .string("image")), ("url", url(source, for: .image)), ("title", .string(title)),
        ("alt", .string(Self.altText(alt))),
      ])
    case .footnoteReference(let label, let number, let occurrence):
      return object([
        ("type", .string("footnoteReference")), ("label", .string(label)),
        ("number", self.number(number)), ("occurrence", self.number(occurrence)),
      ])
    }
  }

  /// A URL the allow-list keeps, else `null` (the page writes an empty attribute).
  private func url(_ url: String, for use: SafeURL.Use) -> JSONValue {
    MarkupPolicy.allows(url, for: use, unsafe: options.unsafeRawHTML) ? .string(url) : .null
  }

  /// An image's description as the page's `alt` has it: markup dropped, breaks as spaces, raw
  /// HTML kept as text (cmark-gfm's rule).
  static func altText(_ inlines: [Inline]) -> String {
    var out = ""
    for inline in inlines {
      switch inline {
      case .text(let text), .code(let text), .html(let text): out += text
      case .softBreak, .lineBreak: out += " "
      case .emphasis(let children), .strong(let children), .strikethrough(let children),
        .link(_, _, let children, _), .image(_, _, let children):
        out += altText(children)
      case .footnoteReference: break
      }
    }
    return out
  }
}
