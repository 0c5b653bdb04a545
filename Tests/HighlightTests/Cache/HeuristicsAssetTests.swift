import Foundation
import Testing

@testable import Highlight

private let heuristicsPath: String? = GrammarSearchPath.linguistRoot().map {
  ($0.hasSuffix("/") ? $0 : $0 + "/") + "lib/linguist/heuristics.yml"
}.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }

/// Linguist's `heuristics.yml` through the asset cache: what a warm run reads decides as the
/// YAML does, and a payload that is not one `store` wrote is refused, never trusted.
@Suite struct HeuristicsAssetTests {
  static func temporaryCache() -> (AssetCache, String) {
    let folder = NSTemporaryDirectory() + "heuristics-\(UUID().uuidString)"
    return (AssetCache(directory: folder, build: "b"), folder)
  }

  @Test(.enabled(if: heuristicsPath != nil, "ruby-github-linguist not installed"))
  func theCachedHeuristicsDecideAsTheYAMLDoes() throws {
    let path = try #require(heuristicsPath)
    let (cache, folder) = Self.temporaryCache()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let conditions = AssetConditions(stamping: [path])
    let fresh = try LinguistHeuristics.load(path: path)
    HeuristicsAsset.store(fresh, conditions: conditions, in: cache)
    let cached = try #require(HeuristicsAsset.load(path: path, from: cache))
    #expect(cached.patternSources == fresh.patternSources)
    #expect(cached.disambiguations.map(\.extensions) == fresh.disambiguations.map(\.extensions))
    #expect(
      cached.disambiguations.map { $0.rules.map(\.languages) }
        == fresh.disambiguations.map { $0.rules.map(\.languages) })
    let samples = [
      "#include <stdio.h>\nint main(void) { return 0; }\n",
      "#import <Foundation/Foundation.h>\n@interface A : NSObject\n@end\n",
      "class A { public: int x; };\nnamespace b {}\n", "fn main() { println!(\"x\"); }\n",
      "module top(input a); endmodule\n", ":- dynamic foo/1.\n", "use strict;\nmy $x = 1;\n",
      "<TS version=\"2.1\"></TS>\n", "interface A { x: number }\n",
    ]
    for block in fresh.disambiguations {
      for name in block.extensions {
        for sample in samples {
          let bytes = Array(sample.utf8)
          #expect(
            cached.languages(filename: "a" + name, content: bytes)
              == fresh.languages(filename: "a" + name, content: bytes), "\(name) \(sample)")
        }
      }
    }
    // Another file's asset is not this one's.
    #expect(HeuristicsAsset.load(path: path + ".other", from: cache) == nil)
  }

  @Test func nestingPastTheBoundIsRefused() {
    var writer = CacheWriter()
    writer.count(1)  // one block
    writer.strings([".x"])
    writer.count(1)  // one rule
    writer.strings(["X"])
    for _ in 0...HeuristicsAsset.maximumDepth {
      writer.count(3)  // all of …
      writer.count(1)  // … one condition
    }
    writer.count(0)
    var reader = CacheReader(writer.bytes)
    #expect(throws: CacheReader.Malformed.self) { try HeuristicsAsset.decode(from: &reader) }
  }

  @Test func anUnknownConditionOrACutPayloadIsRefused() throws {
    var writer = CacheWriter()
    writer.count(1)
    writer.strings([".x"])
    writer.count(2)
    writer.strings(["X"])
    writer.count(1)
    writer.string("^#include")
    writer.strings(["Y"])
    writer.count(0)
    var whole = CacheReader(writer.bytes)
    let decoded = try HeuristicsAsset.decode(from: &whole)
    #expect(whole.isAtEnd)
    #expect(decoded.languages(filename: "a.x", content: Array("#include\n".utf8)) == ["X"])
    #expect(decoded.languages(filename: "a.x", content: Array("other\n".utf8)) == ["Y"])
    for length in 0..<writer.bytes.count {
      var cut = CacheReader(Array(writer.bytes.prefix(length)))
      #expect((try? HeuristicsAsset.decode(from: &cut)) == nil, "cut at \(length)")
    }
    var bad = writer.bytes
    bad[bad.count - 1] = 7  // the second rule's condition tag
    var reader = CacheReader(bad)
    #expect(throws: CacheReader.Malformed.self) { try HeuristicsAsset.decode(from: &reader) }
  }
}
