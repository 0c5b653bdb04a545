import Foundation
import TestSupport
import Testing

@testable import RenderSupport

/// `DirectoryEntries` lists what Foundation's listing lists, which it replaces on the start
/// without the asset cache.
@Suite struct DirectoryEntriesTests {
  @Test func listsWhatFoundationLists() throws {
    let folder = try TemporaryFolder()
    for name in ["b.json", ".hidden", "é ü.tmLanguage", String(repeating: "n", count: 255)] {
      #expect(FileManager.default.createFile(atPath: folder.path(name), contents: Data()))
    }
    try FileManager.default.createDirectory(
      atPath: folder.path("sub"), withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("link"), withDestinationPath: folder.path("sub"))
    let listed = try #require(DirectoryEntries.names(atPath: folder.url.path))
    #expect(listed.sorted() == folder.entries())
    #expect(listed.count == 6)
    // Through a link to a directory, as Foundation follows it.
    #expect(DirectoryEntries.names(atPath: folder.path("link")) == [])
  }

  @Test func aFileOrAMissingPathIsNotListed() throws {
    let folder = try TemporaryFolder()
    #expect(FileManager.default.createFile(atPath: folder.path("file"), contents: Data()))
    #expect(DirectoryEntries.names(atPath: folder.path("file")) == nil)
    #expect(DirectoryEntries.names(atPath: folder.path("missing")) == nil)
  }
}
