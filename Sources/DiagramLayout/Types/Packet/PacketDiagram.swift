import RenderSupport

/// A parsed Mermaid packet diagram: bit fields in order, each starting where the one before
/// ends, drawn in rows of `bitsPerRow` bits.
public struct PacketDiagram: Equatable, Sendable {
  /// One field: bits `start…end` (both included) and its label.
  public struct Field: Equatable, Sendable {
    public var start: Int
    public var end: Int
    public var label: String
    /// Where the field's line starts.
    public var position: SourcePosition

    /// The number of bits.
    public var bits: Int { end - start + 1 }
  }

  /// `title` from the body or the frontmatter.
  public var title: String?
  /// The fields in source order, contiguous from bit 0.
  public var fields: [Field] = []
  /// Bits per row (`packet.bitsPerRow`, Mermaid's default 32).
  public var bitsPerRow = 32
  /// The width of one bit in pixels (`packet.bitWidth`).
  public var bitWidth = 32.0
  /// The height of one row in pixels (`packet.rowHeight`).
  public var rowHeight = 32.0
  /// Whether each field shows its first and last bit numbers (`packet.showBits`).
  public var showBits = true
  /// The gap after each field (`packet.paddingX`) and between rows (`packet.paddingY`).
  public var paddingX = 5.0
  public var paddingY = 5.0
}
