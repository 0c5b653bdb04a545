/// A hand-written scanner over command-line words.
///
/// Accepts `--flag value`, `--flag=value`, `-o value`, a lone `-` as a positional (standard
/// input), and `--` to end options. Commands loop over `next()` and ask for values with
/// `value(for:)`, so every command spells its flags in one `switch`.
public struct ArgumentScanner: Sendable {
  public enum Argument: Equatable, Sendable {
    case option(String)
    case positional(String)
  }

  private var words: [String]
  private var index = 0
  private var pendingValue: String?
  private var optionsEnded = false

  public init(_ words: [String]) {
    self.words = words
  }

  /// The next option (with its leading dashes, e.g. `--width`) or positional word.
  public mutating func next() throws -> Argument? {
    if let pending = pendingValue {
      pendingValue = nil
      throw CLIError.usage("an option was given a value it does not take: '=\(pending)'")
    }
    guard index < words.count else { return nil }
    let word = words[index]
    index += 1
    if optionsEnded || word == "-" || !word.hasPrefix("-") { return .positional(word) }
    if word == "--" {
      optionsEnded = true
      return try next()
    }
    if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
      pendingValue = String(word[word.index(after: equals)...])
      return .option(String(word[..<equals]))
    }
    return .option(word)
  }

  /// The value attached to the option just returned by `next()` (`--flag=value`), if any.
  public var attachedValue: String? { pendingValue }

  /// The value of the option just returned by `next()`.
  public mutating func value(for option: String) throws -> String {
    if let pending = pendingValue {
      pendingValue = nil
      return pending
    }
    guard index < words.count else {
      throw CLIError.usage("option '\(option)' needs a value")
    }
    let word = words[index]
    index += 1
    return word
  }

  /// The value of `option` parsed as a whole number within `range`.
  public mutating func intValue(for option: String, in range: ClosedRange<Int>) throws -> Int {
    let text = try value(for: option)
    guard let number = Int(text), range.contains(number) else {
      throw CLIError.usage(
        "option '\(option)' needs a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'"
      )
    }
    return number
  }

  /// The value of `option`, which must be one of `choices`.
  public mutating func choice<T: RawRepresentable>(for option: String, as type: T.Type) throws -> T
  where T.RawValue == String, T: CaseIterable {
    let text = try value(for: option)
    guard let parsed = T(rawValue: text) else {
      let allowed = T.allCases.map(\.rawValue).joined(separator: "|")
      throw CLIError.usage("option '\(option)' must be one of \(allowed), got '\(text)'")
    }
    return parsed
  }
}

extension CLIError {
  /// The error for an option a command does not know.
  public static func unknownOption(_ option: String, command: String) -> CLIError {
    .usage("unknown option '\(option)' for '\(command)' (see 'intent-render \(command) --help')")
  }
}
