import Foundation
import TestSupport
import Testing

@testable import Highlight

/// The cache's frame and decoder against damaged files: no flipped byte, truncation or
/// forged count may yield a payload or trap.
@Suite struct CacheFormatTests {
  private let payload: [UInt8] = {
    var writer = CacheWriter()
    writer.string("source.swift")
    writer.strings(["a", "bé", ""])
    writer.uint(UInt64.max)
    writer.int(-5)
    writer.uint32s([1, 2, UInt32.max])
    writer.optionalString(nil)
    return writer.bytes
  }()

  @Test func valuesRoundTrip() throws {
    var reader = CacheReader(payload)
    #expect(try reader.string() == "source.swift")
    #expect(try reader.strings() == ["a", "bé", ""])
    #expect(try reader.uint() == UInt64.max)
    #expect(try reader.int() == -5)
    #expect(try reader.uint32s() == [1, 2, UInt32.max])
    #expect(try reader.optionalString() == nil)
    #expect(reader.isAtEnd)
  }

  @Test func sealedPayloadOpensOnlyForItsBuildAndKind() {
    let sealed = CacheEnvelope.seal(kind: "grammar", build: "b1", payload: payload)
    #expect(CacheEnvelope.open(sealed, kind: "grammar", build: "b1") == payload)
    #expect(CacheEnvelope.open(sealed, kind: "grammar", build: "b2") == nil)
    #expect(CacheEnvelope.open(sealed, kind: "languages", build: "b1") == nil)
  }

  /// A payload is read in place inside its file: a count at its end must not reach into
  /// the checksum after it, which a reader bounded by the file's end would allow.
  @Test func payloadReadInPlaceEndsBeforeTheChecksum() throws {
    var writer = CacheWriter()
    writer.string("ok")
    writer.uint(5)
    let sealed = CacheEnvelope.seal(kind: "k", build: "b", payload: writer.bytes)
    var reader = try #require(CacheEnvelope.payloadReader(sealed, kind: "k", build: "b"))
    #expect(try reader.string() == "ok")
    #expect(throws: CacheReader.Malformed.self) { try reader.count() }
    var whole = try #require(CacheEnvelope.payloadReader(sealed, kind: "k", build: "b"))
    #expect(whole.rest() == writer.bytes)
    #expect(whole.isAtEnd)
    #expect(CacheEnvelope.payloadReader(sealed, kind: "k", build: "other") == nil)
  }

  @Test func everyFlippedByteAndEveryTruncationIsRejected() {
    let sealed = CacheEnvelope.seal(kind: "k", build: "b", payload: payload)
    for index in sealed.indices {
      var damaged = sealed
      damaged[index] ^= 0x5A
      #expect(CacheEnvelope.open(damaged, kind: "k", build: "b") == nil, "byte \(index)")
      #expect(CacheEnvelope.payloadReader(damaged, kind: "k", build: "b") == nil)
    }
    for length in 0..<sealed.count {
      #expect(CacheEnvelope.open(Array(sealed[0..<length]), kind: "k", build: "b") == nil)
    }
  }

  @Test func forgedLengthsAndCountsThrowInsteadOfAllocating() {
    var huge = CacheWriter()
    huge.uint(UInt64(Int.max))
    var reader = CacheReader(huge.bytes)
    #expect(throws: CacheReader.Malformed.self) { try reader.strings() }
    reader = CacheReader(huge.bytes)
    #expect(throws: CacheReader.Malformed.self) { try reader.string() }
    // Eleven continuation bytes: longer than any 64-bit integer.
    reader = CacheReader([UInt8](repeating: 0xFF, count: 11) + [0])
    #expect(throws: CacheReader.Malformed.self) { try reader.uint() }
    reader = CacheReader([2])
    #expect(throws: CacheReader.Malformed.self) { try reader.bool() }
  }

  @Test func randomBytesNeverDecodeIntoAGrammar() {
    var generator = SeededGenerator(seed: 17)
    for length in [0, 1, 7, 64, 600] {
      for _ in 0..<200 {
        let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
        var reader = CacheReader(bytes)
        if let grammar = try? RawGrammarCodec.decode(from: &reader) {
          // Only a structurally valid encoding decodes; it must then re-encode to a prefix.
          var writer = CacheWriter()
          RawGrammarCodec.encode(grammar, into: &writer)
          #expect(writer.bytes.count <= bytes.count)
        }
      }
    }
  }
}
