/// Where a grammar file of the catalog is: its directory and name, joined only when the file
/// is read. Linguist's directory holds 700 grammars and a run loads a few, so joining every
/// path while indexing was a quarter of the indexing.
struct GrammarFile: Sendable {
  /// nil when `name` is a whole path (a grammar registered from a file).
  let directory: String?
  let name: String

  var path: String { directory.map { $0 + "/" + name } ?? name }
}
