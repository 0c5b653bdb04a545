import Foundation
import TestSupport
import Transcript

/// Paths of the sample conversations in `Fixtures/Transcript`.
enum TranscriptFixtures {
  static let directory = Fixtures.directory("Transcript")

  static func path(_ name: String) -> String {
    directory.appendingPathComponent(name).path
  }

  /// Reads a fixture with format detection.
  static func read(_ name: String, format: TranscriptFormat? = nil) throws -> (
    TranscriptHeader, [TranscriptMessage], TranscriptReader.Report, TranscriptFormat
  ) {
    let reader = try TranscriptReader(source: .file(path(name)), format: format)
    let (header, messages, report) = try reader.readAll()
    return (header, messages, report, reader.format)
  }

  /// Reads `text` given in memory.
  static func read(text: String, format: TranscriptFormat? = nil) throws -> (
    TranscriptHeader, [TranscriptMessage], TranscriptReader.Report, TranscriptFormat
  ) {
    let reader = try TranscriptReader(source: .bytes(Array(text.utf8)), format: format)
    let (header, messages, report) = try reader.readAll()
    return (header, messages, report, reader.format)
  }
}
