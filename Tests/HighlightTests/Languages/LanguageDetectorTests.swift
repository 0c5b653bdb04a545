import Foundation
import Testing

@testable import Highlight

/// Small files of each ambiguous extension and each strategy, with the language Linguist
/// gives them.
let detectionCases: [(path: String, content: String, expected: String?)] = [
  // .h: Objective-C, C++, else C.
  ("a/x.h", "#import <Foundation/Foundation.h>\n@interface A : NSObject\n@end\n", "Objective-C"),
  ("a/x.h", "#include <vector>\nnamespace n { class A {}; }\n", "C++"),
  ("a/x.h", "#ifndef X_H\n#define X_H\nint f(void);\n#endif\n", "C"),
  // .m: Objective-C, Mercury, MATLAB.
  ("k.m", "#import \"k.h\"\n@implementation K\n@end\n", "Objective-C"),
  ("k.m", ":- module k.\n:- interface.\n", "Mercury"),
  ("k.m", "% compute\nfunction y = f(x)\n  y = x + 1;\nend\n", "MATLAB"),
  // .pl: Prolog, Perl.
  ("p.pl", "parent(a, b).\nancestor(X, Y) :- parent(X, Y).\n", "Prolog"),
  ("p.pl", "use strict;\nuse warnings;\nmy $x = 1;\n", "Perl"),
  // .v: Coq, Verilog, V.
  ("m.v", "Theorem t : True.\nProof. trivial. Qed.\n", "Coq"),
  (
    "m.v", "module counter (clk);\n  input clk;\n  always @(posedge clk) begin end\nendmodule\n",
    "Verilog"
  ),
  ("m.v", "fn main() {\n  println('hi')\n}\n", "V"),
  // .ts: Qt Linguist translations are XML; otherwise TypeScript.
  ("t.ts", "<?xml version=\"1.0\"?>\n<!DOCTYPE TS>\n<TS version=\"2.1\">\n</TS>\n", "XML"),
  ("t.ts", "export const x: number = 1;\n", "TypeScript"),
  // .tsx: React is TSX, not XML.
  ("c.tsx", "import React from 'react';\nexport const A = () => <div/>;\n", "TSX"),
  // .mod: XML entities, Modula-2.
  ("d.mod", "<!ENTITY % common SYSTEM \"common.dtd\">\n", "XML"),
  ("d.mod", "MODULE Hello;\nBEGIN\nEND Hello.\n", "Modula-2"),
  // .inc: PHP, Pascal, POV-Ray.
  ("i.inc", "<?php\necho 1;\n", "PHP"),
  ("i.inc", "{$mode objfpc}\nprocedure P;\nbegin\nend;\n", "Pascal"),
  ("i.inc", "#declare Radius = 2;\n", "POV-Ray SDL"),
  // .cls: TeX classes, ObjectScript.
  ("c.cls", "\\NeedsTeXFormat{LaTeX2e}\n\\ProvidesClass{c}\n", "TeX"),
  ("c.cls", "Class Demo.Person Extends %Persistent\n{\n}\n", "ObjectScript"),
  // Modelines beat everything, Vim and Emacs forms.
  ("notes.txt", "hello\n# vim: set ft=ruby:\n", "Ruby"),
  ("x.c", "/* -*- mode: python -*- */\nx = 1\n", "Python"),
  ("x", "# -*- perl -*-\nprint 1;\n", "Perl"),
  // File names.
  ("dir/Makefile", "all:\n\ttrue\n", "Makefile"),
  ("dir/Dockerfile", "FROM debian\n", "Dockerfile"),
  // A `#!` line beats a single-language extension and names files without one.
  ("tool.js", "#!/usr/bin/env python3\nprint(1)\n", "Python"),
  ("tool", "#!/bin/bash\necho hi\n", "Shell"),
  ("tool", "#!/usr/bin/env -S ruby -w\nputs 1\n", "Ruby"),
  ("tool", "#!/bin/sh\n# \\\nexec tclsh \"$0\" \"$@\"\n", "Tcl"),
  // `<?xml` for an unknown extension.
  ("data.unknownext", "<?xml version=\"1.0\"?>\n<root/>\n", "XML"),
  // Man page sections.
  ("foo.1", ".TH FOO 1 \"2024\" \"x\"\n.SH NAME\nfoo\n", "Roff Manpage"),
  ("foo.3pm", ".TH FOO 3pm\n.SH NAME\nfoo\n", "Roff Manpage"),
  // The classifier when no heuristic rule holds.
  ("p.pl", "my $x = 1;\nprint \"$x\\n\";\nsub foo { return shift; }\n", "Perl"),
  // Nothing to go on.
  ("README", "just some words\n", nil),
]

