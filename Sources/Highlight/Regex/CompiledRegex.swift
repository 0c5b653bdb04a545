import COniguruma

/// One compiled Oniguruma pattern (Ruby syntax, UTF-8, plain groups capture as TextMate
/// grammars expect). Immutable after creation: Oniguruma only reads a compiled regex while
/// searching, so one instance serves every thread; match regions live in `RegexScanner`.
final class CompiledRegex: @unchecked Sendable {
  let pointer: OnigRegex
  /// `\G` makes the result depend on the search start, so a cached match cannot be reused.
  let hasGAnchor: Bool
  let source: String

  init(_ pattern: String) throws(RegexError) {
    var compiled: OnigRegex?
    var info = OnigErrorInfo()
    let bytes = Array(pattern.utf8)
    let status: Int32 = OnigRuntime.withCompileLock {
      bytes.withUnsafeBufferPointer { buffer in
        let start = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
        return onig_new(
          &compiled, start, start + buffer.count, ONIG_OPTION_CAPTURE_GROUP,
          ir_onig_encoding_utf8(), ir_onig_syntax_default(), &info)
      }
    }
    guard status == ONIG_NORMAL, let compiled else {
      throw RegexError(pattern: pattern, message: OnigRuntime.message(for: status, info: &info))
    }
    pointer = compiled
    source = pattern
    hasGAnchor = CompiledRegex.containsGAnchor(bytes)
  }

  deinit { onig_free(pointer) }

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
