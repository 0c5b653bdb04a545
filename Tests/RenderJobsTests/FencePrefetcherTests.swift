import Foundation
import Highlight
import MarkdownRender
import Testing

@testable import RenderJobs

private let grammarsInstalled =
  LanguageRegistry.installed().languages.count > 0
  && GrammarSearchPath.linguistRoot() != nil

/// The byte budget is spent in document order; the first block that does not fit ends
/// highlighting, unknown languages spend nothing, and repeated blocks share one result.
@Test(.enabled(if: grammarsInstalled, "Linguist grammars not installed"))
func prefetchedBlocksFollowTheByteBudgetInDocumentOrder() throws {
  let shared = SharedHighlighter(environment: [:])
  let prefetcher = FencePrefetcher(
    highlighter: shared, budget: HighlightBudget(maxCodeBytes: 100))
  let line = "let a = 1 // forty bytes of swift code\n"  // 39 bytes
  let note = """
    ```nosuchlang
    \(line)```

    ```swift
    \(line)```

    ```swift
    \(line)```

    ```swift
    \(line)\(line)```

    ```swift
    let b = 2
    ```

    """
  let document = MarkdownParser.parse(note)
  prefetcher.submit(document, theme: ThemeCatalog.dark, alternateTheme: nil)
  /// `absent` (never submitted, or every use taken), `plain` or `highlighted`.
  func result(_ code: String, _ language: String = "swift") -> String {
    switch prefetcher.take(
      FencePrefetcher.Key(language: language, code: code, theme: ThemeCatalog.dark.name))
    {
    case nil: return "absent"
    case .some(nil): return "plain"
    case .some(.some): return "highlighted"
    }
  }
  #expect(result(line, "nosuchlang") == "plain")
  // The same block twice: highlighted once, taken twice.
  #expect(result(line) == "highlighted")
  #expect(result(line) == "highlighted")
  #expect(result(line) == "absent")
  // 39 + 78 bytes pass the budget of 100: that block and every later one stay plain.
  #expect(result(line + line) == "plain")
  #expect(result("let b = 2\n") == "plain")
}

/// A block repeated in a later section keeps its result until that section takes it, even
/// after the earlier section is written and discarded.
@Test(.enabled(if: grammarsInstalled, "Linguist grammars not installed"))
func aBlockRepeatedInALaterSectionSurvivesTheFirstDiscard() {
  let prefetcher = FencePrefetcher(
    highlighter: SharedHighlighter(environment: [:]), budget: HighlightBudget())
  let document = MarkdownParser.parse("```swift\nlet a = 1\n```\n")
  let first = prefetcher.submit(document, theme: ThemeCatalog.dark, alternateTheme: nil)
  prefetcher.submit(document, theme: ThemeCatalog.dark, alternateTheme: nil)
  let key = FencePrefetcher.Key(
    language: "swift", code: "let a = 1\n", theme: ThemeCatalog.dark.name)
  #expect(prefetcher.take(key) != nil)
  prefetcher.discard(through: first)
  let second = prefetcher.take(key)
  #expect(second != nil && second! != nil)
}

/// A note's fences: the byte budget (128 KiB of code, in document order) alone decides which
/// are highlighted, so the output is the same byte for byte when the CPU is slowed by busy
/// threads on every core.
@Test(.enabled(if: grammarsInstalled, "Linguist grammars not installed"))
func fenceBudgetsAreBytesSoOutputDoesNotDependOnCPUSpeed() throws {
  // Six different fences of about 30 KB: four fit in 128 KiB, the fifth does not, nor any
  // after it.
  let fence = String(repeating: "value = compute([1, 2, 3], key='x')  # note\n", count: 700)
  let note = (1...6).map { "## Part \($0)\n\n```python\n# part \($0)\n\(fence)```\n" }.joined(
    separator: "\n")
  func render() -> (String, [JobDiagnostic]) {
    let sink = MemorySink()
    let diagnostics = JobDiagnostics()
    NoteJob.run(
      NoteJob.Request(), source: .text(name: "<stdin>", note), to: sink,
      diagnostics: diagnostics)
    return (String(decoding: sink.data, as: UTF8.self), diagnostics.all)
  }
  let (calm, calmDiagnostics) = render()
  #expect(calmDiagnostics.isEmpty, "\(calmDiagnostics)")
  let busy = BusyCores()
  let (loaded, loadedDiagnostics) = render()
  busy.stop()
  #expect(loadedDiagnostics.isEmpty)
  #expect(loaded == calm)
  let highlighted = calm.components(separatedBy: "<pre").dropFirst().map { $0.contains("<span") }
  #expect(highlighted == [true, true, true, true, false, false])
}

/// The per-block time limit is only a safety net: when it fires (here a tiny one), the block
/// is plain and a one-line warning names its language, size and first line.
@Test(.enabled(if: grammarsInstalled, "Linguist grammars not installed"))
func aFiredBlockTimeLimitIsReported() {
  let warnings = WarningList()
  let shared = SharedHighlighter(
    environment: [:], blockTimeLimit: 1e-9, warn: { warnings.append($0) })
  let code = String(repeating: "[a", count: 3000) + "\n"
  let result = shared.highlight(
    code: code, language: "python", theme: ThemeCatalog.light, budget: HighlightBudget())
  #expect(result == nil)
  #expect(warnings.all.count == 1)
  let warning = warnings.all.first ?? ""
  #expect(warning.contains("python fence of 6001 bytes starting \"[a[a"))
  #expect(warning.contains("1e-09 s of CPU time") && !warning.contains("\n"))
}

/// Warnings collected from any thread.
private final class WarningList: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [String] = []
  func append(_ warning: String) {
    lock.lock()
    list.append(warning)
    lock.unlock()
  }
  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return list
  }
}

/// Threads spinning on every core until stopped, to slow the work measured meanwhile.
private final class BusyCores: @unchecked Sendable {
  private let lock = NSLock()
  private var running = true
  private let group = DispatchGroup()

  init() {
    for _ in 0..<ProcessInfo.processInfo.activeProcessorCount {
      DispatchQueue.global().async(group: group) { [self] in
        var counter = 0
        while isRunning { for _ in 0..<10_000 { counter &+= 1 } }
        _ = counter
      }
    }
  }

  private var isRunning: Bool {
    lock.lock()
    defer { lock.unlock() }
    return running
  }

  func stop() {
    lock.lock()
    running = false
    lock.unlock()
    group.wait()
  }
}
