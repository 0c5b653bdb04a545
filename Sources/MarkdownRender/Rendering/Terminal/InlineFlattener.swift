import RenderSupport

/// Feeds inline nodes into a `LineWrapper` as styled text: emphasis, strong, strikethrough
/// and code get the theme's styles, links become OSC 8 targets or numbered references, images
/// show their alt text and URL, footnote references their number.
struct InlineFlattener {
  let theme: TerminalTheme
  let hyperlinks: Bool
  /// How a destination is shown when it is not a hyperlink.
  var links = TerminalLinkStyle.auto
  /// Inside a link's text: a picture there (a README badge) is shown by its alt text alone,
  /// the link's own reference or hyperlink saying where it leads.
  var insideLink = false

  func add(
    _ inlines: [Inline], style: TextStyle, link: String? = nil, to wrapper: inout LineWrapper,
    references: inout LinkReferences
  ) {
    var index = 0
    while index < inlines.count {
      let inline = inlines[index]
      index += 1
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
        if let next = addHTML(
          inlines, at: index - 1, style: style, link: link, to: &wrapper, references: &references)
        {
          index = next
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
        addImage(
          source, alt: alt, style: style, link: link, to: &wrapper, references: &references)
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
    var inner = self
    inner.insideLink = true
    if hyperlinks, target == .web {
      inner.add(
        children, style: linkStyle, link: destination, to: &wrapper, references: &references)
      return
    }
    inner.add(children, style: linkStyle, to: &wrapper, references: &references)
    // Fragments and relative paths mean nothing outside the rendered page: no reference.
    guard target == .web || target == .otherScheme else { return }
    // A link that shows its own URL (autolinks, `<https://…>`) needs no reference.
    if autolink || Self.showsDestination(children, destination) { return }
    cite(destination, style: style, to: &wrapper, references: &references)
  }

  /// Where a link or picture leads, as `links` asks: `[1]`, `(URL)` or nothing.
  private func cite(
    _ destination: String, style: TextStyle, to wrapper: inout LineWrapper,
    references: inout LinkReferences
  ) {
    switch links {
    case .none:
      return
    case .inline:
      // The URL is one unit, never broken inside.
      wrapper.addSpace(style: style)
      wrapper.addGlued(
        "(" + destination + ")", style: style.merged(with: theme.linkReference))
    case .auto, .refs, .osc8:
      let number = references.cite(destination)
      wrapper.addGlued(
        "[" + String(number) + "]", style: style.merged(with: theme.linkReference))
    }
  }

  /// `[image: alt]`, then where the picture is: a local path as `<path>`, an absolute URL as
  /// a numbered reference like a link's (so a long URL is never broken across lines), or
  /// nothing when the alt text is itself a hyperlink to it.
  private func addImage(
    _ source: String, alt: [Inline], style: TextStyle, link: String?,
    to wrapper: inout LineWrapper, references: inout LinkReferences
  ) {
    let altText = alt.plainText
    let imageStyle = style.merged(with: theme.image)
    let kind = LinkTarget(source)
    let target = hyperlinks && kind == .web && !insideLink ? source : link
    // One unit, like a URL, when it fits on a line: a badge row must not break inside
    // `[image: Build Status]`; a long description still wraps at its spaces.
    let whole = "[image: " + altText + "]"
    if !altText.isEmpty, !altText.contains(where: { $0.isNewline || $0 == "\t" }),
      DisplayWidth.of(TextSanitizer.printable(whole)) <= wrapper.width
    {
      wrapper.addGlued(whole, style: imageStyle, link: target)
    } else {
      addImageLabel(altText, style: imageStyle, link: target, to: &wrapper)
    }
    guard !source.isEmpty, target != source, !insideLink else { return }
    // A `data:` picture is its own content: a reference line would only repeat its bytes.
    if kind == .otherScheme && source.prefix(5).lowercased() == "data:" { return }
    if kind == .web || kind == .otherScheme {
      cite(source, style: style, to: &wrapper, references: &references)
      return
    }
    wrapper.addSpace(style: style, link: link)
    wrapper.add("<\(source)>", style: style.merged(with: theme.linkReference), link: target)
  }

  /// `[image: alt]` with a break opportunity at each space of the alt text.
  private func addImageLabel(
    _ altText: String, style imageStyle: TextStyle, link target: String?,
    to wrapper: inout LineWrapper
  ) {
    wrapper.addGlued("[image", style: imageStyle, link: target)
    if !altText.isEmpty {
      wrapper.addGlued(":", style: imageStyle, link: target)
      wrapper.addSpace(style: imageStyle, link: target)
      wrapper.add(altText, style: imageStyle, link: target)
    }
    wrapper.addGlued("]", style: imageStyle, link: target)
  }

  /// Shows the raw HTML node at `index` (and the content up to its end tag) as GitHub would,
  /// returning the index after what it used, or `nil` to leave the node as dimmed source.
  private func addHTML(
    _ inlines: [Inline], at index: Int, style: TextStyle, link: String?,
    to wrapper: inout LineWrapper, references: inout LinkReferences
  ) -> Int? {
    guard case .html(let raw) = inlines[index], let piece = InlineHTML.piece(raw) else {
      return nil
    }
    guard case .start(let tag) = piece else {
      // A comment is hidden; a stray end tag stays source.
      if case .comment = piece { return index + 1 }
      return nil
    }
    switch tag.name {
    case "br":
      wrapper.lineBreak()
      return index + 1
    case "wbr", "source":
      return index + 1
    case "img":
      let alt = InlineHTML.attribute("alt", of: tag) ?? ""
      addImage(
        InlineHTML.attribute("src", of: tag) ?? "", alt: alt.isEmpty ? [] : [.text(alt)],
        style: style, link: link, to: &wrapper, references: &references)
      return index + 1
    default:
      break
    }
    guard let added = InlineHTML.style(of: tag.name, theme: theme), !tag.selfClosing,
      let end = InlineHTML.matchingEnd(of: tag.name, in: inlines, from: index)
    else { return nil }
    let children = Array(inlines[(index + 1)..<end])
    let merged = style.merged(with: added)
    switch tag.name {
    case "a":
      guard let href = InlineHTML.attribute("href", of: tag) else {
        add(children, style: merged, link: link, to: &wrapper, references: &references)
        break
      }
      addLink(
        href, children: children, autolink: false, style: style, to: &wrapper,
        references: &references)
    case "sub", "sup":
      let text = children.plainText
      if children.allSatisfy({ if case .text = $0 { true } else { false } }),
        let script = InlineHTML.script(text, superscript: tag.name == "sup")
      {
        wrapper.addGlued(script, style: style, link: link)
      } else {
        // No Unicode form: the notation people type, `x^(2k)`, `H_(2)O`.
        wrapper.addGlued(tag.name == "sup" ? "^(" : "_(", style: style, link: link)
        add(children, style: merged, link: link, to: &wrapper, references: &references)
        wrapper.addGlued(")", style: style, link: link)
      }
    default:
      add(children, style: merged, link: link, to: &wrapper, references: &references)
    }
    return end + 1
  }

  static func showsDestination(_ children: [Inline], _ destination: String) -> Bool {
    let text = children.plainText
    return text == destination || "mailto:" + text == destination
      || "http://" + text == destination
  }

}
