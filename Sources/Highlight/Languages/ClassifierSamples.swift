import Foundation

/// The classifier's samples for one `samples.json`, each language read once per process:
/// from the asset cache when it holds that language, else from the file itself (read whole
/// on first need), after which the language is stored in the cache for the next run.
///
/// Every language scored together must come with the same totals: an entry whose totals
/// differ from those already taken is not used, and when the file is read its totals replace
/// whatever the cache gave, so a classification never mixes two versions of the samples.
final class ClassifierSamples: ClassifierSampleSource, @unchecked Sendable {
  let path: String
  private let cache: AssetCache?
  private let lock = NSLock()
  /// The totals of every entry in `known`. Guarded by `lock`, as are the next three.
  private var totals: ClassifierTotals?
  /// Languages already read, with their samples (nil: none).
  private var known: [String: LanguageSamples?] = [:]
  /// The file once read (`.some(nil)`: it could not be).
  private var file: SamplesFile??
  /// The file's stamps, taken before it was read.
  private var fileConditions = AssetConditions(stamping: [])

  init(path: String, cache: AssetCache?) {
    self.path = path
    self.cache = cache
  }

  func samples(of languages: [String]) -> (ClassifierTotals, [LanguageSamples?])? {
    lock.withLock {
      if let cache {
        for language in languages where known[language] == nil {
          guard let entry = ClassifierAsset.load(path: path, language: language, from: cache),
            totals == nil || entry.totals == totals
          else { continue }
          totals = entry.totals
          known[language] = .some(entry.samples)
        }
      }
      let missing = languages.filter { known[$0] == nil }
      if !missing.isEmpty {
        guard let file = readFile() else { return nil }
        if totals != file.totals {
          // What the cache gave is not this file's: every language is taken from the file.
          known = [:]
          totals = file.totals
        }
        for language in languages where known[language] == nil {
          let entry = ClassifierAsset.Entry(
            language: language, totals: file.totals, samples: file.samples(of: language))
          known[language] = .some(entry.samples)
          if let cache {
            ClassifierAsset.store(entry, path: path, conditions: fileConditions, in: cache)
          }
        }
      }
      guard let totals else { return nil }
      return (totals, languages.map { known[$0] ?? nil })
    }
  }

  /// Whether `samples.json` itself was read (a warm run never reads it).
  var fileWasRead: Bool { lock.withLock { file != nil } }

  /// `samples.json`, read on the first call (under `lock`).
  private func readFile() -> SamplesFile? {
    if let file { return file }
    // Stamped before the read, so a change during it shows next time.
    fileConditions = AssetConditions(stamping: [path])
    let made = SamplesFile.load(path: path)
    file = .some(made)
    return made
  }
}
