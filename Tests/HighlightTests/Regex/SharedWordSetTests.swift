import Foundation
import Testing

@testable import Highlight

/// The words of a `SymbolList` and a `WordTrie` are made by the first answer and then read
/// without a lock by every thread (a diff's workers share one grammar): threads that ask a
/// fresh list all at once, racing the first answer, get exactly the answers one thread gets.
@Suite struct SharedWordSetTests {
  /// Symbols `s0` … `s299`, some with a `-x` tail, as Emacs Lisp's lists have them.
  static let symbols = (0..<300).map { $0 % 7 == 0 ? "s\($0)-x" : "s\($0)" }

  static let symbolPattern =
    "(?x)(?<=[()]|^)(?:" + symbols.joined(separator: "|") + ")(?=[\\s()]|$)"

  /// Words `w` and a digit, optionally followed by 0 … 29: a trie of one group per digit.
  static let triePattern: String = {
    let groups = (0..<10).map { digit in
      "\(digit)(?:" + (0..<30).map(String.init).joined(separator: "|") + ")?"
    }
    return #"\b(?:w(?:"# + groups.joined(separator: "|") + #"))\b"#
  }()

  /// Every position of a line holding listed and unlisted words, each in parentheses as
  /// Lisp has them.
  static let line: [UInt8] = {
    var text = ""
    for number in stride(from: 0, to: 400, by: 3) {
      text += "(s\(number)) (s\(number)-x) (w\(number)) "
    }
    return Array(text.utf8)
  }()

  static func answers(_ answer: (UnsafePointer<UInt8>, Int, Int) -> WordTrie.Answer)
    -> [WordTrie.Answer]
  {
    line.withUnsafeBufferPointer { buffer in
      (0..<buffer.count).map { answer(buffer.baseAddress!, $0, buffer.count) }
    }
  }

  /// Runs `make` once alone and once per thread on eight threads at once, each on its own
  /// fresh instance shared by all the threads of that round.
  static func raceAgree<Value: Sendable>(
    _ make: () -> Value,
    _ answer:
      @escaping @Sendable (Value, UnsafePointer<UInt8>, Int, Int)
      -> WordTrie.Answer
  ) -> Bool {
    let alone = make()
    let expected = answers { answer(alone, $0, $1, $2) }
    for _ in 0..<20 {
      let shared = make()
      let results = Results(count: 8)
      DispatchQueue.concurrentPerform(iterations: 8) { thread in
        results.set(thread, answers { answer(shared, $0, $1, $2) })
      }
      guard results.all.allSatisfy({ $0 == expected }) else { return false }
    }
    let matches = expected.filter { if case .match = $0 { true } else { false } }
    let misses = expected.filter { $0 == .noMatch }
    return matches.count >= 50 && misses.count >= 50
  }

  @Test func aSymbolListAnswersAlikeOnEveryThread() throws {
    _ = try #require(SymbolList(Array(Self.symbolPattern.utf8)))
    #expect(
      Self.raceAgree({ SymbolList(Array(Self.symbolPattern.utf8))! }) {
        $0.answer($1, at: $2, count: $3)
      })
  }

  @Test func aWordTrieAnswersAlikeOnEveryThread() throws {
    _ = try #require(WordTrie(Array(Self.triePattern.utf8), previousIsASCII: false))
    #expect(
      Self.raceAgree({ WordTrie(Array(Self.triePattern.utf8), previousIsASCII: false)! }) {
        $0.answer($1, at: $2, count: $3)
      })
  }
}

/// One answer list per thread.
private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var lists: [[WordTrie.Answer]]

  init(count: Int) { lists = Array(repeating: [], count: count) }

  func set(_ index: Int, _ list: [WordTrie.Answer]) { lock.withLock { lists[index] = list } }

  var all: [[WordTrie.Answer]] { lock.withLock { lists } }
}
