import COniguruma

/// The last search result of every pattern a tokenizer uses, shared by all its scanners: the
/// same pattern reached through different rules on the same line is searched once. A cached
/// result answers a later search on the same text from a position not past its match start
/// (vscode-oniguruma's cache, made per pattern rather than per scanner). Patterns with `\G`
/// are never cached, since their result depends on the start. Owns match regions: one thread.
final class MatchCache {
  private var capacity = 0
  private var textIDs: UnsafeMutablePointer<Int>
  private var froms: UnsafeMutablePointer<Int>
  /// Start of the cached match, -1 when the cached search found nothing.
  private var starts: UnsafeMutablePointer<Int>
  private var regions: UnsafeMutablePointer<UnsafeMutablePointer<OnigRegion>?>
  /// Each pattern's compiled regex once this thread has needed it, and whether it failed to
  /// compile (by id), so the hot loop reads a plain pointer and takes no lock.
  private var compiled: UnsafeMutablePointer<OnigRegex?>
  private var uncompilable: UnsafeMutablePointer<Bool>
  private let matchParam: OpaquePointer
  /// Each pattern's literal-filter keys, as a range of `filterKeys` (empty: no filter), kept
  /// flat so the hot check touches no reference-counted storage.
  private var filterStarts: [Int32] = []
  private var filterEnds: [Int32] = []
  private var filterKeys: [UInt32] = []
  /// Each pattern's index in `firstBytesList`, or one of the states below, by id; ids are
  /// process-wide, so the per-id array stays small and the sets are stored once each.
  private var firstBytesSlots: [Int32] = []
  /// Not registered with fast paths: searched without first bytes.
  private static let firstBytesUnused: Int32 = -1
  /// Registered, first bytes not asked for yet: that waits for the first search the literal
  /// filter lets through (`CompiledRegex.firstBytes`).
  private static let firstBytesUnknown: Int32 = -2
  /// Asked for: the pattern has none.
  private static let noFirstBytes: Int32 = -3
  private var firstBytesList: [FirstBytes] = []
  private let lineIndex = LineIndex()
  /// The line `lineIndex` describes: texts within it may be filtered.
  private var indexedBase: UnsafePointer<UInt8>?
  private var indexedCount = 0
  /// Searches that ran into the retry limit (treated as no match).
  private(set) var retryLimitHits = 0
  /// Whether registered patterns use their literal filter and first bytes; off, every search
  /// is a plain Oniguruma search (the differential tests compare the two).
  let fastPaths: Bool

  init(fastPaths: Bool = true) {
    self.fastPaths = fastPaths
    textIDs = .allocate(capacity: 0)
    froms = .allocate(capacity: 0)
    starts = .allocate(capacity: 0)
    regions = .allocate(capacity: 0)
    compiled = .allocate(capacity: 0)
    uncompilable = .allocate(capacity: 0)
    matchParam = onig_new_match_param()
    onig_initialize_match_param(matchParam)
    onig_set_retry_limit_in_match_of_match_param(matchParam, OnigRuntime.retryLimitInMatch)
    onig_set_retry_limit_in_search_of_match_param(matchParam, OnigRuntime.retryLimitInSearch)
  }

  deinit {
    for index in 0..<capacity {
      if let region = regions[index] { onig_region_free(region, 1) }
    }
    textIDs.deallocate()
    froms.deallocate()
    starts.deallocate()
    regions.deallocate()
    compiled.deallocate()
    uncompilable.deallocate()
    onig_free_match_param(matchParam)
  }

  private func grow(to id: Int) {
    let newCapacity = max(id + 1, capacity * 2, 256)
    func moved<T>(_ old: UnsafeMutablePointer<T>, fill: T) -> UnsafeMutablePointer<T> {
      let new = UnsafeMutablePointer<T>.allocate(capacity: newCapacity)
      new.moveInitialize(from: old, count: capacity)
      (new + capacity).initialize(repeating: fill, count: newCapacity - capacity)
      old.deallocate()
      return new
    }
    textIDs = moved(textIDs, fill: -1)
    froms = moved(froms, fill: 0)
    starts = moved(starts, fill: -1)
    regions = moved(regions, fill: nil)
    compiled = moved(compiled, fill: nil)
    uncompilable = moved(uncompilable, fill: false)
    capacity = newCapacity
  }

  /// Records which literals a line contains; searches in it (or in a prefix of it) skip the
  /// patterns whose `LiteralFilter` rules the line out.
  func indexLine(_ base: UnsafePointer<UInt8>, count: Int) {
    lineIndex.index(base, count: count)
    indexedBase = base
    indexedCount = count
  }

