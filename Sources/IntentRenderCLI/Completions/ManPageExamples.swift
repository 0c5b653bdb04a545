/// The man page's EXAMPLES: command lines of README.md's examples, which its tests run, so
/// every one shown here is known to work (a test checks each is in the README).
enum ManPageExamples {
  /// What each example does, and its command line as typed after `$ `.
  static let all: [(what: String, command: String)] = [
    (
      "A note in the terminal as plain text, 72 cells wide.",
      "intent-render note Fixtures/MarkdownRender/sample.md --format text --width 72 | head -23"
    ),
    (
      "Emoji shortcodes and links written inline, as glow users expect.",
      "printf 'Ship it :rocket: and read [the docs](https://example.org/docs)\\n' "
        + "| intent-render note --format text --links inline"
    ),
    (
      "Lines 1 and 2 of a file in a git work tree, numbered and marked where they differ from "
        + "HEAD, as bat -r 1:2 --style numbers,changes.",
      "intent-render highlight hello.swift -r 1:2 --style numbers,changes --color never"
    ),
    (
      "Code from standard input, its language from a file name.",
      "printf 'let greeting = \"hi\" // note\\n' | intent-render highlight - --path hello.swift"
    ),
    (
      "The working tree's changes, side by side when the terminal is wide.",
      "git diff | intent-render diff"
    ),
    ("The last commit, with both sides read through git.", "intent-render diff --git HEAD~1..HEAD"),
    (
      "A chat transcript as text, 64 cells wide.",
      "intent-render transcript chat.json --format text --width 64"
    ),
  ]

  /// The EXAMPLES section in roff.
  static var roff: String {
    var text = ".SH EXAMPLES\n"
    for example in all {
      text += ".PP\n\(ManPageWriter.escape(example.what))\n.PP\n.RS 4\n.nf\n"
      text += "$ " + ManPageWriter.escape(example.command) + "\n.fi\n.RE\n"
    }
    return text
  }
}
