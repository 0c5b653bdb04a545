import Foundation
import RenderSupport

/// The sorted entry names of a grammar directory, valid while the directory keeps its stamp
/// (adding, removing or renaming an entry changes its modification time). Linguist's
/// directory holds some 700 grammars, and listing it is a good part of a cold start.
enum DirectoryListingAsset {
  static let kind = "listing"

  /// The names in `directory`, sorted, from the cache when it is still valid; nil when the
  /// directory cannot be read.
  static func names(in directory: String, cache: AssetCache?) -> [String]? {
    guard let cache else {
      return DirectoryEntries.names(atPath: directory)?.sorted()
    }
    let name = AssetCache.fileName(kind: kind, key: directory)
    if var reader = cache.reader(name, kind: kind) {
      if let conditions = try? AssetConditions.read(from: &reader),
        conditions.entries.count == 1, conditions.entries[0].path == directory, conditions.hold,
        let names = try? reader.strings(), reader.isAtEnd
      {
        return names
      }
    }
    let conditions = AssetConditions(stamping: [directory])
    guard let names = DirectoryEntries.names(atPath: directory)?.sorted()
    else { return nil }
    guard conditions.settled else { return names }
    var writer = CacheWriter()
    conditions.write(to: &writer)
    writer.strings(names)
    cache.write(name, kind: kind, payload: writer.bytes)
    return names
  }
}
