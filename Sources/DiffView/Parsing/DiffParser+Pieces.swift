/// Files too large to hold are handed out in pieces, so memory stays bounded whatever the
/// size of a file or a hunk.
///
/// Once a file holds `pieceLines` lines or `pieceBytes` bytes of line text, a piece is cut at
/// the next hunk or the next start of a change block inside a hunk (before a context line, or
/// before a removed line that follows no removed line), so a block's removed and added lines
/// still pair; a change block still open at twice the window is cut wherever it has reached,
/// and its lines pair only within each piece. Files under the window are one piece, exactly
/// as before.
extension DiffParser {
  /// Lines a file holds before it is cut (twice the largest file of the bench's `git log -p`,
  /// so ordinary diffs never see a cut; a piece of twice this stays near 40 MiB in memory).
  static let pieceLines = 32_768
  /// Bytes of line text a file holds before it is cut.
  static let pieceBytes = 4 << 20

  /// Cuts inside the open hunk, before `line`, when the file holds too much (see above).
  func cutInsideHunkIfFull(_ line: ByteLine) {
    guard heldLines >= Self.pieceLines || heldBytes >= Self.pieceBytes else { return }
    let previous = hunk?.lines.last?.kind
    let startsBlock =
      line.first == 0x20 || line.isEmpty || (line.first == 0x2D && previous != .removed)
    if startsBlock || heldLines >= 2 * Self.pieceLines || heldBytes >= 2 * Self.pieceBytes {
      cutPiece()
    }
  }

  /// Hands out what the file holds as a piece that `continues`; the file (and its open hunk,
  /// if any) go on as continuations.
  func cutPiece() {
    guard var piece = file else { return }
    if var open = hunk {
      open.continues = true
      piece.hunks.append(open)
      hunk!.lines = []
      hunk!.isContinuation = true
    }
    piece.continues = true
    pending.append(.file(resolved(piece)))
    file!.hunks = []
    file!.isContinuation = true
    heldLines = 0
    heldBytes = 0
  }
}
