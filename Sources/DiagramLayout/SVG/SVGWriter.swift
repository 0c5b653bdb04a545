import RenderSupport

/// Writes SVG markup; every attribute value and text node goes through `XMLEscaping`.
///
/// Element and attribute names are fixed strings of this library, never taken from input.
public struct SVGWriter: Sendable {
  public private(set) var output = ""
  private var stack: [String] = []

  public init() {
    output.reserveCapacity(16_384)
  }

  /// Opens `<name attributes…>`.
  public mutating func open(_ name: StaticString, _ attributes: [(StaticString, String)] = []) {
    writeTag(name, attributes)
    output += ">"
    stack.append("\(name)")
  }

  /// Closes the innermost open element.
  public mutating func close() {
    guard let name = stack.popLast() else { return }
    output += "</\(name)>"
  }

  /// Writes `<name attributes…/>`.
  public mutating func element(_ name: StaticString, _ attributes: [(StaticString, String)]) {
    writeTag(name, attributes)
    output += "/>"
  }

  /// Writes `<name attributes…>text</name>` with `text` escaped.
  public mutating func element(
    _ name: StaticString, _ attributes: [(StaticString, String)], text: String
  ) {
    writeTag(name, attributes)
    output += ">"
    output += XMLEscaping.text(text)
    output += "</\(name)>"
  }

  /// Writes escaped text content.
  public mutating func text(_ text: String) {
    output += XMLEscaping.text(text)
  }

  /// Writes a `<style>` element; `css` is built by this library from validated values.
  mutating func style(_ css: String) {
    output += "<style>"
    output += XMLEscaping.text(css)
    output += "</style>"
  }

  /// Writes a line break (between top-level parts, for readable output).
  public mutating func newline() { output += "\n" }

  /// The document, with any open elements closed.
  public mutating func finish() -> String {
    while !stack.isEmpty { close() }
    output += "\n"
    return output
  }

  private mutating func writeTag(_ name: StaticString, _ attributes: [(StaticString, String)]) {
    output += "<\(name)"
    for (key, value) in attributes {
      output += " \(key)=\""
      output += XMLEscaping.attribute(value)
      output += "\""
    }
  }
}
