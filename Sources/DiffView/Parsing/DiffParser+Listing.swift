import RenderSupport

/// Search and annotation output read as delta reads it as a pager: the input's first line
/// says whether it is `git grep`/`grep`, `rg --json` or `git blame` output, and the rest is
/// then read as such, file by file, into `SourceListing`s. A line that does not fit is
/// handed out as text, so nothing is lost.
extension DiffParser {
  /// Lines held in one listing at most; a longer file goes on in the next one.
  static let listingLineLimit = 4_000

  /// The first non-empty line of the input: enters a listing state when it is one (`false`:
  /// the line is then read again in that state, or as usual).
  func detectListing(_ line: ByteLine) -> Bool {
    inputKindDecided = true
    let text = line.string()
    if let origin = ListingLineParser.detect(text) {
      listingOrigin = origin
      state = .listing
      return false
    }
    if ListingLineParser.looksLikePath(text) {
      // Perhaps `git grep --heading`: the next line decides.
      headingCandidate = (text, reader.lineNumber)
      state = .listingHeading
      return true
    }
    return false
  }

  /// The line after a possible `--heading` path.
  func headingLine(_ line: ByteLine) -> Bool {
    guard let (path, _) = headingCandidate else { return false }
    headingCandidate = nil
    if ListingLineParser.grep(line.string(), heading: path, current: nil) != nil {
      listingOrigin = .grep
      grepHeading = path
      state = .listing
      return false
    }
    pending.append(.text(path))
    state = .idle
    return false
  }

  /// One line in a listing state.
  func listingLine(_ raw: ByteLine) -> Bool {
    let text = raw.trimmingCR.string()
    switch listingOrigin {
    case .grep?: grepLine(text)
    case .ripgrep?: ripgrepLine(text)
    case .blame?: blameLine(text)
    case nil: pending.append(.text(text))
    }
    return true
  }

  private func grepLine(_ text: String) {
    if let (path, line) = ListingLineParser.grep(
      text, heading: grepHeading, current: listing?.path)
    {
      var line = line
      line.matches = matchRanges(text: line.text)
      append(line, path: path ?? grepHeading ?? "", origin: .grep)
      return
    }
    if text.isEmpty, grepHeading != nil {
      // `--break`/`--heading`: a blank line ends the file's group.
      flushListing()
      return
    }
    if ListingLineParser.looksLikePath(text), grepHeading != nil || listing == nil {
      flushListing()
      grepHeading = text
      return
    }
    flushListing()
    pending.append(.text(text))
  }

  private func ripgrepLine(_ text: String) {
    guard let record = ListingLineParser.ripgrep(text) else {
      flushListing()
      if !text.isEmpty { pending.append(.text(text)) }
      return
    }
    switch record.type {
    case "begin":
      flushListing()
      listing = SourceListing(
        origin: .ripgrep, path: record.path ?? "", inputLine: reader.lineNumber)
    case "match", "context":
      if let line = record.line { append(line, path: record.path ?? "", origin: .ripgrep) }
    case "end": flushListing()
    default: break  // `summary`: statistics of the search, no line of any file.
    }
  }

  private func blameLine(_ text: String) {
    if let header = ListingLineParser.porcelainHeader(text) {
      // A block that ended without its line's text is `--incremental`'s: kept as text.
      releasePorcelainBlock()
      porcelainLine = header
      porcelainHeld = [text]
      return
    }
    if let (hash, original, final) = porcelainLine {
      if text.hasPrefix("\t") {
        var line = SourceListing.Line(number: final, text: String(text.dropFirst()))
        let commit = porcelainCommits[hash] ?? PorcelainCommit()
        line.blame = SourceListing.BlameInfo(
          commit: String(hash.prefix(8)), author: commit.author, date: commit.date,
          originalLine: original)
        append(line, path: commit.filename, origin: .blame)
        porcelainLine = nil
        porcelainHeld = []
        return
      }
      if let space = text.firstIndex(of: " ") {
        var commit = porcelainCommits[hash] ?? PorcelainCommit()
        commit.read(key: text[..<space], value: String(text[text.index(after: space)...]))
        porcelainCommits[hash] = commit
        porcelainHeld.append(text)
        return
      }
      if text == "boundary" {
        porcelainHeld.append(text)
        return
      }
      releasePorcelainBlock()
    }
    if let (path, line) = ListingLineParser.blame(text, strict: false) {
      append(line, path: path ?? listing?.path ?? "", origin: .blame)
      return
    }
    flushListing()
    if !text.isEmpty { pending.append(.text(text)) }
  }

  /// Hands out the lines of a porcelain block that had no line text, as text.
  func releasePorcelainBlock() {
    guard !porcelainHeld.isEmpty else { return }
    flushListing()
    for held in porcelainHeld { pending.append(.text(held)) }
    porcelainHeld = []
    porcelainLine = nil
  }

