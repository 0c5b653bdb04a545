import Foundation
import MarkdownRender
import RenderSupport
import Testing

/// The terminal's link rules on real READMEs (Debian ships many under /usr/share/doc; they are
/// read where they are, not copied, and a missing one is a printed skip): no reference for a
/// fragment or relative link, every absolute URL numbered once, no reference line broken.
enum RealREADMEs {
  static let candidates = [
    "/usr/share/doc/nodejs/CONTRIBUTING.md", "/usr/share/doc/libglib2.0-0/README.md",
    "/usr/share/doc/libjs-underscore/README.md", "/usr/share/doc/libcbor0.8/README.md",
    "/usr/share/doc/libxml2/README.md",
  ]

  static func text(_ path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}

@Test(arguments: RealREADMEs.candidates)
func linkRulesHoldOnARealREADME(path: String) throws {
  guard let text = RealREADMEs.text(path) else {
    print("NOTICE: \(path) not installed; link rules not checked on it")
    return
  }
  let document = MarkdownParser.parse(text)
  let out = TerminalRenderer(options: TerminalRenderOptions(width: 60, colorLevel: .none))
    .render(document)
  var numbers: [Int] = []
  var urls: Set<String> = []
  for line in out.split(separator: "\n") {
    guard line.hasPrefix("["), let close = line.firstIndex(of: "]"),
      line[close...].hasPrefix("]: "),
      let number = Int(line[line.index(after: line.startIndex)..<close])
    else { continue }
    let url = String(line[line.index(close, offsetBy: 3)...])
    #expect(!url.hasPrefix("#"), "\(path): a fragment got a reference: \(line)")
    #expect(url.contains(":"), "\(path): a relative link got a reference: \(line)")
    #expect(!url.contains(" "), "\(path): a reference line was broken: \(line)")
    #expect(urls.insert(url).inserted, "\(path): \(url) listed twice")
    numbers.append(number)
  }
  #expect(numbers == Array(numbers.indices.map { $0 + 1 }), "\(path): numbers \(numbers)")
  // Every absolute link of the source that is not shown as its own text got a line.
  let absolute = text.components(separatedBy: "](http").count - 1
  if absolute > 0 { #expect(!urls.isEmpty, "\(path): \(absolute) links, no reference") }
}
