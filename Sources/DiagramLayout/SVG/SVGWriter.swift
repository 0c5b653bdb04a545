import RenderSupport

/// Writes SVG markup; every attribute value and text node goes through `XMLEscaping`.
///
/// Element and attribute names are fixed strings of this library, never taken from input.
/// The markup grows in one UTF-8 byte buffer (large diagrams write tens of thousands of tags).
public struct SVGWriter: Sendable {
  private var bytes: [UInt8] = []
  private var stack: [StaticString] = []

  public init() {
    bytes.reserveCapacity(65_536)
  }

  /// The markup written so far.
  public var output: String { String(decoding: bytes, as: UTF8.self) }

  /// Opens `<name attributes…>`.
  public mutating func open(_ name: StaticString, _ attributes: [(StaticString, String)] = []) {
    writeTag(name, attributes)
    bytes.append(UInt8(ascii: ">"))
    stack.append(name)
  }

  /// Closes the innermost open element.
  public mutating func close() {
    guard let name = stack.popLast() else { return }
    append("</")
    append(name)
    bytes.append(UInt8(ascii: ">"))
  }

  /// Writes `<name attributes…/>`.
  public mutating func element(_ name: StaticString, _ attributes: [(StaticString, String)]) {
    writeTag(name, attributes)
    append("/>")
  }

  /// Writes `<name attributes…>text</name>` with `text` escaped.
  public mutating func element(
    _ name: StaticString, _ attributes: [(StaticString, String)], text: String
  ) {
    writeTag(name, attributes)
    bytes.append(UInt8(ascii: ">"))
    append(XMLEscaping.text(text))
    append("</")
    append(name)
    bytes.append(UInt8(ascii: ">"))
  }

  /// Writes escaped text content.
  public mutating func text(_ text: String) {
    append(XMLEscaping.text(text))
  }

  /// Writes a styled run as `<tspan attributes…>`, with the blanks at its edges written
  /// outside it: librsvg drops a blank at the end of a `tspan` (`<tspan>bold </tspan>word`
  /// reads "boldword"), while a blank in plain text between runs stays.
  public mutating func span(_ attributes: [(StaticString, String)], text: String) {
    let core = text.drop { $0 == " " }
    let leading = text.count - core.count
    let trimmed = core.reversed().drop { $0 == " " }
    let trailing = core.count - trimmed.count
    guard !trimmed.isEmpty else {
      self.text(text)
      return
    }
    if leading > 0 { self.text(String(repeating: " ", count: leading)) }
    element("tspan", attributes, text: String(core.dropLast(trailing)))
    if trailing > 0 { self.text(String(repeating: " ", count: trailing)) }
  }

  /// Writes a `<style>` element; `css` is built by this library from validated values.
  mutating func style(_ css: String) {
    append("<style>")
    append(XMLEscaping.text(css))
    append("</style>")
  }

  /// Writes a line break (between top-level parts, for readable output).
  public mutating func newline() { bytes.append(UInt8(ascii: "\n")) }

  /// The document, with any open elements closed.
  public mutating func finish() -> String {
    while !stack.isEmpty { close() }
    newline()
    return output
  }

  private mutating func writeTag(_ name: StaticString, _ attributes: [(StaticString, String)]) {
    bytes.append(UInt8(ascii: "<"))
    append(name)
    for (key, value) in attributes {
      bytes.append(UInt8(ascii: " "))
      append(key)
      append("=\"")
      append(XMLEscaping.attribute(value))
      bytes.append(UInt8(ascii: "\""))
    }
  }

  private mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  private mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }
}
