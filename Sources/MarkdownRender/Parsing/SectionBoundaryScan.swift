/// The section starts of a text that grows (`MarkdownStreamParser`), found as
/// `MarkdownSectionSplitter` finds them, but each complete line scanned once: the scan keeps the
/// line scanner's state at the last line boundary and resumes there when text comes, instead of
/// scanning the whole open text again for every piece (a long fence or list would make that
/// quadratic).
struct SectionBoundaryScan: Sendable {
  private var state: LineScanner.State
  private var previousBlank = true
  /// The starts found and not yet dropped, in text order (byte offsets in the whole text);
  /// each is the start of a complete line.
  private(set) var starts: [Int] = []

  /// A scan from `position`, a line's start outside any block (the text's start, or the end
  /// of its front matter).
  init(from position: Int) {
    state = LineScanner.State(position: position)
  }

  /// Scans the complete lines of `bytes` (the whole text so far) not scanned yet. The last
  /// line waits for its line break: until then what it starts is not known (`-` may become a
  /// list item, spaces a blank line).
  mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let newline = bytes.lastIndex(of: 0x0A), newline >= state.position else { return }
    var scanner = LineScanner(
      bytes: UnsafeBufferPointer(rebasing: bytes[..<(newline + 1)]), resuming: state)
    while let line = scanner.next() {
      if !scanner.inOpaqueBlock,
        MarkdownSectionSplitter.startsSection(line, afterBlank: previousBlank)
      {
        starts.append(line.start)
      }
      scanner.update(line)
      previousBlank = line.isBlank
    }
    state = scanner.state
  }

  /// Forgets the starts at or before `position` (sections handed out).
  mutating func drop(through position: Int) {
    starts.removeAll { $0 <= position }
  }
}
