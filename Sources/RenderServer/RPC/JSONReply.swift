import Foundation
import RenderSupport

/// A JSON value the server writes: built from typed pieces, members in the order given, and
/// able to carry JSON text made elsewhere unchanged (the token-run contract of `highlight` is
/// the CLI writer's bytes, not a re-encoding of them).
public indirect enum JSONReply: Sendable, Equatable {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case array([JSONReply])
  case object([(String, JSONReply)])
  /// A value parsed from a request (an `id`, echoed as it came).
  case value(JSONValue)
  /// JSON text already encoded. Its line breaks are dropped when written: outside strings
  /// they are only whitespace (inside, JSON escapes them), and a JSON-lines frame is one line.
  case raw(String)

  public static func == (lhs: JSONReply, rhs: JSONReply) -> Bool { lhs.text == rhs.text }

  /// Compact JSON text, one line.
  public var text: String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// Compact JSON text, one line, in UTF-8: what a frame carries. Written as bytes from the
  /// start, so a multi-megabyte token-run reply is copied once into its frame, not built up
  /// as a `String` and converted.
  public var bytes: [UInt8] {
    var out: [UInt8] = []
    write(to: &out)
    return out
  }

  func write(to out: inout [UInt8]) {
    switch self {
    case .null: out += Self.nullBytes
    case .bool(let flag): out += flag ? Self.trueBytes : Self.falseBytes
    case .int(let number): out += String(number).utf8
    case .string(let text): JSONEscaping.append(text, to: &out)
    case .array(let elements):
      out.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        element.write(to: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        JSONEscaping.append(member.0, to: &out)
        out.append(UInt8(ascii: ":"))
        member.1.write(to: &out)
      }
      out.append(UInt8(ascii: "}"))
    case .value(let value): out += value.compactText().utf8
    case .raw(let text): Self.appendDroppingLineBreaks(text, to: &out)
    }
  }

  private static let nullBytes = Array("null".utf8)
  private static let trueBytes = Array("true".utf8)
  private static let falseBytes = Array("false".utf8)

  /// Appends `text` without its line breaks, found with `memchr` (writers end their JSON
  /// with one, so the whole text is usually copied in one piece).
  private static func appendDroppingLineBreaks(_ text: String, to out: inout [UInt8]) {
    var text = text
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      var start = 0
      while start < bytes.count,
        let found = memchr(base + start, 0x0A, bytes.count - start)
      {
        let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<newline]))
        start = newline + 1
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }
  }

  /// A member of an object, for building with `compactMap` (absent when `value` is nil).
  static func member(_ key: String, _ value: JSONReply?) -> (String, JSONReply)? {
    value.map { (key, $0) }
  }
}
