import Foundation

/// Values a command leaves for the process's exit to free.
///
/// A highlight run builds a grammar's rule graph, its regexes, a theme's selector tables and
/// the language table: tens of thousands of small objects whose one-by-one release took a
/// tenth of a 50-line file's start-up, for memory the exit gives back at once. Only the CLI's
/// own process keeps them (`CommandContext.endsWithCommand`); tests and `serve` run many
/// commands in one process and free as usual.
enum FreedAtExit {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var kept: [Any] = []

  static func keep(_ value: Any, context: CommandContext) {
    guard context.endsWithCommand else { return }
    lock.withLock { kept.append(value) }
  }

  /// How many values are kept so far.
  static var count: Int {
    return lock.withLock { () -> Int in
      return kept.count
    }
  }
}