  private func append(_ line: SourceListing.Line, path: String, origin: SourceListing.Origin) {
    var line = line
    if let open = listing {
      // Blame's lines are one file's, in order: a number that does not go on starts another
      // file; a path that changes within it is where the line came from (a rename, `-C`).
      let nextFile =
        origin == .blame
        ? (open.lines.last?.number).map { previous in (line.number ?? 0) <= previous } ?? false
        : open.path != path
      if nextFile || open.lines.count >= Self.listingLineLimit {
        flushListing()
      } else if origin == .blame {
        if path != open.path { line.blame?.originalPath = path }
        // Lines skipped between two `-L` ranges: a break, as grep's `--` between groups.
        if let previous = open.lines.last?.number, let number = line.number, number > previous + 1 {
          var separator = SourceListing.Line(number: nil, text: "")
          separator.isBreak = true
          listing!.lines.append(separator)
        }
      }
    }
    if listing == nil {
      listing = SourceListing(origin: origin, path: path, inputLine: reader.lineNumber)
    }
    listing!.lines.append(line)
  }

  func flushListing() {
    guard let done = listing else { return }
    listing = nil
    if !done.lines.isEmpty { pending.append(.listing(Self.namedByNewestLine(done))) }
  }

  /// A blame listing whose lines name more than one path (a file renamed in its history) is
  /// named by the path of its newest line, which is the file's name now: an uncommitted
  /// line's, else the latest dated one's; the other lines keep theirs as where they came from.
  static func namedByNewestLine(_ listing: SourceListing) -> SourceListing {
    guard listing.origin == .blame,
      listing.lines.contains(where: { $0.blame?.originalPath != nil })
    else { return listing }
    func path(_ line: SourceListing.Line) -> String { line.blame?.originalPath ?? listing.path }
    let uncommitted = listing.lines.first { line in
      line.blame.map { !$0.commit.isEmpty && $0.commit.allSatisfy { $0 == "0" } } ?? false
    }
    // `YYYY-MM-DD` dates order as text; other forms (`--date=relative`) do not.
    let dated = listing.lines.allSatisfy { line in
      line.isBreak
        || (line.blame.map { $0.date.count == 10 && $0.date.dropFirst(4).first == "-" } ?? false)
    }
    let newest =
      uncommitted
      ?? (dated ? listing.lines.max { ($0.blame?.date ?? "") < ($1.blame?.date ?? "") } : nil)
    guard let newest, path(newest) != listing.path else { return listing }
    var renamed = listing
    renamed.path = path(newest)
    for index in renamed.lines.indices {
      let old = path(listing.lines[index])
      renamed.lines[index].blame?.originalPath = old == renamed.path ? nil : old
    }
    return renamed
  }

  /// The spans git coloured as matches (`color.grep.match`, bold red by default) in the
  /// line as read, as byte ranges of `text`, the line's end.
  private func matchRanges(text: String) -> [Range<Int>] {
    guard rawHasColor, let rawLine else { return [] }
    var ranges: [Range<Int>] = []
    var offset = 0
    var matchStart: Int?
    var index = 0
    let bytes = rawLine
    while index < bytes.count {
      if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
        var end = index + 2
        while end < bytes.count, bytes[end] >= 0x20, bytes[end] <= 0x3F { end += 1 }
        guard end < bytes.count else { break }
        if bytes[end] == UInt8(ascii: "m") {
          let codes = bytes[(index + 2)..<end].split(separator: UInt8(ascii: ";"))
          let red = codes.contains { $0.elementsEqual("31".utf8) }
          if red, matchStart == nil {
            matchStart = offset
          } else if !red, let start = matchStart,
            codes.isEmpty
              || codes.contains(where: { $0.elementsEqual("0".utf8) || $0.elementsEqual("39".utf8) }
              )
          {
            if offset > start { ranges.append(start..<offset) }
            matchStart = nil
          }
        }
        index = end + 1
        continue
      }
      offset += 1
      index += 1
    }
    if let start = matchStart, offset > start { ranges.append(start..<offset) }
    // The line's text is the end of what was shown, after the path and number.
    let textStart = offset - text.utf8.count
    return ranges.compactMap { range in
      let lower = max(range.lowerBound - textStart, 0)
      let upper = range.upperBound - textStart
      return upper > lower ? lower..<upper : nil
    }
  }
}

/// What `git blame --porcelain` says of a commit once, for every line of it after.
struct PorcelainCommit {
  var author = ""
  var date = ""
  var filename = ""
  private var time: Int64?
  private var zone = 0

  /// One `key value` header line.
  mutating func read(key: Substring, value: String) {
    switch key {
    case "author": author = value
    case "author-time": time = Int64(value)
    case "author-tz":
      let sign = value.hasPrefix("-") ? -1 : 1
      let digits = Int(value.dropFirst()) ?? 0
      zone = sign * (digits / 100 * 3600 + digits % 100 * 60)
    case "filename": filename = value
    default: return
    }
    if let time, abs(time) < 1 << 40 {
      let date = CalendarDate.components(of: (time + Int64(zone)) * 1000).date
      self.date = String(format: date)
    }
  }

  private func String(format date: CalendarDate) -> Swift.String {
    func pad(_ value: Int, _ width: Int) -> Swift.String {
      let text = Swift.String(value)
      return Swift.String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return "\(pad(date.year, 4))-\(pad(date.month, 2))-\(pad(date.day, 2))"
  }
}
