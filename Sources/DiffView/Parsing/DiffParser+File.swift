/// A file's section: extended git headers (git-diff(1), "generating patch text with -p"), the
/// `---`/`+++` pair, and its hunks.
extension DiffParser {
  func startFile(at line: Int) {
    file = DiffFile(inputLine: line)
    fileHasPrefixes = false
    headerPaths = nil
    minusPath = nil
    plusPath = nil
    renameFrom = nil
    renameTo = nil
    copyFrom = nil
    copyTo = nil
    heldLines = 0
    heldBytes = 0
  }

  func fileLine(_ raw: ByteLine) -> Bool {
    let line = raw.trimmingCR
    if line.hasPrefix("@@") {
      openHunk(line.string())
      return true
    }
    if line.hasPrefix("\\"), let hunkCount = file?.hunks.count, hunkCount > 0 {
      // A `\ No newline` after a hunk whose counts were already complete.
      let lineCount = file!.hunks[hunkCount - 1].lines.count
      if lineCount > 0 { file!.hunks[hunkCount - 1].lines[lineCount - 1].noNewlineAtEnd = true }
      return true
    }
    if state == .fileHeader, extendedHeader(line) { return true }
    finishFile()
    return false
  }

  /// One extended header line; `false` if the line is none of them.
  private func extendedHeader(_ line: ByteLine) -> Bool {
    func value(_ count: Int) -> String { line.string(droppingFirst: count) }
    func path(_ count: Int) -> String { GitPath.field(Substring(value(count))) }
    if line.hasPrefix("--- ") {
      guard minusPath == nil else { return false }
      minusPath = Self.sidePath(path(4))
    } else if line.hasPrefix("+++ ") {
      guard plusPath == nil else { return false }
      plusPath = Self.sidePath(path(4))
    } else if line.hasPrefix("index ") {
      parseIndex(value(6))
    } else if line.hasPrefix("old mode ") {
      file?.oldMode = value(9)
    } else if line.hasPrefix("new mode ") {
      file?.newMode = value(9)
    } else if line.hasPrefix("deleted file mode ") {
      file?.oldMode = value(18)
      file?.status = .deleted
    } else if line.hasPrefix("new file mode ") {
      file?.newMode = value(14)
      file?.status = .added
    } else if line.hasPrefix("rename from ") {
      renameFrom = path(12)
    } else if line.hasPrefix("rename to ") {
      renameTo = path(10)
    } else if line.hasPrefix("rename old ") {
      renameFrom = path(11)
    } else if line.hasPrefix("rename new ") {
      renameTo = path(11)
    } else if line.hasPrefix("copy from ") {
      copyFrom = path(10)
    } else if line.hasPrefix("copy to ") {
      copyTo = path(8)
    } else if line.hasPrefix("similarity index ") {
      file?.similarity = Self.percent(value(17))
    } else if line.hasPrefix("dissimilarity index ") {
      if let percent = Self.percent(value(20)) { file?.similarity = 100 - percent }
    } else if line.hasPrefix("Binary files ") {
      binaryLine(line.string())
    } else if line.hasPrefix("GIT binary patch") {
      file?.binary = true
      file?.binarySummary = "GIT binary patch"
      state = .binaryPatch
    } else if line.hasPrefix("mode ") {
      // Combined diffs: `mode 100644,100644..100644`.
      file?.newMode = value(5).split(separator: ".").last.map(String.init)
    } else {
      return false
    }
    return true
  }

