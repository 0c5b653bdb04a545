import RenderSupport

/// A parsed Mermaid packet diagram: bit fields in order, each starting where the one before
/// ends, drawn in rows of `bitsPerRow` bits.
package struct PacketDiagram: Equatable, Sendable {
  /// One field: bits `start…end` (both included) and its label.
  package struct Field: Equatable, Sendable {
    package var start: Int
    package var end: Int
    package var label: String
    /// Where the field's line starts.
    package var position: SourcePosition

    /// The number of bits.
    package var bits: Int { end - start + 1 }
  }

  /// `title` from the body or the frontmatter.
  package var title: String?
  /// The fields in source order, contiguous from bit 0.
  package var fields: [Field] = []
  /// Bits per row (`packet.bitsPerRow`, Mermaid's default 32).
  package var bitsPerRow = 32
  /// The width of one bit in pixels (`packet.bitWidth`).
  package var bitWidth = 32.0
  /// The height of one row in pixels (`packet.rowHeight`).
  package var rowHeight = 32.0
  /// Whether each field shows its first and last bit numbers (`packet.showBits`).
  package var showBits = true
  /// The gap after each field (`packet.paddingX`) and between rows (`packet.paddingY`).
  package var paddingX = 5.0
  package var paddingY = 5.0
}
