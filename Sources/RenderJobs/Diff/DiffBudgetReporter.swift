import Foundation

/// Collects the budget notes of one diff, one per file, from any worker thread.
final class DiffBudgetReporter: @unchecked Sendable {
  private let input: String
  private let warn: @Sendable (String) -> Void
  private let lock = NSLock()
  private var reported: Set<String> = []

  /// `input` names the diff in positions (`<stdin>`, a file); `warn` writes one line.
  init(input: String, warn: @escaping @Sendable (String) -> Void) {
    self.input = input
    self.warn = warn
  }

  func report(path: String, inputLine: Int?, reason: String) {
    let first = lock.withLock { reported.insert(path).inserted }
    guard first else { return }
    let position = inputLine.map { "\(input):\($0)" } ?? input
    warn("\(position): \(path) is shown without syntax colours: \(reason)")
  }
}
