import Foundation
import Highlight
import RenderSupport
import Testing

@testable import RenderJobs

private let grammarsInstalled =
  LanguageRegistry.installed().languages.count > 0
  && GrammarSearchPath.linguistRoot() != nil

/// A fence shown plain by a safety net or a budget is reported at its place in the note —
/// `NOTE:LINE:COL:` of its opening fence — in every format that highlights, whether the fence
/// was highlighted ahead on a worker or when written, and when the note is streamed.
@Suite(.enabled(if: grammarsInstalled, "Linguist grammars not installed"))
struct FenceFallbackWarningTests {
  /// A Python fence opening on line 3, and one in a list item opening on line 9, column 4.
  static let note =
    "# Code\n\n```python\nprint(1)\n```\n\nText.\n\n1. ```python\n   print(2)\n   ```\n"

  static func request(_ format: NoteJob.Format) -> NoteJob.Request {
    var request = NoteJob.Request()
    request.format = format
    request.colorLevel = .truecolor
    // A safety net so small that every fence trips it.
    request.blockTimeLimit = 1e-9
    return request
  }

  @Test(arguments: [NoteJob.Format.html, .json, .ansi])
  func aFiredTimeLimitNamesTheFencesPlace(_ format: NoteJob.Format) throws {
    let diagnostics = JobDiagnostics()
    NoteJob.run(
      Self.request(format), source: .text(name: "code.md", Self.note), to: MemorySink(),
      diagnostics: diagnostics)
    let found = diagnostics.all.map(\.description)
    #expect(found.count == 2, "\(found)")
    #expect(found.first?.hasPrefix("code.md:3:1: a python fence of 9 bytes") == true, "\(found)")
    #expect(found.last?.hasPrefix("code.md:9:4: a python fence of 9 bytes") == true, "\(found)")
  }

  @Test func aStreamedNoteNamesThePlaceToo() throws {
    let diagnostics = JobDiagnostics()
    let stream = NoteStream(
      Self.request(.ansi), to: MemorySink(), screenHeight: nil, diagnostics: diagnostics,
      inputName: "code.md")
    stream.append(Array(Self.note.utf8))
    stream.finish()
    let found = diagnostics.all.map(\.description)
    #expect(found.count == 2 && found.allSatisfy { $0.hasPrefix("code.md:") }, "\(found)")
  }
}
