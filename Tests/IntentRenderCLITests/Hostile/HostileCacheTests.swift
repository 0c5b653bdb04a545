import Foundation
import Highlight
import TestSupport
import Testing

private let grammarsInstalled =
  LanguageRegistry.installed().languages.count > 0
  && GrammarSearchPath.linguistRoot() != nil

/// The asset cache from outside: cold, warm and bypassed runs write the same bytes, several
/// processes filling one cache at once leave it whole, and a damaged or unusable cache
/// directory changes nothing but the time taken.
@Suite struct HostileCacheTests {
  /// Sources that reach embedded grammars too (Markdown fences, HTML's CSS and script).
  static let samples: [(name: String, text: String)] = [
    ("a.swift", "import Foundation\n/// Doc — 🎉\nstruct S { let x = \"\\(1 + 2)\" }\n"),
    ("a.py", "#!/usr/bin/env python3\ndef f(x):\n    return f'{x!r}' + r'\\d+'  # c\n"),
    ("a.md", "# T\n\n```js\nconst a = /x+/g;\n```\n\n```swift\nlet y = 1\n```\n"),
    ("a.html", "<style>a { color: red }</style><script>let q = `t${1}`</script>\n"),
    ("a.c", "#include <stdio.h>\nint main(void) { printf(\"%d\\n\", 0x1F); }\n"),
    // The word tries and symbol lists the asset cache spells out (C's and Emacs Lisp's).
    ("a.h", "#ifndef A_H\nstatic inline size_t n(const char *s) { return strlen(s) + abs(-1); }\n"),
    (
      "a.el",
      "(defun f (x)\n  (mapcar #'car (cl-remove-if #'null x))\n  (face-attribute 'default :height)"
        + "\n  (and-let* ((y (1+ x))) (message \"%s\" y)))\n"
    ),
    ("a.css", "a:hover > b::before { color: rgba(0,0,0,.5); transition: all 1s ease-in; }\n"),
    // No heuristic rule of `.rs` holds: the classifier's samples are read, then cached.
    ("a.rs", "// c\nlet x = vec![1];\nstruct S;\n"),
  ]

  private func run(
    _ sample: (name: String, text: String), cache: String?, timeout: Double = 20
  ) -> ProcessRun.Outcome {
    var run = ProcessRun(["highlight", "-", "--path", sample.name, "--format", "json"])
    run.input = .data(Data(sample.text.utf8))
    var environment = ProcessInfo.processInfo.environment
    if let cache {
      environment["XDG_CACHE_HOME"] = cache
      environment["INTENT_RENDER_NO_CACHE"] = nil
    } else {
      environment["INTENT_RENDER_NO_CACHE"] = "1"
    }
    run.environment = environment
    run.timeout = timeout
    return run.run()
  }

  @Test(.enabled(if: grammarsInstalled, "Linguist grammars not installed"))
  func coldWarmAndBypassedRunsAgreeByteForByte() throws {
    let folder = try TemporaryFolder()
    for sample in Self.samples {
      let plain = run(sample, cache: nil)
      let cold = run(sample, cache: folder.url.path)
      let warm = run(sample, cache: folder.url.path)
      #expect(plain.status == 0, "\(plain.stderr)")
      #expect(cold.stdout == plain.stdout, "\(sample.name) cold")
      #expect(warm.stdout == plain.stdout, "\(sample.name) warm")
      #expect(plain.stdoutText.contains("\"runs\":[{"))
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("intent-render"))
    #expect(names.contains("languages.bin"))
    #expect(names.contains { $0.hasPrefix("grammar-") })
    #expect(names.contains { $0.hasPrefix("classifier-") })
  }

  /// A grammar's first run stores its analyses on another thread (`BackgroundCacheWrites`):
  /// the process waits for the write before it ends, so the next run finds the grammar, and
  /// leaves no temporary file behind.
  @Test(.enabled(if: grammarsInstalled, "Linguist grammars not installed"))
  func firstRunStoresItsGrammarBeforeItEnds() throws {
    for sample in [Self.samples[4], Self.samples[6]] {
      let folder = try TemporaryFolder()
      let cold = run(sample, cache: folder.url.path)
      #expect(cold.status == 0, "\(cold.stderr)")
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("intent-render"))
      #expect(names.contains { $0.hasPrefix("grammar-") }, "\(sample.name): \(names)")
      #expect(!names.contains { $0.hasSuffix(".tmp") }, "\(sample.name): \(names)")
    }
  }

  @Test(.enabled(if: grammarsInstalled, "Linguist grammars not installed"))
  func concurrentProcessesFillOneCacheWhole() throws {
    let folder = try TemporaryFolder()
    let sample = Self.samples[2]
    let expected = run(sample, cache: nil).stdout
    let cache = folder.url.path
    let outcomes = ConcurrentResults<ProcessRun.Outcome>()
    // Six debug builds compiling grammars at once on two busy cores take a while: the
    // watchdog is for hangs, not for a slow machine.
    DispatchQueue.concurrentPerform(iterations: 6) { _ in
      outcomes.append(run(sample, cache: cache, timeout: 120))
    }
    #expect(outcomes.values.count == 6)
    for outcome in outcomes.values {
      let why =
        "status \(String(describing: outcome.status)), timed out \(outcome.timedOut), "
        + "\(outcome.cpuSeconds) s CPU: \(outcome.stderr.prefix(300))"
      #expect(outcome.stdout == expected, "\(why)")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("intent-render"))
    #expect(!names.contains { $0.hasSuffix(".tmp") })
    #expect(run(sample, cache: cache).stdout == expected)
  }

  @Test(.enabled(if: grammarsInstalled, "Linguist grammars not installed"))
  func damagedCacheFilesAndAnUnusableDirectoryChangeNothing() throws {
    let folder = try TemporaryFolder()
    let sample = Self.samples[0]
    let expected = run(sample, cache: nil).stdout
    _ = run(sample, cache: folder.url.path)
    let directory = folder.path("intent-render")
    var generator = SystemRandomNumberGenerator()
    for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
      let path = directory + "/" + name
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      // Half of each file, then random bytes of the same length in the other run.
      try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
      #expect(run(sample, cache: folder.url.path).stdout == expected, "\(name) truncated")
      try Data((0..<bytes.count).map { _ in UInt8.random(in: 0...255, using: &generator) })
        .write(to: URL(fileURLWithPath: path))
      #expect(run(sample, cache: folder.url.path).stdout == expected, "\(name) random")
    }
    let blocked = try TemporaryFolder()
    try Data("not a directory".utf8).write(to: URL(fileURLWithPath: blocked.path("intent-render")))
    let outcome = run(sample, cache: blocked.url.path)
    #expect(outcome.status == 0)
    #expect(outcome.stderr.isEmpty)
    #expect(outcome.stdout == expected)
  }
}

/// Values appended from several threads.
final class ConcurrentResults<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Value] = []

  func append(_ value: Value) {
    lock.lock()
    storage.append(value)
    lock.unlock()
  }

  var values: [Value] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}
