import RenderSupport

/// A highlighted file as a whole HTML page (`highlight --format html --standalone`): the
/// fragment of `HTMLHighlightWriter` inside a document with the same self-contained
/// Content-Security-Policy as the other pages (no script, no outside request).
package enum HTMLHighlightPage {
  /// The page around `fragment`; `title` is escaped here, and `followsScheme` (two themes)
  /// tells the browser both colour schemes are styled.
  package static func wrap(_ fragment: String, title: String, followsScheme: Bool) -> String {
    var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    page +=
      "<meta http-equiv=\"Content-Security-Policy\" "
      + "content=\"\(ContentSecurityPolicy.selfContained)\">\n"
    if followsScheme { page += "<meta name=\"color-scheme\" content=\"light dark\">\n" }
    page += "<title>\(HTMLEscaping.text(title))</title>\n"
    // The `<pre>` fills the page: its background is the theme's, edge to edge.
    page += "<style>\nbody{margin:0}\n.\(HTMLHighlightWriter.rootClass){margin:0;"
    page += "padding:1em;min-height:100vh;box-sizing:border-box;overflow-x:auto}\n</style>\n"
    page += "</head>\n<body>\n" + fragment
    if !fragment.hasSuffix("\n") { page += "\n" }
    page += "</body>\n</html>\n"
    return page
  }
}
