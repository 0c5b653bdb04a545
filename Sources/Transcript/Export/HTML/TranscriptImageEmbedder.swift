import Foundation

/// Decides how an image of a transcript appears in an HTML export: as a `data:` URI, or as a
/// placeholder naming it and saying why it is not shown.
///
/// Only raster types whose first bytes match their declared type are embedded (an SVG could
/// carry script, and a mislabelled payload is refused rather than trusted). Path images must
/// stay inside the transcript's folder, so an untrusted transcript cannot pull arbitrary files
/// of the exporting machine into a page that will be shared.
struct TranscriptImageEmbedder {
  enum Outcome: Equatable {
    case embed(mediaType: String, base64: String)
    case placeholder(reason: String, size: Int?)
  }

  let maxBytes: Int
  let baseDirectory: String?

  static let embeddable = ["image/png", "image/jpeg", "image/gif", "image/webp"]

  func outcome(for image: TranscriptImage) -> Outcome {
    switch image.source {
    case .base64(let data, let mediaType):
      let type = Self.normalized(mediaType)
      guard Self.embeddable.contains(type) else {
        return .placeholder(reason: "\(mediaType) is not embedded", size: nil)
      }
      let clean = data.filter { !$0.isWhitespace }
      guard clean.utf8.allSatisfy(Self.isBase64Byte) else {
        return .placeholder(reason: "invalid base64 data", size: nil)
      }
      let size = Base64Size.decodedSize(of: clean)
      guard size <= maxBytes else {
        return .placeholder(reason: "over the \(ByteCount.text(maxBytes)) limit", size: size)
      }
      let head = Data(base64Encoded: String(clean.prefix(16))) ?? Data()
      guard Self.sniff(head) == type else {
        return .placeholder(reason: "data is not a \(type) image", size: size)
      }
      return .embed(mediaType: type, base64: clean)
    case .path(let path):
      return embedFile(path)
    case .url:
      return .placeholder(reason: "remote image not fetched", size: nil)
    }
  }

  private func embedFile(_ path: String) -> Outcome {
    guard let baseDirectory else {
      return .placeholder(reason: "image paths need a transcript file", size: nil)
    }
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    guard !path.hasPrefix("/"), !path.hasPrefix("~"), !components.contains(".."), !path.isEmpty
    else {
      return .placeholder(reason: "path outside the transcript's folder", size: nil)
    }
    let base = URL(fileURLWithPath: baseDirectory).resolvingSymlinksInPath().path
    let resolved = URL(fileURLWithPath: baseDirectory).appendingPathComponent(path)
      .resolvingSymlinksInPath().path
    guard resolved.hasPrefix(base.hasSuffix("/") ? base : base + "/") else {
      return .placeholder(reason: "path outside the transcript's folder", size: nil)
    }
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved),
      attributes[.type] as? FileAttributeType == .typeRegular,
      let size = (attributes[.size] as? NSNumber)?.intValue
    else {
      return .placeholder(reason: "file not found", size: nil)
    }
    guard size <= maxBytes else {
      return .placeholder(reason: "over the \(ByteCount.text(maxBytes)) limit", size: size)
    }
    guard let data = FileManager.default.contents(atPath: resolved), let type = Self.sniff(data)
    else {
      return .placeholder(reason: "not a PNG, JPEG, GIF or WebP image", size: size)
    }
    return .embed(mediaType: type, base64: data.base64EncodedString())
  }

  static func normalized(_ mediaType: String) -> String {
    let type = mediaType.lowercased().split(separator: ";").first.map(String.init) ?? ""
    return type == "image/jpg" ? "image/jpeg" : type.trimmingCharacters(in: .whitespaces)
  }

  static func isBase64Byte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"),
      UInt8(ascii: "="):
      return true
    default:
      return false
    }
  }

  /// The media type the file signature shows (PNG, JPEG, GIF, WebP), if any.
  static func sniff(_ data: Data) -> String? {
    let bytes = [UInt8](data.prefix(12))
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
    if bytes.starts(with: Array("GIF8".utf8)) { return "image/gif" }
    if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)),
      Array(bytes[8..<12]) == Array("WEBP".utf8)
    {
      return "image/webp"
    }
    return nil
  }
}

/// Byte counts for people: `812 B`, `47.1 KiB`, `5.0 MiB`.
package enum ByteCount {
  package static func text(_ bytes: Int) -> String {
    if bytes < 1024 { return "\(bytes) B" }
    let units = ["KiB", "MiB", "GiB", "TiB"]
    var value = Double(bytes) / 1024
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10) \(units[unit])"
  }
}
