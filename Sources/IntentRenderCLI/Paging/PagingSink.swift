import Foundation
import RenderJobs

/// Standard output on a terminal, paged once it is taller than the screen.
///
/// Output is held until it passes the screen's height (counted in screen lines: a line wider
/// than the terminal takes several), then the pager starts and gets it all; output that ends
/// before that is written directly, so a short answer never opens a pager. With
/// `always` the pager starts at the first write. When the user quits the pager before the end
/// (`q`), the next write fails with EPIPE and the process ends quietly with status 0.
final class PagingSink: OutputSink, @unchecked Sendable {
  private let direct: OutputSink
  private let rows: Int
  private let columns: Int
  private let always: Bool
  private let start: () -> (sink: OutputSink, finish: () -> Void)?
  private let onQuit: () -> Void
  private let lock = NSLock()
  private var held = Data()
  private var screenLines = 0
  private var column = 0
  private var inEscape = EscapeState.none
  private var pager: (sink: OutputSink, finish: () -> Void)?
  /// The pager could not start: everything goes directly.
  private var passThrough = false

  private enum EscapeState {
    case none, escape, csi, osc, oscEscape
  }

  /// `start` launches the pager (`nil` when it cannot); `onQuit` runs when the pager has gone
  /// away before the output ended.
  init(
    direct: OutputSink, rows: Int, columns: Int, always: Bool,
    start: @escaping () -> (sink: OutputSink, finish: () -> Void)?,
    onQuit: @escaping () -> Void
  ) {
    self.direct = direct
    self.rows = max(1, rows)
    self.columns = max(1, columns)
    self.always = always
    self.start = start
    self.onQuit = onQuit
  }

  func write(_ text: String) { write(Data(text.utf8)) }

  func write(_ data: Data) {
    lock.withLock {
      if passThrough { return direct.write(data) }
      if let pager { return send(data, to: pager.sink) }
      held.append(data)
      if always || count(data) { openPager() }
    }
  }

  var failure: WriteFailure? {
    return lock.withLock { () -> WriteFailure? in
      if let pager, let failure = pager.sink.failure, failure.code != EPIPE { return failure }
      return direct.failure
    }
  }

  /// Writes what is held (the output fitted the screen) or lets the pager finish.
  func finish() {
    lock.withLock {
      if let pager {
        pager.finish()
      } else if !held.isEmpty {
        direct.write(held)
        held = Data()
      }
    }
  }

  private func openPager() {
    guard let started = start() else {
      passThrough = true
      direct.write(held)
      held = Data()
      return
    }
    pager = started
    send(held, to: started.sink)
    held = Data()
  }

  private func send(_ data: Data, to sink: OutputSink) {
    sink.write(data)
    if sink.failure?.code == EPIPE {
      pager?.finish()
      onQuit()
    }
  }

  /// Counts the screen lines `data` adds; true once they pass the screen (the last row is the
  /// shell's prompt). Escape sequences (SGR, OSC 8 links) take no cells; each other character
  /// is taken as one cell, so wide text is undercounted, never paged for nothing.
  private func count(_ data: Data) -> Bool {
    for byte in data {
      switch inEscape {
      case .escape:
        inEscape = byte == UInt8(ascii: "[") ? .csi : byte == UInt8(ascii: "]") ? .osc : .none
        continue
      case .csi:
        if (0x40...0x7E).contains(byte) { inEscape = .none }
        continue
      case .osc:
        if byte == 0x07 { inEscape = .none } else if byte == 0x1B { inEscape = .oscEscape }
        continue
      case .oscEscape:
        inEscape = .none
        continue
      case .none:
        break
      }
      switch byte {
      case 0x1B: inEscape = .escape
      case UInt8(ascii: "\n"):
        screenLines += 1
        column = 0
      case 0x80...0xBF: break  // UTF-8 continuation bytes
      default:
        column += 1
        if column > columns {
          screenLines += 1
          column = 1
        }
      }
      if screenLines >= rows { return true }
    }
    return false
  }
}
