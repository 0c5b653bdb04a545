import COniguruma

/// Finds the first match among N patterns at or after a position (like vscode-oniguruma's
/// `OnigScanner`): the leftmost match wins, ties go to the earlier pattern. Each pattern is
/// searched on its own so Oniguruma can use its per-pattern optimisations, and each result is
/// cached per text: a later search from a position not past a cached match start reuses it.
/// Owns its match regions, so one scanner must stay on one thread.
final class RegexScanner {
  private let regexes: [CompiledRegex?]
  private let regions: [UnsafeMutablePointer<OnigRegion>]
  private let matchParam: OpaquePointer
  private var cachedTextID: [Int]
  private var cachedFrom: [Int]
  /// Start of the cached match, or -1 when the cached search found nothing.
  private var cachedStart: [Int]
  /// Counts searches that ran into the retry limit (treated as no match).
  let stats: SearchStats

  /// `nil` entries are patterns that failed to compile: they never match.
  init(_ regexes: [CompiledRegex?], stats: SearchStats) {
    self.regexes = regexes
    self.stats = stats
    regions = regexes.map { _ in onig_region_new() }
    matchParam = onig_new_match_param()
    onig_initialize_match_param(matchParam)
    onig_set_retry_limit_in_match_of_match_param(matchParam, OnigRuntime.retryLimitInMatch)
    onig_set_retry_limit_in_search_of_match_param(matchParam, OnigRuntime.retryLimitInSearch)
    cachedTextID = Array(repeating: -1, count: regexes.count)
    cachedFrom = Array(repeating: 0, count: regexes.count)
    cachedStart = Array(repeating: -1, count: regexes.count)
  }

  deinit {
    for region in regions { onig_region_free(region, 1) }
    onig_free_match_param(matchParam)
  }

  var patternCount: Int { regexes.count }

  /// The leftmost match at or after `position` (a UTF-8 offset into `text`).
  func findNextMatch(in text: SearchText, from position: Int) -> ScanMatch? {
    var best = -1
    var bestStart = Int.max
    for index in regexes.indices {
      guard let regex = regexes[index] else { continue }
      let start: Int
      if !regex.hasGAnchor && cachedTextID[index] == text.id && cachedFrom[index] <= position
        && (cachedStart[index] == -1 || cachedStart[index] >= position)
      {
        start = cachedStart[index]
      } else {
        start = search(regex, index: index, in: text, from: position)
        cachedTextID[index] = text.id
        cachedFrom[index] = position
        cachedStart[index] = start
      }
      if start >= 0 && start < bestStart {
        best = index
        bestStart = start
        if start == position { break }
      }
    }
    guard best >= 0 else { return nil }
    return ScanMatch(index: best, captures: captures(of: regions[best]))
  }

  private func search(_ regex: CompiledRegex, index: Int, in text: SearchText, from: Int) -> Int {
    let end = text.base + text.count
    let result = onig_search_with_param(
      regex.pointer, text.base, end, text.base + from, end, regions[index],
      ONIG_OPTION_NONE, matchParam)
    if result >= 0 { return Int(result) }
    if result != ONIG_MISMATCH { stats.retryLimitHits += 1 }
    return -1
  }

  private func captures(of region: UnsafeMutablePointer<OnigRegion>) -> CaptureRanges {
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

/// Counters shared by the scanners of one tokenizer.
final class SearchStats {
  var retryLimitHits = 0
}
