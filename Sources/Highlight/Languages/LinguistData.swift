import Foundation

/// Finds the data of Debian's `ruby-github-linguist` at run time: its `grammars/` folder and
/// `lib/linguist/languages.json`, whatever version is installed.
public enum LinguistData {
  /// Folders that may hold a Linguist gem (`github-linguist-VERSION/`) or its data.
  static let gemParents = [
    "/usr/share/rubygems-integration/all/gems",
    "/var/lib/gems",
  ]

  /// The gem's root folder (the one holding `grammars/` and `lib/linguist/languages.json`),
  /// newest version first when several are installed.
  public static func roots(fileManager: FileManager = .default) -> [URL] {
    var candidates: [URL] = []
    // Debian links the gem's data from a fixed folder; follow that link to the gem itself.
    let shareLink = "/usr/share/ruby-github-linguist/languages.json"
    if let resolved = try? fileManager.destinationOfSymbolicLink(atPath: shareLink) {
      let target = URL(
        fileURLWithPath: resolved,
        relativeTo: URL(fileURLWithPath: shareLink).deletingLastPathComponent()
      ).standardizedFileURL
      candidates.append(
        target.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent())
    }
    var parents = gemParents.map { URL(fileURLWithPath: $0) }
    let lib = URL(fileURLWithPath: "/usr/lib")
    for arch in (try? fileManager.contentsOfDirectory(atPath: lib.path)) ?? [] {
      let integration = lib.appendingPathComponent(arch).appendingPathComponent(
        "rubygems-integration")
      for version in (try? fileManager.contentsOfDirectory(atPath: integration.path)) ?? [] {
        parents.append(integration.appendingPathComponent(version).appendingPathComponent("gems"))
      }
    }
    for parent in parents {
      let names = (try? fileManager.contentsOfDirectory(atPath: parent.path)) ?? []
      for name in names.sorted(by: >) where name.hasPrefix("github-linguist-") {
        candidates.append(parent.appendingPathComponent(name))
      }
    }
    var seen = Set<String>()
    return candidates.filter { root in
      let path = root.standardizedFileURL.path
      guard seen.insert(path).inserted else { return false }
      return fileManager.fileExists(atPath: languagesFile(in: root).path)
    }
  }

  /// `lib/linguist/languages.json` inside a gem root.
  public static func languagesFile(in root: URL) -> URL {
    root.appendingPathComponent("lib/linguist/languages.json")
  }

  /// `grammars/` inside a gem root.
  public static func grammarsDirectory(in root: URL) -> URL {
    root.appendingPathComponent("grammars")
  }

  /// The installed `languages.json`, if any.
  public static func defaultLanguagesFile() -> URL? {
    roots().first.map(languagesFile(in:))
  }
}
