import Foundation

/// Scope name to grammar file, built cheaply: linguist's grammar files are named after their
/// scope, other directories are indexed by a fast scan for `scopeName`. Raw grammars are
/// parsed on first request and kept. Thread-safe.
final class GrammarCatalog: @unchecked Sendable {
  private let lock = NSLock()
  private var pendingDirectories: [String]
  private var files: [String: GrammarFile] = [:]
  private var raw: [String: RawGrammar] = [:]
  private var failed: Set<String> = []
  private var injectionMap: [String: [String]] = [:]
  private var warningList: [String] = []
  private let cache: AssetCache?

  init(directories: [String], cache: AssetCache?) {
    pendingDirectories = directories
    self.cache = cache
  }

  var warnings: [String] {
    lock.withLock { warningList }
  }

  var scopeNames: [String] {
    lock.withLock {
      indexPendingDirectories()
      return Array(Set(files.keys).union(raw.keys)).sorted()
    }
  }

  func path(for scope: String) -> String? {
    lock.withLock {
      indexPendingDirectories()
      return files[scope]?.path
    }
  }

  /// Whether a grammar for `scope` is loaded or has a file (not parsed here; a file that
  /// fails to parse later still counts).
  func hasGrammar(_ scope: String) -> Bool {
    lock.withLock {
      if raw[scope] != nil { return true }
      indexPendingDirectories()
      return files[scope] != nil && !failed.contains(scope)
    }
  }

  func rawGrammar(_ scope: String) -> RawGrammar? {
    return lock.withLock {
      if let grammar = raw[scope] { return grammar }
      indexPendingDirectories()
      guard let path = files[scope]?.path, !failed.contains(scope) else { return nil }
      do throws(GrammarError) {
        let grammar = try load(path: path)
        raw[scope] = grammar
        if grammar.scopeName != scope && raw[grammar.scopeName] == nil {
          raw[grammar.scopeName] = grammar
        }
        return grammar
      } catch {
        failed.insert(scope)
        warningList.append(error.description)
        return nil
      }
    }
  }

  func register(_ grammar: RawGrammar, path: String?) {
    lock.withLock {
      indexPendingDirectories()
      raw[grammar.scopeName] = grammar
      if let path { files[grammar.scopeName] = GrammarFile(directory: nil, name: path) }
      failed.remove(grammar.scopeName)
    }
  }

  func setInjections(_ injectors: [String], into scope: String) {
    lock.withLock { injectionMap[scope] = injectors }
  }

  func injectionScopes(for scope: String) -> [String] {
    lock.withLock { injectionMap[scope] ?? [] }
  }

  /// The grammar in `path`, from the cache while the file keeps its stamp.
  private func load(path: String) throws(GrammarError) -> RawGrammar {
    guard let cache else { return try GrammarLoader.load(path: path) }
    if let cached = GrammarFileAsset.load(path: path, from: cache) { return cached }
    let conditions = AssetConditions(stamping: [path])
    let grammar = try GrammarLoader.load(path: path)
    BackgroundCacheWrites.perform {
      GrammarFileAsset.store(grammar, path: path, conditions: conditions, in: cache)
    }
    return grammar
  }

  private func indexPendingDirectories() {
    guard !pendingDirectories.isEmpty else { return }
    let directories = pendingDirectories
    pendingDirectories = []
    for directory in directories { index(directory) }
  }

  private func index(_ directory: String) {
    guard let names = DirectoryListingAsset.names(in: directory, cache: cache) else {
      warningList.append("grammar directory \(directory) cannot be read")
      return
    }
    // Linguist names every grammar file after its scope, so reading them can wait.
    let namedByScope = FileManager.default.fileExists(
      atPath: (directory as NSString).deletingLastPathComponent + "/lib/linguist")
    // Grown once rather than doubling (and rehashing every scope) as 700 names come in.
    files.reserveCapacity(files.count + names.count)
    for name in names {
      guard let kind = GrammarFileKind(name: name) else { continue }
      let file = GrammarFile(directory: directory, name: name)
      if namedByScope && kind == .json {
        files[kind.scopeName(of: name)] = file
        continue
      }
      guard let bytes = try? GrammarLoader.readBytes(file.path),
        let scope = GrammarLoader.scanScopeName(bytes)
      else { continue }
      files[scope] = file
      raw[scope] = nil
    }
  }
}
