import Foundation

/// The parts of Linguist's data that only some files need, read from the installed gem on
/// first use: `generic.yml` (extensions too common to decide alone), `heuristics.yml` (read
/// when a file's name has a block there) and `samples.json` (2.5 MB, read only when the
/// heuristics leave several candidates that the asset cache does not hold yet). One instance
/// per Linguist directory serves the process.
package final class LinguistData: @unchecked Sendable {
  /// The largest of Linguist's data files read (`samples.json` is 2.5 MB). They are read
  /// straight into bytes (`RegularFileReader`), not into `Data` and then copied.
  static let maximumFileBytes = 64 << 20

  /// `lib/linguist/` of the gem.
  package let directory: String
  private let lock = NSLock()
  private var generic: Set<String>??
  private var heuristicsLoaded: LinguistHeuristics??
  private var problems: [String] = []
  /// Where the parsed heuristics are kept between runs, when there is a cache.
  private let cache: AssetCache?
  /// The classifier's samples, each language read on first use.
  private let samples: ClassifierSamples

  package convenience init(directory: String) {
    self.init(directory: directory, cache: nil)
  }

  init(directory: String, cache: AssetCache?) {
    self.directory = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    self.cache = cache
    samples = ClassifierSamples(path: self.directory + "/samples.json", cache: cache)
  }

  private static let sharedLock = NSLock()
  nonisolated(unsafe) private static var instances: [String: LinguistData] = [:]

  /// The data next to the installed `languages.json`, nil without Linguist.
  static func installed(cache: AssetCache?) -> LinguistData? {
    guard let root = GrammarSearchPath.linguistRoot(cache: cache) else { return nil }
    let directory = (root.hasSuffix("/") ? root : root + "/") + "lib/linguist"
    return sharedLock.withLock {
      if let known = instances[directory] { return known }
      let made = LinguistData(directory: directory, cache: cache)
      instances[directory] = made
      return made
    }
  }

  /// Problems met reading the files (a heuristics file that does not parse, say).
  package var warnings: [String] { lock.withLock { problems } }

  /// Whether `filename` ends with one of `generic.yml`'s extensions.
  func isGeneric(_ filename: String) -> Bool {
    let extensions = lock.withLock { () -> Set<String>? in
      if let generic { return generic }
      let path = directory + "/generic.yml"
      var found: Set<String>?
      if let data = FileManager.default.contents(atPath: path),
        let root = try? LinguistYAML.parse(String(decoding: data, as: UTF8.self))
      {
        found = Set((root["extensions"]?.arrayValue ?? []).compactMap(\.stringValue))
      }
      generic = .some(found)
      return found
    }
    guard let extensions, !extensions.isEmpty else { return false }
    let lowered = filename.lowercased()
    return extensions.contains { lowered.hasSuffix($0.lowercased()) }
  }

  /// `heuristics.yml`, compiled on first use (nil when missing or unreadable).
  var heuristics: LinguistHeuristics? {
    lock.withLock {
      if let heuristicsLoaded { return heuristicsLoaded }
      let path = directory + "/heuristics.yml"
      if let cache, let known = HeuristicsAsset.load(path: path, from: cache) {
        heuristicsLoaded = .some(known)
        return known
      }
      // Stamped before the read, so a change during it shows next time.
      let conditions = AssetConditions(stamping: [path])
      var made: LinguistHeuristics?
      do {
        made = try LinguistHeuristics.load(path: path)
      } catch {
        problems.append("language heuristics not used: \(error)")
      }
      if let cache, let made { HeuristicsAsset.store(made, conditions: conditions, in: cache) }
      heuristicsLoaded = .some(made)
      return made
    }
  }

  /// The classifier over `samples.json`, whose languages are read as they are asked about
  /// (a missing file leaves every candidate list as it is).
  var classifier: BayesClassifier { BayesClassifier(source: samples) }
}
