import Foundation

/// Finds, loads and compiles grammars by scope name, caching both for the process.
/// Search order: the given directories (by default linguist's grammars, then
/// `INTENT_RENDER_GRAMMARS`), then explicitly added files; a later source overrides an
/// earlier one with the same scope. Thread-safe.
package final class GrammarRegistry: @unchecked Sendable {
  let catalog: GrammarCatalog
  private let lock = NSLock()
  private var compiled: [String: Grammar] = [:]

  /// A registry over `directories`, in search order.
  package init(directories: [String]) {
    catalog = GrammarCatalog(directories: directories, cache: nil)
  }

  /// A registry over `directories` that keeps parsed grammars and directory listings in
  /// `cache`.
  package init(directories: [String], cache: AssetCache?) {
    catalog = GrammarCatalog(directories: directories, cache: cache)
  }

  /// A registry over the default search path for `environment`.
  package convenience init(environment: [String: String]) {
    self.init(directories: GrammarSearchPath.defaultDirectories(environment: environment))
  }

  /// The default search path of this process's environment, shared by every caller.
  package static let standard = GrammarRegistry(environment: ProcessInfo.processInfo.environment)

  /// Loads a grammar file and makes it win over grammars of the same scope; returns it.
  @discardableResult
  package func addGrammar(path: String) throws(GrammarError) -> RawGrammar {
    let grammar = try GrammarLoader.load(path: path)
    register(grammar, path: path)
    return grammar
  }

  /// Makes an already loaded grammar available (it wins over others of the same scope).
  package func register(_ grammar: RawGrammar, path: String? = nil) {
    catalog.register(grammar, path: path)
    // Compiled grammars may have resolved includes against the old set.
    lock.withLock { compiled.removeAll() }
  }

  /// Injects the grammars `injectors` (by their `injectionSelector`) into `scope`, as an
  /// editor's `injectTo` does.
  package func setInjections(_ injectors: [String], into scope: String) {
    catalog.setInjections(injectors, into: scope)
    lock.withLock { compiled[scope] = nil }
  }

  /// The grammar for a scope as written in its file, or nil when there is none (or it is broken;
  /// see `warnings`).
  package func rawGrammar(scopeName: String) -> RawGrammar? {
    catalog.rawGrammar(scopeName)
  }

  /// The file a scope's grammar comes from, if it came from a file.
  package func path(scopeName: String) -> String? {
    catalog.path(for: scopeName)
  }

  /// The compiled grammar for a scope, shared by every caller in the process.
  package func grammar(scopeName: String) -> Grammar? {
    if let grammar = lock.withLock({ compiled[scopeName] }) { return grammar }
    guard let raw = catalog.rawGrammar(scopeName) else { return nil }
    return lock.withLock {
      if let grammar = compiled[scopeName] { return grammar }
      let grammar = Grammar(root: raw, catalog: catalog)
      compiled[scopeName] = grammar
      return grammar
    }
  }

  /// Every scope name the search path knows.
  package var scopeNames: [String] { catalog.scopeNames }

  /// Grammar files that could not be loaded.
  package var warnings: [String] { catalog.warnings }
}
