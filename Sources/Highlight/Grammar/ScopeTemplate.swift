/// A rule's `name` or `contentName`: one or more space-separated scopes that may refer to
/// captures as `$n`, `${n:/downcase}` or `${n:/upcase}` (vscode-textmate `RegexSource`).
/// A class so a tokenizer can remember its pushes by identity (`ScopePushCache`).
final class ScopeTemplate: Sendable {
  let source: String
  /// The scopes when the template has no capture references.
  let staticScopes: [String]?

  /// nil for an absent or empty name, which pushes nothing.
  init?(_ source: String?) {
    guard let source, !source.isEmpty else { return nil }
    self.source = source
    staticScopes = ScopeTemplate.referencesCaptures(source) ? nil : ScopeTemplate.split(source)
  }

  /// The scopes to push for a match whose captures are `captures` in `line`.
  func scopes(line: UnsafePointer<UInt8>, captures: CaptureRanges?) -> [String] {
    if let staticScopes { return staticScopes }
    guard let captures else { return ScopeTemplate.split(source) }
    return ScopeTemplate.split(substitute(line: line, captures: captures))
  }

  private static func split(_ text: String) -> [String] {
    // Most names are one scope: no space byte means no space character to split at.
    if !text.utf8.contains(UInt8(ascii: " ")) { return text.isEmpty ? [] : [text] }
    return text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
  }

  private static func referencesCaptures(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    for index in bytes.indices where bytes[index] == UInt8(ascii: "$") {
      if parseReference(bytes, at: index) != nil { return true }
    }
    return false
  }

  private enum Command { case none, downcase, upcase }

  /// Parses `$12` or `${12:/downcase}` at `index`: (group, command, length).
  private static func parseReference(_ bytes: [UInt8], at index: Int) -> (
    Int, Command, Int
  )? {
    var cursor = index + 1
    guard cursor < bytes.count else { return nil }
    if isDigit(bytes[cursor]) {
      var group = 0
      while cursor < bytes.count && isDigit(bytes[cursor]) {
        group = min(group * 10 + Int(bytes[cursor] - UInt8(ascii: "0")), 100_000)
        cursor += 1
      }
      return (group, .none, cursor - index)
    }
    guard bytes[cursor] == UInt8(ascii: "{") else { return nil }
    cursor += 1
    var group = 0
    let digitsStart = cursor
    while cursor < bytes.count && isDigit(bytes[cursor]) {
      group = min(group * 10 + Int(bytes[cursor] - UInt8(ascii: "0")), 100_000)
      cursor += 1
    }
    guard cursor > digitsStart else { return nil }
    let rest = bytes[cursor...]
    if rest.starts(with: Array(":/downcase}".utf8)) {
      return (group, .downcase, cursor + 11 - index)
    }
    if rest.starts(with: Array(":/upcase}".utf8)) { return (group, .upcase, cursor + 9 - index) }
    return nil
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private func substitute(line: UnsafePointer<UInt8>, captures: CaptureRanges) -> String {
    let bytes = Array(source.utf8)
    var output: [UInt8] = []
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "$"),
        let (group, command, length) = ScopeTemplate.parseReference(bytes, at: index)
      else {
        output.append(bytes[index])
        index += 1
        continue
      }
      guard group < captures.count else {
        // No such capture: the reference stays as written.
        output.append(contentsOf: bytes[index..<index + length])
        index += length
        continue
      }
      var start = captures.start(group)
      let end = captures.end(group)
      if start >= 0 {
        // Leading dots would make an invalid selector.
        while start < end && line[start] == UInt8(ascii: ".") { start += 1 }
        let text = String(
          decoding: UnsafeBufferPointer(start: line + start, count: end - start), as: UTF8.self)
        switch command {
        case .none: output.append(contentsOf: text.utf8)
        case .downcase: output.append(contentsOf: text.lowercased().utf8)
        case .upcase: output.append(contentsOf: text.uppercased().utf8)
        }
      }
      index += length
    }
    return String(decoding: output, as: UTF8.self)
  }
}
