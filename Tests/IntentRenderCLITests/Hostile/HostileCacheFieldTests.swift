import Foundation
import Highlight
import TestSupport
import Testing

private let grammarsInstalled =
  LanguageRegistry.installed().languages.count > 0
  && GrammarSearchPath.linguistRoot() != nil

/// Cache files whose author is hostile: every number a decoder reads (a length, a count, an
/// offset, an index or a value) set to 0, 0xFFFFFFFF and one more and one less than written,
/// with the checksum computed again so the frame checks out and only the decoders stand in
/// the way. Nothing may trap, and what a run prints stays what it prints with no cache; and
/// files that are not regular (a FIFO, a directory, a link to `/dev/zero`, a huge sparse
/// file) at a cache file's name are no cache, read without waiting.
@Suite(.enabled(if: grammarsInstalled, "needs Linguist's grammars"))
struct HostileCacheFieldTests {
  /// A note whose fences reach several grammars (and the grammars they embed).
  static let note = """
    # Cache

    ```swift
    import Foundation
    struct S { let x = "\\(1 + 2)" } // c
    ```

    ```python
    def f(x):
        return f'{x!r}' + r'\\d+'  # c
    ```

    ```c
    #include <stdio.h>
    int main(void) { printf("%d\\n", 0x1F); }
    ```

    ```ini
    [core]
    name = x ; c
    ```

    """

  /// A run of `note` (fences), of `highlight` detecting by file name through the cached
  /// table (`languages`) or of `highlight` on a file only the classifier decides
  /// (`classifier`), with the cache in `home`, or with no cache when `home` is nil.
  static func render(_ kind: String, home: String?) -> ProcessRun.Outcome {
    var run: ProcessRun
    if kind == "languages" {
      run = ProcessRun(["highlight", "-", "--path", "a.py", "--format", "json"])
      run.input = .data(Data("def f(x):\n    return x  # c\n".utf8))
    } else if kind == "classifier" {
      // No heuristic rule of `.rs` holds: Rust, RenderScript and XML are scored.
      run = ProcessRun(["highlight", "-", "--path", "a.rs", "--format", "json"])
      run.input = .data(Data("// c\nlet x = vec![1];\nstruct S;\n".utf8))
    } else {
      run = ProcessRun(["note", "-", "--format", "html", "--theme", "light"])
      run.input = .data(Data(note.utf8))
    }
    var environment = ProcessInfo.processInfo.environment
    environment["INTENT_RENDER_NO_CACHE"] = home == nil ? "1" : nil
    environment["XDG_CACHE_HOME"] = home
    run.environment = environment
    run.timeout = 60
    return run.run()
  }

  /// The run that reads a cache file of `kind`.
  static func runKind(reading kind: String) -> String {
    ["languages": "languages", "classifier": "classifier"][kind] ?? "note"
  }

