import COniguruma
import Foundation

/// One Oniguruma pattern (Ruby syntax, UTF-8, plain groups capture as TextMate grammars
/// expect) with what the fast paths know about it, compiled on its first real search.
///
/// A grammar's scanner lists every pattern of a rule, but on a short file most of them are
/// ruled out by their literal filter or first bytes on every line and never reach Oniguruma;
/// compiling them anyway was most of a small file's start-up (a 50-line Swift file searched
/// a fraction of the patterns it compiled). So `onig_new` runs on the first search that needs
/// it, once per process; a pattern that does not compile never matches, as before, and its
/// error is kept for the grammar's warnings. Immutable once compiled: Oniguruma only reads a
/// compiled regex while searching, so one instance serves every thread; match regions live
/// in `MatchCache`.
final class CompiledRegex: @unchecked Sendable {
  /// `\G` makes the result depend on the search start, so a cached match cannot be reused.
  let hasGAnchor: Bool
  let source: String
  /// Literals one of which a line must contain for this pattern to match in it.
  let filter: LiteralFilter?
  /// Dense process-wide number, the index of this pattern's slot in a `MatchCache`.
  let id: Int
  /// Guarded by the compile lock: set by the first `compiled()`.
  private var pointer: OnigRegex?
  private var failure: RegexError?
  private var attempted = false
  /// Guarded by the compile lock: `firstBytes` once worked out (`.some(nil)`: none).
  private var firstBytesFound: FirstBytes??

  /// Where a cached grammar stored this pattern's first bytes, read on the first search
  /// that needs them (most patterns a grammar lists are never searched). Guarded by the
  /// compile lock.
  private var storedFirstBytes: CacheReader?

  /// Whether `compiled()` takes case-closed classes out of `(?i)` (`CaseClosedClasses`);
  /// off only for the differential test's plain side.
  private let rewritesClasses: Bool

  /// The pattern's analyses, compiled later by `compiled()`; `analyses` stand in for what a
  /// cached grammar registered (the differential tests search the cache's form through it).
  init(
    lazy pattern: String, analyses: PatternAnalyses.Known? = nil, rewritesClasses: Bool = true
  ) {
    source = pattern
    self.rewritesClasses = rewritesClasses
    id = OnigRuntime.withCompileLock { OnigRuntime.nextRegexID() }
    let bytes = Array(pattern.utf8)
    hasGAnchor = CompiledRegex.containsGAnchor(bytes)
    if let known = analyses ?? PatternAnalyses.analysis(of: pattern) {
      filter = known.filter
      if let made = known.made {
        firstBytesFound = .some(made.firstBytes)
      } else {
        storedFirstBytes = known.firstBytes
      }
    } else {
      filter = PatternAnalyses.filter(of: pattern)
    }
  }

  /// The bytes a match can start at, when few (never for `\G` patterns, whose search start
  /// is part of the match, nor for those Oniguruma searches as anchored: `AnyCharHead`).
  ///
  /// Worked out on the first search its literal filter lets through, not when a scanner
  /// lists the pattern: most patterns of a rule are ruled out by their filter on every line
  /// of a short file, and reading them was most of the analysis a 50-line file paid for.
  /// A pure function of the pattern, so two threads racing here compute the same value.
  var firstBytes: FirstBytes? {
    let (known, stored) = OnigRuntime.withCompileLock { (firstBytesFound, storedFirstBytes) }
    if let known { return known }
    // A stored analysis that does not decode is worked out again, as with no cache.
    var made: FirstBytes?
    do {
      guard var reader = stored else { throw CacheReader.Malformed() }
      made = try FirstBytesCodec.decode(from: &reader)
    } catch {
      made = PatternAnalyses.firstBytes(of: source)
    }
    OnigRuntime.withCompileLock {
      if firstBytesFound == nil { firstBytesFound = .some(made) }
    }
    return made
  }

  /// `firstBytes` worked out from the pattern's text.
  static func firstBytes(of pattern: String) -> FirstBytes? {
    let bytes = Array(pattern.utf8)
    // A search from a later candidate would find matches Oniguruma's own search skips.
    guard !containsGAnchor(bytes), !AnyCharHead.matches(bytes) else { return nil }
    return FirstBytes(pattern: pattern)
  }

  /// Whether `firstBytes` has been worked out yet.
  var hasAnalysedFirstBytes: Bool {
    OnigRuntime.withCompileLock { firstBytesFound != nil }
  }

  /// The pattern compiled at once; throws its compile error.
  convenience init(_ pattern: String) throws(RegexError) {
    self.init(lazy: pattern)
    if compiled() == nil, let failure = compileError { throw failure }
  }

  deinit {
    if let pointer { onig_free(pointer) }
  }

  /// The compiled regex, made on the first call (by whichever thread gets there first), or
  /// `nil` when the pattern does not compile.
  func compiled() -> OnigRegex? {
    OnigRuntime.withCompileLock {
      if !attempted { compileLocked() }
      return pointer
    }
  }

  /// The compile error, once a `compiled()` call has met one.
  var compileError: RegexError? {
    OnigRuntime.withCompileLock { failure }
  }

  private func compileLocked() {
    attempted = true
    var compiled: OnigRegex?
    var info = OnigErrorInfo()
    func compile(_ bytes: [UInt8]) -> Int32 {
      bytes.withUnsafeBufferPointer { buffer in
        let start = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
        return onig_new(
          &compiled, start, start + buffer.count, ONIG_OPTION_CAPTURE_GROUP,
          ir_onig_encoding_utf8(), ir_onig_syntax_default(), &info)
      }
    }
    let bytes = Array(source.utf8)
    var status: Int32
    if rewritesClasses, let rewritten = CaseClosedClasses.rewrite(bytes) {
      status = compile(rewritten)
      // A pattern Oniguruma refuses is reported as written.
      if status != ONIG_NORMAL {
        compiled = nil
        info = OnigErrorInfo()
        status = compile(bytes)
      }
    } else {
      status = compile(bytes)
    }
    guard status == ONIG_NORMAL, let compiled else {
      failure = RegexError(pattern: source, message: OnigRuntime.message(for: status, info: &info))
      OnigRuntime.noteCompileFailure()
      return
    }
    pointer = compiled
  }

  /// The fields searching needs, as a plain value (no reference counting in the hot loop);
  /// valid while this object lives.
  var handle: RegexHandle {
    RegexHandle(id: id, hasGAnchor: hasGAnchor, pattern: Unmanaged.passUnretained(self))
  }

  private static func containsGAnchor(_ bytes: [UInt8]) -> Bool {
    // From backslash to backslash through `memchr`: a keyword list of kilobytes has few.
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return false }
      var index = 0
      while index + 1 < buffer.count {
        guard let found = memchr(base + index, 0x5C, buffer.count - 1 - index) else {
          return false
        }
        index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
        if base[index + 1] == UInt8(ascii: "G") { return true }
        index += 2
      }
      return false
    }
  }
}

/// A pattern as the hot loop sees it; its `CompiledRegex` must outlive it. `MatchCache`
/// keeps the compiled regex by `id` once it has it, and asks `pattern` only the first time.
struct RegexHandle {
  let id: Int
  let hasGAnchor: Bool
  let pattern: Unmanaged<CompiledRegex>
}
