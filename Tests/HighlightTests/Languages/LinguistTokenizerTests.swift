import Foundation
import TestSupport
import Testing

@testable import Highlight

/// Snippets that exercise each of the scanner's rules (comments of every kind, strings,
/// numbers, shebangs, operators, token cutting).
let tokenizerSnippets: [String] = [
  "#!/usr/bin/env python\nimport os # hi\n",
  "#!/usr/bin/env -S node --x\nlet a = 1\n",
  "#!/usr/bin/env A=b B=c ruby3 -w\nputs 1\n",
  "#!/bin/sh\nexec tclsh \"$0\" \"$@\"\n",
  "#! /usr/local/bin/perl -w\nmy $x;\n",
  "#!perl\nprint\n",
  "#!/usr/bin/env\n",
  "#!/usr/bin/env\tpython\nx",
  "/* c */ x = 0x1F + \"str\" ; a->b <= c\n// cm\nfoo(...) $((x)) \"\"\n\" vimcomment\n",
  "/** doc */ /*! bang */ /**/ int main() { return 0; }\n",
  "<!-- xml --> <a href='x'>y</a> <?php ?> <% %> </b>\n",
  "{- haskell -} main = do { (* ocaml *) }\n",
  "\"\"\"doc\"\"\"\n'''doc'''\nx = 'a\\'b' \"c\\\"d\"\n",
  ".ig\nignored\n..\n.TH FOO 1\n.\\\" comment\n'\\\" another\n",
  "  # indented\n\t// tab\n-- lua\n% tex\n; lisp\n;;; more\n$! vms\n//! rust\n//!\n",
  "1.5e+10f 0x1e+5 123abc 42UL 3.14 0xFFu .5 1..2\n",
  "$[]] $[[x $((a $ ({ #!x ${x} @foo .bar #baz $qux\n",
  "a &> b <& c <&- d &>> e >& f |& g &| h :- i (?: j\n",
  "x --> y <-- z != w <=> v === u <? %> !> << >> // /= += -= ~= :=  =~ !~\n",
  ".* .*? .+ .+? --- !!! ### $$$ %%% &&& *** +++ ,,, ... ::: ;;; ??? @@@ \\\\ ^^^ ``` ||| ~~~\n",
  "(()) {{}} [[]] ((( ))) {{ }} [[ ]] ([{ }])\n",
  "averyveryverylongidentifiername_that_is_cut another\n",
  "unterminated \"string\nnext line 'also\n",
  "tab\tseparated\r\nwindows lines\r\n",
  "# comment without newline at the end",
  "x\n#include <stdio.h>\n#define Y 1\n",
  "héllo wörld ünïcode\n",
]

