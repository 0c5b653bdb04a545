import Foundation
import Testing

/// A note of about 1.2 MiB (over `MappedFile.minimumSize`) with references to a definition at its start, so later sections
/// read pages the mapped input has already released.
private func largeNote() -> String {
  var note = "[home]: https://example.com/home\n\n# Large note\n\n"
  for index in 0..<17000 {
    note += "Paragraph \(index) links [home] and says *something* about `code` here.\n\n"
    if index % 500 == 0 { note += "```\nplain code \(index)\n```\n\n" }
  }
  return note
}

private func temporaryFile(_ contents: Data) throws -> String {
  let path = NSTemporaryDirectory() + "note-input-\(UUID().uuidString).md"
  try contents.write(to: URL(fileURLWithPath: path))
  return path
}

@Test func aLargeFileRendersAsItsTextFromStandardInput() throws {
  let note = largeNote()
  #expect(note.utf8.count > 1 << 20)
  let path = try temporaryFile(Data(note.utf8))
  defer { try? FileManager.default.removeItem(atPath: path) }
  for format in ["html", "text"] {
    let fromFile = runCLI(["note", path, "--format", format])
    let fromStdin = runCLI(["note", "-", "--format", format], stdin: note)
    #expect(fromFile.0 == 0 && fromFile.2.isEmpty)
    #expect(fromFile.1 == fromStdin.1)
  }
  #expect(
    runCLI(["note", path, "--format", "html"]).1.contains(
      "<p>Paragraph 16999 links <a href=\"https://example.com/home\">home</a> and says"))
}

@Test func aLargeFileWithInvalidUTF8OrNULIsRepairedOrRefused() throws {
  var bytes = Data(largeNote().utf8)
  bytes[bytes.count - 10] = 0xFF
  let invalid = try temporaryFile(bytes)
  defer { try? FileManager.default.removeItem(atPath: invalid) }
  let (code, out, err) = runCLI(["note", invalid, "--format", "text"])
  #expect(code == 0)
  #expect(err.contains("invalid UTF-8 replaced with U+FFFD"))
  #expect(out.contains("\u{FFFD}"))
  var binary = Data(largeNote().utf8)
  binary[100] = 0
  let nul = try temporaryFile(binary)
  defer { try? FileManager.default.removeItem(atPath: nul) }
  let refused = runCLI(["note", nul])
  #expect(refused.0 == 1 && refused.2.contains("binary"))
}
