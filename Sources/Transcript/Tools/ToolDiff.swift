import RenderSupport

/// The change an edit tool made to one file, as hunks of context, removed and added lines:
/// from the log's own patch (Claude Code's `toolUseResult.structuredPatch`) when it has one,
/// else computed from the old and new strings (`LineDiff`).
package struct ToolDiff: Equatable, Sendable {
  /// What one line of a hunk is.
  package enum LineKind: Equatable, Sendable {
    case context, removed, added
  }

  /// One line of a hunk, without its marker or line break.
  package struct Line: Equatable, Sendable {
    package var kind: LineKind
    package var text: String

    package init(_ kind: LineKind, _ text: String) {
      self.kind = kind
      self.text = text
    }
  }

  /// Consecutive lines starting at `oldStart` in the old file and `newStart` in the new one
  /// (1-based).
  package struct Hunk: Equatable, Sendable {
    package var oldStart: Int
    package var newStart: Int
    package var lines: [Line]

    package init(oldStart: Int, newStart: Int, lines: [Line]) {
      self.oldStart = oldStart
      self.newStart = newStart
      self.lines = lines
    }

    /// Lines of the old side (context and removed).
    package var oldCount: Int { lines.count { $0.kind != .added } }
    /// Lines of the new side (context and added).
    package var newCount: Int { lines.count { $0.kind != .removed } }
  }

  /// The file the edit changed, as the tool named it.
  package var path: String
  package var hunks: [Hunk]
  /// The line numbers are the file's (from the log's patch), not counted within the strings.
  package var numbersFromFile: Bool

  package init(path: String, hunks: [Hunk], numbersFromFile: Bool) {
    self.path = path
    self.hunks = hunks
    self.numbersFromFile = numbersFromFile
  }

  /// Added and removed line counts.
  package var counts: (added: Int, removed: Int) {
    var added = 0
    var removed = 0
    for hunk in hunks {
      for line in hunk.lines {
        if line.kind == .added { added += 1 } else if line.kind == .removed { removed += 1 }
      }
    }
    return (added, removed)
  }

  /// Bytes of line text, roughly (bounds what a renderer may highlight).
  package var textBytes: Int {
    hunks.reduce(0) { total, hunk in hunk.lines.reduce(total) { $0 + $1.text.utf8.count + 1 } }
  }

  /// Hunks from a `structuredPatch` array (`[{oldStart, newStart, lines: [" a", "-b", "+c"]}]`),
  /// or nil when it is not one.
  package static func hunks(fromStructuredPatch patch: JSONValue) -> [Hunk]? {
    guard let items = patch.arrayValue, !items.isEmpty else { return nil }
    var hunks: [Hunk] = []
    for item in items {
      guard let oldStart = item["oldStart"]?.intValue, let newStart = item["newStart"]?.intValue,
        oldStart >= 0, newStart >= 0, oldStart < 1 << 48, newStart < 1 << 48,
        let texts = item["lines"]?.arrayValue
      else { return nil }
      var lines: [Line] = []
      for text in texts {
        guard let text = text.stringValue else { return nil }
        switch text.utf8.first {
        case UInt8(ascii: "+"): lines.append(Line(.added, String(text.dropFirst())))
        case UInt8(ascii: "-"): lines.append(Line(.removed, String(text.dropFirst())))
        case UInt8(ascii: "\\"): continue  // "\ No newline at end of file"
        case UInt8(ascii: " "): lines.append(Line(.context, String(text.dropFirst())))
        default: lines.append(Line(.context, text))
        }
      }
      hunks.append(Hunk(oldStart: max(oldStart, 1), newStart: max(newStart, 1), lines: lines))
    }
    return hunks
  }
}
