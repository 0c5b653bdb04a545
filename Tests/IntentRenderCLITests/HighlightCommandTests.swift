import Foundation
import Highlight
import Testing

/// The runs of a JSON result as (text, color, fontStyle), with the text cut from `source` by
/// the UTF-16 offsets, as a client would.
private func runs(_ json: String, source: String) throws -> [(String, String, Int)] {
  let object = try #require(
    try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  let utf16 = Array(source.utf16)
  return (object["runs"] as? [[String: Any]] ?? []).map { run in
    let location = run["location"] as! Int
    let length = run["length"] as! Int
    return (
      String(decoding: utf16[location..<location + length], as: UTF16.self),
      run["color"] as! String, run["fontStyle"] as! Int
    )
  }
}

private func field(_ json: String, _ key: String) -> Any? {
  (try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?[key] ?? nil
}

/// Linguist's grammars are a Debian package; without them these checks cannot run.
private let haveGrammars =
  LanguageRegistry.installed().languages.count > 0
  && GrammarSearchPath.linguistRoot() != nil

@Test(.enabled(if: haveGrammars, "Linguist grammars not installed"))
func highlightJSONOffsetsSurviveAstralCJKCombiningCRLFBOMAndTabs() throws {
  let source = "\u{FEFF}let a = \"😀漢e\u{301}\"\r\n\tvar b = 1 // ü\r\nreturn\n"
  let (code, out, err) = runCLI(["highlight", "-", "--path", "x.swift"], stdin: source)
  #expect(code == 0, "\(err)")
  #expect(field(out, "language") as? String == "swift")
  let found = try runs(out, source: source)
  let texts = found.map(\.0)
  #expect(texts.contains("let"))
  #expect(texts.contains("\"😀漢e\u{301}\""))
  #expect(texts.contains("var"))
  #expect(texts.contains("1"))
  #expect(texts.contains("// ü"))
  #expect(texts.contains("return"))
  for (text, color, _) in found {
    #expect(!text.contains("\n") && !text.contains("\r"))
    #expect(color.count == 7 && color.hasPrefix("#"))
  }
  // Sorted and non-overlapping.
  let object = try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [String: Any]
  let locations = (object["runs"] as! [[String: Any]]).map {
    ($0["location"] as! Int, $0["length"] as! Int)
  }
  for (a, b) in zip(locations, locations.dropFirst()) { #expect(a.0 + a.1 <= b.0) }
}

@Test(.enabled(if: haveGrammars, "Linguist grammars not installed"))
func languageFlagOverridesAndUnknownLanguagesFallBack() throws {
  let (code, out, _) = runCLI(
    ["highlight", "-", "--path", "x.txt", "--language", "python"], stdin: "def f(): pass\n")
  #expect(code == 0)
  #expect(field(out, "language") as? String == "python")
  #expect(try runs(out, source: "def f(): pass\n").first?.0 == "def")

  let (code2, out2, _) = runCLI(["highlight", "-"], stdin: "plain words\n")
  #expect(code2 == 0)
  #expect(field(out2, "fallback") as? String == "unknown language")
  #expect((field(out2, "runs") as? [Any])?.isEmpty == true)

  let (code3, _, err3) = runCLI(["highlight", "-", "--language", "klingon"], stdin: "x")
  #expect(code3 == 2)
  #expect(err3.contains("unknown language 'klingon'"))
  let (code4, _, _) = runCLI(["highlight", "-", "--format", "pdf"], stdin: "x")
  #expect(code4 == 2)
  let (code5, _, err5) = runCLI(["highlight", "-", "--theme", "/nonexistent.json"], stdin: "x")
  #expect(code5 == 1)
  #expect(err5.contains("cannot read theme"))
}

@Test(.enabled(if: haveGrammars, "Linguist grammars not installed")) func sizeBudgetBoundary()
  throws
{
  // A comment line padded so the whole source is exactly 524,288 bytes.
  let line = "// " + String(repeating: "x", count: 1020) + "\n"
  let count = 524_288 / line.utf8.count - 1
  var source = String(repeating: line, count: count)
  source += "//" + String(repeating: "y", count: 524_288 - source.utf8.count - 3) + "\n"
  #expect(source.utf8.count == 524_288)
  let (_, ok, _) = runCLI(
    ["highlight", "-", "--path", "a.swift", "--time-limit", "120"], stdin: source)
  #expect(field(ok, "fallback") == nil, "\(field(ok, "fallback") ?? "")")
  #expect((field(ok, "runs") as? [Any])?.count == count + 1)
  let (_, over, _) = runCLI(["highlight", "-", "--path", "a.swift"], stdin: source + " ")
  #expect((field(over, "fallback") as? String)?.contains("524289 bytes") == true)
  #expect((field(over, "runs") as? [Any])?.isEmpty == true)
}

@Test(.enabled(if: haveGrammars, "Linguist grammars not installed"))
func lineLengthBudgetBoundaryCountsUTF16() throws {
  // 4,999 emoji (2 units each) + 2 = 10,000 units exactly.
  let exact = "\"" + String(repeating: "😀", count: 4_999) + "\"\n"
  let (_, ok, _) = runCLI(["highlight", "-", "--path", "a.py"], stdin: exact)
  #expect(field(ok, "fallback") == nil)
  let over = "\"" + String(repeating: "😀", count: 4_999) + "\" \n"
  let (_, long, _) = runCLI(["highlight", "-", "--path", "a.py"], stdin: over)
  #expect((field(long, "fallback") as? String)?.contains("10001 UTF-16") == true)
}

@Test(.enabled(if: haveGrammars, "Linguist grammars not installed")) func runBudgetBoundary() throws
{
  // A generous time limit: debug builds on a busy machine are slow, and time is not tested here.
  let sixty = String(repeating: "1\n", count: 60_000)
  let (_, ok, _) = runCLI(
    ["highlight", "-", "--path", "a.py", "--time-limit", "120"], stdin: sixty)
  #expect((field(ok, "runs") as? [Any])?.count == 60_000, "\(field(ok, "fallback") ?? "")")
  let (_, over, _) = runCLI(
    ["highlight", "-", "--path", "a.py", "--time-limit", "120"], stdin: sixty + "1\n")
  #expect(field(over, "fallback") as? String == "more than 60000 runs")
  let (_, small, _) = runCLI(
    ["highlight", "-", "--path", "a.py", "--max-runs", "3"], stdin: "1\n2\n3\n")
  #expect(field(small, "fallback") == nil)
}

@Test(.enabled(if: haveGrammars, "Linguist grammars not installed"))
func catastrophicRegexReturnsWithinTheTimeBudget() throws {
  let grammar = FileManager.default.temporaryDirectory.appendingPathComponent(
    "catastrophic-\(getpid()).json")
  try
    #"{"scopeName":"source.evil","patterns":[{"match":"(a|aa)+$x|(\\w+\\s?)*y","name":"keyword.evil"}]}"#
    .write(to: grammar, atomically: true, encoding: .utf8)
  defer { try? FileManager.default.removeItem(at: grammar) }
  let line = String(repeating: "aaaaaaaaaa ", count: 300) + "!\n"
  // CPU time of this thread (the CLI runs in-process), so a busy machine does not fail it.
  func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
  let started = cpuSeconds()
  let (code, out, _) = runCLI(
    ["highlight", "-", "--grammar", grammar.path, "--time-limit", "5"],
    stdin: String(repeating: line, count: 20))
  #expect(code == 0)
  #expect(cpuSeconds() - started < 6)
  #expect(field(out, "language") as? String == "source.evil")
}

@Test(.enabled(if: haveGrammars, "Linguist grammars not installed")) func ansiHTMLAndScopesFormats()
  throws
{
  let source = "let s = \"<b>&\"\n"
  let (_, ansi, _) = runCLI(
    [
      "highlight", "-", "--path", "a.swift", "--format", "ansi", "--color", "always",
      "--line-numbers", "--header",
    ],
    stdin: source, environment: ["COLORTERM": "truecolor"])
  #expect(ansi.hasPrefix("File: \u{1B}[1ma.swift\u{1B}[0m\n"))
  #expect(ansi.contains("   1\u{1B}[0m "))
  #expect(ansi.contains("\u{1B}[38;2;"))
  let (_, plain, _) = runCLI(
    ["highlight", "-", "--path", "a.swift", "--format", "ansi", "--color", "never"],
    stdin: source)
  #expect(plain == source)
  let (_, html, _) = runCLI(
    ["highlight", "-", "--path", "a.swift", "--format", "html", "--theme", "dark"],
    stdin: source)
  #expect(html.hasPrefix("<pre class=\"ir-hl\" style=\"color:#D7DAE0;background-color:#1B1D23\">"))
  #expect(html.contains("&lt;b&gt;&amp;"))
  #expect(!html.contains("<b>"))
  let (_, both, _) = runCLI(
    ["highlight", "-", "--path", "a.swift", "--format", "html"], stdin: source)
  #expect(both.hasPrefix("<style>"))
  #expect(both.contains("prefers-color-scheme: dark"))
  let (_, scopes, _) = runCLI(
    ["highlight", "-", "--path", "a.swift", "--format", "scopes"], stdin: source)
  #expect(scopes.hasPrefix("1 [0, 3) \"let\" source.swift"))
}

@Test(.enabled(if: haveGrammars, "Linguist grammars not installed"))
func languagesListsGrammarsAndMarksMissingOnes() throws {
  let (code, out, _) = runCLI(["languages"])
  #expect(code == 0)
  #expect(out.hasPrefix("NAME"))
  let swift = out.split(separator: "\n").first { $0.hasPrefix("Swift ") }
  #expect(swift?.hasSuffix("source.swift") == true)
  #expect(!out.contains("(no grammar)"))
  let (_, all, _) = runCLI(["languages", "--all"])
  #expect(all.contains("(no grammar)"))
  // One word filters; a word no language has is bad input, two words a usage error.
  #expect(runCLI(["languages", "no-such-language"]).0 == 1)
  #expect(runCLI(["languages", "swift", "extra"]).0 == 2)
}

/// `--standalone` makes the HTML a page (as `note` and `diff` do): the fragment inside a
/// document with the no-script policy, the file's name as an escaped title.
@Test func standaloneHTMLIsAPageWithAnEscapedTitle() {
  let code = "let x = 1\n"
  let (status, fragment, _) = runCLI(
    ["highlight", "-", "--language", "swift", "--format", "html"], stdin: code)
  let (_, page, _) = runCLI(
    [
      "highlight", "-", "--language", "swift", "--format", "html", "--standalone", "--path",
      "<script>x.swift",
    ], stdin: code)
  #expect(status == 0)
  #expect(!fragment.contains("<!DOCTYPE"))
  #expect(page.hasPrefix("<!DOCTYPE html>\n"))
  #expect(page.contains("<title>&lt;script&gt;x.swift</title>"))
  #expect(page.contains("content=\"default-src 'none'"))
  #expect(page.contains("<meta name=\"color-scheme\" content=\"light dark\">"))
  #expect(!page.contains("<script"))
  #expect(page.hasSuffix("</body>\n</html>\n"))
  // One theme: inline styles, no scheme switch.
  let (_, light, _) = runCLI(
    [
      "highlight", "-", "--language", "swift", "--format", "html", "--standalone", "--theme",
      "light",
    ],
    stdin: code)
  #expect(!light.contains("color-scheme"))
}
