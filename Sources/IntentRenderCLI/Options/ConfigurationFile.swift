import Foundation

/// The user's configuration file, `$XDG_CONFIG_HOME/intent-render/config` (else
/// `~/.config/intent-render/config`): one default option per line as bat has it, `#` starts
/// a comment, words split as a shell would (quotes and backslashes), and a line may start with a
/// subcommand's name to apply to that subcommand only (`note --width 100`).
public struct ConfigurationFile: Sendable {
  /// One line that holds options.
  public struct Line: Sendable, Equatable {
    public var number: Int
    /// The subcommand the line is limited to, if it names one.
    public var command: String?
    public var words: [String]
  }

  public let path: String
  public let lines: [Line]

  /// More than this is not a configuration file (a mistaken path to a large file).
  static let maximumBytes = 64 * 1024

  /// The directory of the configuration file and the themes.
  public static func directory(environment: [String: String]) -> String? {
    if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") {
      return base + "/intent-render"
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return home + "/.config/intent-render"
    }
    return nil
  }

  /// The configuration file's path for `environment`.
  public static func path(environment: [String: String]) -> String? {
    directory(environment: environment).map { $0 + "/config" }
  }

  /// The configuration file of `environment`, or `nil` when there is none.
  public static func load(environment: [String: String]) throws -> ConfigurationFile? {
    guard let path = path(environment: environment) else { return nil }
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw CLIError.badInput("\(path): the configuration file is not a regular file")
    }
    guard status.st_size <= maximumBytes else {
      throw CLIError.badInput(
        "\(path): the configuration file is over \(maximumBytes / 1024) KiB")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CLIError.badInput("\(path): cannot read the configuration file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw CLIError.badInput("\(path): the configuration file is not UTF-8 text")
    }
    return try ConfigurationFile(path: path, text: text, commands: CommandRegistry.all.map(\.name))
  }

  /// Splits `text` into its option lines; `commands` are the names a line may start with.
  public init(path: String, text: String, commands: [String]) throws {
    self.path = path
    var lines: [Line] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      var words = try Self.words(of: Substring(line), at: "\(path):\(index + 1)")
      guard !words.isEmpty else { continue }
      var command: String?
      if let first = words.first, commands.contains(first) {
        command = first
        words.removeFirst()
      }
      lines.append(Line(number: index + 1, command: command, words: words))
    }
    self.lines = lines
  }

  /// The words of one line: split at blanks, `'…'` literal, `"…"` with `\` escapes, `#` at the
  /// start of a word ends the line.
  static func words(of line: Substring, at place: String) throws -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var column = 0
    var quoteColumn = 0
    var escaped = false
    for character in line {
      column += 1
      if escaped {
        word.append(character)
        escaped = false
        continue
      }
      if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          escaped = true
        } else {
          word.append(character)
        }
        continue
      }
      switch character {
      case " ", "\t", "\r":
        if inWord { words.append(word) }
        word = ""
        inWord = false
      case "#" where !inWord:
        return words
      case "'", "\"":
        quote = character
        quoteColumn = column
        inWord = true
      case "\\":
        escaped = true
        inWord = true
      default:
        word.append(character)
        inWord = true
      }
    }
    if quote != nil {
      throw CLIError.usage("\(place):\(quoteColumn): the quote opened here is not closed")
    }
    if inWord { words.append(word) }
    return words
  }
}
