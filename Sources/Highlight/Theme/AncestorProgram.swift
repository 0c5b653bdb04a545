/// The ancestor requirements of a theme's rules (`ThemeRule.parentScopes`) compiled so that a
/// scope stack node can tell which of them its enclosing scopes satisfy from its parent's answer
/// in time independent of the stack's depth.
///
/// `ThemeRule.matches(ancestors:)` walks the ancestors innermost first and matches each
/// required scope at the nearest ancestor that fits (greedily), a `>` step only at the very
/// next one. Walking is O(depth) for a rule that does not match, so styling a deeply nested
/// document was quadratic. Here every requirement list is a run of bits, one per step plus a
/// final "done" bit; the bit vector of a node `n` holds, for every step `i`, whether the greedy
/// walk of the steps from `i` on succeeds when its next ancestor to look at is `n`:
///
/// - a plain step: `matches(n) ? G(parent)[i + 1] : G(parent)[i]` (greedy: the nearest fit wins);
/// - a `>` step: `matches(n) && G(parent)[i + 1]`;
/// - the done bit: always set; above the root (no node) only the done bits are set.
///
/// So `G(n)` is a few word operations on `G(parent)` and the node's match mask, which depends
/// only on its scope name (the Shift-And idea of string matching). A rule matches for a token
/// whose stack is `t` when the first bit of its list is set in `G(t.parent)`.
struct AncestorProgram: Sendable {
  /// The bit of each requirement list's first step, or -1 for a list that never matches
  /// (a trailing `>`).
  private let firstBits: [[String]: Int]
  /// The pattern of each step bit (nil for done bits).
  private let patterns: [String?]
  /// Bits of plain (not `>`) steps.
  private let plainSteps: [UInt64]
  /// Done bits: the vector of "no node".
  let doneBits: [UInt64]
  /// 64-bit words per vector (0 when no rule has ancestors).
  let wordCount: Int

  /// The program for `lists` (each innermost first, as `ThemeRule.parentScopes`).
  init(lists: Set<[String]>) {
    var firstBits: [[String]: Int] = [:]
    var steps: [(pattern: String?, direct: Bool)] = []
    // Sorted so the layout, and any iteration over it, is the same on every run.
    for list in lists.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      var listSteps: [(pattern: String?, direct: Bool)] = []
      var index = 0
      var possible = true
      while index < list.count {
        if list[index] == ">" {
          // The same reading as `ThemeRule.matches`: a trailing `>` never matches.
          guard index + 1 < list.count else {
            possible = false
            break
          }
          listSteps.append((list[index + 1], true))
          index += 2
        } else {
          listSteps.append((list[index], false))
          index += 1
        }
      }
      guard possible else {
        firstBits[list] = -1
        continue
      }
      firstBits[list] = steps.count
      steps += listSteps
      steps.append((nil, false))
    }
    let wordCount = (steps.count + 63) / 64
    var plain = [UInt64](repeating: 0, count: wordCount)
    var done = [UInt64](repeating: 0, count: wordCount)
    for (bit, step) in steps.enumerated() {
      let flag = UInt64(1) << UInt64(bit % 64)
      if step.pattern == nil {
        done[bit / 64] |= flag
      } else if !step.direct {
        plain[bit / 64] |= flag
      }
    }
    self.firstBits = firstBits
    self.patterns = steps.map(\.pattern)
    self.plainSteps = plain
    self.doneBits = done
    self.wordCount = wordCount
  }

  /// The bit to test for a rule with `parentScopes`: nil when it has none (it always
  /// matches), -1 when it can never match.
  func firstBit(of parentScopes: [String]?) -> Int? {
    guard let parentScopes, !parentScopes.isEmpty else { return nil }
    return firstBits[parentScopes] ?? -1
  }

  /// The steps a scope named `scopeName` fits, as a bit vector.
  func mask(for scopeName: String) -> [UInt64] {
    var mask = [UInt64](repeating: 0, count: wordCount)
    for (bit, pattern) in patterns.enumerated() {
      if let pattern, ThemeRule.scope(scopeName, matches: pattern) {
        mask[bit / 64] |= UInt64(1) << UInt64(bit % 64)
      }
    }
    return mask
  }

  /// Appends to `vectors` the vector of a node with match mask `mask` whose parent's vector
  /// starts at word `parent` of `vectors`.
  func appendVector(parent: Int, mask: ArraySlice<UInt64>, to vectors: inout [UInt64]) {
    for word in 0..<wordCount {
      let previous = vectors[parent + word]
      let above = word + 1 < wordCount ? vectors[parent + word + 1] << 63 : 0
      let next = previous >> 1 | above
      let fit = mask[mask.startIndex + word]
      vectors.append((fit & next) | (~fit & previous & plainSteps[word]) | doneBits[word])
    }
  }

  /// Whether `bit` is set in the vector starting at word `start` of `vectors`.
  static func test(_ bit: Int, in vectors: [UInt64], at start: Int) -> Bool {
    bit >= 0 && vectors[start + bit / 64] & (UInt64(1) << UInt64(bit % 64)) != 0
  }
}
