/// An input format transcripts are imported from, named as `--input-format` spells it.
///
/// The formats themselves are listed only in `TranscriptFormatRegistry`; each one's constant
/// (`TranscriptFormat.codex`) sits beside its importer in `Formats/<Agent>/`.
public struct TranscriptFormat: Hashable, Sendable, CustomStringConvertible {
  /// The name (`claude-code`), as options, requests and diagnostics spell it.
  public let rawValue: String

  /// A format named `rawValue`; only format definitions create them.
  init(named rawValue: String) {
    self.rawValue = rawValue
  }

  /// The registered format named `name` or one of its aliases, if any.
  public init?(rawValue name: String) {
    guard let definition = TranscriptFormatRegistry.definition(named: name) else { return nil }
    self = definition.format
  }

  /// Every registered format, in detection priority.
  public static var allCases: [TranscriptFormat] { TranscriptFormatRegistry.formats }

  public var description: String { rawValue }

  /// The registry's entry for this format.
  package var definition: TranscriptFormatDefinition {
    // Formats are created only by definitions, each of which is registered.
    TranscriptFormatRegistry.definition(named: rawValue)!
  }

  /// A fresh importer for this format.
  package func makeImporter(sessionPath: String? = nil) -> any TranscriptImporter {
    definition.makeImporter(sessionPath)
  }

  /// Formats that are always read line by line (JSONL logs, Aider's Markdown).
  var isLineOriented: Bool { definition.isLineOriented }

  /// How records are laid out when the format is given explicitly (JSONL for Claude Code).
  var defaultLayout: TranscriptRecordReader.Layout {
    isLineOriented ? .lines : .document
  }
}
