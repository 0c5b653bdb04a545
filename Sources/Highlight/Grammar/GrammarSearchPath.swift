import Foundation
import RenderSupport

/// Where grammars come from by default: the grammars of Debian's `ruby-github-linguist`
/// (found at run time, whatever its version), then every directory in
/// `INTENT_RENDER_GRAMMARS` (colon-separated).
package enum GrammarSearchPath {
  /// The environment variable listing extra grammar directories.
  package static let environmentVariable = "INTENT_RENDER_GRAMMARS"

  /// Gem directories that may hold `github-linguist-*` (Debian's layouts and gem's own).
  static let gemDirectoryPatterns = [
    "/usr/lib/*/rubygems-integration/*/gems",
    "/usr/share/rubygems-integration/*/gems",
    "/var/lib/gems/*/gems",
    "/usr/lib/ruby/gems/*/gems",
    "/usr/local/lib/ruby/gems/*/gems",
  ]

  /// The default directories in search order (later ones override earlier ones).
  package static func defaultDirectories(environment: [String: String]) -> [String] {
    defaultDirectories(environment: environment, cache: nil)
  }

  static func defaultDirectories(environment: [String: String], cache: AssetCache?) -> [String] {
    var directories: [String] = []
    if let root = linguistRoot(cache: cache) { directories.append(root + "/grammars") }
    directories += environmentDirectories(environment)
    return directories
  }

  /// The directories named in `INTENT_RENDER_GRAMMARS`.
  package static func environmentDirectories(_ environment: [String: String]) -> [String] {
    (environment[environmentVariable] ?? "").split(separator: ":").map(String.init)
      .filter { !$0.isEmpty }
  }

  /// The installed `github-linguist` gem with the highest version (it also holds
  /// `lib/linguist/languages.json`), or nil when none is installed.
  package static func linguistRoot() -> String? { linguistRoot(cache: nil) }

  /// The gem root, from the cache when no directory its search listed has changed since.
  static func linguistRoot(cache: AssetCache?) -> String? {
    guard let cache else {
      var consulted: [String] = []
      return findLinguistRoot(consulted: &consulted)
    }
    return cache.linguistRoot {
      if let known = LinguistRootAsset.load(from: cache) { return known }
      var consulted: [String] = []
      let root = findLinguistRoot(consulted: &consulted)
      LinguistRootAsset.store(root, consulted: consulted, in: cache)
      return root
    }
  }

  /// The search itself; `consulted` collects every directory whose entries decided the
  /// answer (the cache's condition for reusing it: adding or removing an entry changes a
  /// directory's modification time).
  static func findLinguistRoot(consulted: inout [String]) -> String? {
    var candidates: [(version: [Int], path: String)] = []
    for pattern in gemDirectoryPatterns {
      for gems in expand(pattern, consulted: &consulted) {
        consulted.append(gems)
        let names = DirectoryEntries.names(atPath: gems) ?? []
        for name in names where name.hasPrefix("github-linguist-") {
          let path = gems + "/" + name
          var isDirectory: ObjCBool = false
          consulted.append(path)
          guard
            FileManager.default.fileExists(atPath: path + "/grammars", isDirectory: &isDirectory),
            isDirectory.boolValue
          else { continue }
          let version = name.dropFirst("github-linguist-".count).split(separator: ".").map {
            Int($0.prefix(while: \.isNumber)) ?? 0
          }
          candidates.append((version, path))
        }
      }
    }
    return candidates.max { $0.version.lexicographicallyPrecedes($1.version) }?.path
  }

  /// Expands `*` path components (whole components only) against the file system.
  static func expand(_ pattern: String) -> [String] {
    var consulted: [String] = []
    return expand(pattern, consulted: &consulted)
  }

  /// `expand`, adding to `consulted` each existing directory it listed or looked into.
  static func expand(_ pattern: String, consulted: inout [String]) -> [String] {
    var paths = [""]
    // Components as strings: `String + Substring` is a generic that looks its types up at run
    // time, scanning every conformance record of the binary.
    for component in pattern.split(separator: "/").map(String.init) {
      var next: [String] = []
      for base in paths {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(
          atPath: base.isEmpty ? "/" : base, isDirectory: &isDirectory),
          isDirectory.boolValue
        {
          consulted.append(base.isEmpty ? "/" : base)
        }
        if component == "*" {
          let names =
            DirectoryEntries.names(atPath: base.isEmpty ? "/" : base) ?? []
          next += names.sorted().map { base + "/" + $0 }
        } else {
          next.append(base + "/" + component)
        }
      }
      paths = next
    }
    return paths.filter { FileManager.default.fileExists(atPath: $0) }
  }
}
