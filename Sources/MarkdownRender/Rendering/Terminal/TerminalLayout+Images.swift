import RenderSupport

/// Images shown as pictures: a paragraph is cut at each image of its own (not one inside a
/// link or emphasis) that the image source can show, the text before and after it wrapped as
/// usual and the picture on its own rows between them, where the reader expects it. Images
/// the source declines keep their `[image: alt] <src>` reference, so with no source the
/// output is exactly the wrapped paragraph.
extension TerminalLayout {
  mutating func wrapShowingImages(_ inlines: [Inline], style: TextStyle, width: Int)
    -> [TerminalLine]
  {
    guard let images = options.images,
      inlines.contains(where: { Self.imageSource($0) != nil })
    else { return wrap(inlines, style: style, width: width) }
    var out: [TerminalLine] = []
    var start = 0
    for (index, inline) in inlines.enumerated() {
      guard let source = Self.imageSource(inline),
        let picture = images.image(source: source, width: width)
      else { continue }
      let before = Self.trimmingBreaks(inlines[start..<index])
      if !before.isEmpty { out.append(contentsOf: wrap(before, style: style, width: width)) }
      out.append(TerminalLine(image: picture))
      start = index + 1
    }
    let after = Self.trimmingBreaks(inlines[start...])
    if !after.isEmpty { out.append(contentsOf: wrap(after, style: style, width: width)) }
    return out
  }

  /// The destination of a Markdown image or an `<img src>` tag.
  static func imageSource(_ inline: Inline) -> String? {
    switch inline {
    case .image(let source, _, _):
      return source
    case .html(let raw):
      guard case .start(let tag)? = InlineHTML.piece(raw), tag.name == "img" else { return nil }
      return InlineHTML.attribute("src", of: tag)
    default:
      return nil
    }
  }

  /// `inlines` without the line breaks and blank text that separated them from a picture.
  static func trimmingBreaks(_ inlines: ArraySlice<Inline>) -> [Inline] {
    func isBreak(_ inline: Inline) -> Bool {
      switch inline {
      case .softBreak, .lineBreak: return true
      case .text(let text): return text.allSatisfy { $0 == " " || $0 == "\t" }
      default: return false
      }
    }
    var slice = inlines
    while let first = slice.first, isBreak(first) { slice = slice.dropFirst() }
    while let last = slice.last, isBreak(last) { slice = slice.dropLast() }
    return Array(slice)
  }
}
