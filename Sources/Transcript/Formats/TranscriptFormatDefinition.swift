import RenderSupport

/// Everything the toolkit knows of one input format: its name, how the detector recognizes it
/// and how it is imported. Each format defines one in its own folder and
/// `TranscriptFormatRegistry` lists them.
package struct TranscriptFormatDefinition: Sendable {
  /// The format's name (`--input-format`, `inputFormat`, fuzz target `transcript-<name>`).
  package let format: TranscriptFormat
  /// Other names accepted for it.
  package let aliases: [String]
  /// What the input is, in words for help texts and tool descriptions
  /// ("Claude Code session logs (JSONL)").
  package let summary: String
  /// Whether the input is always read line by line (JSONL logs, Markdown), even when it would
  /// parse as one JSON document.
  package let isLineOriented: Bool
  /// How the detector recognizes the format.
  let detection: TranscriptFormatDetection
  /// A fresh importer; the argument is the session file's path when it is known (Claude Code
  /// finds sub-agent sessions beside it).
  let makeImporter: @Sendable (_ sessionPath: String?) -> any TranscriptImporter

  init(
    _ format: TranscriptFormat, aliases: [String] = [], summary: String,
    isLineOriented: Bool = false, detection: TranscriptFormatDetection,
    makeImporter: @escaping @Sendable (_ sessionPath: String?) -> any TranscriptImporter
  ) {
    self.format = format
    self.aliases = aliases
    self.summary = summary
    self.isLineOriented = isLineOriented
    self.detection = detection
    self.makeImporter = makeImporter
  }

  /// The format's name and its aliases.
  package var names: [String] { [format.rawValue] + aliases }
}

/// The evidence that proves a format, checked by `TranscriptFormatDetector` over the formats in
/// registry order, one stage at a time: text prefix, document members, records' members, content
/// part types, records' shapes.
struct TranscriptFormatDetection: Sendable {
  /// Bytes the input starts with (after a BOM), checked before any JSON is read.
  var textPrefix: [UInt8]?
  /// Lower-case endings of file names that prove a text format whatever the file starts with.
  var fileNameSuffixes: [String] = []
  /// A top-level member of a JSON document that proves the format.
  var documentMember: (@Sendable (_ key: String, _ value: JSONValue) -> Bool)?
  /// A top-level member that makes the format the default when no record proves another.
  var fallbackMember: String?
  /// Members of one record that prove the format.
  var record: (@Sendable (JSONObject) -> Bool)?
  /// Types of `content` parts that prove the format (the first part of a known type decides).
  var contentPartTypes: Set<String> = []
  /// A record's overall shape, weaker evidence checked after every record vote and content part.
  var recordShape: (@Sendable (JSONObject) -> Bool)?
}
