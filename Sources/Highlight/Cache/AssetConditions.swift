import Foundation

/// The files and directories an asset was made from, with their stamps then: the asset is
/// used only while every one of them still has the same stamp (or is still missing).
struct AssetConditions: Equatable {
  var entries: [(path: String, stamp: FileStamp?)]

  /// Stamps `paths` now (call before reading them, so a change during the read shows).
  init(stamping paths: [String]) {
    var seen: Set<String> = []
    entries = paths.filter { seen.insert($0).inserted }.map { ($0, FileStamp(path: $0)) }
  }

  private init(entries: [(path: String, stamp: FileStamp?)]) {
    self.entries = entries
  }

  /// Whether every stamp is old enough to trust: a file changed again within the clock tick
  /// of its stamp would keep the same time (as git's "racily clean" entries), so assets made
  /// from files touched in the last few seconds are not stored.
  var settled: Bool {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return entries.allSatisfy { ($0.stamp?.seconds ?? 0) < Int64(now.tv_sec) - Self.settleSeconds }
  }

  static let settleSeconds: Int64 = 2

  /// Whether nothing changed since the stamps were taken.
  var hold: Bool {
    entries.allSatisfy { FileStamp(path: $0.path) == $0.stamp }
  }

  static func == (lhs: AssetConditions, rhs: AssetConditions) -> Bool {
    lhs.entries.count == rhs.entries.count
      && zip(lhs.entries, rhs.entries).allSatisfy { $0.path == $1.path && $0.stamp == $1.stamp }
  }

  func write(to writer: inout CacheWriter) {
    writer.count(entries.count)
    for entry in entries {
      writer.string(entry.path)
      writer.bool(entry.stamp != nil)
      entry.stamp?.write(to: &writer)
    }
  }

  static func read(from reader: inout CacheReader) throws(CacheReader.Malformed) -> AssetConditions
  {
    let count = try reader.count(minimumItemBytes: 2)
    var entries: [(path: String, stamp: FileStamp?)] = []
    entries.reserveCapacity(count)
    for _ in 0..<count {
      let path = try reader.string()
      entries.append((path, try reader.bool() ? try FileStamp.read(from: &reader) : nil))
    }
    return AssetConditions(entries: entries)
  }
}

extension AssetCache {
  /// A file name for the asset of `kind` made from `key` (a path): stable, and safe whatever
  /// characters the key holds.
  static func fileName(kind: String, key: String) -> String {
    let hash = CacheEnvelope.checksum(Array(key.utf8))
    let hex = String(hash, radix: 16)
    return "\(kind)-\(String(repeating: "0", count: 16 - hex.count))\(hex).bin"
  }
}
