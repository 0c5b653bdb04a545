import RenderSupport

/// One option of a subcommand, as its table declares it: the parser, `--help`, did-you-mean,
/// the completion scripts and the man page are all read from these, so they cannot drift.
public struct OptionSpec: Sendable {
  /// What an option takes after its name.
  public enum Kind: Sendable, Equatable {
    /// Nothing: present or not.
    case flag
    /// A whole number within the range.
    case number(ClosedRange<Int>)
    /// A decimal number above `above` and at most `atMost` (seconds of a time limit).
    case decimal(above: Double, atMost: Double)
    /// One of the words.
    case choice([String])
    /// A file to read or write.
    case file
    /// A directory.
    case directory
    /// A language name or alias, checked against the grammar registry by the command.
    case language
    /// One of the built-in theme names, else a theme file.
    case theme([String])
    /// Any word (revisions, an id prefix).
    case text
  }

  /// The long name with its dashes, `--width`; the key the parsed values are filed under.
  public let name: String
  /// The short alias with its dash, `-o`.
  public let short: String?
  public let kind: Kind
  /// The value's name in `--help` and the man page (`N`, `FILE`, `auto|always|never`).
  public let placeholder: String
  /// What the option does, one paragraph (wrapped where it is shown).
  public let help: String
  /// Whether giving it again adds a value (`--extension a --extension b`) instead of replacing it.
  public let repeatable: Bool
  /// Whether the value belongs to one run only (what to read, where to write), so the
  /// configuration file may not set it: a default `-o FILE` would make every later run
  /// overwrite FILE. By default an option naming a file or a directory is one.
  public let perRun: Bool

  public init(
    _ name: String, short: String? = nil, _ kind: Kind, placeholder: String? = nil,
    repeatable: Bool = false, perRun: Bool? = nil, help: String
  ) {
    self.name = name
    self.short = short
    self.kind = kind
    self.placeholder = placeholder ?? Self.defaultPlaceholder(kind)
    self.help = help
    self.repeatable = repeatable
    self.perRun = perRun ?? (kind == .file || kind == .directory)
  }

  /// Whether the option takes a value.
  public var takesValue: Bool { kind != .flag }

  /// The choices a completion offers for the value, when they are a fixed list.
  public var choices: [String]? {
    switch kind {
    case .choice(let words), .theme(let words): return words
    default: return nil
    }
  }

  /// `-o, --output FILE` as `--help` shows it.
  public var label: String {
    let names = short.map { "\($0), \(name)" } ?? "    \(name)"
    return takesValue ? "\(names) \(placeholder)" : names
  }

  private static func defaultPlaceholder(_ kind: Kind) -> String {
    switch kind {
    case .flag: return ""
    case .number, .decimal: return "N"
    // Every command builds its options at start, where `joined(separator:)` would cost a
    // conformance scan (see `concatenated`).
    case .choice(let words): return words.concatenated(separator: "|")
    case .file: return "FILE"
    case .directory: return "DIR"
    case .language: return "LANGUAGE"
    case .theme: return "THEME"
    case .text: return "TEXT"
    }
  }
}
