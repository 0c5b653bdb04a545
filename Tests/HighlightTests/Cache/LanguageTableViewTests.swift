import Foundation
import Testing

@testable import Highlight

/// Detection from the cached table's bytes (`LanguageTableView`) answers as the decoded
/// registry does, for every file name, extension and interpreter the table holds and for the
/// content strategies (modeline, `#!` line, `<?xml`, heuristics, classifier).
@Suite(
  .enabled(
    if: LanguageRegistry.installedLanguagesFile() != nil, "ruby-github-linguist is not installed")
)
struct LanguageTableViewTests {
  /// The registry of the installed languages, and a view of the table made from them.
  static func both() throws -> (LanguageRegistry, LanguageTableView) {
    let url = try #require(LanguageRegistry.installedLanguagesFile())
    let registry = try LanguageRegistry.load(from: url)
    let payload = LanguageTableAsset.payload(
      of: registry, conditions: AssetConditions(stamping: [url.path]))
    let table = try #require(try LanguageTableLookup.index(payload))
    return (registry, try #require(LanguageTableView(table)))
  }

  @Test func everyLookupAnswersAsTheRegistry() throws {
    let (registry, view) = try Self.both()
    for (key, expected) in registry.byFilename {
      #expect(view.languages(filename: key) == expected, "\(key)")
    }
    for (key, expected) in registry.byExtension {
      #expect(view.languages(extension: key) == expected, "\(key)")
    }
    for (key, expected) in registry.byInterpreter {
      #expect(view.languages(interpreter: key) == expected, "\(key)")
    }
    for (key, expected) in registry.byName {
      #expect(view.index(nameKey: key) == expected, "\(key)")
    }
    for missing in ["", "no-such-name", ".no-such-extension", "PYTHON", ".PY"] {
      #expect(view.languages(filename: missing) == nil)
      #expect(view.languages(extension: missing) == nil)
      #expect(view.languages(interpreter: missing) == nil)
      #expect(view.index(nameKey: missing) == nil)
    }
    for index in registry.languages.indices {
      #expect(view.language(at: index) == registry.languages[index])
    }
  }

  @Test func fullDetectionAnswersAsTheRegistry() throws {
    let (registry, view) = try Self.both()
    let data = LinguistData.installed(cache: nil)
    var paths = registry.byFilename.keys.map { "dir/" + $0 }
    paths += registry.byExtension.keys.flatMap { ["file" + $0, "D.x/NAME" + $0.uppercased()] }
    paths += ["", "script", "notes.unknown", "x.h.orig", "build.gradle~", "a.1", "tool.3pm"]
    let contents = [
      "", "#!/usr/bin/env python3\nprint(1)\n", "#!/bin/sh\necho hi\n",
      "<?xml version=\"1.0\"?>\n<root/>\n", "# vim: set ft=ruby:\nputs 1\n",
      "#import <Foundation/Foundation.h>\n@interface A : NSObject\n@end\n",
      "#include <vector>\nnamespace n { class A {}; }\n", "key: value\nlist:\n  - a\n",
    ]
    var compared = 0
    for path in paths.sorted() {
      for text in contents {
        let content = DetectionContent(text)
        let expected = registry.detect(path: path, content: content, data: data)
        let found = view.detectLanguage(path: path, content: content, data: data)
        #expect(found == expected, "\(path) with \(text.prefix(20).debugDescription)")
        compared += 1
      }
    }
    for (path, text, _) in detectionCases {
      let content = DetectionContent(text)
      #expect(
        view.detectLanguage(path: path, content: content, data: data)
          == registry.detect(path: path, content: content, data: data), "\(path)")
    }
    #expect(compared > 20_000)
  }

  /// A payload cut short or with a row number past the rows gives no view.
  @Test func malformedTablesGiveNoView() throws {
    let url = try #require(LanguageRegistry.installedLanguagesFile())
    let registry = try LanguageRegistry.load(from: url)
    let payload = LanguageTableAsset.payload(
      of: registry, conditions: AssetConditions(stamping: [url.path]))
    let table = try #require(try LanguageTableLookup.index(payload))
    var cut = table
    cut.payload = Array(payload.dropLast(3))
    #expect(LanguageTableView(cut) == nil)
    var extra = table
    extra.payload = payload + [0]
    #expect(LanguageTableView(extra) == nil)
  }
}
