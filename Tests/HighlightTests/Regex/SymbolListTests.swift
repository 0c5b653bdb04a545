import Foundation
import TestSupport
import Testing

@testable import Highlight

/// `SymbolList` decides the Emacs Lisp symbol lists (`(?<=[()]|^)(?:sym|…)(?=[\s()]|$)`)
/// without Oniguruma: every such pattern of every installed grammar is searched from every
/// position of lines made from its own symbols, with the fast path and without, in the form
/// a first run analyses and the form a warm run reads from the asset cache.
@Suite struct SymbolListTests {
  func answer(_ list: SymbolList, _ text: String, at offset: Int) -> WordTrie.Answer {
    Array(text.utf8).withUnsafeBufferPointer { buffer in
      list.answer(buffer.baseAddress!, at: offset, count: buffer.count)
    }
  }

  static func list(_ pattern: String) -> SymbolList? { SymbolList(Array(pattern.utf8)) }

  /// Symbols enough to make a list long enough for `\b` alone to close it
  /// (`SymbolListReader.wordBoundaryListBytes`).
  static let filler = (0..<150).map { "Filler\($0)" }.joined(separator: "|")

  @Test func theEmacsLispShapesAreTaken() throws {
    let plain = try #require(
      Self.list("(?x)(?<=[()]|^)(?:\n\t car|cdr|and-let\\*|cl-(?:acons|adjoin)\n)(?=[\\s()]|$)"))
    #expect(answer(plain, "(car x)", at: 1) == .match(end: 4))
    #expect(answer(plain, "car", at: 0) == .match(end: 3))
    #expect(answer(plain, "x\ncar)", at: 2) == .match(end: 5))
    #expect(answer(plain, "(and-let* (", at: 1) == .match(end: 9))
    #expect(answer(plain, "(cl-acons)", at: 1) == .match(end: 9))
    #expect(answer(plain, "(cl-", at: 1) == .noMatch)
    #expect(answer(plain, "(cars x)", at: 1) == .noMatch)
    #expect(answer(plain, " car x", at: 1) == .noMatch)
    #expect(answer(plain, "(car-x", at: 1) == .noMatch)
    // Characters above ASCII are Oniguruma's to decide.
    #expect(answer(plain, "(caré ", at: 1) == .unknown)
    let captured = try #require(Self.list("(?x)(?<=[()]|^)\n\t(abs|consp?)\n(?=[\\s()]|$)"))
    #expect(captured.capturesSymbol)
    #expect(answer(captured, "(cons)", at: 1) == .match(end: 5))
    #expect(answer(captured, "(consp)", at: 1) == .match(end: 6))
    // `\b` on both sides, next to lookarounds that keep word characters away: a symbol that
    // starts or ends with punctuation never matches.
    let bounded = try #require(
      Self.list("(?x) \\b (?<=[\\s()\\[]|^)\n\t(?:face|1\\+|-x)\n(?=[\\s()]|$)\\b"))
    #expect(answer(bounded, "[face ", at: 1) == .match(end: 5))
    #expect(answer(bounded, "[face]", at: 1) == .noMatch)
    #expect(answer(bounded, "(1+ 2)", at: 1) == .noMatch)
    #expect(answer(bounded, "\u{A0}face", at: 2) == .unknown)
  }

  /// JavaScript's DOM lists: each branch of the list a captured list of its own, closed by
  /// `\b` alone. A match is the symbol's first branch; the others match nothing.
  @Test func capturedBranchesClosedByAWordBoundaryAreTaken() throws {
    let dom = try #require(
      Self.list(
        "(?x) (?<!\\$) \\b (?:\n  (document|self|window)\n  |\n  (Blob|Node|self)\n  |\n  (\(Self.filler))\n)\\b"
      ))
    #expect(dom.alternativeGroups == 3)
    #expect(!dom.capturesSymbol)
    #expect(answer(dom, "x = window;", at: 4) == .match(end: 10))
    #expect(answer(dom, "window", at: 0) == .match(end: 6))
    #expect(answer(dom, "windows", at: 0) == .noMatch)
    #expect(answer(dom, "$window", at: 1) == .noMatch)
    #expect(answer(dom, "_window", at: 1) == .noMatch)
    #expect(answer(dom, "windowé", at: 0) == .unknown)
    func group(_ text: String, _ end: Int) -> Int? {
      Array(text.utf8).withUnsafeBufferPointer { dom.group($0.baseAddress!, from: 0, to: end) }
    }
    #expect(group("document", 8) == 1)
    #expect(group("Node", 4) == 2)
    // Listed in both branches: the first one's, as Oniguruma's leftmost-first search takes.
    #expect(group("self", 4) == 1)
    #expect(group("Filler12", 8) == 3)
    let whole = try #require(Self.list("(?x) (?<!\\$) \\b (Array|Blob|Date|\(Self.filler)) \\b"))
    #expect(whole.capturesSymbol)
    #expect(answer(whole, "new Date()", at: 4) == .match(end: 8))
  }

  /// JavaScript's DOM properties: a captured `.` and `\s*` lead the list, whose branches
  /// capture after it. A match starts at the dot; the symbol after the blanks.
  @Test func aCapturedLeadAndBlanksMayComeFirst() throws {
    let properties = try #require(
      Self.list(
        "(?x) (\\.) \\s* (?:\n  (ELEMENT_NODE|TEXT_NODE)\n  |\n  (style|value|\(Self.filler))\n) \\b"
      ))
    #expect(properties.lead == UInt8(ascii: "."))
    #expect(properties.groupCount == 3)
    #expect(answer(properties, "a.style=1", at: 1) == .match(end: 7))
    #expect(answer(properties, "a. \tvalue;", at: 1) == .match(end: 9))
    #expect(answer(properties, "a.styles", at: 1) == .noMatch)
    #expect(answer(properties, "a,style", at: 1) == .noMatch)
    #expect(answer(properties, ".\u{A0}style", at: 0) == .unknown)
    var groups: [[Int32]] = []
    let told = Array("x. value".utf8).withUnsafeBufferPointer { buffer in
      properties.captures(buffer.baseAddress!, from: 1, to: 8, count: buffer.count) {
        groups.append([$0, $1, $2])
      }
    }
    #expect(told)
    #expect(groups == [[1, 1, 2], [2, -1, -1], [3, 3, 8]])
    // `\s*` would give a blank back to a symbol that starts with one: not taken.
    #expect(Self.list("(\\.)\\s*( x|y)(?=;)") == nil)
    // A lead with a quantifier after it, or `\s+`, is some other shape.
    #expect(Self.list("(\\.)\\s*?(x|y)(?=;)") == nil)
    #expect(Self.list("(\\.)\\s+(x|y)(?=;)") == nil)
  }

  /// Without a lookbehind any character may come before a symbol (PHP's `(\?)(?=>)`).
  @Test func aListWithoutLookbehindStartsAnywhere() throws {
    let close = try #require(Self.list(#"(\?)(?=>)"#))
    #expect(answer(close, "<?php x ?>", at: 8) == .match(end: 9))
    #expect(answer(close, "?>", at: 0) == .match(end: 1))
    #expect(answer(close, "é?>", at: 2) == .match(end: 3))
    #expect(answer(close, "? >", at: 0) == .noMatch)
    let bounded = try #require(Self.list(#"\b(self|parent)(?=:)"#))
    #expect(answer(bounded, "x self:", at: 2) == .match(end: 6))
    #expect(answer(bounded, "xself:", at: 1) == .noMatch)
    #expect(answer(bounded, "éself:", at: 2) == .noMatch)
  }

  @Test func theCSSShapeFoldsCase() throws {
    let list = try #require(
      Self.list(
        "(?xi) (?<![\\w-])\n(?:\n  # Standard CSS\n  color|all\n  | align-items\n)\n(?![\\w-])"))
    #expect(answer(list, "a{color:red}", at: 2) == .match(end: 7))
    #expect(answer(list, "COLOR:", at: 0) == .match(end: 5))
    #expect(answer(list, "Align-Items ", at: 0) == .match(end: 11))
    #expect(answer(list, "-color:", at: 1) == .noMatch)
    #expect(answer(list, "colors:", at: 0) == .noMatch)
    #expect(answer(list, "color-x", at: 0) == .noMatch)
    #expect(answer(list, "color", at: 0) == .match(end: 5))
    // A letter above ASCII before is a word character; punctuation is not.
    #expect(answer(list, "écolor ", at: 2) == .noMatch)
    #expect(answer(list, "’color ", at: 3) == .match(end: 8))
    #expect(answer(list, "coloré ", at: 0) == .unknown)
    #expect(list.first.contains(0xE2))
    // A class of word characters is its characters, folding case as the rest.
    let axes = try #require(
      Self.list("(?xi) (?<![\\w-])\n(repeat-[xy]|overflow-[xy]?|e[rt]t)\n(?![\\w-])"))
    #expect(answer(axes, "repeat-Y;", at: 0) == .match(end: 8))
    #expect(answer(axes, "repeat-z;", at: 0) == .noMatch)
    #expect(answer(axes, "overflow-", at: 0) == .match(end: 9))
    #expect(answer(axes, "overflow;", at: 0) == .noMatch)
    #expect(answer(axes, "overflow-x ", at: 0) == .match(end: 10))
    #expect(answer(axes, "ett ert etx", at: 4) == .match(end: 7))
    #expect(answer(axes, "ett ert etx", at: 8) == .noMatch)
  }

  /// Characters after a group or an optional piece belong to every symbol the branch spells.
  @Test func charactersAfterAGroupOrOptionalPieceAreKept() throws {
    let list = try #require(Self.list("(?<=[()]|^)(?:ab?c|x(?:y|z)w)(?=[\\s()]|$)"))
    #expect(answer(list, "(abc)", at: 1) == .match(end: 4))
    #expect(answer(list, "(ac)", at: 1) == .match(end: 3))
    #expect(answer(list, "(ab)", at: 1) == .noMatch)
    #expect(answer(list, "(xzw)", at: 1) == .match(end: 4))
    #expect(answer(list, "(xz)", at: 1) == .noMatch)
  }

  /// Random lists of the shapes the reader takes (groups, optional pieces, classes of word
  /// characters, in every option and lookaround this reader knows) answer as plain Oniguruma
  /// on lines made from their own pieces: the characters after a group, and each member
  /// of a class, count.
  @Test func randomListsAgreeWithPlainOniguruma() {
    var generator = SeededGenerator(seed: 44)
    func pick<T>(_ items: [T]) -> T { items.randomElement(using: &generator)! }
    let letters = Array("abcxyzAB")
    func word() -> String {
      String((0..<Int.random(in: 1...3, using: &generator)).map { _ in pick(letters) })
    }
    func piece() -> String {
      var text: String
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: text = "[" + word() + "]"
      case 1: text = "(?:" + word() + "|" + word() + ")"
      default: text = word()
      }
      if Int.random(in: 0..<4, using: &generator) == 0 { text += "?" }
      return text
    }
    var taken = 0
    var grouped = 0
    var boundaryClosed = 0
    var led = 0
    var report = FastPathCorpus.Report()
    for _ in 0..<300 {
      let branches = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
        (0..<Int.random(in: 1...3, using: &generator)).map { _ in piece() }.joined()
      }
      // The list plain, captured, or each branch captured; `\b` alone closes a captured one.
      // A list closed by `\b` alone gets the filler symbols, as a branch of its own.
      let body: String
      let tails = ["(?![\\w-])", "(?=[\\s()]|$)", "(?=:)"]
      var tail = pick(tails)
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: body = "(?:" + branches.joined(separator: "|") + ")"
      case 1:
        tail = pick(tails + ["\\b", "\\b"])
        let filler = tail == "\\b" ? ["(?:" + Self.filler + ")"] : []
        body = "(" + (branches + filler).joined(separator: "|") + ")"
      default:
        tail = pick(tails + ["\\b", "\\b"])
        let filler = tail == "\\b" ? [Self.filler] : []
        body = "(?:" + (branches + filler).map { "(" + $0 + ")" }.joined(separator: "|") + ")"
      }
      let pattern =
        pick(["", "(?i)", "(?x)", "(?xi)"])
        + pick(["", "(?<![\\w-])", "(?<=[()]|^)", "\\b", "(\\.)\\s*", "(-)\\s*"]) + body + tail
      var reader = SymbolListReader(bytes: Array(pattern.utf8))
      guard let parts = reader.read() else { continue }
      taken += 1
      if parts.alternativeGroups > 0 { grouped += 1 }
      if tail == "\\b" { boundaryClosed += 1 }
      if parts.lead != nil { led += 1 }
      let regex = CompiledRegex(lazy: pattern)
      let caches = FastPathCorpus.Caches(regex)
      // The symbols as read, the branches' letters (a symbol the reader might miss), other
      // words, and delimiters either side of the lookarounds.
      let fragments =
        parts.symbols.map { String(decoding: $0, as: UTF8.self) }
        + branches.map { $0.filter { $0.isLetter } } + [word(), word()]
        + ["-", ":", "(", " ", "é", "\u{212A}", ".", ". ", "-\t", "\u{A0}"]
      for _ in 0..<12 {
        let line = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
          let fragment = pick(fragments)
          return Bool.random(using: &generator) ? fragment.uppercased() : fragment
        }.joined()
        FastPathCorpus.compare(
          regex, on: Array(line.utf8), everyPosition: true, into: &report, caches: caches)
      }
    }
    #expect(taken > 100)
    #expect(grouped > 20)
    #expect(boundaryClosed > 20)
    #expect(led > 20)
    #expect(report.disagreements.isEmpty, "\(report.disagreements.prefix(5))")
  }

  @Test(arguments: [
    "(?<=[()]|^)(?:a[b-c])(?=[\\s()]|$)", "(?<=[()]|^)(?:a[^b])(?=[\\s()]|$)",
    "(?<=[()]|^)(?:a[\\w])(?=[\\s()]|$)", "(?<=[()]|^)(?:a[b.])(?=[\\s()]|$)",
    "(?<=[()]|^)(?:a[bc]+)(?=[\\s()]|$)", "(?<=[()]|^)(?:a[])(?=[\\s()]|$)",
    "(?<=[()]|^)(?:a*)(?=[\\s()]|$)",
    "(?<=[()]|^)(?:el-get[-\\w]*)(?=[\\s()]|$)", "(?<=[()]|^)(?:ab)",
    "(?m)(?<=[()]|^)(?:ab)(?=\\s)",
    "(?<=[()]|^)(?:a b)(?=[\\s()]|$)",
    "(?<=[()]|^)(?:ab|)(?=[\\s()]|$)", "(?<=[()]|^)(?:a(b))(?=[\\s()]|$)",
    "(?<=[()]|^)(?:c[ad]{1,2}r)(?=[\\s()]|$)", "(?<=[()]|^)(?:a\\<b)(?=[\\s()]|$)",
    "(?<=[()]|^)(?:ab)(?=[\\s()]|$)x",
    // `\\b` before `-` holds after a word character (`a-x:` matches at 1).
    "\\b(?:-x|self)(?=:)", "(?:self|x-)\\b(?=y)",
    // `\\b` alone closes only a captured list (an uncaptured one is `WordTrie`'s), whose
    // branches are all captured or none is, and never an escaped backslash and `b`.
    // A short list closed so compiles faster than a warm run reads it back.
    "\\b(?:abc|\(SymbolListTests.filler))\\b", "\\b(?:(abc)|\(SymbolListTests.filler))\\b",
    "\\b(?:(ab(c))|(\(SymbolListTests.filler)))\\b",
    "\\b(abc|\(SymbolListTests.filler))\\\\b", "\\b(abc|d-f|\(SymbolListTests.filler))\\b",
    "\\b(abc|def)\\b",
  ])
  func otherShapesAreLeftToOniguruma(pattern: String) {
    #expect(Self.list(pattern) == nil)
  }

  /// Lines made from a list's symbols: whole, cut, glued to each other and to delimiters
  /// (ASCII and above), at line starts and after a line feed inside the text.
  static func lines(for regex: CompiledRegex) -> [[UInt8]] {
    var reader = SymbolListReader(bytes: Array(regex.source.utf8))
    let symbols = (reader.read()?.symbols ?? ByteStrings()).map {
      String(decoding: $0, as: UTF8.self)
    }
    // Spread over the list: its first, last and every so-many between.
    let step = max(1, symbols.count / 40)
    let chosen =
      Swift.stride(from: 0, to: symbols.count, by: step).map { symbols[$0] }
      + symbols.suffix(2)
    var made: [String] = []
    for (index, symbol) in chosen.enumerated() {
      let other = chosen[(index + 1) % chosen.count]
      made += [
        symbol, "(\(symbol))", "(\(symbol) x)", "((\(symbol)", "[\(symbol)]", " \(symbol)\t",
        "(\(symbol)(", "\(symbol)-x)", "(\(symbol.dropLast()))", "(\(symbol)\(other))",
        "(\(symbol)\u{A0})", "\u{A0}\(symbol) ", "é(\(symbol)", "(\(symbol)é)",
        "\u{3000}\(symbol)\u{3000}", "x\n\(symbol)\r\n", "(\(symbol)\r)", "'\(symbol) ",
        "#'\(symbol))", "(\(symbol)\u{B}", "\(other) (\(symbol)", "(\(symbol)_)",
        // CSS's shapes: cased, after and before `-`, `:` and word characters above ASCII,
        // and characters above ASCII that fold to ASCII letters (U+212A is `k`, U+017F `s`).
        "\(symbol.uppercased()): x;", "-\(symbol) ", "\(symbol)-", "a:\(symbol);",
        "\(symbol.prefix(1).uppercased())\(symbol.dropFirst())}", "ж\(symbol)", "\(symbol)ж",
        "\u{212A}\(symbol.dropFirst()) ",
        "\(symbol.replacingOccurrences(of: "s", with: "\u{17F}"));",
        "\(symbol.replacingOccurrences(of: "k", with: "\u{212A}"))", "’\(symbol)’",
        // After a lead (JavaScript's `.` before a DOM property), blanks between.
        "x.\(symbol);", ". \(symbol).", ".\t\(symbol)é", ".\u{A0}\(symbol)", "..\(symbol)\(other)",
      ]
    }
    return made.map { Array($0.utf8) }
  }

  @Test(.enabled(if: FastPathCorpus.installedGrammars() != nil, "Linguist grammars not installed"))
  func everySymbolListAgreesWithPlainOniguruma() throws {
    let registry = try #require(FastPathCorpus.installedGrammars())
    let corpus = FastPathCorpus.lines(full: false).prefix(8)
    var report = FastPathCorpus.Report()
    var lists = 0
    var emacsLists = 0
    var cssLists = 0
    var capturedBranchLists = 0
    var ledLists = 0
    for scope in registry.scopeNames {
      guard let raw = registry.rawGrammar(scopeName: scope) else { continue }
      let candidates = FastPathCorpus.regexes(of: raw) {
        $0.contains("(?=") || $0.contains("(?!") || $0.hasSuffix("\\b")
      }
      for regex in candidates where regex.firstBytes?.symbolList != nil {
        lists += 1
        if scope == "source.emacs.lisp" { emacsLists += 1 }
        if scope == "source.css" { cssLists += 1 }
        if regex.firstBytes?.symbolList?.alternativeGroups ?? 0 > 0 { capturedBranchLists += 1 }
        if regex.firstBytes?.symbolList?.lead != nil { ledLists += 1 }
        let stored = FastPathCorpus.storedForm(of: regex)
        #expect(stored.firstBytes?.symbolList == regex.firstBytes?.symbolList)
        let caches = FastPathCorpus.Caches(regex)
        let storedCaches = FastPathCorpus.Caches(stored)
        var local = FastPathCorpus.Report()
        for line in Array(corpus) + Self.lines(for: regex) {
          FastPathCorpus.compare(regex, on: line, everyPosition: true, into: &local, caches: caches)
          FastPathCorpus.compare(
            stored, on: line, everyPosition: true, into: &local, caches: storedCaches)
        }
        report.searches += local.searches
        report.disagreements += local.disagreements.map { "\(scope): \($0.suffix(200))" }
      }
    }
    print(
      "symbol lists: \(lists) patterns (\(emacsLists) Emacs Lisp, \(cssLists) CSS, \(capturedBranchLists) with captured branches, \(ledLists) led), \(report.searches) searches, \(report.disagreements.count) disagreements"
    )
    // The grammar's 66 long lists, all but the one with a `[-\w]*` symbol.
    #expect(emacsLists >= 60)
    // CSS's property and value lists, with their `[xy]` classes.
    #expect(cssLists >= 6)
    // JavaScript's DOM names (variables and classes), in its grammar and those that embed it.
    #expect(capturedBranchLists >= 2)
    #expect(ledLists >= 1)
    #expect(report.searches > 0)
    #expect(
      report.disagreements.isEmpty, "\(report.disagreements.prefix(10).joined(separator: "\n"))")
  }

  /// Lisp files highlighted with the fast paths on and off give the same tokens.
  @Test(.enabled(if: FastPathCorpus.installedGrammars() != nil, "Linguist grammars not installed"))
  func emacsLispTokensAreTheSameWithTheFastPathsOff() throws {
    let registry = try #require(FastPathCorpus.installedGrammars())
    let grammar = try #require(registry.grammar(scopeName: "source.emacs.lisp"))
    let text = """
      ;;; sample.el --- a sample  -*- lexical-binding: t -*-
      (defun my-greet (name &optional loud)
        "Greet NAME."
        (interactive "sName: ")
        (let* ((text (concat "hello " name)))
          (when loud (setq text (upcase text)))
          (message "%s" text)
          (mapcar #'car (list (cons 1 2) (cons 3 4)))
          (cl-incf counter) (1+ counter) (and-let* ((x (car y))) x)
          (with-current-buffer (get-buffer-create "*x*") (insert text))))
      (add-hook 'emacs-lisp-mode-hook #'eldoc-mode)
      (face-attribute 'default :height) [font-lock-keyword-face bold]
      (provide 'sample)
      """
    let fast = Tokenizer(grammar: grammar)
    let plain = Tokenizer(grammar: grammar, fastPaths: false)
    var fastState = LineState.initial
    var plainState = LineState.initial
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let a = fast.tokenizeLine(line, state: fastState)
      let b = plain.tokenizeLine(line, state: plainState)
      #expect(a.tokens == b.tokens, "\(line)")
      fastState = a.state
      plainState = b.state
    }
  }
}
