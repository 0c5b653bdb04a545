import RenderSupport

/// Rendered bytes on their way out: collected in a buffer and handed to `sink` in chunks of
/// about 64 KiB, so output streams while the input is still being read.
package final class DiffOutput {
  private var buffer: [UInt8] = []
  private let sink: ([UInt8]) -> Void
  private let chunk: Int

  package init(chunk: Int = 1 << 16, sink: @escaping ([UInt8]) -> Void) {
    self.sink = sink
    self.chunk = chunk
    buffer.reserveCapacity(chunk + 4096)
  }

  package func write(_ text: String) {
    var text = text
    text.withUTF8 { buffer.append(contentsOf: $0) }
  }

  package func write(_ bytes: [UInt8]) {
    buffer.append(contentsOf: bytes)
  }

  package func write(_ bytes: ArraySlice<UInt8>) {
    buffer.append(contentsOf: bytes)
  }

  package func write(byte: UInt8) {
    buffer.append(byte)
  }

  /// `text` escaped for HTML element content (RenderSupport's `HTMLEscaping`).
  package func write(htmlText text: String) {
    HTMLEscaping.appendText(text, to: &buffer)
  }

  /// `bytes` (UTF-8) escaped for HTML element content.
  package func write(htmlTextBytes bytes: UnsafeBufferPointer<UInt8>) {
    HTMLEscaping.appendEscapedBytes(bytes, attribute: false, to: &buffer)
  }

  /// `count` spaces.
  package func write(spaces count: Int) {
    buffer.append(contentsOf: repeatElement(0x20, count: max(0, count)))
  }

  /// `value` in decimal, right-aligned in `width` cells with spaces (all spaces for nil).
  package func write(number value: Int?, width: Int) {
    guard let value, value >= 0 else {
      let text = value.map(String.init) ?? ""
      buffer.append(contentsOf: repeatElement(0x20, count: max(0, width - text.utf8.count)))
      write(text)
      return
    }
    var digits = 1
    var rest = value / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    let total = max(width, digits)
    // Two numbers a line in a gutter: the field is built in a stack buffer and copied once,
    // where appending repeated bytes and storing digits through the array's checked
    // subscript is costly for every number.
    guard total <= Self.numberField else {
      buffer.append(contentsOf: repeatElement(0x20, count: total - digits))
      buffer.append(contentsOf: Array(String(value).utf8))
      return
    }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.numberField) { field in
      var remaining = value
      var index = total
      while index > total - digits {
        index -= 1
        field[index] = 0x30 + UInt8(remaining % 10)
        remaining /= 10
      }
      while index > 0 {
        index -= 1
        field[index] = 0x20
      }
      buffer.append(contentsOf: UnsafeBufferPointer(rebasing: field[..<total]))
    }
  }

  /// The widest number field built on the stack (any `Int` fits, with room for padding).
  private static let numberField = 32

  /// Hands the buffer to the sink once it is large enough (renderers call this between lines).
  package func flushIfFull() {
    if buffer.count >= chunk { flush() }
  }

  /// Hands everything buffered to the sink.
  package func flush() {
    guard !buffer.isEmpty else { return }
    sink(buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}

/// A renderer of parsed and analysed diff events to one output format.
package protocol DiffRenderer: AnyObject {
  func begin()
  func render(commit: DiffCommit)
  func render(file: AnalyzedFile)
  func render(text: String)
  /// A text line that arrived coloured: `raw` is the line as read.
  func render(text: String, raw: String)
  /// A conflict region of a conflicted file read as it is.
  func render(conflict: AnalyzedConflict)
  /// Lines of one file from grep, rg or git blame.
  func render(listing: AnalyzedListing)
  /// Writes whatever the format needs at the end (closing brackets, the file index).
  func finish()
}

extension DiffRenderer {
  /// Formats other than the terminal show the text without its colours.
  package func render(text: String, raw: String) {
    render(text: text)
  }
}
