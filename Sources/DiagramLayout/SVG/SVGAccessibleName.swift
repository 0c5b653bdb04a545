/// A diagram SVG's accessible name and description: `<title>` and `<desc>` elements right
/// inside the root, which names them in `aria-labelledby` (screen readers announce an
/// `role="img"` element from it).
struct SVGAccessibleName {
  let name: String?
  let description: String?
  /// The document's id prefix; the elements' ids are `PREFIX-title` and `PREFIX-desc`.
  let prefix: String

  /// The root's `aria-labelledby` attribute, when there is anything to name it by.
  var rootAttribute: (StaticString, String)? {
    var ids: [String] = []
    if name != nil { ids.append("\(prefix)-title") }
    if description != nil { ids.append("\(prefix)-desc") }
    return ids.isEmpty ? nil : ("aria-labelledby", ids.joined(separator: " "))
  }

  /// Writes the `<title>` and `<desc>` elements (escaped as all text is).
  func write(into svg: inout SVGWriter) {
    if let name { svg.element("title", [("id", "\(prefix)-title")], text: name) }
    if let description { svg.element("desc", [("id", "\(prefix)-desc")], text: description) }
  }
}