  /// Makes a pattern's literal filter known before it is searched.
  func register(_ regex: CompiledRegex) {
    let id = regex.id
    if id >= filterStarts.count {
      let missing = id - filterStarts.count + 1
      filterStarts.append(contentsOf: repeatElement(0, count: missing))
      filterEnds.append(contentsOf: repeatElement(0, count: missing))
      firstBytesSlots.append(contentsOf: repeatElement(Self.firstBytesUnused, count: missing))
    }
    guard fastPaths else { return }
    if firstBytesSlots[id] == Self.firstBytesUnused { firstBytesSlots[id] = Self.firstBytesUnknown }
    guard filterStarts[id] == filterEnds[id], let keys = regex.filter?.keys, !keys.isEmpty else {
      return
    }
    filterStarts[id] = Int32(filterKeys.count)
    filterKeys.append(contentsOf: keys)
    filterEnds[id] = Int32(filterKeys.count)
  }

  /// False when the pattern's literal filter rules out every line of the current index.
  @inline(__always)
  private func mayMatch(_ id: Int) -> Bool {
    guard id < filterStarts.count else { return true }
    let start = Int(filterStarts[id])
    let end = Int(filterEnds[id])
    guard start < end else { return true }
    return filterKeys.withUnsafeBufferPointer { keys in
      lineIndex.containsAnyGroup(
        UnsafeBufferPointer(rebasing: keys[start..<end]), groupSize: LiteralFilter.keysPerLiteral)
    }
  }

  /// The start of the leftmost match of `regex` in `text` at or after `position`, or -1.
  /// The match's groups stay available through `captures(of:)` until the next search of it.
  @inline(__always)
  func search(_ regex: RegexHandle, in text: SearchText, from position: Int) -> Int {
    let id = regex.id
    if id >= capacity { grow(to: id) }
    if !regex.hasGAnchor && textIDs[id] == text.id && froms[id] <= position {
      let start = starts[id]
      if start == -1 || start >= position { return start }
    }
    if textIDs[id] != text.id, indexedBase == text.base, text.count <= indexedCount,
      !mayMatch(id)
    {
      // None of the pattern's literals is in the line: no match from anywhere in it.
      textIDs[id] = text.id
      froms[id] = 0
      starts[id] = -1
      return -1
    }
    let region: UnsafeMutablePointer<OnigRegion>
    if let existing = regions[id] {
      region = existing
    } else {
      region = onig_region_new()
      regions[id] = region
    }
    // No match starts before the first position one can start at: Oniguruma starts there,
    // or, when the condition is on the byte before, tries each such position alone.
    var searchStart = position
    let end = text.base + text.count
    var result: Int32
    if id < firstBytesSlots.count, firstBytesSlot(regex) >= 0 {
      let first = firstBytesList[Int(firstBytesSlots[id])]
      guard let candidate = first.firstCandidate(in: text.base, from: position, count: text.count)
      else { return record(ONIG_MISMATCH, regex: regex, text: text, from: position) }
      searchStart = candidate
      if first.isWholeMatch {
        onig_region_resize(region, 1)
        onig_region_set(region, 0, Int32(candidate), Int32(candidate + 1))
        return record(Int32(candidate), regex: regex, text: text, from: position)
      }
      if first.triesEachCandidate {
        result = matchAtCandidates(
          regex, first, text, from: candidate, position: position, region: region)
        return record(result, regex: regex, text: text, from: position)
      }
    }
    // A pattern that does not compile never matches.
    guard let pointer = compiledRegex(regex) else {
      return record(ONIG_MISMATCH, regex: regex, text: text, from: position)
    }
    result = onig_search_with_param(
      pointer, text.base, end, text.base + searchStart, end, region, ONIG_OPTION_NONE,
      matchParam)
    return record(result, regex: regex, text: text, from: position)
  }

  /// The pattern's slot in `firstBytesList`, asking the pattern for its first bytes on the
  /// first search that needs them.
  @inline(__always)
  private func firstBytesSlot(_ regex: RegexHandle) -> Int32 {
    let slot = firstBytesSlots[regex.id]
    guard slot == Self.firstBytesUnknown else { return slot }
    guard let first = regex.pattern.takeUnretainedValue().firstBytes else {
      firstBytesSlots[regex.id] = Self.noFirstBytes
      return Self.noFirstBytes
    }
    let index = Int32(firstBytesList.count)
    firstBytesList.append(first)
    firstBytesSlots[regex.id] = index
    return index
  }

