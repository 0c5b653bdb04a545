/// How a document becomes the JSON model (`note --format json`).
package struct NoteJSONOptions: Sendable {
  /// Keep raw HTML and every URL as written (`--unsafe-html`); by default raw HTML passes the
  /// same allow-list as the HTML page and URLs the same scheme allow-list.
  package var unsafeRawHTML: Bool
  /// GFM's tag filter on raw HTML kept as written.
  package var tagFilter: Bool
  /// Put before every heading id and into `#fragment` links (as a standalone page does).
  package var headingIDPrefix: String
  /// The data of fenced code (token runs, diagrams); `nil` leaves all code plain.
  package var codeData: (any CodeBlockDataRenderer)?

  package init(
    unsafeRawHTML: Bool = false, tagFilter: Bool = true, headingIDPrefix: String = "",
    codeData: (any CodeBlockDataRenderer)? = nil
  ) {
    self.unsafeRawHTML = unsafeRawHTML
    self.tagFilter = tagFilter
    self.headingIDPrefix = headingIDPrefix
    self.codeData = codeData
  }
}
