/// The stylesheet of HTML diffs: light by default, dark under `prefers-color-scheme: dark`
/// (or one of them forced), file headers pinned while their file scrolls, line numbers drawn
/// from `data-n` so copying code copies no numbers.
enum HTMLDiffStyle {
  static func variables(_ theme: DiffTheme) -> String {
    """
    --ir-fg:\(theme.foreground.hex);--ir-bg:\(theme.background.hex);\
    --ir-add:\(theme.addedBackground.hex);--ir-del:\(theme.removedBackground.hex);\
    --ir-add-em:\(theme.addedEmphasis.hex);--ir-del-em:\(theme.removedEmphasis.hex);\
    --ir-add-mark:\(theme.addedMarker.hex);--ir-del-mark:\(theme.removedMarker.hex);\
    --ir-num:\(theme.lineNumber.hex);--ir-hunk:\(theme.hunkHeader.hex);\
    --ir-head:\(theme.fileHeader.hex);--ir-head-bg:\(theme.fileHeaderBackground.hex);\
    --ir-commit:\(theme.commitHeader.hex);--ir-meta:\(theme.meta.hex);
    """
  }

  /// The CSS; `forced` fixes one theme instead of following the reader's preference.
  static func css(forced: DiffTheme?) -> String {
    let schemes: String
    if let forced {
      schemes = ".ir-diff{\(variables(forced))}"
    } else {
      schemes = """
        .ir-diff{\(variables(.light))}
        .ir-code span[style]{color:var(--l)}
        @media (prefers-color-scheme: dark){.ir-diff{\(variables(.dark))}\
        .ir-diff .ir-code span[style]{color:var(--d)}}
        """
    }
    return schemes + "\n" + rules
  }

  static let rules = """
    .ir-diff{display:flex;flex-direction:column;gap:12px;color:var(--ir-fg);background:var(--ir-bg);\
    font:13px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono",monospace;padding:8px}
    .ir-index{order:-1;border:1px solid var(--ir-head-bg);border-radius:6px;padding:6px 12px}
    .ir-index h2{font-size:14px;margin:4px 0}
    .ir-index ol{margin:0;padding-left:24px}
    .ir-index a{color:var(--ir-hunk);text-decoration:none}
    .ir-index a:hover{text-decoration:underline}
    .ir-commit{border-left:3px solid var(--ir-commit);padding:2px 10px}
    .ir-commit h2{color:var(--ir-commit);font-size:14px;margin:2px 0}
    .ir-graph{color:var(--ir-meta);white-space:pre;font-weight:normal}
    .ir-commit .ir-meta{color:var(--ir-meta);white-space:pre-wrap}
    .ir-message{white-space:pre-wrap;margin:6px 0 2px}
    .ir-text{color:var(--ir-meta);white-space:pre-wrap;margin:0;font:inherit}
    .ir-index-hash{color:var(--ir-commit)}
    .ir-file{border:1px solid var(--ir-head-bg);border-radius:6px}
    .ir-file>summary{position:sticky;top:0;z-index:1;cursor:pointer;background:var(--ir-head-bg);\
    color:var(--ir-head);font-weight:bold;padding:6px 10px;border-radius:6px 6px 0 0}
    .ir-badge{font-weight:normal;color:var(--ir-meta);margin-left:8px}
    .ir-stat-add{color:var(--ir-add-mark);margin-left:8px}
    .ir-stat-del{color:var(--ir-del-mark);margin-left:4px}
    .ir-binary{color:var(--ir-meta);font-style:italic;padding:6px 10px}
    .ir-hunks{border-collapse:collapse;width:100%;table-layout:fixed}
    .ir-hunks td{padding:0 6px;vertical-align:top}
    .ir-c-num{width:4.5em}
    .ir-num{text-align:right;color:var(--ir-num);user-select:none}
    .ir-num::before{content:attr(data-n)}
    .ir-mark{width:1.2em;user-select:none;padding:0 2px!important}
    .ir-code{white-space:pre-wrap;overflow-wrap:anywhere;tab-size:4}
    .ir-listing-head{background:var(--ir-head-bg);color:var(--ir-head);font-weight:bold;\
    padding:6px 10px}
    .ir-blame{color:var(--ir-commit);white-space:nowrap;overflow:hidden}
    .ir-blame-meta{color:var(--ir-meta);user-select:none}
    .ir-context .ir-code{opacity:.7}
    .ir-side td{font-weight:bold;padding:2px 10px}
    .ir-side.ir-ours td{color:var(--ir-add-mark)}
    .ir-side.ir-theirs td{color:var(--ir-hunk)}
    .ir-side.ir-base td{color:var(--ir-meta)}
    tr.ir-ours>.ir-code{border-left:3px solid var(--ir-add-mark)}
    tr.ir-theirs>.ir-code{border-left:3px solid var(--ir-hunk)}
    tr.ir-base>.ir-code{border-left:3px solid var(--ir-meta)}
    .ir-hunk td{color:var(--ir-hunk);background:var(--ir-head-bg);opacity:.85;padding:2px 10px}
    .ir-add{background:var(--ir-add)}
    .ir-del{background:var(--ir-del)}
    .ir-add .ir-mark,.ir-mark.ir-add{color:var(--ir-add-mark)}
    .ir-del .ir-mark,.ir-mark.ir-del{color:var(--ir-del-mark)}
    .ir-add .ir-em,.ir-code.ir-add .ir-em{background:var(--ir-add-em);border-radius:2px}
    .ir-del .ir-em,.ir-code.ir-del .ir-em{background:var(--ir-del-em);border-radius:2px}
    .ir-ctl{color:var(--ir-meta);border:1px dotted var(--ir-meta)}
    .ir-cr{color:var(--ir-meta);border:1px dotted var(--ir-meta);margin-left:4px;padding:0 2px;\
    font-size:85%;user-select:none}
    .ir-wdel{color:var(--ir-del-mark);background:var(--ir-del-em);text-decoration:line-through}
    .ir-wadd{color:var(--ir-add-mark);background:var(--ir-add-em);text-decoration:none;font-weight:bold}
    .ir-nonl td{color:var(--ir-meta);font-style:italic}
    .ir-split .ir-code{width:50%}
    """
}
