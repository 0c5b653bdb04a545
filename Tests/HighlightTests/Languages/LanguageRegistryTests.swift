import Foundation
import Testing

@testable import Highlight

private let sample = LanguageRegistry(languages: [
  Language(name: "C", extensions: [".c", ".h"], scopeName: "source.c"),
  Language(name: "C++", aliases: ["cpp"], extensions: [".cpp", ".h"], scopeName: "source.c++"),
  Language(name: "GCC Machine Description", extensions: [".md"], scopeName: "source.lisp"),
  Language(
    name: "Markdown", aliases: ["md", "pandoc"], extensions: [".md", ".markdown"],
    scopeName: "text.md", type: "prose"),
  Language(
    name: "Python", aliases: ["python3"], extensions: [".py"], interpreters: ["python", "python3"],
    scopeName: "source.python"),
  Language(
    name: "Shell", aliases: ["sh", "bash"], extensions: [".sh"],
    filenames: [".bashrc", "PKGBUILD"],
    interpreters: ["bash", "sh"], scopeName: "source.shell"),
  Language(name: "TypeScript", aliases: ["ts"], extensions: [".ts"], scopeName: "source.ts"),
  Language(name: "TSX Defs", extensions: [".d.ts"], scopeName: "source.defs"),
  Language(name: "Text", extensions: [".txt"], scopeName: nil),
  Language(name: "Vim Help File", extensions: [".txt"], scopeName: "text.vim-help"),
])

@Test func filenamesThenLongestExtensionCaseInsensitive() {
  #expect(sample.detect(path: "/home/x/PKGBUILD")?.name == "Shell")
  #expect(sample.detect(path: "dir/.bashrc")?.name == "Shell")
  #expect(sample.detect(path: "a/b/types.d.ts")?.name == "TSX Defs")
  #expect(sample.detect(path: "main.TS")?.name == "TypeScript")
  #expect(sample.detect(path: "README.md")?.name == "Markdown")
  #expect(sample.detect(path: "x.h")?.name == "C")
  // Vim help is `.txt` only by its content (a modeline), so a path alone gives Text.
  #expect(sample.detect(path: "notes.txt")?.name == "Text")
  #expect(sample.detect(path: "noext") == nil)
}

@Test func shebangInterpreters() {
  #expect(sample.detect(path: "run", firstLine: "#!/usr/bin/env python3.11")?.name == "Python")
  #expect(sample.detect(path: "run", firstLine: "#!/bin/bash -eu")?.name == "Shell")
  #expect(sample.detect(path: "run", firstLine: "#!/usr/bin/env -S bash -x")?.name == "Shell")
  #expect(sample.detect(path: "run", firstLine: "# not a shebang") == nil)
  #expect(LanguageRegistry.interpreter(ofShebang: "#!") == nil)
}

@Test func namesAliasesAndExtensionWords() {
  #expect(sample.language(named: "PYTHON")?.name == "Python")
  #expect(sample.language(named: "cpp")?.name == "C++")
  #expect(sample.language(named: "c++")?.name == "C++")
  #expect(sample.language(named: "md")?.name == "Markdown")
  #expect(sample.language(named: "py")?.name == "Python")
  #expect(sample.language(named: "gcc-machine-description")?.name == "GCC Machine Description")
  #expect(sample.language(named: "klingon") == nil)
  #expect(sample.language(named: "C++")?.identifier == "c++")
}

@Test(
  .enabled(
    if: LanguageRegistry.installedLanguagesFile() != nil,
    "Linguist's languages.json is not installed")) func installedLinguistData() throws
{
  let url = try #require(LanguageRegistry.installedLanguagesFile())
  let registry = try LanguageRegistry.load(from: url)
  #expect(registry.languages.count > 500)
  #expect(registry.detect(path: "main.swift")?.scopeName == "source.swift")
  #expect(registry.detect(path: "lib.rs")?.name == "Rust")
  #expect(registry.detect(path: "notes.md")?.name == "Markdown")
  // Linguist's heuristics give `.txt` to Vim help only on a `ft=help` modeline.
  #expect(registry.detect(path: "notes.txt")?.name == "Text")
  #expect(registry.language(named: "txt")?.name == "Text")
  #expect(registry.detect(path: "Makefile")?.name == "Makefile")
  #expect(registry.detect(path: "x.js")?.scopeName == "source.js")
  #expect(registry.detect(path: "script", firstLine: "#!/usr/bin/env node")?.name == "JavaScript")
  #expect(registry.language(named: "js")?.name == "JavaScript")
}
