import MarkdownRender
import RenderSupport
import Transcript

/// One transcript importer, forced (and the format detector besides), through `TranscriptReader`
/// and both exporters: the HTML page and the terminal text.
enum FuzzTranscript {
  static func run(_ input: FuzzInput, format: TranscriptFormat) {
    let name = format.definition.isLineOriented ? "fuzz.jsonl" : "fuzz.json"
    let source = TranscriptSource.bytes(input.bytes, name: name)
    _ = try? TranscriptReader(source: source)
    do {
      let reader = try TranscriptReader(source: source, format: format)
      let (header, report) = try reader.scanHeader()
      if report.nothingRead { return }
      var page: [UInt8] = []
      try TranscriptHTMLExporter().export(reader, header: header, windowTurns: 4) {
        page += $0
      }
      // Every page carries the restrictive policy, whatever the messages hold.
      check(
        FuzzMarkdown.contains(page, "http-equiv=\"content-security-policy\""),
        "transcript page without its Content-Security-Policy")
      check(!FuzzMarkdown.contains(page, "<script"), "transcript page holds a <script tag")
      let level: ColorLevel = input.flag(0) ? .none : .truecolor
      let terminal = TranscriptTerminalRenderer(
        options: TranscriptTerminalOptions(
          width: input.width, colorLevel: level, expand: input.flag(1)))
      try terminal.render(reader, header: header) { _ in }
    } catch {
      // A transcript that cannot be read at all is an error the CLI reports: not a finding.
    }
  }
}
