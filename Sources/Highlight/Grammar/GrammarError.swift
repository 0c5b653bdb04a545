/// Why a grammar file could not be used.
package enum GrammarError: Error, Sendable, Equatable, CustomStringConvertible {
  case unreadable(path: String, reason: String)
  case malformed(path: String, reason: String)
  case missingScopeName(path: String)

  package var description: String {
    switch self {
    case .unreadable(let path, let reason): return "cannot read grammar \(path): \(reason)"
    case .malformed(let path, let reason): return "malformed grammar \(path): \(reason)"
    case .missingScopeName(let path): return "grammar \(path) has no scopeName"
    }
  }
}
