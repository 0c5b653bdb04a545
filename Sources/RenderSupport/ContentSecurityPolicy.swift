/// The Content-Security-Policy of the self-contained pages the toolkit writes (transcripts,
/// diffs): nothing but the page's own inline styles and `data:` images — no script, frame,
/// plugin or outside request. A second line of defence behind the escaping of every text.
package enum ContentSecurityPolicy {
  package static let selfContained = "default-src 'none'; img-src data:; style-src 'unsafe-inline'"
}