/// Backup copies and templates: Linguist knows none of these names; bat strips the suffix.
let backupCases: [(path: String, content: String, expected: String)] = [
  ("main.py~", "print(1)\n", "Python"),
  ("x.c.orig", "int main(void) { return 0; }\n", "C"),
  ("run.sh.bak", "echo hi\n", "Shell"),
  ("config.h.in", "#define VERSION 1\n", "C"),
  ("conf.yaml.dpkg-dist", "a: 1\n", "YAML"),
]

@Suite(.enabled(if: GrammarSearchPath.linguistRoot() != nil)) struct LanguageDetectorTests {
  static let registry = LanguageRegistry.installed()
  static let data = LinguistData.installed(cache: nil)

  static func detect(_ path: String, _ content: String) -> String? {
    registry.detect(path: path, content: DetectionContent(content), data: data)?.name
  }

  @Test(arguments: detectionCases.indices) func linguistStrategies(_ index: Int) {
    let (path, content, expected) = detectionCases[index]
    #expect(Self.detect(path, content) == expected, "\(path): \(content.prefix(40))")
  }

  @Test(arguments: backupCases.indices) func backupSuffixesAreStripped(_ index: Int) {
    let (path, content, expected) = backupCases[index]
    #expect(Self.detect(path, content) == expected, "\(path)")
  }

  /// The same answers as Linguist itself, when Ruby and the gem are there.
  @Test(.enabled(if: LinguistTokenizerTests.rubyLinguist)) func sameAsLinguist() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "detect-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for (number, item) in detectionCases.enumerated() {
      let directory = folder.appendingPathComponent("\(number)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let path = directory.appendingPathComponent(String(item.path.split(separator: "/").last!))
      FileManager.default.createFile(atPath: path.path, contents: Data(item.content.utf8))
      paths.append(path.path)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "ruby", "-rlinguist", "-e",
        "ARGV.each { |p| l = Linguist::FileBlob.new(p).language; puts(l ? l.name : '') }",
      ] + paths
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let theirs = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (number, path) in paths.enumerated() {
      let content = detectionCases[number].content
      let mine = Self.detect(path, content) ?? ""
      #expect(mine == theirs[number], "\(detectionCases[number].path)")
    }
  }

  /// The heuristics compile their patterns on first use; every one of them must compile.
  @Test func everyHeuristicPatternCompiles() throws {
    let heuristics = try #require(Self.data?.heuristics)
    for source in heuristics.patternSources {
      #expect((try? ContentPattern(source)) != nil, "\(source)")
    }
    #expect(heuristics.patternSources.count > 100)
  }

  @Test func classifierRanksByTheSamples() throws {
    let classifier = try #require(Self.data?.classifier)
    let ranked = classifier.classify(
      Array("my $x = shift;\nforeach my $k (keys %h) { print $k; }\n".utf8),
      among: ["Prolog", "Perl", "Raku"])
    #expect(ranked.first == "Perl")
    #expect(ranked.count == 3)
    // A language without samples ranks last.
    #expect(
      classifier.classify(Array("x".utf8), among: ["No Such", "Perl"]) == ["Perl", "No Such"])
  }
}

@Suite struct DetectionPartsTests {
  @Test func shebangInterpreters() {
    func interpreter(_ line: String) -> String? { Shebang.interpreter(of: Array(line.utf8)) }
    #expect(interpreter("#!/usr/bin/env python3.11\n") == "python3")
    #expect(interpreter("#!/usr/bin/env -S node --x\n") == "node")
    #expect(interpreter("#!/usr/bin/env A=b ruby\n") == "ruby")
    #expect(interpreter("#! /usr/local/bin/perl -w\n") == "perl")
    #expect(interpreter("#!perl\n") == "perl")
    #expect(interpreter("#!/usr/bin/env\n") == nil)
    #expect(interpreter("#!/usr/bin/osascript -l JavaScript\n") == nil)
    #expect(interpreter("#!/bin/sh\nexec wish \"$0\" \"$@\"\n") == "wish")
    #expect(interpreter("# not one\n") == nil)
  }