  /// The compiled regex of a pattern (compiling it on the process's first need), or `nil`
  /// when it does not compile.
  @inline(__always)
  private func compiledRegex(_ regex: RegexHandle) -> OnigRegex? {
    let id = regex.id
    if let pointer = compiled[id] { return pointer }
    guard !uncompilable[id] else { return nil }
    guard let pointer = regex.pattern.takeUnretainedValue().compiled() else {
      uncompilable[id] = true
      return nil
    }
    compiled[id] = pointer
    return pointer
  }

  /// The first of the candidate positions from `from` on where `regex` matches (tried one by
  /// one, as a search would try them), or Oniguruma's status when none does.
  private func matchAtCandidates(
    _ regex: RegexHandle, _ first: FirstBytes, _ text: SearchText, from: Int, position: Int,
    region: UnsafeMutablePointer<OnigRegion>
  ) -> Int32 {
    let end = text.base + text.count
    var offset = from
    while offset < text.count {
      if first.isCandidate(text.base, offset, text.count) {
        // Where the word ends, when the trie found one and the match backs up over blanks.
        var wordEnd: Int?
        if let symbols = first.symbolList {
          switch symbols.answer(text.base, at: offset, count: text.count) {
          case .match(let matchEnd):
            onig_region_resize(region, Int32(symbols.groupCount + 1))
            onig_region_set(region, 0, Int32(offset), Int32(matchEnd))
            let known = symbols.captures(text.base, from: offset, to: matchEnd, count: text.count) {
              group, start, end in onig_region_set(region, group, start, end)
            }
            // A branch that cannot be told: Oniguruma's search decides.
            guard known else { break }
            return Int32(offset)
          case .noMatch:
            offset += 1
            continue
          case .unknown:
            break
          }
        }
        if let trie = first.wordTrie {
          switch trie.answer(text.base, at: offset, count: text.count) {
          case .match(let matchEnd) where !first.backsUpOverSpace:
            onig_region_resize(region, 1)
            onig_region_set(region, 0, Int32(offset), Int32(matchEnd))
            return Int32(offset)
          case .match(let matchEnd):
            wordEnd = matchEnd
          case .noMatch:
            offset += 1
            continue
          case .unknown:
            break
          }
        }
        var start = offset
        if first.backsUpOverSpace {
          // The match starts with the blanks before the word (from the search start on);
          // a character above ASCII before them may be a blank too: search as usual.
          while start > position && PatternSyntax.isBlank(text.base[start - 1]) { start -= 1 }
          if start > position && text.base[start - 1] >= 0x80 {
            guard let pointer = compiledRegex(regex) else { return ONIG_MISMATCH }
            return onig_search_with_param(
              pointer, text.base, end, text.base + position, end, region,
              ONIG_OPTION_NONE, matchParam)
          }
        }
        if let wordEnd {
          // `(\s*)(\b(?:…)…)` whose word the trie matched: `\s*` takes every blank before
          // the word (all ASCII, checked above) and the word group is the whole word, so the
          // groups are known without Oniguruma, which then never compiles the C grammars'
          // long function lists.
          onig_region_resize(region, 3)
          onig_region_set(region, 0, Int32(start), Int32(wordEnd))
          onig_region_set(region, 1, Int32(start), Int32(offset))
          onig_region_set(region, 2, Int32(offset), Int32(wordEnd))
          return Int32(start)
        }
        guard let pointer = compiledRegex(regex) else { return ONIG_MISMATCH }
        let length = onig_match_with_param(
          pointer, text.base, end, text.base + start, region, ONIG_OPTION_NONE,
          matchParam)
        if length >= 0 { return Int32(start) }
        if length != ONIG_MISMATCH { return length }
      }
      offset += 1
    }
    return ONIG_MISMATCH
  }

  /// Caches the result of a search of `regex` from `position` and returns its start.
  private func record(_ result: Int32, regex: RegexHandle, text: SearchText, from position: Int)
    -> Int
  {
    let id = regex.id
    let start: Int
    if result >= 0 {
      start = Int(result)
    } else {
      if result != ONIG_MISMATCH { retryLimitHits += 1 }
      start = -1
    }
    textIDs[id] = text.id
    froms[id] = position
    starts[id] = start
    return start
  }

  /// The groups of the last match `search` found for `regex`.
  func captures(of regex: RegexHandle) -> CaptureRanges {
    let region = regions[regex.id]!
    let count = Int(ir_onig_region_count(region))
    var bounds = [Int](repeating: -1, count: count * 2)
    for group in 0..<count {
      let start = Int(ir_onig_region_beg(region, Int32(group)))
      if start >= 0 {
        bounds[group * 2] = start
        bounds[group * 2 + 1] = Int(ir_onig_region_end(region, Int32(group)))
      }
    }
    return CaptureRanges(bounds: bounds)
  }
}
