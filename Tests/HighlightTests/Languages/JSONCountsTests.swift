import Foundation
import RenderSupport
import Testing

@testable import Highlight

/// The walk of objects of counts gives what the generic path gives, or nil so that the
/// generic path runs: every token table of the real `samples.json` is read by the walk and
/// equals its `JSONValue` reading, and so does every hand-written table below.
@Suite struct JSONCountsTests {
  /// What `SamplesFile` made of a table before the walk: its `JSONValue`, counted.
  static func generic(_ bytes: [UInt8]) -> [String: Int] {
    SamplesFile.counts(try? JSONValue.parseSkippingByteOrderMark(bytes))
  }

  static func walked(_ bytes: [UInt8]) -> [String: Int]? {
    bytes.withUnsafeBufferPointer { JSONCounts.table($0) }
  }

  static func read(_ bytes: [UInt8]) -> [String: Int] {
    bytes.withUnsafeBufferPointer { SamplesFile.counts(in: $0) }
  }

  @Test(.enabled(if: LanguageDetectorTests.data != nil, "Linguist's data not installed"))
  func everyTableOfTheSamplesIsWalkedToItsValue() throws {
    let data = try #require(LanguageDetectorTests.data)
    let path = data.directory + "/samples.json"
    let bytes = [UInt8](try #require(FileManager.default.contents(atPath: path)))
    let document = try #require(JSONMembers.of(bytes, objectAt: 0, expanding: "tokens"))
    let tables = try #require(document.expanded)
    #expect(tables.count > 100)
    var walkedTokens = 0
    let totals = document.members.filter { ["language_tokens", "languages"].contains($0.key) }
    #expect(totals.count == 2)
    for table in tables + totals {
      let text = Array(bytes[table.value])
      // The range the skip found is exactly one JSON value.
      #expect((try? JSONValue.parseSkippingByteOrderMark(text)) != nil, "\(table.key)")
      let fast = Self.walked(text)
      #expect(fast != nil, "\(table.key) is not walked")
      #expect(fast == Self.generic(text), "\(table.key)")
      walkedTokens += fast?.count ?? 0
    }
    #expect(walkedTokens > 10_000)
  }

  /// Tables the walk takes; each must read as its `JSONValue` does.
  @Test(arguments: [
    "{}",
    "{ }",
    "{\"a\":1,\"b\":22}",
    "{ \"a\" : 1 ,\n\t\"b\":\r\n2 }",
    "{\"a\":0,\"b\":10,\"c\":907}",
    "{\"a\":1,\"b\":2,\"a\":3}",
    "{\"\":5}",
    "{\"a\\\"b\":1,\"\\\\\":2,\"\\/\":3,\"\\n\\t\\b\\f\\r\":4,\"x\\\"\":5}",
    "{\"\\u00e9\":1,\"\\uD83D\\uDE00\":2,\"\\uD800\":3,\"\\uDC00x\":4,\"\\uD800\\u0041\":5}",
    "{\"é\":1,\"日本語のトークン\":2,\"😀\":3,\"e\\u0301\":4}",
    "{\"a\":123456789012345678}",
    "{\"a long key of more than eight bytes\":1,\"another one, with a \\\" in it\":2}",
  ])
  func aTableOfCountsIsWalked(json: String) throws {
    let bytes = Array(json.utf8)
    let fast = try #require(Self.walked(bytes))
    #expect(fast == Self.generic(bytes))
    #expect(Self.read(bytes) == fast)
  }

  /// Other values, and malformed tables: the walk gives nil (the generic path then counts
  /// what is not a whole number as 0, and a table that does not parse as empty).
  @Test(arguments: [
    "{\"a\":1.5,\"b\":2}", "{\"a\":2.0}", "{\"a\":1e2}", "{\"a\":1E+2}", "{\"a\":-3}",
    "{\"a\":\"x\"}", "{\"a\":null}", "{\"a\":true}", "{\"a\":[1]}", "{\"a\":{}}",
    "{\"a\":1234567890123456789}", "{\"a\":12345678901234567890}",
    "{\"a\":1", "{\"a\" 1}", "{\"a\":01}", "{\"a\":1,}", "{\"a\":}", "{,}", "{\"a\":1 2}",
    "[1]", "", "{", "{\"a", "{\"a\\", "{\"a\\u\":1}", "{\"a\\x\":1}", "{\"a\\u12\":1}",
    "{\"a\":1}}", " {\"a\":1}", "{\"a\":1} ", "{a:1}", "{\"a\u{1}\":1}", "{\"a\":1\u{0}}",
  ])
  func anythingElseIsLeftToTheGenericPath(json: String) {
    let bytes = Array(json.utf8)
    #expect(Self.walked(bytes) == nil)
    #expect(Self.read(bytes) == Self.generic(bytes))
  }

  @Test func invalidUTF8InAKeyIsReplacedAsTheParserReplacesIt() throws {
    let first: [UInt8] = Array("{\"a".utf8) + [0xFF, 0xC3]
    let second: [UInt8] = Array("\":1,\"\\n".utf8) + [0x80] + Array("\":2}".utf8)
    let bytes = first + second
    let fast = try #require(Self.walked(bytes))
    #expect(fast == Self.generic(bytes))
    #expect(fast.count == 2)
  }

  /// A quote, backslash or control character at every place of keys up to three words long,
  /// so the eight-bytes-at-a-time scan meets each at every position of a word.
  @Test func everyPositionOfAStopIsFound() {
    for length in 0..<24 {
      for place in 0..<max(length, 1) {
        for stop in ["\\\"", "\\\\", "\\u0041", "\u{1F}"] {
          var key = String(repeating: "k", count: length)
          if length > 0 {
            key = String(key.prefix(place)) + stop + String(key.dropFirst(place + 1))
          }
          let bytes = Array("{\"\(key)\":1,\"z\":2}".utf8)
          #expect(Self.read(bytes) == Self.generic(bytes), "\(key)")
          #expect((Self.walked(bytes) == nil) == (stop == "\u{1F}" && length > 0), "\(key)")
        }
      }
    }
  }

  /// Each search is its plain loop, from every start, over bytes of every kind (drawn by a
  /// fixed linear congruential sequence, so every run tests the same bytes).
  @Test func theWordSearchesAreThePlainLoops() {
    let alphabet: [UInt8] = [
      0x22, 0x5C, 0x00, 0x1F, 0x20, 0x21, 0x5B, 0x5D, 0x7B, 0x7D, 0x7F, 0x80, 0xA2, 0xDB, 0xDD,
      0xFB, 0xFD, 0xFE, 0xFF, 0xDE, 0xDF, 0x3B, 0x3D, 0x02, 0x22, 0x61, 0x61, 0x61,
    ]
    var state: UInt64 = 1
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33)
    }
    // Short texts dense with brackets and backslashes, then long ones with few, which are
    // mostly stepped over two words at a time.
    let sparse: [UInt8] = [0x22, 0x22, 0x61, 0x61, 0x3A, 0x31, 0x2C, 0x80, 0xFF, 0x62]
    for round in 0..<3000 {
      let opening: UInt8 = next() % 2 == 0 ? 0x7B : 0x5B
      let bytes =
        [opening]
        + (0..<next() % (round < 2000 ? 60 : 300)).map { _ in
          round < 2000 || next() % 40 == 0
            ? alphabet[next() % alphabet.count] : sparse[next() % sparse.count]
        }
      bytes.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        #expect(
          JSONByteScan.containerEnd(base, bytes.count, from: 0) == Self.containerEnd(bytes),
          "\(bytes)")
        for start in 0...bytes.count {
          var string = start
          while string < bytes.count,
            !(bytes[string] == 0x22 || bytes[string] == 0x5C || bytes[string] < 0x20)
          {
            string += 1
          }
          #expect(
            JSONStringScan.stop(base, bytes.count, from: start) == string,
            "\(bytes) from \(start)")
        }
      }
    }
  }

  /// The skip `JSONByteScan.containerEnd` stands for, from the opening bracket at 0.
  static func containerEnd(_ bytes: [UInt8]) -> Int? {
    var index = 0
    var depth = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard index < bytes.count else { return nil }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 { return index + 1 }
      default:
        break
      }
      index += 1
    }
    return nil
  }
}