  /// A cache filled by every kind of run, its files by name.
  static func filledCache() throws -> (folder: TemporaryFolder, files: [String: [UInt8]]) {
    let folder = try TemporaryFolder()
    // Stamps under two seconds old are not stored: wait until the grammars' are older.
    _ = render("note", home: folder.url.path)
    _ = render("languages", home: folder.url.path)
    _ = render("classifier", home: folder.url.path)
    let directory = folder.path("intent-render")
    var files: [String: [UInt8]] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
      files[name] = try [UInt8](Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)))
    }
    return (folder, files)
  }

  /// Fields changed in process (no trap) and in a whole run (no trap; a changed length or
  /// count gives the output of no cache) for each file, spread evenly over it. The fuzz
  /// targets `cache-*` go through every field at sanitizer speed; this keeps the whole
  /// process honest within a test run's time.
  static let fieldsInProcess = 64
  static let lengthsPerRun = 4
  static let valuesPerRun = 2

  @Test(
    .enabled(
      if: CacheDecoding.logsFields,
      "the cache readers list the fields they read in debug builds only"))
  func corruptedFieldsWithAValidChecksumNeitherTrapNorChangeTheOutput() throws {
    let (folder, files) = try Self.filledCache()
    #expect(files.keys.contains("languages.bin"))
    #expect(files.keys.contains { $0.hasPrefix("grammar-") })
    #expect(files.keys.contains { $0.hasPrefix("classifier-") })
    let expected = Dictionary(
      uniqueKeysWithValues: ["note", "languages", "classifier"].map {
        ($0, Self.render($0, home: nil))
      })
    #expect(expected["note"]?.status == 0)
    var processRuns = 0
    var decodes = 0
    for (name, bytes) in files.sorted(by: { $0.key < $1.key }) {
      let frame = try #require(CacheFrame(bytes), "\(name) is not a cache file")
      let asset = try #require(CacheDecoding.Asset(rawValue: frame.kind), "\(frame.kind)")
      let fields = CacheDecoding.fields(asset, payload: frame.payload)
      #expect(fields.contains { $0.isLength }, "\(name): no lengths read")
      for field in Self.spread(fields, count: Self.fieldsInProcess) {
        for payload in CacheFrame.mutations(of: frame.payload, at: field.range) {
          CacheDecoding.run(asset, payload: payload)
          decodes += 1
        }
      }
      let path = folder.path("intent-render/" + name)
      let kind = Self.runKind(reading: frame.kind)
      let chosen =
        Self.spread(fields.filter(\.isLength), count: Self.lengthsPerRun)
        + Self.spread(fields.filter { !$0.isLength }, count: Self.valuesPerRun)
      for field in chosen {
        for payload in CacheFrame.mutations(of: frame.payload, at: field.range) {
          try Data(frame.sealed(payload)).write(to: URL(fileURLWithPath: path))
          let outcome = Self.render(kind, home: folder.url.path)
          processRuns += 1
          let what = "\(name) \(field.isLength ? "length" : "value") at \(field.range)"
          #expect(outcome.signal == nil, "\(what): signal \(outcome.signal ?? 0)")
          #expect(outcome.status == 0, "\(what): \(outcome.stderr.prefix(300))")
          // A value set to another valid value (a capture group, a flag) may say something
          // else, as the grammar file could; a length or count that does not fit is refused.
          if field.isLength {
            #expect(outcome.stdout == expected[kind]?.stdout, "\(what): output differs")
          }
        }
      }
      try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
    #expect(processRuns > 100)
    #expect(decodes > 1000)
  }

  /// `count` of `fields` spread evenly (all when fewer), first and last included.
  static func spread(_ fields: [CacheDecoding.Field], count: Int) -> [CacheDecoding.Field] {
    guard fields.count > count, count > 1 else { return fields }
    return (0..<count).map { fields[$0 * (fields.count - 1) / (count - 1)] }
  }

  @Test func nonRegularFilesAtCacheNamesAreNoCacheAndNeverWait() throws {
    let (folder, files) = try Self.filledCache()
    let expected = [
      "note": Self.render("note", home: nil).stdout,
      "classifier": Self.render("classifier", home: nil).stdout,
    ]
    let directory = folder.path("intent-render")
    let names = files.keys.sorted()
    // Each kind of file in turn at every cache file's name.
    let kinds: [(String, (String) throws -> Void)] = [
      ("FIFO", { #expect(mkfifo($0, 0o600) == 0) }),
      (
        "directory",
        { try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: false) }
      ),
      (
        "link to /dev/zero",
        { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "/dev/zero") }
      ),
      (
        "sparse 8 GiB file",
        {
          #expect(FileManager.default.createFile(atPath: $0, contents: Data(CacheFrame.magic)))
          let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: $0))
          try handle.truncate(atOffset: 8 << 30)
          try handle.close()
        }
      ),
    ]
    for (kind, make) in kinds {
      for name in names {
        let path = directory + "/" + name
        try? FileManager.default.removeItem(atPath: path)
        try make(path)
      }
      for command in ["note", "languages", "classifier"] {
        var outcome = Self.render(command, home: folder.url.path)
        if command == "languages" {
          var run = ProcessRun(["languages"])
          var environment = ProcessInfo.processInfo.environment
          environment["INTENT_RENDER_NO_CACHE"] = nil
          environment["XDG_CACHE_HOME"] = folder.url.path
          run.environment = environment
          run.timeout = 30
          outcome = run.run()
          #expect(outcome.stdoutText.contains("Python"), "\(kind): languages")
        } else {
          #expect(outcome.stdout == expected[command], "\(kind): \(command) output differs")
        }
        #expect(!outcome.timedOut, "\(kind): \(command) waited")
        #expect(outcome.status == 0, "\(kind): \(command): \(outcome.stderr.prefix(300))")
        #expect(outcome.peakRSSBytes < 1 << 30, "\(kind): \(command) read the file")
      }
    }
  }
}

/// A cache file taken apart (`CacheEnvelope`'s layout: magic, build, kind, payload, FNV-1a
/// checksum) and sealed again around another payload with a checksum that holds.
struct CacheFrame {
  static let magic = Array("IRCACHE\u{1}".utf8)
  let build: [UInt8]
  let kind: String
  let payload: [UInt8]

  init?(_ bytes: [UInt8]) {
    guard bytes.count > Self.magic.count + 8, bytes.starts(with: Self.magic) else { return nil }
    var offset = Self.magic.count
    func field() -> [UInt8]? {
      guard let (length, next) = Self.leb128(bytes, at: offset), next + length <= bytes.count - 8
      else { return nil }
      offset = next + length
      return Array(bytes[next..<next + length])
    }
    guard let build = field(), let kind = field(), let payload = field() else { return nil }
    self.build = build
    self.kind = String(decoding: kind, as: UTF8.self)
    self.payload = payload
  }

  /// The file around `payload`, checksum included.
  func sealed(_ payload: [UInt8]) -> [UInt8] {
    var bytes = Self.magic
    for field in [build, Array(kind.utf8), payload] {
      bytes += Self.encode(UInt64(field.count)) + field
    }
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    for _ in 0..<8 {
      bytes.append(UInt8(truncatingIfNeeded: hash))
      hash >>= 8
    }
    return bytes
  }

  /// `payload` with the number at `field` replaced by 0, 0xFFFFFFFF and its value ± 1.
  static func mutations(of payload: [UInt8], at field: Range<Int>) -> [[UInt8]] {
    guard let (value, _) = leb128(payload, at: field.lowerBound) else { return [] }
    var values: [UInt64] = [0, 0xFFFF_FFFF, UInt64(value) + 1]
    if value > 0 { values.append(UInt64(value - 1)) }
    return Set(values).subtracting([UInt64(value)]).sorted().map { replacement in
      Array(payload[..<field.lowerBound]) + encode(replacement) + payload[field.upperBound...]
    }
  }

  static func leb128(_ bytes: [UInt8], at start: Int) -> (Int, Int)? {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    var offset = start
    while offset < bytes.count, shift < 64 {
      let byte = bytes[offset]
      offset += 1
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { return value <= UInt64(Int.max) ? (Int(value), offset) : nil }
      shift += 7
    }
    return nil
  }

  static func encode(_ value: UInt64) -> [UInt8] {
    var value = value
    var bytes: [UInt8] = []
    repeat {
      var byte = UInt8(value & 0x7F)
      value >>= 7
      if value != 0 { byte |= 0x80 }
      bytes.append(byte)
    } while value != 0
    return bytes
  }
}
