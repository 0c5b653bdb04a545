import Foundation
import MarkdownRender
import RenderSupport
import Transcript

/// The `index.html` of a converted directory (`--out-dir`): sessions grouped by project (the
/// working directory the log names, else the folder the session was found in), newest first,
/// each linked with its title, date, duration, prompt count, model and tokens. One page under the same Content-Security-Policy as the
/// transcripts: no script, no outside request, every text escaped.
struct TranscriptIndexPage {
  /// What the index shows of one converted session.
  struct Entry: Sendable {
    var link: String
    var project: String
    var title: String
    var start: String?
    var duration: String?
    var prompts: Int
    var models: [String]
    var usage: TokenUsage?
  }

  var entries: [Entry] = []

  /// The entry of a session `header` written to `output` under `directory`.
  static func entry(header: TranscriptHeader, output: String, directory: String) -> Entry {
    var link = output
    if link.hasPrefix(directory + "/") { link.removeFirst(directory.count + 1) }
    let folder = (link as NSString).deletingLastPathComponent
    // Claude Code files a session under its folder name made from the working directory
    // (`-home-ada-stats`), which cannot be turned back into the path: the path the log itself
    // records is shown as written, and the folder only when the log has none.
    let project = header.workingDirectory ?? (folder.isEmpty ? "." : folder)
    return Entry(
      link: link, project: project, title: header.displayTitle,
      start: header.firstTimestamp,
      duration: DurationText.between(header.firstTimestamp, header.lastTimestamp),
      prompts: header.stats.promptCount, models: header.models, usage: header.stats.usage)
  }

  var html: String {
    var out: [UInt8] = []
    func raw(_ text: String) { out.append(contentsOf: text.utf8) }
    func text(_ text: String) { HTMLEscaping.appendText(text, to: &out) }
    raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
    raw("<meta http-equiv=\"Content-Security-Policy\" content=\"")
    HTMLEscaping.appendAttribute(ContentSecurityPolicy.selfContained, to: &out)
    raw("\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
    raw("<meta name=\"color-scheme\" content=\"light dark\">\n<title>Transcripts</title>\n")
    raw("<style>\n\(Self.css)</style>\n</head>\n<body>\n<h1>Transcripts</h1>\n")
    raw("<p class=\"count\">\(entries.count) \(entries.count == 1 ? "session" : "sessions")</p>\n")
    let projects = Dictionary(grouping: entries, by: \.project)
    // Projects by their newest session, newest first; sessions likewise.
    func newest(_ list: [Entry]) -> Double {
      list.compactMap { $0.start.flatMap(ISOTimestamp.init)?.secondsSinceEpoch }.max() ?? 0
    }
    let order = projects.keys.sorted {
      let (a, b) = (newest(projects[$0]!), newest(projects[$1]!))
      return a != b ? a > b : $0 < $1
    }
    for project in order {
      raw("<section>\n<h2>")
      text(project)
      // The same column widths in every project's table, so the sections line up.
      raw("</h2>\n<div class=\"scroll\"><table>\n")
      raw("<colgroup><col class=\"c-session\"><col class=\"c-start\"><col class=\"c-duration\">")
      raw("<col class=\"c-prompts\"><col class=\"c-model\"><col class=\"c-tokens\"></colgroup>\n")
      raw("<thead><tr><th>Session</th><th>Started</th><th>Duration</th>")
      raw("<th>Prompts</th><th>Model</th><th>Tokens</th></tr></thead>\n<tbody>\n")
      let sessions = projects[project]!.sorted {
        let a = $0.start.flatMap(ISOTimestamp.init)?.secondsSinceEpoch ?? 0
        let b = $1.start.flatMap(ISOTimestamp.init)?.secondsSinceEpoch ?? 0
        return a != b ? a > b : $0.link < $1.link
      }
      for entry in sessions {
        raw("<tr><td><a href=\"")
        // Each path segment percent-encoded, so a hostile file name stays one relative link.
        let encoded = entry.link.split(separator: "/").map {
          String($0).addingPercentEncoding(
            withAllowedCharacters: .urlPathAllowed.subtracting(
              CharacterSet(charactersIn: ":/?#[]@!$&'()*+,;=%"))) ?? ""
        }.joined(separator: "/")
        HTMLEscaping.appendAttribute(encoded, to: &out)
        raw("\">")
        text(entry.title)
        raw("</a></td><td class=\"nw\">")
        if let start = entry.start, let instant = ISOTimestamp(start) { text(instant.displayText) }
        raw("</td><td class=\"nw\">")
        text(entry.duration ?? "")
        raw("</td><td class=\"n\">\(entry.prompts)</td><td class=\"model\">")
        for (index, model) in entry.models.enumerated() {
          if index > 0 { raw(", ") }
          text(model)
        }
        raw("</td><td class=\"n tokens\">")
        // The same split as the page's own header: cache tokens are not input the model read
        // afresh, and folding them in would make the column disagree with the page. The
        // pieces wrap between them, so a long split does not widen the table.
        for (index, part) in (entry.usage?.parts ?? []).enumerated() {
          if index > 0 { raw(" · ") }
          raw("<span>")
          text(part)
          raw("</span>")
        }
        raw("</td></tr>\n")
      }
      raw("</tbody>\n</table></div>\n</section>\n")
    }
    raw("</body>\n</html>\n")
    return String(decoding: out, as: UTF8.self)
  }

  static let css = """
    :root { color-scheme: light dark; --fg: #1f2328; --bg: #fff; --muted: #59636e;
      --border: #d1d9e0; --link: #0969da; }
    @media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --bg: #0d1117;
      --muted: #9198a1; --border: #3d444d; --link: #4493f8; } }
    html { background: var(--bg); color: var(--fg); }
    body { margin: 0 auto; max-width: 1100px; padding: 24px 20px;
      font: 15px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
    a { color: var(--link); }
    h2 { font-size: 1.1em; margin: 24px 0 8px; font-family: ui-monospace, monospace; }
    .count { color: var(--muted); }
    .scroll { overflow-x: auto; }
    table { border-collapse: collapse; width: 100%; min-width: 820px; table-layout: fixed; }
    .c-session { width: 26%; } .c-start { width: 18%; } .c-duration { width: 10%; }
    .c-prompts { width: 7%; } .c-model { width: 17%; } .c-tokens { width: 22%; }
    td.nw { white-space: nowrap; font-size: .9em; }
    /* Model ids are long words: smaller, and broken inside when they must be. */
    td.model { font-size: .85em; overflow-wrap: anywhere; }
    th, td { text-align: left; padding: 4px 10px; border-bottom: 1px solid var(--border);
      vertical-align: top; }
    th { color: var(--muted); font-weight: 600; font-size: .85em; }
    td.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
    td.tokens { white-space: normal; }
    td.tokens span { white-space: nowrap; }

    """
}
