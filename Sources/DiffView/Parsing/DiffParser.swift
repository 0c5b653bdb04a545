import RenderSupport

/// Parses unified diffs, git diffs and `git log -p` output into `DiffEvent`s, one at a time.
///
/// The parser holds at most one file's section: a renderer pulls an event, paints it and drops
/// it before the next is read. Problems (a hunk cut short, a header that does not parse) become
/// diagnostics with the input line, and parsing resumes at the next line that makes sense.
package final class DiffParser {
  enum State {
    case idle
    case commit
    /// After a file's first line, before its first hunk: extended headers are accepted.
    case fileHeader
    /// Between hunks of a file.
    case fileBody
    case hunk
    /// The base85 lines of a `GIT binary patch`.
    case binaryPatch
    /// The lines of a hunk whose header did not parse.
    case skippingHunk
    /// The lines of a conflict region outside any diff, held until it closes.
    case conflictText
    /// Search or annotation output (`SourceListing`), for the rest of the input.
    case listing
    /// After a first line that may be `git grep --heading`'s path.
    case listingHeading
  }

  let reader: LineReader
  var state = State.idle
  var pending: [DiffEvent] = []
  var pendingIndex = 0
  var diagnostics: [Diagnostic] = []

  // The commit being read.
  var commit: DiffCommit?
  var commitInMessage = false
  var messageLines: [String] = []

  // The file being read.
  var file: DiffFile?
  var fileHasPrefixes = false
  var headerPaths: (String, String)?
  var minusPath: String??
  var plusPath: String??
  var renameFrom: String?
  var renameTo: String?
  var copyFrom: String?
  var copyTo: String?

  // The hunk being read.
  var hunk: DiffHunk?
  var remainingOld = 0
  var remainingNew = 0
  var nextOld = 0
  var nextNew = 0
  /// A combined hunk's count left and next line number per parent; `remainingOld` is then
  /// their sum, so the hunk ends when every parent's and the result's counts are used.
  var remainingParents: [Int] = []
  /// The open combined hunk has said that it holds more lines than its header counts.
  var warnedOverCount = false
  var nextParents: [Int] = []
  /// Lines and bytes of line text held in `file` and `hunk`, for cutting a file into pieces.
  var heldLines = 0
  var heldBytes = 0

  /// The line being parsed as read, colours included (for `--color-words`); set only while
  /// the line is stepped, when the reader's buffer holds it.
  var rawLine: UnsafeBufferPointer<UInt8>?
  /// The line had SGR sequences (the stripped bytes are fewer).
  var rawHasColor = false
  /// The porcelain word-diff line being built from its fragments.
  var wordFragments: WordFragments?
  /// The graph column of `git log --graph` input, from its first graph commit line on.
  var graph: GraphPrefix?

  /// The conflict region being held, and the input line of its `<<<<<<<`.
  var conflictLines: [String] = []
  var conflictStart = 0

  // Search and annotation output (`DiffParser+Listing`).
  var inputKindDecided = false
  var listingOrigin: SourceListing.Origin?
  var listing: SourceListing?
  var grepHeading: String?
  var headingCandidate: (String, Int)?
  var porcelainLine: (commit: String, original: Int, final: Int)?
  /// The lines of the porcelain block being read, kept until its line's text comes; a block
  /// without one (`--incremental`) is handed out as text.
  var porcelainHeld: [String] = []
  var porcelainCommits: [String: PorcelainCommit] = [:]

  /// Blank lines read outside a diff and not yet handed out.
  var heldBlankLines = 0

  /// A `---` line outside a file: it starts a file only if `+++` follows.
  var pendingMinus: (text: String, path: String)?

  package init(reader: LineReader) {
    self.reader = reader
  }

  /// Parses text already in memory.
  package convenience init(text: String) {
    self.init(reader: LineReader(text: text))
  }

  /// The next event, or `nil` at the end of the input.
  package func next() -> DiffEvent? {
    while pendingIndex >= pending.count {
      pending.removeAll(keepingCapacity: true)
      pendingIndex = 0
      let more = reader.nextLine { raw -> Bool in
        SGRStripper.withStripped(raw) { bytes in
          var line = ByteLine(bytes: bytes)
          // A graph log starts with a graph commit line (`* commit`, `*   commit`), also
          // after other text (a log pasted after something else).
          if graph == nil && line.first == 0x2A { graph = GraphPrefix.start(line) }
          if graph != nil { line = graph!.strip(line) }
          // `--color-words` says with colours alone which words changed.
          rawHasColor = bytes.count != raw.count
          rawLine = raw
          defer { rawLine = nil }
          while !step(line) {}
        }
        return true
      }
      if more == nil {
        finishInput()
        if pending.isEmpty { return nil }
      }
    }
    let event = pending[pendingIndex]
    pendingIndex += 1
    return event
  }

  /// Why the input ended early (a line over the reader's limit, a failed read), once `next()`
  /// has returned `nil`; the events before it are all valid.
  package var inputFailure: LineReader.Failure? { reader.failure }

  /// The diagnostics found since the last call, in input order.
  package func takeDiagnostics() -> [Diagnostic] {
    defer { diagnostics.removeAll() }
    return diagnostics
  }

  /// Every event of the input, with all diagnostics (for small inputs and tests).
  package static func parseAll(_ text: String) -> (events: [DiffEvent], diagnostics: [Diagnostic]) {
    let parser = DiffParser(text: text)
    var events: [DiffEvent] = []
    while let event = parser.next() { events.append(event) }
    return (events, parser.takeDiagnostics())
  }

  func warn(_ message: String, line: Int? = nil) {
    diagnostics.append(
      Diagnostic(.warning, message, at: SourcePosition(line: line ?? reader.lineNumber, column: 1)))
  }

  /// Handles one line in the current state; `false` means "not mine, look again in the state
  /// just entered".
  func step(_ line: ByteLine) -> Bool {
    switch state {
    case .idle: return idleLine(line)
    case .commit: return commitLine(line.trimmingCR)
    case .fileHeader, .fileBody: return fileLine(line)
    case .hunk: return hunkLine(line)
    case .binaryPatch:
      if Self.isBinaryPatchLine(line.trimmingCR) { return true }
      state = .fileBody
      return false
    case .conflictText: return conflictLine(line.trimmingCR)
    case .listing: return listingLine(line)
    case .listingHeading: return headingLine(line.trimmingCR)
    case .skippingHunk:
      if let first = line.first, first == 0x20 || first == 0x2B || first == 0x2D || first == 0x5C {
        return true
      }
      state = .fileBody
      return false
    }
  }

  private func idleLine(_ raw: ByteLine) -> Bool {
    let line = raw.trimmingCR
    if !inputKindDecided, !line.isEmpty {
      if detectListing(line) { return true }
      if state != .idle { return false }
    }
    // Blank lines held go out before the next text line (below), never before a diff.
    let blankLines = line.isEmpty ? 0 : heldBlankLines
    if !line.isEmpty { heldBlankLines = 0 }
    if let minus = pendingMinus {
      pendingMinus = nil
      if line.hasPrefix("+++ ") {
        startFile(at: reader.lineNumber - 1)
        minusPath = Self.sidePath(minus.path)
        plusPath = Self.sidePath(GitPath.field(Substring(line.string(droppingFirst: 4))))
        state = .fileHeader
        return true
      }
      pending.append(.text(minus.text))
    }
    if line.hasPrefix("diff --git ") {
      startFile(at: reader.lineNumber)
      let paths = GitPath.splitHeader(Substring(line.string(droppingFirst: 11)))
      headerPaths = paths
      if let paths { fileHasPrefixes = GitPath.hasPrefix(paths.0) && GitPath.hasPrefix(paths.1) }
      state = .fileHeader
      return true
    }
    if line.hasPrefix("diff --cc ") || line.hasPrefix("diff --combined ") {
      startFile(at: reader.lineNumber)
      let name = line.string(droppingFirst: line.hasPrefix("diff --cc ") ? 10 : 16)
      let path = GitPath.field(Substring(name))
      headerPaths = (path, path)
      file?.isCombined = true
      state = .fileHeader
      return true
    }
    if line.hasPrefix("commit "), let parsed = Self.commitLine(line.string(droppingFirst: 7)) {
      commit = DiffCommit(
        hash: parsed.hash, decorations: parsed.decorations, inputLine: reader.lineNumber)
      commit?.graph = graph?.takeCommitGraph()
      commitInMessage = false
      messageLines = []
      state = .commit
      return true
    }
    if line.hasPrefix("--- ") {
      pendingMinus = (line.string(), GitPath.field(Substring(line.string(droppingFirst: 4))))
      return true
    }
    if line.hasPrefix("Binary files "), line.string().hasSuffix(" differ") {
      startFile(at: reader.lineNumber)
      binaryLine(line.string())
      finishFile()
      return true
    }
    if line.isEmpty {
      heldBlankLines += 1
      return true
    }
    // Blank lines between text lines are text too (a conflicted file's, `git status`'s);
    // before a diff or a commit they are only spacing, and are dropped.
    for _ in 0..<blankLines { pending.append(.text("")) }
    if startConflict(line) { return true }
    do {
      let text = line.string()
      if rawHasColor, graph == nil, let rawLine {
        pending.append(.coloredText(text, raw: String(decoding: rawLine, as: UTF8.self)))
      } else {
        pending.append(.text(text))
      }
    }
    return true
  }

  /// `commit HASH [(decorations)]`, or `nil` if the word after `commit` is not a hash.
  static func commitLine(_ rest: String) -> (hash: String, decorations: String?)? {
    if let ascii = asciiCommitLine(rest) { return ascii }
    return characterCommitLine(rest)
  }

  /// `commitLine` Character by Character: the way for any line.
  static func characterCommitLine(_ rest: String) -> (hash: String, decorations: String?)? {
    let hash = rest.prefix { $0 != " " }
    guard hash.count >= 7, hash.count <= 64, hash.allSatisfy(\.isHexDigit) else { return nil }
    var decorations: String?
    let after = rest.dropFirst(hash.count).drop { $0 == " " }
    if after.hasPrefix("("), after.hasSuffix(")") {
      decorations = String(after.dropFirst().dropLast())
    } else if !after.isEmpty {
      decorations = String(after)
    }
    return (String(hash), decorations)
  }

  /// `commitLine` on bytes for an ASCII line without a line feed, where every byte is one
  /// Character and `isHexDigit` means `0-9a-fA-F`: the Character path cost about 46,000
  /// instructions a commit. `.none` when the line is not such a line; `.some(nil)` when it
  /// is, but names no commit.
  static func asciiCommitLine(_ rest: String) -> (hash: String, decorations: String?)?? {
    let bytes = rest.utf8
    guard SingleByteCharacters.hold(bytes) else { return nil }
    let hashEnd = bytes.firstIndex(of: 0x20) ?? bytes.endIndex
    let hash = bytes[..<hashEnd]
    guard hash.count >= 7, hash.count <= 64,
      hash.allSatisfy({ byte in
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
      })
    else { return .some(nil) }
    let after = rest[hashEnd...].drop { $0 == " " }
    var decorations: String?
    if after.hasPrefix("("), after.hasSuffix(")") {
      decorations = String(after.dropFirst().dropLast())
    } else if !after.isEmpty {
      decorations = String(after)
    }
    return (String(rest[..<hashEnd]), decorations)
  }

  private func commitLine(_ line: ByteLine) -> Bool {
    if !commitInMessage {
      if line.isEmpty {
        commitInMessage = true
        return true
      }
      let text = line.string()
      if let field = Self.headerField(text) {
        switch field.name {
        case "Author": commit?.author = field.value
        case "Date", "AuthorDate": commit?.date = field.value
        default: break
        }
        commit?.headers.append(field)
        return true
      }
      if text.hasPrefix(" "), let last = commit?.headers.indices.last,
        !commit!.headers[last].hasColon
      {
        // A raw header's continuation line (`gpgsig`, `mergetag`): one space, then the line.
        commit!.headers[last].value += "\n" + text.dropFirst()
        return true
      }
    } else {
      if line.hasPrefix("    ") {
        messageLines.append(line.string(droppingFirst: 4))
        return true
      }
      if line.isEmpty {
        messageLines.append("")
        return true
      }
    }
    finishCommit()
    return false
  }

  /// `Name: value` (git's pretty formats) or `name value` (`--format=raw`: a lower-case word
  /// such as `tree`, `parent`, `author`), else `nil`.
  static func headerField(_ text: String) -> DiffCommit.HeaderField? {
    if let colon = text.firstIndex(of: ":"), colon > text.startIndex,
      text[..<colon].allSatisfy({ $0.isLetter })
    {
      let value = text[text.index(after: colon)...].trimmingLeadingSpaces()
      return DiffCommit.HeaderField(name: String(text[..<colon]), value: value)
    }
    if let space = text.firstIndex(of: " "), space > text.startIndex,
      text[..<space].allSatisfy({ $0.isASCII && $0.isLowercase })
    {
      return DiffCommit.HeaderField(
        name: String(text[..<space]), value: String(text[text.index(after: space)...]),
        hasColon: false)
    }
    return nil
  }

  func finishCommit() {
    guard var done = commit else { return }
    while messageLines.last == "" { messageLines.removeLast() }
    done.message = messageLines.concatenated(separator: "\n")
    pending.append(.commit(done))
    commit = nil
    messageLines = []
    state = .idle
  }

  private func finishInput() {
    switch state {
    case .commit: finishCommit()
    case .hunk:
      // An input cut short by a read error or an overlong line is reported as that instead.
      if reader.failure == nil && (remainingOld > 0 || remainingNew > 0) {
        warn(
          "malformed hunk: the input ends \(remainingOld) old and \(remainingNew) new lines early"
            + gitLimitNote,
          line: hunk?.inputLine)
      }
      closeHunk()
      finishFile()
    case .fileHeader, .fileBody, .binaryPatch, .skippingHunk: finishFile()
    case .conflictText: finishConflictAtEnd()
    case .listing:
      flushListing()
      releasePorcelainBlock()
    case .listingHeading:
      if let (path, _) = headingCandidate { pending.append(.text(path)) }
      headingCandidate = nil
    case .idle: break
    }
    if let minus = pendingMinus {
      pending.append(.text(minus.text))
      pendingMinus = nil
    }
  }

  /// `/dev/null` means "no file on this side".
  static func sidePath(_ path: String) -> String? {
    path == "/dev/null" ? nil : path
  }

  /// A line of a `GIT binary patch` block: `literal N`, `delta N`, a base85 line or the
  /// blank line that ends a block. A base85 line is a length letter (`A`–`Z` for 1–26 bytes,
  /// `a`–`z` for 27–52) then five characters of git's base85 alphabet per four bytes, so a
  /// next file's `diff --git …` header of a fitting length is never taken for one.
  static func isBinaryPatchLine(_ line: ByteLine) -> Bool {
    if line.isEmpty || line.hasPrefix("literal ") || line.hasPrefix("delta ") { return true }
    guard let first = line.first else { return false }
    let length: Int
    switch first {
    case 0x41...0x5A: length = Int(first) - 0x41 + 1
    case 0x61...0x7A: length = Int(first) - 0x61 + 27
    default: return false
    }
    guard line.count == 1 + (length + 3) / 4 * 5 else { return false }
    for i in 1..<line.count where !isBase85(line.bytes[i]) { return false }
    return true
  }

  /// A character of git's base85 alphabet (`0-9A-Za-z!#$%&()*+-;<=>?@^_\`{|}~`).
  static func isBase85(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
    case 0x21, 0x23, 0x24, 0x25, 0x26, 0x28, 0x29, 0x2A, 0x2B, 0x2D, 0x3B, 0x3C, 0x3D, 0x3E,
      0x3F, 0x40, 0x5E, 0x5F, 0x60, 0x7B, 0x7C, 0x7D, 0x7E:
      return true
    default: return false
    }
  }
}

extension Substring {
  func trimmingLeadingSpaces() -> String {
    String(drop { $0 == " " || $0 == "\t" })
  }
}
