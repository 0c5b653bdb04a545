import DiffView
import Foundation
import Highlight
import RenderSupport
import Testing

/// The concurrent pipeline (workers sharing one highlighter, files split into parts of whole
/// hunks) must render byte for byte what the sequential one renders.
@Suite(.enabled(if: InstalledGrammars.available, "no TextMate grammars installed"))
struct DiffPipelineTests {
  /// A C file changed in `hunks` places (about 1 KiB each, so a big file splits into several
  /// parts), a plain text file, a commit header and a binary file, twice over.
  static func bigDiff(hunks: Int) -> String {
    var text = ""
    for round in 0..<2 {
      text +=
        "commit \(String(repeating: "\(round)", count: 40))\nAuthor: A <a@b>\n\n    round \(round)\n\n"
      text += "diff --git a/src/big.c b/src/big.c\n--- a/src/big.c\n+++ b/src/big.c\n"
      for hunk in 0..<hunks {
        let start = hunk * 40 + 1
        text += "@@ -\(start),12 +\(start),12 @@ static int f\(hunk)(void)\n"
        text += " /* a comment that opens\n  and closes */ int a\(hunk) = \(hunk);\n"
        for line in 0..<4 {
          text += "-  call_\(line)(\"old \(hunk)\", a\(hunk) + \(line)); // was \(round)\n"
        }
        for line in 0..<4 {
          text += "+  call_\(line)(\"new \(hunk)\", a\(hunk) * \(line)); // now \(round)\n"
        }
        text += "   return 0x\(String(hunk, radix: 16));\n }\n"
      }
      text += "diff --git a/notes.txt b/notes.txt\n--- a/notes.txt\n+++ b/notes.txt\n"
      text += "@@ -1,2 +1,2 @@\n-old words here\n+new words there\n same\n"
      text += "diff --git a/logo.png b/logo.png\nBinary files a/logo.png and b/logo.png differ\n"
    }
    return text
  }

  func render(
    _ diff: String, workers: Int, make: (DiffOutput, HighlightColoring) -> any DiffRenderer
  ) -> String {
    let coloring = HighlightColoring(
      highlighter: InstalledGrammars.highlighter, theme: ThemeCatalog.dark)
    let workerColorizers = (0..<workers).map { _ in
      FileColorizer(coloring: coloring.sharingHighlighter())
    }
    var bytes: [UInt8] = []
    let output = DiffOutput(chunk: 512) { bytes.append(contentsOf: $0) }
    DiffPipeline(colorizer: FileColorizer(coloring: coloring), workerColorizers: workerColorizers)
      .run(parser: DiffParser(text: diff), renderer: make(output, coloring)) { _ in }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test(arguments: [2, 3])
  func workersRenderWhatOneThreadRenders(workers: Int) {
    let diff = Self.bigDiff(hunks: 60)
    var options = DiffRenderOptions()
    options.width = 160
    options.layout = .split
    options.colorLevel = .truecolor
    let ansi: (DiffOutput, HighlightColoring) -> any DiffRenderer = {
      output, _ in ANSIDiffRenderer(output: output, options: options)
    }
    let json: (DiffOutput, HighlightColoring) -> any DiffRenderer = {
      JSONDiffRenderer(output: $0, coloring: $1)
    }
    for make in [ansi, json] {
      let sequential = render(diff, workers: 0, make: make)
      let concurrent = render(diff, workers: workers, make: make)
      #expect(sequential == concurrent)
      #expect(sequential.count > 60_000)
    }
    // The C hunks are coloured (a comment style appears), the text file is not.
    let sequential = render(diff, workers: 0, make: json)
    #expect(sequential.contains("\"runs\":[{"))
  }
}
