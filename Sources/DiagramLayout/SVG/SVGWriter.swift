import RenderSupport

/// Writes SVG markup; every attribute value and text node goes through `XMLEscaping`.
///
/// Element and attribute names are fixed strings of this library, never taken from input.
/// The markup grows in one UTF-8 byte buffer (large diagrams write tens of thousands of tags).
package struct SVGWriter: Sendable {
  private var bytes: [UInt8] = []
  private var stack: [StaticString] = []
  /// The calls made, kept only while a scene is drawn (`SceneCapture`).
  private var recorder: SVGRecorder?

  package init() {
    bytes.reserveCapacity(65_536)
    if SceneCapture.current != nil { recorder = SVGRecorder() }
  }

  /// An empty writer that records when this one does: for a part of the document written on
  /// another thread, where the task-local capture is not visible.
  package func sibling() -> SVGWriter {
    var writer = SVGWriter()
    if recorder != nil, writer.recorder == nil { writer.recorder = SVGRecorder() }
    return writer
  }

  /// The markup written so far.
  package var output: String { String(decoding: bytes, as: UTF8.self) }

  /// Opens `<name attributes…>`.
  package mutating func open(_ name: StaticString, _ attributes: [(StaticString, String)] = []) {
    writeTag(name, attributes)
    bytes.append(UInt8(ascii: ">"))
    stack.append(name)
    recorder?.endOpen()
  }

  /// Closes the innermost open element.
  package mutating func close() {
    guard let name = stack.popLast() else { return }
    closingTag(name)
    recorder?.events.append(.close)
  }

  /// Writes `<name attributes…/>`.
  package mutating func element(_ name: StaticString, _ attributes: [(StaticString, String)]) {
    writeTag(name, attributes)
    endEmpty()
  }

  /// Writes `<name attributes…>text</name>` with `text` escaped.
  package mutating func element(
    _ name: StaticString, _ attributes: [(StaticString, String)], text: String
  ) {
    writeTag(name, attributes)
    bytes.append(UInt8(ascii: ">"))
    XMLEscaping.appendText(text, to: &bytes)
    closingTag(name)
    if recorder != nil {
      recorder?.endOpen()
      recorder?.events += [.text(text), .close]
    }
  }

  /// Writes escaped text content.
  package mutating func text(_ text: String) {
    XMLEscaping.appendText(text, to: &bytes)
    recorder?.events.append(.text(text))
  }

  /// Writes a styled run as `<tspan attributes…>`, with the blanks at its edges written
  /// outside it: librsvg drops a blank at the end of a `tspan` (`<tspan>bold </tspan>word`
  /// reads "boldword"), while a blank in plain text between runs stays.
  package mutating func span(_ attributes: [(StaticString, String)], text: String) {
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

  /// Writes a `<style>` element; the sheet is built by this library from validated values.
  mutating func style(_ sheet: DiagramStyleSheet) {
    append("<style>")
    append(XMLEscaping.text(sheet.text))
    append("</style>")
    recorder?.events.append(.style(sheet))
  }

  /// Writes a line break (between top-level parts, for readable output).
  package mutating func newline() { bytes.append(UInt8(ascii: "\n")) }

  /// Appends what `part` wrote, whole elements only (none left open), as if written here.
  package mutating func append(_ part: SVGWriter) {
    precondition(part.stack.isEmpty, "a part with open elements")
    bytes += part.bytes
    if let events = part.recorder?.events { recorder?.events += events }
  }

  /// The document, with any open elements closed.
  package mutating func finish() -> String {
    while !stack.isEmpty { close() }
    newline()
    if let events = recorder?.events { SceneCapture.current?.deposit(events) }
    return output
  }

  /// Starts a tag, `<name`, for the attributes that follow (`attribute`) and then `endEmpty`
  /// or `endOpen`: the way to write the tags of large diagrams, with no array of attributes
  /// and no string per number or path (an edge of a 200-node flowchart cost 31,000
  /// instructions through `element`).
  mutating func begin(_ name: StaticString) {
    bytes.append(UInt8(ascii: "<"))
    append(name)
    recorder?.begin(name)
  }

  /// Writes ` key="value"` inside a tag `begin` started, the value escaped.
  mutating func attribute(_ key: StaticString, _ value: String) {
    startAttribute(key)
    XMLEscaping.appendAttribute(value, to: &bytes)
    bytes.append(UInt8(ascii: "\""))
    recorder?.attribute(key, .text(value))
  }

  /// Writes ` key="number"` with the shared formatter (digits, sign and point need no
  /// escaping).
  mutating func attribute(_ key: StaticString, number: Double) {
    startAttribute(key)
    SVGNumber.append(number, to: &bytes)
    bytes.append(UInt8(ascii: "\""))
    recorder?.attribute(key, .number(number))
  }

  /// Writes ` key="prefix infix number"` (an element id such as `diagram-edge-12`), the
  /// prefix escaped: the same bytes as the joined string, without building it.
  mutating func attribute(
    _ key: StaticString, _ prefix: String, _ infix: StaticString, _ number: Int
  ) {
    startAttribute(key)
    XMLEscaping.appendAttribute(prefix, to: &bytes)
    append(infix)
    // The shared formatter prints a whole number as its digits (exact well beyond any index).
    if number.magnitude < 1_000_000_000 {
      SVGNumber.append(Double(number), to: &bytes)
    } else {
      bytes.append(contentsOf: String(number).utf8)
    }
    bytes.append(UInt8(ascii: "\""))
    recorder?.attribute(key, .text(prefix + infix.description + String(number)))
  }

  /// Writes ` key="path data"`: a `PathBuilder` writes only numbers, spaces, commas and
  /// command letters, which need no escaping.
  mutating func attribute(_ key: StaticString, path: PathBuilder) {
    startAttribute(key)
    path.withBytes { bytes.append(contentsOf: $0) }
    bytes.append(UInt8(ascii: "\""))
    recorder?.attribute(key, .text(path.data))
  }

  /// Ends a tag `begin` started as an empty element, `/>`.
  mutating func endEmpty() {
    bytes.append(UInt8(ascii: "/"))
    bytes.append(UInt8(ascii: ">"))
    recorder?.endEmpty()
  }

  /// Ends a tag `begin` started as an open element, `>`, closed later by `close`.
  mutating func endOpen(_ name: StaticString) {
    bytes.append(UInt8(ascii: ">"))
    stack.append(name)
    recorder?.endOpen()
  }

  // Fixed bytes go in one by one: appending a two-byte literal as a string cost about a
  // hundred instructions, most of a short attribute's.
  private mutating func startAttribute(_ key: StaticString) {
    bytes.append(UInt8(ascii: " "))
    append(key)
    bytes.append(UInt8(ascii: "="))
    bytes.append(UInt8(ascii: "\""))
  }

  private mutating func closingTag(_ name: StaticString) {
    bytes.append(UInt8(ascii: "<"))
    bytes.append(UInt8(ascii: "/"))
    append(name)
    bytes.append(UInt8(ascii: ">"))
  }

  private mutating func writeTag(_ name: StaticString, _ attributes: [(StaticString, String)]) {
    begin(name)
    for (key, value) in attributes { attribute(key, value) }
  }

  private mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  private mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }
}
