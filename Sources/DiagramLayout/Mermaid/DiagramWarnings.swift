import RenderSupport
import Synchronization

/// What a drawing left out or could not honour, with the source position it concerns: the
/// renderers report here instead of dropping anything silently, and the caller reads the list
/// once the drawing is done.
package final class DiagramWarnings: Sendable {
  private let found = Mutex<[Diagnostic]>([])

  package init() {}

  /// Adds warnings in the order they were found.
  package func report(_ warnings: [Diagnostic]) {
    guard !warnings.isEmpty else { return }
    found.withLock { $0.append(contentsOf: warnings) }
  }

  /// Every warning reported so far, sorted by position (a drawing's phases find them out of
  /// source order).
  package var all: [Diagnostic] {
    found.withLock { list in
      list.enumerated().sorted { a, b in
        let left = a.element.position ?? SourcePosition(line: 0, column: 0)
        let right = b.element.position ?? SourcePosition(line: 0, column: 0)
        return left != right ? left < right : a.offset < b.offset
      }.map(\.element)
    }
  }
}
