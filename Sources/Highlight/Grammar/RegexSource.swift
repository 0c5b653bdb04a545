import Foundation

/// One pattern of a rule (`match`, `begin`, `end` or `while`) prepared as vscode-textmate
/// prepares it: `\z` rewritten for a line that ends in `\n`, and variants with `\A` and `\G`
/// disabled for searches where they must not match (not the first line, not at the anchor).
/// Compiled lazily; the owning `Grammar` serialises compilation.
final class RegexSource: @unchecked Sendable {
  let source: String
  let hasAnchor: Bool
  let hasBackReferences: Bool
  /// Compiled variants by `variantIndex`; `.some(nil)` caches a compile failure.
  private var compiled: [CompiledRegex??] = [nil, nil, nil, nil]

  init(_ pattern: String) {
    (source, hasAnchor) = RegexSource.prepared(pattern)
    hasBackReferences = RegexSource.findsBackReference(source)
  }

  /// The pattern with `\z` rewritten, and whether it has `\A` or `\G`.
  private static func prepared(_ pattern: String) -> (source: String, hasAnchor: Bool) {
    // Only what follows each `\` matters (every character of interest is ASCII, and a byte
    // after `\` that starts a longer character is neither `z`, `A` nor `G`), and `memchr`
    // finds them; the text is rebuilt only for the rare `\z`. Grammars hold thousands of
    // patterns, some of them kilobytes long, and a grammar's first run reads each twice
    // (`compiledTexts`, then `init`).
    var text = pattern
    let (hasAnchor, hasEndAnchor) = text.withUTF8 { bytes in
      var hasAnchor = false
      var hasEndAnchor = false
      guard let base = bytes.baseAddress else { return (false, false) }
      var index = 0
      while index < bytes.count,
        let found = memchr(base + index, Int32(UInt8(ascii: "\\")), bytes.count - index)
      {
        let backslash = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
        guard backslash + 1 < bytes.count else { break }
        switch bytes[backslash + 1] {
        case UInt8(ascii: "z"): hasEndAnchor = true
        case UInt8(ascii: "A"), UInt8(ascii: "G"): hasAnchor = true
        default: break
        }
        index = backslash + 2
      }
      return (hasAnchor, hasEndAnchor)
    }
    return (hasEndAnchor ? RegexSource.rewritingEndAnchors(text) : text, hasAnchor)
  }

  /// `\z` rewritten for a line that ends in `\n`: the very end, not before the line break.
  /// Works on bytes: `\` and `z` are ASCII, and a byte after `\` that starts a longer
  /// character is copied with it.
  static func rewritingEndAnchors(_ pattern: String) -> String {
    let bytes = Array(pattern.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 32)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < bytes.count else {
        output.append(byte)
        index += 1
        continue
      }
      if bytes[index + 1] == UInt8(ascii: "z") {
        output += Array("$(?!\\n)(?<!\\n)".utf8)
      } else {
        output.append(byte)
        output.append(bytes[index + 1])
      }
      index += 2
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// 0 ... 3 for (allowA, allowG); patterns without anchors only use variant 3.
  static func variantIndex(allowA: Bool, allowG: Bool) -> Int {
    (allowA ? 2 : 0) + (allowG ? 1 : 0)
  }

  /// The compiled variant, or nil when the pattern is invalid. `compile` turns final pattern
  /// text into a regex (the grammar shares one per distinct text). Callers hold the grammar's
  /// compile lock.
  func regex(variant: Int, compile: (String) -> CompiledRegex?) -> CompiledRegex? {
    let slot = hasAnchor ? variant : 3
    if let cached = compiled[slot] { return cached }
    let result = compile(hasAnchor ? anchoredSource(slot) : source)
    compiled[slot] = .some(result)
    return result
  }

  /// Every text `regex(variant:compile:)` of a `RegexSource(pattern)` can hand to `compile`
  /// (what the asset cache analyses ahead), without making one: its scan for
  /// back-references, which only a search needs, would be spent on every pattern of a
  /// grammar, kilobytes-long keyword lists among them.
  static func compiledTexts(of pattern: String) -> [String] {
    let (source, hasAnchor) = prepared(pattern)
    return hasAnchor ? (0..<4).map { anchored(source, variant: $0) } : [source]
  }

  /// `\A` and `\G` that must not match become an escaped U+FFFF, which never occurs in text.
  /// Works on bytes, as `rewritingEndAnchors` does (patterns are kilobytes long, and this
  /// runs for each anchored pattern a grammar reaches).
  func anchoredSource(_ variant: Int) -> String {
    RegexSource.anchored(source, variant: variant)
  }

  private static func anchored(_ source: String, variant: Int) -> String {
    let allowA = variant >= 2
    let allowG = variant % 2 == 1
    let bytes = Array(source.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 8)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      output.append(byte)
      index += 1
      guard byte == UInt8(ascii: "\\"), index < bytes.count else { continue }
      let next = bytes[index]
      index += 1
      if (next == UInt8(ascii: "A") && !allowA) || (next == UInt8(ascii: "G") && !allowG) {
        output += [0xEF, 0xBF, 0xBF]
      } else {
        output.append(next)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  private static func findsBackReference(_ source: String) -> Bool {
    var text = source
    return text.withUTF8 { bytes in
      var previousWasBackslash = false
      for byte in bytes {
        if previousWasBackslash && byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
          return true
        }
        previousWasBackslash = byte == UInt8(ascii: "\\")
      }
      return false
    }
  }

  /// The pattern with `\N` replaced by the text of capture N of the `begin` match, escaped
  /// for the characters vscode-textmate escapes (`\ | ( ) [ ] { } . ? * + ^ $`).
  func resolvingBackReferences(line: UnsafePointer<UInt8>, captures: CaptureRanges) -> String {
    let bytes = Array(source.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 16)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < bytes.count, isDigit(bytes[index + 1]) else {
        output.append(byte)
        index += 1
        continue
      }
      var end = index + 1
      var group = 0
      while end < bytes.count && isDigit(bytes[end]) {
        group = min(group * 10 + Int(bytes[end] - UInt8(ascii: "0")), 100_000)
        end += 1
      }
      if group < captures.count && !captures.isEmpty(group) {
        for offset in captures.start(group)..<captures.end(group) {
          let captured = line[offset]
          if RegexSource.escapedInBackReference.contains(captured) {
            output.append(UInt8(ascii: "\\"))
          }
          output.append(captured)
        }
      }
      index = end
    }
    return String(decoding: output, as: UTF8.self)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static let escapedInBackReference: Set<UInt8> = Set("\\|()[]{}.?*+^$".utf8)
}