@Suite struct LinguistTokenizerTests {
  @Test func knownTokens() {
    #expect(
      LinguistTokenizer.tokens(Array(tokenizerSnippets[0].utf8))
        == ["SHEBANG#!python", "import", "os", "#", "hi"])
    #expect(
      LinguistTokenizer.tokens(Array("/* c */ x = 0x1F + \"s\" ; a->b <= c\n// cm\n".utf8))
        == ["COMMENT/*", "x", "=", "+", ";", "a", "->", "b", "<=", "c", "COMMENT//"])
    // Cut to 16 bytes.
    #expect(
      LinguistTokenizer.tokens(Array("abcdefghijklmnopqrstuvwxyz".utf8)) == ["abcdefghijklmnop"])
    // Numbers are dropped, a word that starts with digits is kept.
    #expect(LinguistTokenizer.tokens(Array("1.5e+10f 0x1F 123abc".utf8)) == ["123abc"])
    // `$[` must be followed by `]` (flex reads `[\[]]+` as `[` then `]`s).
    #expect(LinguistTokenizer.tokens(Array("$[]] $[[".utf8)) == ["$[]]", "$", "[["])
  }

  /// Ruby with the Linguist gem, when installed: its scanner is the oracle.
  static let rubyLinguist: Bool = {
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    probe.arguments = ["ruby", "-e", "require 'linguist'"]
    probe.standardOutput = FileHandle.nullDevice
    probe.standardError = FileHandle.nullDevice
    guard (try? probe.run()) != nil else { return false }
    probe.waitUntilExit()
    return probe.terminationStatus == 0
  }()

  /// Linguist's own tokens for each input, from one Ruby process.
  static func rubyTokens(_ inputs: [[UInt8]]) throws -> [[String]] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tokenizer-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for (number, input) in inputs.enumerated() {
      let path = folder.appendingPathComponent("\(number)").path
      FileManager.default.createFile(atPath: path, contents: Data(input))
      paths.append(path)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "ruby", "-rjson", "-rlinguist", "-e",
        "ARGV.each { |p| puts JSON.generate(Linguist::Tokenizer.tokenize(File.binread(p)[0, 51200]).map { |t| t.force_encoding('UTF-8').scrub }) }",
      ] + paths
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return try String(decoding: output, as: UTF8.self).split(separator: "\n").map {
      try JSONDecoder().decode([String].self, from: Data($0.utf8))
    }
  }

  /// Files of many languages found at run time: Linguist's own library and, when Python is
  /// installed, its standard library's sources.
  static func corpusFiles() -> [String] {
    var files: [String] = []
    if let root = GrammarSearchPath.linguistRoot() {
      let lib = root + "/lib/linguist"
      for name in (try? FileManager.default.contentsOfDirectory(atPath: lib))?.sorted() ?? [] {
        files.append(lib + "/" + name)
      }
    }
    let python = Process()
    python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    python.arguments = ["python3", "-c", "import os; print(os.path.dirname(os.__file__))"]
    let pipe = Pipe()
    python.standardOutput = pipe
    python.standardError = FileHandle.nullDevice
    if (try? python.run()) != nil {
      let directory = String(
        decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self
      )
      .trimmingCharacters(in: .whitespacesAndNewlines)
      python.waitUntilExit()
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory))?.sorted() ?? []
      files += names.filter { $0.hasSuffix(".py") }.prefix(60).map { directory + "/" + $0 }
    }
    return files.filter { path in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }
  }

  /// Short inputs drawn from every kind of byte the scanner's rules and its shortcut for
  /// words and passed-over bytes tell apart, with a fixed seed.
  static func mixedInputs(count: Int, length: Int) -> [[UInt8]] {
    let alphabet = Array(
      " \t\n\r\u{0}\u{7}aZ_q9 0x1e.5\"'`#!/*-+=<>&|?%$@.,:;~^\\()[]{}é→\n//!  # ".utf8)
    var generator = SeededGenerator(seed: 0x9E37_79B9_7F4A_7C15)
    func next() -> Int { Int(truncatingIfNeeded: generator.next() >> 1) }
    return (0..<count).map { _ in (0..<length).map { _ in alphabet[next() % alphabet.count] } }
  }

  /// The snippets, `count` random byte strings and `count` strung from rule pieces, and the
  /// classified head of every corpus file found.
  static func inputs(randomCount count: Int) -> [[UInt8]] {
    var inputs =
      tokenizerSnippets.map { Array($0.utf8) } + mixedInputs(count: count, length: 160)
      + pieceInputs(count: count, pieces: 40)
    for path in corpusFiles() {
      if let data = FileManager.default.contents(atPath: path) {
        inputs.append(Array(data.prefix(BayesClassifier.consideredBytes)))
      }
    }
    return inputs
  }

  /// `step`'s shortcut (a step decided from its first byte) cuts the tokens that trying every
  /// rule at every step cuts, on the inputs Linguist itself is compared on when installed
  /// (more of them: this check needs no Ruby).
  @Test func shortcutCutsWhatEveryRuleCuts() {
    let inputs = Self.inputs(randomCount: 1000)
    var differing = 0
    for input in inputs
    where LinguistTokenizer.tokens(input) != LinguistTokenizer.tokensTryingEveryRule(input) {
      differing += 1
      if differing <= 5 {
        Issue.record("differs on: \(String(decoding: input.prefix(80), as: UTF8.self))")
      }
    }
    #expect(differing == 0)
  }

  /// Inputs strung together from the pieces the scanner's rules start and end with (line
  /// comment marks, `#!`, troff's, comment and string delimiters), after blanks, at a line's
  /// start or not: random bytes seldom spell a rule of several bytes. Fixed seed.
  static func pieceInputs(count: Int, pieces length: Int) -> [[UInt8]] {
    let pieces = [
      "\n", " ", "\t", "  ", "#", "#!", "//", "//!", "--", "%", ";", "\"", "'", "$! ", ".",
      "\\\"", ".ig\n", "..\n", "/*", "*/", "/**", "/*!", "/**/", "<!--", "-->", "{-", "-}", "(*",
      "*)", "\"\"\"", "'''", "\"\"", "''", "\\", "/usr/bin/env", "env", "A=b", "sh", "x9_",
      "0x1F", "1.5e+10f", "42", "->", "<=", "$[", "]", "&>", "|", "é", "\r\n",
    ].map { Array($0.utf8) }
    var generator = SeededGenerator(seed: 0x2545_F491_4F6C_DD1D)
    func next() -> Int { Int(truncatingIfNeeded: generator.next() >> 1) }
    return (0..<count).map { _ in
      (0..<length).flatMap { _ in pieces[next() % pieces.count] }
    }
  }

  @Test(.enabled(if: rubyLinguist)) func sameTokensAsLinguist() throws {
    let inputs = Self.inputs(randomCount: 300)
    let expected = try Self.rubyTokens(inputs)
    try #require(expected.count == inputs.count)
    for (input, theirs) in zip(inputs, expected) {
      let mine = LinguistTokenizer.tokens(input).map {
        String(decoding: Array($0.utf8), as: UTF8.self)
      }
      #expect(mine == theirs, "\(String(decoding: input.prefix(80), as: UTF8.self))")
    }
  }
}