  @Test func modelines() {
    func mode(_ text: String) -> String? { Modeline.mode(in: Array(text.utf8)) }
    #expect(mode("# vim: set ft=ruby:\n") == "ruby")
    #expect(mode("x\n// vim: ts=4 filetype=javascript\n") == "javascript")
    #expect(mode("# -*- mode: python; coding: utf-8 -*-\n") == "python")
    #expect(mode(";; -*- Lisp -*-\n") == "Lisp")
    #expect(mode("# vim: set ft=ruby\n") == nil)  // a `set` form must end with `:`
    #expect(mode("left = 1\nprivate void x\n") == nil)
    // Only the first and last five lines count.
    let middle = Array(repeating: "x", count: 6).joined(separator: "\n")
    #expect(mode(middle + "\n# vim: ft=sh\n" + middle + "\n") == nil)
    #expect(mode("\" UseVimball\n\" vim: ft=vim\n") == nil)
  }

  @Test func manPageNames() {
    #expect(LanguageDetector.isManPageName("ls.1"))
    #expect(LanguageDetector.isManPageName("printf.3pm"))
    #expect(LanguageDetector.isManPageName("tool.1.in"))
    #expect(LanguageDetector.isManPageName("x.man"))
    #expect(!LanguageDetector.isManPageName("ls.10"))
    #expect(!LanguageDetector.isManPageName("a.1.gz"))
    #expect(!LanguageDetector.isManPageName("a.in"))
  }

  @Test func firstAndLastLines() {
    let bytes = Array("a\r\nb\rc\nd".utf8)
    #expect(
      FileLines.first(5, of: bytes).map { String(decoding: $0, as: UTF8.self) } == [
        "a", "b", "c", "",
      ])
    #expect(FileLines.last(2, of: bytes).map { String(decoding: $0, as: UTF8.self) } == ["c", "d"])
    #expect(
      FileLines.last(9, of: Array("x\ny\n".utf8)).map { String(decoding: $0, as: UTF8.self) } == [
        "x", "y",
      ])
  }

  @Test func yamlSubset() throws {
    let yaml = """
      # comment
      ---
      list:
      - extensions: ['.a', ".b"]  # trailing
        rules:
        - language: "Ren'Py"
          pattern: '(''|\\")x #y'
        - language: [One, Two]
          and:
            - pattern: p
            - negative_pattern: q
      named:
        key: plain value
      """
    let root = try LinguistYAML.parse(yaml)
    let block = try #require(root["list"]?.arrayValue?.first)
    #expect(block["extensions"] == .array([.string(".a"), .string(".b")]))
    let rules = try #require(block["rules"]?.arrayValue)
    #expect(rules[0]["language"]?.stringValue == "Ren'Py")
    #expect(rules[0]["pattern"]?.stringValue == #"('|\")x #y"#)
    #expect(rules[1]["language"] == .array([.string("One"), .string("Two")]))
    #expect(rules[1]["and"]?.arrayValue?.count == 2)
    #expect(root["named"]?["key"]?.stringValue == "plain value")
    #expect(throws: LinguistYAML.Failure.self) { try LinguistYAML.parse("a: 'open\n") }
  }

  @Test func heuristicsRuleLanguage() throws {
    let yaml = """
      disambiguations:
      - extensions: ['.q']
        rules:
        - language: Alpha
          and:
          - pattern: '^alpha'
          - negative_pattern: 'beta'
        - language: Gamma
          named_pattern: g
        - language: Delta
      named_patterns:
        g: ['^gamma', '^GAMMA']
      """
    let heuristics = try LinguistHeuristics(LinguistYAML.parse(yaml), path: "h.yml")
    func decide(_ text: String) -> [String] {
      heuristics.languages(filename: "x.Q", content: Array(text.utf8))
    }
    #expect(decide("alpha\n") == ["Alpha"])
    #expect(decide("alpha\nbeta\n") == ["Delta"])
    #expect(decide("x\nGAMMA\n") == ["Gamma"])
    #expect(heuristics.languages(filename: "x.r", content: []) == [])
    #expect(heuristics.applies(to: "dir/File.q"))
  }
}
