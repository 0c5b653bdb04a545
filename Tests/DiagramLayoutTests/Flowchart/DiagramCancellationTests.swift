import Foundation
import Testing

@testable import DiagramLayout

/// A drawing whose caller gives up stops between its phases and inside the ordering sweeps,
/// instead of running to its SVG.
@Suite struct DiagramCancellationTests {
  /// A dense flowchart (480 edges among 150 nodes) whose ordering takes most of its layout.
  static let dense: String = {
    var random = BenchFlowchart.Rng(state: 7)
    var lines = ["flowchart TD"]
    for _ in 0..<480 {
      let (a, b) = (random.below(150), random.below(150))
      lines.append("  N\(a)[Node \(a)] --> N\(b)[Node \(b)]")
    }
    return lines.joined(separator: "\n")
  }()

  /// Counts the checks and says "cancelled" from the `after`th on.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    let after: Int

    init(after: Int) { self.after = after }

    func check() -> Bool {
      lock.lock()
      defer { lock.unlock() }
      calls += 1
      return calls >= after
    }

    /// How many checks were made.
    var count: Int {
      lock.lock()
      defer { lock.unlock() }
      return calls
    }
  }

  @Test func aCancelledRenderStopsAtTheNextPhase() throws {
    let counter = Counter(after: 1)
    #expect(throws: DiagramError.self) {
      try DiagramRenderer.render(Self.dense, isCancelled: { counter.check() })
    }
    do {
      _ = try DiagramRenderer.render("pie\n  \"a\" : 1", isCancelled: { true })
      Issue.record("a cancelled pie was drawn")
    } catch {
      #expect(error.kind == .cancelled)
    }
    // Uncancelled, the same source draws.
    #expect(try DiagramRenderer.render("pie\n  \"a\" : 1").hasPrefix("<svg"))
  }

  @Test func theOrderingSweepsStopOnceCancelled() throws {
    let chart = try FlowchartParser.parse(try MermaidSource(parsing: Self.dense))
    let measurer = TextMeasurer(fontSize: 14)
    // Every sweep asks before it begins; counted rather than timed, as the sweeps now take
    // too small a share of the layout for a timing to tell a stop from a busy machine.
    let running = Counter(after: Int.max)
    _ = FlowchartLayout.layout(chart, measurer: measurer, isCancelled: { running.check() })
    let cancelled = Counter(after: 1)
    _ = FlowchartLayout.layout(chart, measurer: measurer, isCancelled: { cancelled.check() })
    #expect(running.count >= 8, "asked \(running.count) times")
    #expect(cancelled.count * 4 <= running.count, "asked \(cancelled.count) times")
  }
}
