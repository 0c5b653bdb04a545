/// What detection reads of a file: its first 50 KiB (all the heuristics and the classifier
/// read) and, for a longer file, its last 8 KiB (where a trailing modeline is).
package struct DetectionContent: Sendable {
  package var head: [UInt8]
  package var tail: [UInt8]
  package var totalBytes: Int

  static let headBytes = 50 * 1024
  static let tailBytes = 8 * 1024
  /// Linguist reads modelines only in files it would show (`viewable?`: up to 1 MiB).
  static let modelineLimit = 1 << 20

  package init(_ text: String) {
    let utf8 = text.utf8
    totalBytes = utf8.count
    head = Array(utf8.prefix(Self.headBytes))
    tail = totalBytes > Self.headBytes ? Array(utf8.suffix(Self.tailBytes)) : []
  }

  /// The bytes the modeline search sees: the head, or head and tail of a long file.
  var modelineBytes: [UInt8] {
    tail.isEmpty ? head : head + [0x0A] + tail
  }
}

/// Linguist's detection strategies in its order (`linguist.rb`): modeline, file name, `#!`
/// interpreter, extension, `<?xml`, man page extension, heuristics, classifier. Each strategy
/// narrows the candidates the earlier ones left; the first to leave one language decides.
/// A name with nothing to go on loses a backup suffix first (`~`, `.bak`, `.orig`, …, `.in`),
/// as bat does.
enum LanguageDetector {
  /// Suffixes of copies and templates (bat's `IGNORED_SUFFIXES`).
  static let backupSuffixes = [
    "~", ".bak", ".old", ".orig", ".dpkg-dist", ".dpkg-old", ".dpkg-new", ".ucf-dist",
    ".ucf-old", ".ucf-new", ".rpmnew", ".rpmorig", ".rpmsave", ".pacnew", ".pacsave", ".in",
  ]

  /// The language `registry` holds for the file, or nil when nothing decides; `data` gives
  /// the heuristics and the classifier.
  static func detect(
    path: String, content: DetectionContent, registry: some LanguageLookups, data: LinguistData?
  ) -> Language? {
    detectIndex(path: path, content: content, registry: registry, data: data).map {
      registry.language(at: $0)
    }
  }

  static func detectIndex(
    path: String, content: DetectionContent, registry: some LanguageLookups, data: LinguistData?
  ) -> Int? {
    if content.totalBytes <= DetectionContent.modelineLimit,
      let mode = Modeline.mode(in: content.modelineBytes),
      let found = registry.index(ofAlias: mode)
    {
      return found
    }
    let name = Self.nameForDetection(path: path, registry: registry)
    var candidates = registry.languages(filename: name) ?? []
    if candidates.count == 1 { return candidates[0] }
    func narrow(_ found: [Int]) -> Int? {
      let result = candidates.isEmpty ? found : candidates.filter(found.contains)
      if result.count == 1 { return result[0] }
      if result.count > 1 { candidates = result }
      return nil
    }
    if let interpreter = Shebang.interpreter(of: content.head),
      let decided = narrow(registry.languages(interpreter: interpreter) ?? [])
    {
      return decided
    }
    if data?.isGeneric(name) != true {
      let keys = LanguageRegistry.detectionKeys(of: name)
      let found = keys.extensions.lazy.compactMap { registry.languages(extension: $0) }.first ?? []
      if let decided = narrow(Self.linguistOrder(found)) { return decided }
    }
    if candidates.isEmpty, Self.declaresXML(content.head), let xml = registry.index(nameKey: "xml")
    {
      return xml
    }
    if candidates.isEmpty, Self.isManPageName(name) {
      candidates = ["roff manpage", "roff"].compactMap { registry.index(nameKey: $0) }
    }
    if let heuristics = data?.heuristics, heuristics.applies(to: name) {
      let named = heuristics.languages(filename: name, content: content.head)
        .compactMap { registry.index(named: $0) }
      if named.count == 1 { return named[0] }
      if named.count > 1 { candidates = named }
    }
    guard !candidates.isEmpty else { return nil }
    if candidates.count > 1, let classifier = data?.classifier {
      let names = candidates.map { registry.language(at: $0).name }
      if let best = classifier.classify(content.head, among: names).first,
        let index = candidates.first(where: { registry.language(at: $0).name == best })
      {
        return index
      }
    }
    return candidates[0]
  }

  /// Linguist lists an extension's languages in `languages.yml` order (by name), which is
  /// the order the classifier breaks ties in; the registry's table is ranked for guessing.
  static func linguistOrder(_ indices: [Int]) -> [Int] { indices.sorted() }

  /// The file name detection goes by: the last path component, without a backup suffix
  /// when the full name names no language.
  static func nameForDetection(path: String, registry: some LanguageLookups) -> String {
    var name = LanguageRegistry.detectionKeys(of: path).filename
    while !registry.knowsName(name),
      let suffix = backupSuffixes.first(where: { name.hasSuffix($0) && name.count > $0.count })
    {
      name = String(name.dropLast(suffix.count))
    }
    return registry.knowsName(name) ? name : LanguageRegistry.detectionKeys(of: path).filename
  }

  /// Linguist's XML strategy: `/<?xml version=/` (the `<` optional) in the first two lines.
  static func declaresXML(_ head: [UInt8]) -> Bool {
    let lines = FileLines.first(2, of: head)
    return lines.contains { $0.range(ofBytes: Array("xml version=".utf8)) != nil }
  }

  /// `\.(?:[1-9](?![0-9])[a-z_0-9]*|0p|n|man|mdoc)(?:\.in)?$`, case-insensitive.
  static func isManPageName(_ name: String) -> Bool {
    var lowered = Substring(name.lowercased())
    if lowered.hasSuffix(".in") { lowered = lowered.dropLast(3) }
    guard let dot = lowered.lastIndex(of: ".") else {
      return false
    }
    let ext = lowered[lowered.index(after: dot)...]
    if ["0p", "n", "man", "mdoc"].contains(ext) { return true }
    guard let first = ext.first, ("1"..."9").contains(first) else {
      // A section like `.3pm` after a dotted part (`.3.gz` is not one).
      return false
    }
    let rest = ext.dropFirst()
    if let next = rest.first, next.isASCII, next.isNumber { return false }
    return rest.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "_" }
  }
}
