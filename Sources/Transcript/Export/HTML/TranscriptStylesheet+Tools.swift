extension TranscriptStylesheet {
  /// The CSS of tool renderers: diffs, terminal blocks, plans, folds, ANSI colours (the 16
  /// named colours follow the page's light or dark palette; exact colours are inline).
  static let toolCSS = """
    .tool-subject { font-weight: 400; color: var(--muted); font-family: ui-monospace,
      SFMono-Regular, "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: .9em;
      overflow-wrap: anywhere; }
    .failed-badge { margin-left: 6px; padding: 0 6px; border-radius: 10px; font-size: .8em;
      color: var(--bg); background: var(--error); }
    .tool-caption { margin: 0 0 6px; color: var(--muted); font-size: .875em; }
    .command { display: flex; align-items: flex-start; gap: 6px; }
    .command .prompt { padding-top: 12px; font-family: ui-monospace, monospace;
      color: var(--tool); font-weight: 700; }
    .command > pre, .command > .ir-hl { flex: 1; min-width: 0; }
    .command pre { margin-bottom: 6px; }
    .terminal-output h4 { display: none; }
    pre.terminal { background: #0d1117; color: #e6edf3; border-color: #30363d; }
    .result.error pre.terminal { background: #1c0d10; border-color: var(--error); }
    .exit-status { margin: -6px 0 8px; font-size: .8em; color: var(--error);
      font-family: ui-monospace, monospace; }
    .folded > pre, .folded > .ir-hl, .folded > .numbered { margin-bottom: 0; }
    .folded pre { border-radius: 0; }
    .fold { margin: 0; }
    .fold > summary { cursor: pointer; padding: 2px 14px; font-size: .8em; color: var(--muted);
      border-left: 1px solid var(--border); border-right: 1px solid var(--border);
      background: var(--panel); font-family: ui-monospace, monospace; }
    .folded { margin-bottom: 12px; }
    .numbered { display: flex; align-items: stretch; }
    .numbered > pre.gutter { margin: 0; padding-right: 8px; text-align: right; color: var(--muted);
      border-right: 0; border-radius: 6px 0 0 6px; user-select: none; white-space: pre; }
    .numbered > pre:not(.gutter), .numbered > .ir-hl { flex: 1; min-width: 0; margin: 0;
      border-radius: 0 6px 6px 0; white-space: pre; }
    .numbered pre { white-space: pre; }
    .numbered { margin-bottom: 12px; }
    .folded .numbered { margin-bottom: 0; }
    .web-links { padding-left: 20px; margin-bottom: 8px; }
    .web-links .url { color: var(--muted); font-size: .85em; overflow-wrap: anywhere; }
    .todos { list-style: none; padding-left: 4px; margin-bottom: 8px; }
    .todo-mark { display: inline-block; width: 1.3em; }
    .todo.completed { color: var(--muted); text-decoration: line-through; }
    .todo.completed .todo-mark { color: var(--chosen); text-decoration: none; }
    .todo.in_progress { font-weight: 600; }
    .todo.in_progress .todo-mark { color: var(--system); }
    .matches { font-size: .9em; margin-bottom: 8px; }
    .match-count { margin: 0 0 4px; font-size: .85em; color: var(--muted); }
    .task-prompt > summary { cursor: pointer; color: var(--muted); font-size: .85em; }
    .task-result { border-left: 2px solid var(--border); padding-left: 10px; }
    .subagent { margin: 6px 0 10px; border: 1px dashed var(--border); border-radius: 6px; }
    .subagent > summary { cursor: pointer; padding: 4px 10px; color: var(--muted);
      font-size: .85em; }
    .subagent[open] > summary { border-bottom: 1px dashed var(--border); }
    .subagent-turns { padding: 8px 10px 0; }
    .subagent-turns .message { margin-bottom: 10px; }
    .subagent-turns .message-header h2 { font-size: 1em; }
    .plain-diff .diff-path { font-family: ui-monospace, monospace; font-size: .85em;
      font-weight: 600; margin-bottom: 2px; }
    .plain-diff .add { color: var(--tool); } .plain-diff .del { color: var(--error); }
    .plain-diff .hunk { color: var(--muted); }
    .ir-diff { margin-bottom: 12px; }
    .ir-diff table.ir-hunks { display: table; width: 100%; max-width: none; margin: 0; }
    .ansi-bold { font-weight: 700; } .ansi-dim { opacity: .7; } .ansi-italic { font-style: italic; }
    .ansi-underline { text-decoration: underline; }
    .ansi-0 { color: #6e7681; } .ansi-1 { color: #ff7b72; } .ansi-2 { color: #3fb950; }
    .ansi-3 { color: #d29922; } .ansi-4 { color: #58a6ff; } .ansi-5 { color: #bc8cff; }
    .ansi-6 { color: #39c5cf; } .ansi-7 { color: #b1bac4; } .ansi-8 { color: #8b949e; }
    .ansi-9 { color: #ffa198; } .ansi-10 { color: #56d364; } .ansi-11 { color: #e3b341; }
    .ansi-12 { color: #79c0ff; } .ansi-13 { color: #d2a8ff; } .ansi-14 { color: #56d4dd; }
    .ansi-15 { color: #ffffff; }
    .ansi-bg-0 { background: #484f58; } .ansi-bg-1 { background: #8e1519; }
    .ansi-bg-2 { background: #196c2e; } .ansi-bg-3 { background: #7d4e00; }
    .ansi-bg-4 { background: #0d419d; } .ansi-bg-5 { background: #6e40c9; }
    .ansi-bg-6 { background: #1b7c83; } .ansi-bg-7 { background: #6e7681; }
    .ansi-bg-8 { background: #6e7681; } .ansi-bg-9 { background: #da3633; }
    .ansi-bg-10 { background: #2ea043; } .ansi-bg-11 { background: #bb8009; }
    .ansi-bg-12 { background: #1f6feb; } .ansi-bg-13 { background: #8957e5; }
    .ansi-bg-14 { background: #3192aa; } .ansi-bg-15 { background: #b1bac4; }
    @media print {
      .fold > summary { border: 0; padding: 2px 0; }
      .fold > summary::before { content: ""; }
      .fold > :not(summary) { display: none; }
      pre.terminal { background: #fff; color: #000; }
    }

    """
}

extension TranscriptStylesheet {
  /// The CSS of the table of contents, the session summary and turn facts.
  static let summaryCSS = """
    .toc { margin: 0 0 16px; }
    .toc h2, .session-summary h3 { font-size: .95em; margin: 0 0 6px; }
    .toc ol { margin: 0 0 8px; padding-left: 24px; }
    .toc .more { color: var(--muted); font-size: .875em; }
    .session-summary { margin: 0 0 16px; border: 1px solid var(--border); border-radius: 6px;
      padding: 6px 12px; }
    .session-summary > summary { cursor: pointer; color: var(--muted); font-size: .9em; }
    .summary-columns { display: flex; flex-wrap: wrap; gap: 8px 40px; padding-top: 8px; }
    .tool-counts { display: table; font-size: .9em; }
    .tool-counts td { border: 0; padding: 1px 12px 1px 0; }
    .count { color: var(--muted); text-align: right; }
    .files { margin: 0; padding-left: 20px; font-size: .9em; }
    .duration, .usage { font-size: .95em; }
    .usage { font-family: ui-monospace, monospace; font-size: .85em; }

    """
}
