import COniguruma

/// A Ruby regular expression searched over raw bytes the way Ruby searches a binary
/// (`ASCII-8BIT`) string: Ruby syntax (`^`/`$` at every line, `(?m)` lets `.` cross lines),
/// one byte per character, ASCII classes. Linguist reads a file as binary and matches its
/// heuristics and modelines that way, so the same pattern text decides the same here.
///
/// Immutable once made and safe to share: the search's match parameters and region are made
/// per call.
package final class ContentPattern: @unchecked Sendable {
  package let source: String
  private let pointer: OnigRegex

  private static let encodingReady: Bool = {
    onig_initialize_encoding(ir_onig_encoding_ascii())
    return true
  }()

  /// Compiles `source`; throws when Oniguruma refuses it.
  package init(_ source: String, ignoreCase: Bool = false) throws(RegexError) {
    self.source = source
    var compiled: OnigRegex?
    var info = OnigErrorInfo()
    let bytes = Array(source.utf8)
    let options = ignoreCase ? ONIG_OPTION_IGNORECASE : ONIG_OPTION_NONE
    let status = OnigRuntime.withCompileLock {
      _ = Self.encodingReady
      return bytes.withUnsafeBufferPointer { buffer in
        let start = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
        return onig_new(
          &compiled, start, start + buffer.count, options, ir_onig_encoding_ascii(),
          ir_onig_syntax_ruby(), &info)
      }
    }
    guard status == ONIG_NORMAL, let compiled else {
      throw RegexError(pattern: source, message: OnigRuntime.message(for: status, info: &info))
    }
    pointer = compiled
  }

  deinit { onig_free(pointer) }

  /// Whether the pattern matches anywhere in `bytes` (a search over the retry limits counts
  /// as no match, as a pathological pattern must not hang detection).
  package func matches(_ bytes: [UInt8]) -> Bool {
    firstMatch(in: bytes) != nil
  }

  /// The byte ranges of the first match and its groups (nil for a group that took no part),
  /// or nil when there is none.
  package func firstMatch(in bytes: [UInt8]) -> [Range<Int>?]? {
    let parameters = onig_new_match_param()
    defer { onig_free_match_param(parameters) }
    onig_initialize_match_param(parameters)
    onig_set_retry_limit_in_match_of_match_param(parameters, OnigRuntime.retryLimitInMatch)
    onig_set_retry_limit_in_search_of_match_param(parameters, OnigRuntime.retryLimitInSearch)
    guard let region = onig_region_new() else { return nil }
    defer { onig_region_free(region, 1) }
    let result = bytes.withUnsafeBufferPointer { buffer -> Int32 in
      let start = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
      let end = start + buffer.count
      return onig_search_with_param(
        pointer, start, end, start, end, region, ONIG_OPTION_NONE, parameters)
    }
    guard result >= 0 else { return nil }
    return (0..<Int(ir_onig_region_count(region))).map { group in
      let begin = Int(ir_onig_region_beg(region, Int32(group)))
      let end = Int(ir_onig_region_end(region, Int32(group)))
      return begin < 0 ? nil : begin..<end
    }
  }
}
