import COniguruma

/// One compiled Oniguruma pattern (Ruby syntax, UTF-8, plain groups capture as TextMate
/// grammars expect). Immutable after creation: Oniguruma only reads a compiled regex while
/// searching, so one instance serves every thread; match regions live in `RegexScanner`.
final class CompiledRegex: @unchecked Sendable {
  let pointer: OnigRegex
  /// `\G` makes the result depend on the search start, so a cached match cannot be reused.
  let hasGAnchor: Bool
  let source: String
  /// Literals one of which a line must contain for this pattern to match in it.
  let filter: LiteralFilter?
  /// The bytes a match can start at, when few (never for `\G` patterns, whose search start
  /// is part of the match, nor for those Oniguruma searches as anchored: `AnyCharHead`).
  let firstBytes: FirstBytes?
  /// Dense process-wide number, the index of this pattern's slot in a `MatchCache`.
  let id: Int

  init(_ pattern: String) throws(RegexError) {
    var compiled: OnigRegex?
    var info = OnigErrorInfo()
    let bytes = Array(pattern.utf8)
    let (status, id): (Int32, Int) = OnigRuntime.withCompileLock {
      let status = bytes.withUnsafeBufferPointer { buffer in
        let start = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
        return onig_new(
          &compiled, start, start + buffer.count, ONIG_OPTION_CAPTURE_GROUP,
          ir_onig_encoding_utf8(), ir_onig_syntax_default(), &info)
      }
      return (status, OnigRuntime.nextRegexID())
    }
    guard status == ONIG_NORMAL, let compiled else {
      throw RegexError(pattern: pattern, message: OnigRuntime.message(for: status, info: &info))
    }
    pointer = compiled
    source = pattern
    self.id = id
    hasGAnchor = CompiledRegex.containsGAnchor(bytes)
    filter = PatternAnalyses.filter(for: pattern) ?? LiteralFilter(pattern: pattern)
    // A search from a later candidate would find matches Oniguruma's own search skips.
    firstBytes = hasGAnchor || AnyCharHead.matches(bytes) ? nil : FirstBytes(pattern: pattern)
  }

  deinit { onig_free(pointer) }

  /// The fields searching needs, as a plain value (no reference counting in the hot loop);
  /// valid while this object lives.
  var handle: RegexHandle { RegexHandle(pointer: pointer, id: id, hasGAnchor: hasGAnchor) }

  private static func containsGAnchor(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while index + 1 < bytes.count {
      if bytes[index] == UInt8(ascii: "\\") {
        if bytes[index + 1] == UInt8(ascii: "G") { return true }
        index += 2
      } else {
        index += 1
      }
    }
    return false
  }
}

/// A compiled regex as the hot loop sees it; its `CompiledRegex` must outlive it.
struct RegexHandle {
  let pointer: OnigRegex
  let id: Int
  let hasGAnchor: Bool
}
