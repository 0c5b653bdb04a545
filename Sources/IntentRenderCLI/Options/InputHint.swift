import Foundation

/// What to type instead when the first word is an input rather than a subcommand:
/// `intent-render README.md` as glow and bat take it, or a URL, which is never fetched.
enum InputHint {
  /// The subcommand each extension belongs to; other existing files are code.
  static let subcommands: [String: String] = [
    "md": "note", "markdown": "note", "mdown": "note", "mkd": "note",
    "mmd": "diagram", "mermaid": "diagram",
    "diff": "diff", "patch": "diff",
    "jsonl": "transcript",
  ]

  /// The hint for `word`, or `nil` when it looks like neither a file nor a URL.
  static func command(for word: String) -> String? {
    guard !word.hasPrefix("-") else { return nil }
    let lowered = word.lowercased()
    if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
      return "intent-render reads no URLs; try: curl -fsSL '\(word)' | intent-render note -"
    }
    let suffix = URL(fileURLWithPath: word).pathExtension.lowercased()
    if let subcommand = subcommands[suffix] {
      return "did you mean 'intent-render \(subcommand) \(word)'?"
    }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: word, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      return "did you mean 'intent-render highlight \(word)'?"
    }
    return nil
  }
}
