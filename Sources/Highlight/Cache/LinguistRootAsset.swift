/// The cached answer of `GrammarSearchPath`'s search for the Linguist gem, with the stamps of
/// every directory the search looked into.
enum LinguistRootAsset {
  static let kind = "linguist-root"

  static func load(from cache: AssetCache) -> String?? {
    guard var reader = cache.reader(kind + ".bin", kind: kind) else { return nil }
    guard let conditions = try? AssetConditions.read(from: &reader),
      let root = try? reader.optionalString(), reader.isAtEnd, conditions.hold
    else { return nil }
    return .some(root)
  }

  static func store(_ root: String?, consulted: [String], in cache: AssetCache) {
    let conditions = AssetConditions(stamping: consulted)
    guard conditions.settled else { return }
    var writer = CacheWriter()
    conditions.write(to: &writer)
    writer.optionalString(root)
    cache.write(kind + ".bin", kind: kind, payload: writer.bytes)
  }
}
