/// `intent-render.1`, the man page, written in roff from the option tables (`intent-render
/// --man`), so it lists exactly the options the parser accepts.
enum ManPageWriter {
  static func page(_ commands: [CommandSpec], globalOptions: [(name: String, help: String)])
    -> String
  {
    var text = """
      .TH INTENT-RENDER 1 "" "intent-render \(CLI.version)" "User Commands"
      .SH NAME
      intent-render \\- notes, code, diffs, diagrams and transcripts to the terminal, HTML and SVG
      .SH SYNOPSIS
      .B intent-render
      .I SUBCOMMAND
      [\\fIOPTIONS\\fR] [\\fIFILE\\fR|\\-]
      .br
      .B intent-render
      [\\fB\\-\\-help\\fR|\\fB\\-\\-version\\fR|\\fB\\-\\-list\\-themes\\fR|\\fB\\-\\-man\\fR]
      .SH DESCRIPTION
      \(escape(
        "Renders Markdown notes (GFM), source code (TextMate grammars), unified diffs, Mermaid "
          + "diagrams and agent transcripts. Input is a file or '-' (standard input); -o FILE "
          + "writes atomically (a temporary file renamed into place). Errors are one line on "
          + "standard error, FILE:LINE:COL: what is wrong."))
      .SH OPTIONS

      """
    for option in globalOptions {
      text += ".TP\n.B \(escape(option.name))\n\(escape(option.help))\n"
    }
    text += ".SH SUBCOMMANDS\n"
    for spec in commands {
      text += ".SS \"\(escape("intent-render \(spec.name) \(spec.synopsis)"))\"\n"
      text += paragraphs(spec.summary.prefix(1).uppercased() + spec.summary.dropFirst() + ".")
      if !spec.description.isEmpty { text += ".PP\n" + paragraphs(spec.description) }
      for option in spec.options {
        let names = ([option.short].compactMap { $0 } + [option.name]).map {
          "\\fB\(escape($0))\\fR"
        }
        var line = names.joined(separator: ", ")
        if option.takesValue { line += " \\fI\(escape(option.placeholder))\\fR" }
        text +=
          ".TP\n\(line)\n\(escape(option.help + (option.repeatable ? " (repeatable)" : "")))\n"
      }
      if !spec.epilogue.isEmpty { text += ".PP\n" + literal(spec.epilogue) }
    }
    text += ManPageExamples.roff
    text += """
      .SH ENVIRONMENT
      .TP
      .B INTENT_RENDER_THEME
      The default of \\fB\\-\\-theme\\fR where a subcommand has it.
      .TP
      .B INTENT_RENDER_PAGER\\fR, \\fBPAGER
      The pager for output taller than the terminal (default: less \\-RFX); see \\fB\\-\\-paging\\fR.
      .TP
      .B INTENT_RENDER_GRAMMARS
      Colon-separated directories of extra TextMate grammars.
      .TP
      .B NO_COLOR\\fR, \\fBCLICOLOR_FORCE\\fR, \\fBFORCE_COLOR\\fR, \\fBCOLORTERM\\fR, \\fBTERM
      Colour conventions honoured by \\fB\\-\\-color auto\\fR.
      .TP
      .B FORCE_HYPERLINK
      1 or 0: OSC 8 hyperlinks on or off whatever the terminal.
      .TP
      .B COLUMNS
      The width when neither \\fB\\-\\-width\\fR nor a terminal gives one.
      .TP
      .B XDG_CONFIG_HOME
      Where the configuration directory is (default: ~/.config).
      .TP
      .B XDG_CACHE_HOME
      Where the asset cache is (default: ~/.cache).
      .TP
      .B INTENT_RENDER_NO_CACHE
      1: neither read nor write the asset cache.
      .SH FILES
      .TP
      .I $XDG_CACHE_HOME/intent\\-render/
      The asset cache: Linguist's language table, grammar listings and parsed grammars, kept
      between runs. Each file is used only by the binary that wrote it and while the files it
      was made from keep their size, time and inode; deleting it is always safe.
      .TP
      .I $XDG_CONFIG_HOME/intent\\-render/config
      Default options, one a line (\\fB#\\fR starts a comment); a line may start with a
      subcommand's name to apply to it only. A line applies to every subcommand that accepts it;
      the command line overrides it. Lines are checked like the command line (exit 2).
      .TP
      .I $XDG_CONFIG_HOME/intent\\-render/themes/NAME.json\\fR, \\fINAME.tmTheme
      Themes \\fB\\-\\-theme NAME\\fR finds by name; \\fBintent\\-render \\-\\-list\\-themes\\fR lists them.
      .SH EXIT STATUS
      0 ok, 1 bad input (or output that could not be written), 2 usage error.
      .SH SEE ALSO
      .BR less (1),
      .BR git\\-diff (1)

      """
    return text
  }

  /// Prose as filled roff text (blank lines become paragraph breaks); indented lines
  /// (examples) are kept as they are.
  private static func paragraphs(_ text: String) -> String {
    text.components(separatedBy: "\n\n").map { paragraph in
      var out = ""
      var prose: [Substring] = []
      var example: [String] = []
      func flush() {
        if !prose.isEmpty { out += escape(prose.joined(separator: " ")) + "\n" }
        if !example.isEmpty { out += literal(example.joined(separator: "\n")) }
        prose = []
        example = []
      }
      for line in paragraph.split(separator: "\n") {
        if line.hasPrefix("  ") {
          if !prose.isEmpty { flush() }
          example.append(String(line))
        } else {
          if !example.isEmpty { flush() }
          prose.append(line)
        }
      }
      flush()
      return out
    }.joined(separator: ".PP\n")
  }

  /// Text kept line for line (examples, command lines).
  private static func literal(_ text: String) -> String {
    ".nf\n"
      + text.split(separator: "\n", omittingEmptySubsequences: false).map {
        escape(String($0))
      }.joined(separator: "\n") + "\n.fi\n"
  }

  /// Text safe in roff: backslashes and dashes escaped, a leading `.` or `'` made literal,
  /// characters beyond ASCII as `\[uXXXX]` (troff reads bytes, not UTF-8).
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      case _ where scalar.value > 0x7E || scalar.value < 0x20:
        out += "\\[u" + String(scalar.value, radix: 16, uppercase: true).leftPadded(4) + "]"
      default: out.unicodeScalars.append(scalar)
      }
    }
    if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
    return out
  }
}

extension String {
  /// The string with zeros in front up to `width` characters.
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
