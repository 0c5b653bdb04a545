import Highlight

/// The check of a request's language name (`diff -l`, `highlight -l`, a request's `language`):
/// made by the job before any output, so every front end refuses the same names (the CLI's
/// `highlight -l` looks first only to suggest a near name).
package enum LanguageCheck {
  /// Refuses `name` when the catalog does not know it by name or alias: a `usage` error about
  /// the `language` field, which the CLI reports with exit 2 and the server as invalid params.
  package static func check(_ name: String?, highlighter: Highlighter) throws(JobError) {
    guard let name, highlighter.language(named: name) == nil else { return }
    throw JobError(.usage, "unknown language '\(name)'", field: .language)
  }
}
