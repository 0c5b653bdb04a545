/// How a document becomes HTML.
package struct HTMLRenderOptions: Sendable {
  /// Write raw HTML and every URL as written, like `cmark-gfm --unsafe`. Off by default: raw
  /// HTML then passes only through `RawHTMLSanitizer`'s allow-list and URLs through `SafeURL`.
  package var unsafeRawHTML: Bool
  /// GFM's tag filter (the `tagfilter` extension): in unsafe mode, `<script>`, `<iframe>`,
  /// `<style>` and the other tags of the spec's list are written with `&lt;`.
  package var tagFilter: Bool
  /// Give headings GitHub-style ids (`<h2 id="install-on-linux">`), de-duplicated with `-1`,
  /// `-2`, ….
  package var headingIDs: Bool
  /// Put before every heading id (GitHub uses `user-content-` so ids cannot clobber globals).
  package var headingIDPrefix: String
  /// Write `data-sourcepos` on blocks that have a source range (parse with source positions).
  package var sourcePositions: Bool
  /// Renderers for fenced code blocks by language (highlighting, diagrams).
  package var codeBlockRenderers: CodeBlockRendererRegistry

  package init(
    unsafeRawHTML: Bool = false, tagFilter: Bool = true, headingIDs: Bool = false,
    headingIDPrefix: String = "", sourcePositions: Bool = false,
    codeBlockRenderers: CodeBlockRendererRegistry = CodeBlockRendererRegistry()
  ) {
    self.unsafeRawHTML = unsafeRawHTML
    self.tagFilter = tagFilter
    self.headingIDs = headingIDs
    self.headingIDPrefix = headingIDPrefix
    self.sourcePositions = sourcePositions
    self.codeBlockRenderers = codeBlockRenderers
  }
}
