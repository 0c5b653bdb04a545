import DiffView
import Foundation
import RenderSupport
import Testing

/// Each fixture diff rendered in every format, compared with reviewed goldens.
struct GoldenRenderTests {
  static let cases = ["changes", "log", "malformed", "hostile"]

  func render(_ input: String, _ make: (DiffOutput) -> any DiffRenderer) -> (String, [Diagnostic]) {
    var bytes: [UInt8] = []
    let output = DiffOutput { bytes.append(contentsOf: $0) }
    let pipeline = DiffPipeline(
      colorizer: FileColorizer(
        coloring: PlainColoring(
          foreground: DiffTheme.dark.foreground, background: DiffTheme.dark.background)))
    var diagnostics: [Diagnostic] = []
    pipeline.run(parser: DiffParser(text: input), renderer: make(output)) { diagnostics.append($0) }
    return (String(decoding: bytes, as: UTF8.self), diagnostics)
  }

  func ansi(_ input: String, layout: DiffRenderOptions.Layout, width: Int) -> (String, [Diagnostic])
  {
    var options = DiffRenderOptions()
    options.layout = layout
    options.width = width
    options.colorLevel = .truecolor
    return render(input) { ANSIDiffRenderer(output: $0, options: options) }
  }

  @Test(arguments: cases)
  func unifiedANSI(_ name: String) throws {
    let (text, diagnostics) = ansi(try Golden.input("\(name).diff"), layout: .unified, width: 100)
    let report = diagnostics.map { "warning: \($0)" }.joined(separator: "\n")
    Golden.check(ReadableANSI.convert(text) + report, against: "\(name).unified.txt")
    for line in text.split(separator: "\n") {
      #expect(line.isEmpty || line.hasSuffix("\u{1B}[0m"), "a line leaves attributes open")
    }
  }

  @Test(arguments: cases)
  func splitANSI(_ name: String) throws {
    let (text, _) = ansi(try Golden.input("\(name).diff"), layout: .split, width: 160)
    Golden.check(ReadableANSI.convert(text), against: "\(name).split.txt")
  }

  @Test(arguments: cases)
  func json(_ name: String) throws {
    let (text, _) = render(try Golden.input("\(name).diff")) {
      JSONDiffRenderer(output: $0, coloring: PlainColoring(foreground: .black, background: .white))
    }
    #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(text.utf8)) }
    Golden.check(text, against: "\(name).json")
  }

  @Test(arguments: cases)
  func html(_ name: String) throws {
    let (text, _) = render(try Golden.input("\(name).diff")) {
      HTMLDiffRenderer(output: $0, layout: .unified, standalone: false, theme: nil)
    }
    Golden.check(text, against: "\(name).html")
  }

  @Test func hostileTextNeverReachesTheTerminalRaw() throws {
    let (text, _) = ansi(try Golden.input("hostile.diff"), layout: .unified, width: 100)
    let withoutSGR = ReadableANSI.convert(text)
    #expect(!withoutSGR.contains("<ESC>"))
    #expect(!withoutSGR.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x07 })
  }
}
