import RenderSupport

/// Feeds inline nodes into a `LineWrapper` as styled text: emphasis, strong, strikethrough
/// and code get the theme's styles, links become OSC 8 targets or numbered references, images
/// show their alt text and URL, footnote references their number.
struct InlineFlattener {
  let theme: TerminalTheme
  let hyperlinks: Bool

  func add(
    _ inlines: [Inline], style: TextStyle, link: String? = nil, to wrapper: inout LineWrapper,
    references: inout LinkReferences
  ) {
    for inline in inlines {
      switch inline {
      case .text(let text):
        wrapper.add(text, style: style, link: link)
      case .softBreak:
        wrapper.addSpace(style: style, link: link)
      case .lineBreak:
        wrapper.lineBreak()
      case .code(let code):
        wrapper.add(code, style: style.merged(with: theme.inlineCode), link: link)
      case .html(let raw):
        if Self.isLineBreakTag(raw) {
          wrapper.lineBreak()
        } else {
          wrapper.add(raw, style: style.merged(with: theme.html), link: link)
        }
      case .emphasis(let children):
        add(
          children, style: style.merged(with: theme.emphasis), link: link, to: &wrapper,
          references: &references)
      case .strong(let children):
        add(
          children, style: style.merged(with: theme.strong), link: link, to: &wrapper,
          references: &references)
      case .strikethrough(let children):
        add(
          children, style: style.merged(with: theme.strikethrough), link: link, to: &wrapper,
          references: &references)
      case .link(let destination, _, let children, let autolink):
        addLink(
          destination, children: children, autolink: autolink, style: style, to: &wrapper,
          references: &references)
      case .image(let source, _, let alt):
        addImage(source, alt: alt, style: style, link: link, to: &wrapper)
      case .footnoteReference(_, let number, _):
        wrapper.addGlued(
          "[^" + String(number) + "]", style: style.merged(with: theme.footnoteReference),
          link: link)
      }
    }
  }

  private func addLink(
    _ destination: String, children: [Inline], autolink: Bool, style: TextStyle,
    to wrapper: inout LineWrapper, references: inout LinkReferences
  ) {
    let linkStyle = style.merged(with: theme.link)
    let target = LinkTarget(destination)
    if hyperlinks, target == .web {
      add(children, style: linkStyle, link: destination, to: &wrapper, references: &references)
      return
    }
    add(children, style: linkStyle, to: &wrapper, references: &references)
    // Fragments and relative paths mean nothing outside the rendered page: no reference.
    guard target == .web || target == .otherScheme else { return }
    // A link that shows its own URL (autolinks, `<https://…>`) needs no reference.
    if autolink || Self.showsDestination(children, destination) { return }
    let number = references.cite(destination)
    wrapper.addGlued("[" + String(number) + "]", style: style.merged(with: theme.linkReference))
  }

  private func addImage(
    _ source: String, alt: [Inline], style: TextStyle, link: String?,
    to wrapper: inout LineWrapper
  ) {
    let altText = alt.plainText
    let imageStyle = style.merged(with: theme.image)
    let target = hyperlinks && LinkTarget(source) == .web ? source : link
    wrapper.addGlued("[image", style: imageStyle, link: target)
    if !altText.isEmpty {
      wrapper.addGlued(":", style: imageStyle, link: target)
      wrapper.addSpace(style: imageStyle, link: target)
      wrapper.add(altText, style: imageStyle, link: target)
    }
    wrapper.addGlued("]", style: imageStyle, link: target)
    guard !source.isEmpty else { return }
    wrapper.addSpace(style: style, link: link)
    wrapper.add("<\(source)>", style: style.merged(with: theme.linkReference), link: target)
  }

  static func showsDestination(_ children: [Inline], _ destination: String) -> Bool {
    let text = children.plainText
    return text == destination || "mailto:" + text == destination
      || "http://" + text == destination
  }

  static func isLineBreakTag(_ raw: String) -> Bool {
    let lowered = raw.lowercased().filter { $0 != " " }
    return lowered == "<br>" || lowered == "<br/>"
  }
}
