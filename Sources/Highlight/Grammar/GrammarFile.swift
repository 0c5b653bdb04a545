/// Where a grammar file of the catalog is: its directory and name, joined only when the file
/// is read. Linguist's directory holds hundreds of grammars and a run loads a few, so paths
/// are not joined while indexing.
struct GrammarFile: Sendable {
  /// nil when `name` is a whole path (a grammar registered from a file).
  let directory: String?
  let name: String

  var path: String { directory.map { $0 + "/" + name } ?? name }
}
