import Foundation
import TestSupport
import Testing

@testable import Highlight

/// The asset cache end to end in-process: what a warm registry reads is what a cold one
/// parsed, and stale, corrupt, unwritable or concurrently written caches are never believed.
@Suite struct AssetCacheTests {
  /// A grammar directory with one grammar file dated `age` seconds ago (files touched in the
  /// last seconds are not cached: `AssetConditions.settled`), and a cache directory.
  private final class Setup {
    let root: String
    let grammars: String
    let cacheDirectory: String
    var cache: AssetCache { AssetCache(directory: cacheDirectory, build: "test-build") }

    init() throws {
      root = NSTemporaryDirectory() + "asset-cache-\(UUID().uuidString)"
      grammars = root + "/grammars"
      cacheDirectory = root + "/cache/intent-render"
      try FileManager.default.createDirectory(atPath: grammars, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    var grammarPath: String { grammars + "/z.json" }

    func writeGrammar(_ name: String, time: Int = 1_000_000_000) throws {
      try #"{"scopeName":"source.z","patterns":[{"match":"\\bkw\\b","name":"\#(name)"}]}"#
        .write(toFile: grammarPath, atomically: false, encoding: .utf8)
      setTime(grammarPath, time)
      setTime(grammars, time)
    }

    func setTime(_ path: String, _ seconds: Int) {
      var times = [
        timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0),
      ]
      utimensat(AT_FDCWD, path, &times, 0)
    }

    /// The rule name a fresh registry over the directory reads.
    func ruleName(cache: AssetCache?) -> String? {
      GrammarRegistry(directories: [grammars], cache: cache)
        .rawGrammar(scopeName: "source.z")?.patterns.first?.name
    }

    var cacheFiles: [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory)) ?? []).sorted()
    }
  }

  @Test func warmRegistryReadsTheCachedGrammar() throws {
    let setup = try Setup()
    try setup.writeGrammar("one")
    #expect(setup.ruleName(cache: setup.cache) == "one")
    #expect(setup.cacheFiles.contains { $0.hasPrefix("grammar-") })
    #expect(setup.cacheFiles.contains { $0.hasPrefix("listing-") })
    // Same size, same time, same inode: only the cache can still say "one".
    try setup.writeGrammar("two")
    #expect(setup.ruleName(cache: setup.cache) == "one")
    #expect(setup.ruleName(cache: nil) == "two")
  }

  @Test func aChangedTimeOrSizeMakesTheEntryStale() throws {
    let setup = try Setup()
    try setup.writeGrammar("one")
    _ = setup.ruleName(cache: setup.cache)
    try setup.writeGrammar("two", time: 1_000_000_001)
    #expect(setup.ruleName(cache: setup.cache) == "two")
    try setup.writeGrammar("three-longer", time: 1_000_000_001)
    #expect(setup.ruleName(cache: setup.cache) == "three-longer")
    // The stale entry was replaced: a warm read now gives the new grammar.
    try setup.writeGrammar("four-longer!", time: 1_000_000_001)
    #expect(setup.ruleName(cache: setup.cache) == "three-longer")
  }

  @Test func recentlyChangedFilesAreNotCached() throws {
    let setup = try Setup()
    try setup.writeGrammar("one", time: Int(Date().timeIntervalSince1970))
    #expect(setup.ruleName(cache: setup.cache) == "one")
    #expect(!setup.cacheFiles.contains { $0.hasPrefix("grammar-") })
  }

  @Test func corruptOrTruncatedFilesAreIgnoredAndRebuilt() throws {
    let setup = try Setup()
    try setup.writeGrammar("one")
    _ = setup.ruleName(cache: setup.cache)
    let name = try #require(setup.cacheFiles.first { $0.hasPrefix("grammar-") })
    let path = setup.cacheDirectory + "/" + name
    let good = try #require(FileManager.default.contents(atPath: path))
    try setup.writeGrammar("two")
    var generator = SeededGenerator(seed: 3)
    let damages: [Data] = [
      Data(), good.prefix(good.count / 2), good.prefix(good.count - 1),
      Data((0..<good.count).map { _ in UInt8.random(in: 0...255, using: &generator) }),
      good + Data([0]),
    ]
    for damaged in damages {
      try damaged.write(to: URL(fileURLWithPath: path))
      // Ignored: the file itself is read, and the entry rewritten from it.
      #expect(setup.ruleName(cache: setup.cache) == "two")
      #expect(FileManager.default.contents(atPath: path) != damaged)
      try good.write(to: URL(fileURLWithPath: path))
    }
  }

  @Test func anotherBuildsFilesAreIgnored() throws {
    let setup = try Setup()
    try setup.writeGrammar("one")
    _ = setup.ruleName(cache: setup.cache)
    try setup.writeGrammar("two")
    let other = AssetCache(directory: setup.cacheDirectory, build: "other-build")
    #expect(setup.ruleName(cache: other) == "two")
  }

  @Test func anUnwritableCacheDirectoryMeansNoCache() throws {
    let setup = try Setup()
    try setup.writeGrammar("one")
    // A file where the directory should be (permission bits do not stop root, this does).
    try FileManager.default.createDirectory(
      atPath: setup.root + "/cache", withIntermediateDirectories: true)
    try Data("x".utf8).write(to: URL(fileURLWithPath: setup.cacheDirectory))
    #expect(setup.ruleName(cache: setup.cache) == "one")
    let blocked = AssetCache(directory: setup.cacheDirectory + "/below", build: "b")
    #expect(setup.ruleName(cache: blocked) == "one")
    if geteuid() != 0 {
      try FileManager.default.removeItem(atPath: setup.cacheDirectory)
      try FileManager.default.createDirectory(
        atPath: setup.cacheDirectory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o500])
      #expect(setup.ruleName(cache: setup.cache) == "one")
      #expect(setup.cacheFiles.isEmpty)
    }
  }

  @Test func concurrentWritersLeaveOneWholeFile() async throws {
    let setup = try Setup()
    try setup.writeGrammar("one")
    let cache = setup.cache
    let grammars = setup.grammars
    await withTaskGroup(of: String?.self) { group in
      for _ in 0..<16 {
        group.addTask {
          GrammarRegistry(directories: [grammars], cache: cache)
            .rawGrammar(scopeName: "source.z")?.patterns.first?.name
        }
      }
      for await name in group { #expect(name == "one") }
    }
    #expect(!setup.cacheFiles.contains { $0.hasSuffix(".tmp") })
    try setup.writeGrammar("two")
    #expect(setup.ruleName(cache: setup.cache) == "one")
  }

  @Test func bypassVariableAndDirectoryChoice() {
    #expect(AssetCache(environment: ["HOME": "/h", "INTENT_RENDER_NO_CACHE": "1"]) == nil)
    #expect(AssetCache(environment: ["HOME": "/h"])?.directory == "/h/.cache/intent-render")
    #expect(
      AssetCache(environment: ["HOME": "/h", "XDG_CACHE_HOME": "/x", "INTENT_RENDER_NO_CACHE": "0"]
      )?
      .directory == "/x/intent-render")
    // A relative XDG_CACHE_HOME is invalid by the XDG spec and ignored.
    #expect(
      AssetCache(environment: ["HOME": "/h", "XDG_CACHE_HOME": "rel"])?.directory
        == "/h/.cache/intent-render")
    #expect(AssetCache(environment: [:]) == nil)
  }

  /// The gem root is searched or read once a process: the grammar search path and the
  /// language table asking again re-stamped every directory the search listed.
  @Test func linguistRootIsSettledOnce() {
    let cache = AssetCache(
      directory: NSTemporaryDirectory() + "unused-\(UUID().uuidString)", build: "b")
    var searches = 0
    let first = cache.linguistRoot {
      searches += 1
      return "/gems/github-linguist-1"
    }
    let second = cache.linguistRoot {
      searches += 1
      return nil
    }
    #expect(first == "/gems/github-linguist-1")
    #expect(second == first)
    #expect(searches == 1)
  }
}
