/// `intent-render SUBCOMMAND --help`, written from the command's table.
enum HelpWriter {
  /// The column the option help starts at, and the width it wraps to.
  static let helpColumn = 25
  static let width = 96

  static func help(for spec: CommandSpec) -> String {
    var text = "Usage: intent-render \(spec.name) \(spec.synopsis)\n\n"
    if !spec.description.isEmpty { text += spec.description + "\n\n" }
    if !spec.options.isEmpty {
      text += "Options:\n"
      for option in spec.options { text += entry(option) }
      text += entry(label: "-h, --help", help: "show this help")
    }
    if !spec.epilogue.isEmpty { text += "\n" + spec.epilogue + "\n" }
    return text
  }

  private static func entry(_ option: OptionSpec) -> String {
    entry(
      label: option.label,
      help: option.help + (option.repeatable ? " (repeatable)" : ""))
  }

  private static func entry(label: String, help: String) -> String {
    let lines = wrap(help, width: width - helpColumn)
    let indent = String(repeating: " ", count: helpColumn)
    var text = "  " + label
    if label.count + 2 >= helpColumn - 1 {
      text += "\n" + indent
    } else {
      text += String(repeating: " ", count: helpColumn - 2 - label.count)
    }
    text += lines.joined(separator: "\n" + indent) + "\n"
    return text
  }

  /// `text` broken at spaces into lines of at most `width` characters (a longer word stands
  /// alone on its line).
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }
}
