import Foundation
import Testing

@testable import IntentRenderCLI

/// The chart types' hostile labels, seen by a browser: a note whose Mermaid fences put every
/// payload in every text position draws its diagrams, and nothing in them runs.
@Suite struct ChartBrowserTests {
  static func fences(_ payload: String) -> [String] {
    let flat = payload.replacingOccurrences(of: "\n", with: " ")
    let unquoted = flat.replacingOccurrences(of: "\"", with: "'")
    return [
      "pie title \(flat)\n  \"\(unquoted)\" : 2\n  \"b\" : 1",
      "gantt\n  title \(flat)\n  section \(flat)\n  \(flat.replacingOccurrences(of: ":", with: ";")) :a, 2024-01-01, 2d",
      "timeline\n  title \(flat)\n  section \(flat)\n  \(flat.replacingOccurrences(of: ":", with: ";")) : event",
      "xychart\n  title \"\(unquoted)\"\n  x-axis [\"\(unquoted)\", b]\n  bar [1, 2]",
      "mindmap\n  root[\"\(unquoted)\"]\n    child[\"\(unquoted)\"]",
      "gitGraph\n  commit id: \"\(unquoted)\" tag: \"\(unquoted)\"\n  commit",
    ]
  }

  @Test func noPayloadRunsInChromium() throws {
    guard HeadlessBrowser.path != nil else {
      print("NOTICE: chromium not installed; chart browser safety test skipped")
      return
    }
    let payloads = Array(XSSCorpus.payloads.prefix(12))
    var note = "# Charts\n\n"
    var count = 0
    for payload in payloads {
      for fence in Self.fences(payload) {
        note += "```mermaid\n\(fence)\n```\n\n"
        count += 1
      }
    }
    let (code, page, err) = runCLI(
      ["note", "--format", "html", "--standalone", "-"], stdin: note)
    #expect(code == 0, "\(err)")
    let drawn = page.components(separatedBy: "<svg xmlns=").count - 1
    #expect(drawn >= count * 9 / 10, "\(drawn) of \(count) drawn")
    let path = NSTemporaryDirectory() + "intent-render-charts-\(UUID().uuidString).html"
    try page.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let dom = try HeadlessBrowser.dumpDOM(path)
    #expect(!dom.isEmpty, "empty DOM dump (a dialog or a hang means a script ran)")
    // The payloads are on the page as text; a script that ran would have set the title.
    #expect(!dom.contains("<title>PWNED</title>"))
    let root = HTMLTagScanner.tags(in: dom).first { $0.name == "html" }
    #expect(root != nil && !root!.attributes.contains { $0.name == "data-pwned" })
    #expect(dom.components(separatedBy: "<svg xmlns=").count - 1 == drawn)
  }
}
