import Foundation

/// Frames image files as the escape sequences of a terminal image protocol.
///
/// Pictures are sized in cells, never pixels, so they line up with the text around them and
/// the terminal scales them to its own font: `cells` fits the pixel size into a number of
/// columns keeping the aspect ratio, and never enlarges a small picture.
package enum TerminalImageEncoder {
  /// Base64 characters in one kitty graphics command at most (the protocol's limit).
  package static let kittyChunkSize = 4096

  /// The picture in `protocol`: `data` must be PNG for kitty (its `f=100`; the terminal reads
  /// the size from the file), PNG, JPEG or GIF for iTerm2. `tmux` wraps every sequence in
  /// tmux's passthrough (`ESC P tmux ; … ESC \`, inner escapes doubled), which tmux forwards
  /// when `allow-passthrough` is on.
  package static func encode(
    _ data: [UInt8], protocol kind: TerminalImageProtocol, columns: Int, rows: Int,
    tmux: Bool = false
  ) -> TerminalImage {
    let payload = Data(data).base64EncodedString()
    let sequences: [String]
    switch kind {
    case .kitty:
      sequences = kitty(base64: payload, columns: columns, rows: rows)
    case .iterm2:
      sequences = [iterm2(base64: payload, size: data.count, columns: columns, rows: rows)]
    }
    let escape = tmux ? sequences.map(tmuxPassthrough).joined() : sequences.joined()
    return TerminalImage(escape: escape, columns: columns, rows: rows)
  }

  /// kitty graphics protocol, "Transferring pixel data" and "Remote client": transmit and
  /// display (`a=T`) a PNG (`f=100`) in `c`×`r` cells, the base64 payload split into chunks of
  /// at most 4,096 bytes, each but the last marked `m=1`; the keys go on the first chunk only.
  /// `q=2` silences the terminal's replies, which would otherwise arrive as typed input.
  static func kitty(base64: String, columns: Int, rows: Int) -> [String] {
    let bytes = Array(base64.utf8)
    var out: [String] = []
    var start = 0
    repeat {
      let end = min(start + kittyChunkSize, bytes.count)
      let more = end < bytes.count ? 1 : 0
      let keys = start == 0 ? "a=T,f=100,q=2,c=\(columns),r=\(rows),m=\(more)" : "m=\(more)"
      let chunk = String(decoding: bytes[start..<end], as: UTF8.self)
      out.append("\u{1B}_G" + keys + ";" + chunk + "\u{1B}\\")
      start = end
    } while start < bytes.count
    return out
  }

  /// iTerm2 "Inline Images Protocol": `OSC 1337 ; File=[args] : base64 BEL`, with `inline=1`
  /// to show it, `size` the file's bytes, width and height in cells, aspect ratio kept.
  static func iterm2(base64: String, size: Int, columns: Int, rows: Int) -> String {
    "\u{1B}]1337;File=inline=1;size=\(size);width=\(columns);height=\(rows);"
      + "preserveAspectRatio=1:" + base64 + "\u{07}"
  }

  /// tmux passes `ESC P tmux ; DATA ESC \` through to the outer terminal, each `ESC` in DATA
  /// doubled.
  static func tmuxPassthrough(_ sequence: String) -> String {
    "\u{1B}Ptmux;" + sequence.replacingOccurrences(of: "\u{1B}", with: "\u{1B}\u{1B}")
      + "\u{1B}\\"
  }

  /// Columns and rows for a `width`×`height` pixel picture in cells of `cell` pixels, at most
  /// `maxColumns` wide and `maxRows` tall: its natural size in cells, shrunk (aspect kept) to
  /// fit, at least one cell each way.
  package static func cells(
    width: Int, height: Int, maxColumns: Int, maxRows: Int = 1000,
    cell: (width: Int, height: Int) = (10, 20)
  ) -> (columns: Int, rows: Int) {
    let cellWidth = Double(max(cell.width, 1))
    let cellHeight = Double(max(cell.height, 1))
    let natural = (Double(max(width, 1)) / cellWidth).rounded(.up)
    var columns = min(natural, Double(max(maxColumns, 1)))
    // Rows a picture `columns` cells wide takes: its height scaled like its width.
    func rows(_ columns: Double) -> Double {
      (columns * cellWidth * Double(max(height, 1)) / Double(max(width, 1)) / cellHeight)
        .rounded(.up)
    }
    if rows(columns) > Double(maxRows) {
      columns = max(
        1,
        (Double(maxRows) * cellHeight * Double(max(width, 1)) / Double(max(height, 1)) / cellWidth)
          .rounded(.down))
    }
    return (max(1, Int(columns)), max(1, min(maxRows, Int(rows(columns)))))
  }
}
