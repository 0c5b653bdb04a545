import CCmarkGFM

/// Parses Markdown with cmark-gfm and converts the result at once into a `MarkdownDocument`.
///
/// The C tree lives only inside `parse`: it is converted to immutable Swift values and freed
/// before returning, so no renderer touches C memory.
public struct MarkdownParser: Sendable {
  public var options: MarkdownParseOptions

  public init(options: MarkdownParseOptions = .gfm) {
    self.options = options
  }

  /// Parses `text` into a document.
  public func parse(_ text: String) -> MarkdownDocument {
    cmark_gfm_core_extensions_ensure_registered()
    var flags: Int32 = CMARK_OPT_DEFAULT
    if options.smartPunctuation { flags |= CMARK_OPT_SMART }
    if options.extensions.contains(.footnotes) { flags |= CMARK_OPT_FOOTNOTES }
    guard let parser = cmark_parser_new(flags) else { return MarkdownDocument(blocks: []) }
    defer { cmark_parser_free(parser) }
    // Fixed order, so the extensions' precedence never depends on `Set` iteration order.
    for name in MarkdownParseOptions.Extension.allCases where name != .footnotes {
      guard options.extensions.contains(name),
        let extensionPointer = cmark_find_syntax_extension(name.rawValue)
      else { continue }
      cmark_parser_attach_syntax_extension(parser, extensionPointer)
    }
    var source = text
    source.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
      }
    }
    guard let root = cmark_parser_finish(parser) else { return MarkdownDocument(blocks: []) }
    defer { cmark_node_free(root) }
    return source.withUTF8 { bytes in
      var converter = CmarkTreeConverter(options: options, source: bytes)
      return converter.convertDocument(root)
    }
  }

  /// Parses `text` with `options`.
  public static func parse(_ text: String, options: MarkdownParseOptions = .gfm)
    -> MarkdownDocument
  {
    MarkdownParser(options: options).parse(text)
  }
}
