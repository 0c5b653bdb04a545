/// Reads the patch language of Codex's `apply_patch` tool (`*** Begin Patch`, then
/// `*** Update File: PATH` / `*** Add File: PATH` / `*** Delete File: PATH` sections of
/// `@@`-separated hunks whose lines start with ` `, `-` or `+`, then `*** End Patch`) into one
/// diff per file. The patch names no line numbers, so hunks are numbered within the patch.
enum ApplyPatch {
  /// The diffs of `text`, or nil when it is not such a patch.
  static func diffs(_ text: String) -> [ToolDiff]? {
    guard text.hasPrefix("*** Begin Patch") else { return nil }
    var diffs: [ToolDiff] = []
    var hunk: [ToolDiff.Line] = []
    var hunks: [ToolDiff.Hunk] = []
    var path: String?
    var oldLine = 1
    var newLine = 1
    func closeHunk() {
      if !hunk.isEmpty {
        hunks.append(ToolDiff.Hunk(oldStart: oldLine, newStart: newLine, lines: hunk))
        oldLine += hunk.count { $0.kind != .added }
        newLine += hunk.count { $0.kind != .removed }
      }
      hunk = []
    }
    func closeFile() {
      closeHunk()
      if let path { diffs.append(ToolDiff(path: path, hunks: hunks, numbersFromFile: false)) }
      hunks = []
      path = nil
      oldLine = 1
      newLine = 1
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("*** ") {
        closeFile()
        for marker in ["*** Update File: ", "*** Add File: ", "*** Delete File: "]
        where line.hasPrefix(marker) {
          path = String(line.dropFirst(marker.count))
        }
        continue
      }
      guard path != nil else { continue }
      if line.hasPrefix("@@") {
        closeHunk()
        continue
      }
      switch line.first {
      case "+": hunk.append(ToolDiff.Line(.added, String(line.dropFirst())))
      case "-": hunk.append(ToolDiff.Line(.removed, String(line.dropFirst())))
      case " ": hunk.append(ToolDiff.Line(.context, String(line.dropFirst())))
      default: continue
      }
    }
    closeFile()
    return diffs.isEmpty ? nil : diffs
  }
}
