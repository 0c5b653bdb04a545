import Highlight

/// One asset-cache decoder on the input as a cache file's payload (`CacheDecoding`): the
/// checksum around a real file is no defence against its author, so every decoder must refuse
/// what it cannot read without reading outside it. Seeded from the payloads of real cache
/// files (`scripts/cache-seeds.py`).
enum FuzzCache {
  static func run(_ input: FuzzInput, asset: CacheDecoding.Asset) {
    CacheDecoding.run(asset, payload: input.bytes)
  }
}
