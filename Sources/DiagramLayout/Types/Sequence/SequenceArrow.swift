/// The look of a sequence message's line and ends, as Mermaid's arrow tokens spell them.
///
/// `->` solid without head, `-->` dotted without head, `->>`/`-->>` filled head, `-x`/`--x`
/// cross, `-)`/`--)` open (asynchronous) head, `<<->>`/`<<-->>` filled heads on both ends.
package struct SequenceArrow: Hashable, Sendable {
  /// How the line is stroked.
  package enum Line: String, Hashable, Sendable {
    case solid
    case dotted
  }

  /// What sits at the receiving end.
  package enum Head: String, Hashable, Sendable {
    case none
    case filled
    case cross
    case open
    /// Half of a filled head, on the line's upper or lower side (`-|\`, `-|/`; Mermaid 11.13).
    case halfTop
    case halfBottom
    /// One stroke of an open head, on the upper or lower side (`-\\`, `-//`).
    case stickTop
    case stickBottom
  }

  package var line: Line
  package var head: Head
  /// True for `<<->>` and `<<-->>`: the head is drawn at both ends.
  package var bidirectional: Bool
  /// True for the reverse half arrows (`/|-`, `\|-`, `//-`, `\\-`): the head sits at the
  /// sender, pointing back at it.
  package var reversed: Bool

  package init(line: Line, head: Head, bidirectional: Bool = false, reversed: Bool = false) {
    self.line = line
    self.head = head
    self.bidirectional = bidirectional
    self.reversed = reversed
  }

  /// The tokens' UTF-8 bytes, in the same order.
  package static let tokenBytes: [[UInt8]] = tokens.map { Array($0.token.utf8) }

  /// Every arrow token, longest first so a scanner can take the first that matches.
  package static let tokens: [(token: String, arrow: SequenceArrow)] = [
    ("<<-->>", SequenceArrow(line: .dotted, head: .filled, bidirectional: true)),
    ("<<->>", SequenceArrow(line: .solid, head: .filled, bidirectional: true)),
    // The half arrows of Mermaid 11.13: the dotted form doubles the dash.
    ("--|\\", SequenceArrow(line: .dotted, head: .halfTop)),
    ("--|/", SequenceArrow(line: .dotted, head: .halfBottom)),
    ("--\\\\", SequenceArrow(line: .dotted, head: .stickTop)),
    ("--//", SequenceArrow(line: .dotted, head: .stickBottom)),
    ("-|\\", SequenceArrow(line: .solid, head: .halfTop)),
    ("-|/", SequenceArrow(line: .solid, head: .halfBottom)),
    ("-\\\\", SequenceArrow(line: .solid, head: .stickTop)),
    ("-//", SequenceArrow(line: .solid, head: .stickBottom)),
    ("/|--", SequenceArrow(line: .dotted, head: .halfTop, reversed: true)),
    ("\\|--", SequenceArrow(line: .dotted, head: .halfBottom, reversed: true)),
    ("//--", SequenceArrow(line: .dotted, head: .stickTop, reversed: true)),
    ("\\\\--", SequenceArrow(line: .dotted, head: .stickBottom, reversed: true)),
    ("/|-", SequenceArrow(line: .solid, head: .halfTop, reversed: true)),
    ("\\|-", SequenceArrow(line: .solid, head: .halfBottom, reversed: true)),
    ("//-", SequenceArrow(line: .solid, head: .stickTop, reversed: true)),
    ("\\\\-", SequenceArrow(line: .solid, head: .stickBottom, reversed: true)),
    ("-->>", SequenceArrow(line: .dotted, head: .filled)),
    ("->>", SequenceArrow(line: .solid, head: .filled)),
    ("--x", SequenceArrow(line: .dotted, head: .cross)),
    ("-x", SequenceArrow(line: .solid, head: .cross)),
    ("--)", SequenceArrow(line: .dotted, head: .open)),
    ("-)", SequenceArrow(line: .solid, head: .open)),
    ("-->", SequenceArrow(line: .dotted, head: .none)),
    ("->", SequenceArrow(line: .solid, head: .none)),
  ]

  /// The Mermaid token that writes this arrow.
  package var token: String {
    Self.tokens.first { $0.arrow == self }?.token ?? "->"
  }
}