  /// Where `..` first starts in `bytes`. A loop over indices it advances itself: the view's
  /// `indices` is a generic of the standard library whose first use looks its type up at run
  /// time, scanning every conformance record of the binary.
  private static func firstDoubleDot(in bytes: Substring.UTF8View) -> Substring.UTF8View.Index? {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let next = bytes.index(after: index)
      if bytes[index] == 0x2E, next < bytes.endIndex, bytes[next] == 0x2E { return index }
      index = next
    }
    return nil
  }

  /// `index OLD..NEW [MODE]`, or for combined diffs `index A,B..NEW`.
  private func parseIndex(_ text: String) {
    // An ASCII line (every real one: hex names, an octal mode) is split on bytes; the
    // Character split and search below are costly for every file.
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      let parts = text.utf8.split(separator: 0x20)
      guard let names = parts.first, let dots = Self.firstDoubleDot(in: names) else { return }
      file?.oldBlob = names[..<dots].split(separator: 0x2C).first.map { String(Substring($0)) }
      file?.newBlob = String(Substring(names[names.index(dots, offsetBy: 2)...]))
      if parts.count > 1 { setIndexMode(String(Substring(parts[1]))) }
      return
    }
    let parts = text.split(separator: " ")
    guard let names = parts.first, let dots = names.range(of: "..") else { return }
    let old = names[..<dots.lowerBound].split(separator: ",").first.map(String.init)
    file?.oldBlob = old
    file?.newBlob = String(names[dots.upperBound...])
    if parts.count > 1 { setIndexMode(String(parts[1])) }
  }

  /// The mode an index line gives both sides, where no mode line did.
  private func setIndexMode(_ mode: String) {
    if file?.oldMode == nil, file?.status != .added { file?.oldMode = mode }
    if file?.newMode == nil, file?.status != .deleted { file?.newMode = mode }
  }

  func binaryLine(_ text: String) {
    file?.binary = true
    file?.binarySummary = "Binary files differ"
    // `Binary files a/x and b/y differ` names the paths when no other line did.
    let body = text.dropFirst("Binary files ".count).dropLast(" differ".count)
    if headerPaths == nil, let and = body.range(of: " and ") {
      let old = GitPath.field(body[..<and.lowerBound])
      let new = GitPath.field(body[and.upperBound...])
      minusPath = Self.sidePath(old)
      plusPath = Self.sidePath(new)
      fileHasPrefixes = GitPath.hasPrefix(old) || GitPath.hasPrefix(new)
    }
  }

  func finishFile() {
    if hunk != nil { closeHunk() }
    guard let done = file else {
      state = .idle
      return
    }
    pending.append(.file(resolved(done)))
    file = nil
    heldLines = 0
    heldBytes = 0
    state = .idle
  }

  /// `file` with its paths and status worked out from the headers read.
  func resolved(_ file: DiffFile) -> DiffFile {
    var done = file
    let strip = { (path: String) -> String in
      self.fileHasPrefixes ? GitPath.withoutPrefix(path) : path
    }
    var old: String?
    var new: String?
    if let header = headerPaths {
      old = strip(header.0)
      new = strip(header.1)
    }
    if let minus = minusPath { old = minus.map(strip) }
    if let plus = plusPath { new = plus.map(strip) }
    if done.isCombined, let header = headerPaths {
      // `diff --cc NAME` names the file without a prefix; its `---`/`+++` lines carry one.
      old = minusPath == .some(nil) ? nil : header.0
      new = plusPath == .some(nil) ? nil : header.1
    }
    if headerPaths == nil, minusPath != nil, plusPath != nil, let o = old, let n = new,
      GitPath.hasPrefix(o) && GitPath.hasPrefix(n)
    {
      // `diff -u a/x b/x` style without git headers: drop the conventional prefixes.
      old = GitPath.withoutPrefix(o)
      new = GitPath.withoutPrefix(n)
    }
    if let from = renameFrom ?? copyFrom { old = from }
    if let to = renameTo ?? copyTo { new = to }
    if renameFrom != nil || renameTo != nil {
      done.status = .renamed
    } else if copyFrom != nil || copyTo != nil {
      done.status = .copied
    } else if done.status == .modified, minusPath == .some(nil) {
      done.status = .added
    } else if done.status == .modified, plusPath == .some(nil) {
      done.status = .deleted
    }
    if done.isCombined { done.status = .modified }
    switch done.status {
    case .added: old = nil
    case .deleted: new = nil
    default: break
    }
    done.oldPath = old
    done.newPath = new
    return done
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: String) -> String {
    var text = Substring(self)
    while let last = text.last, set.contains(last) { text = text.dropLast() }
    return String(text)
  }
}

extension DiffParser {
  /// `NN%` with NN in 0...100 (git's similarity scores), else `nil`: any other number cannot
  /// be a percentage and would overflow `100 - NN`.
  static func percent(_ text: String) -> Int? {
    guard let value = Int(text.trimmingCharacters(in: "%")), (0...100).contains(value) else {
      return nil
    }
    return value
  }
}
