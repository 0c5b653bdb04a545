/// Quotes a word for display in a shell command line, as `sh` would need it.
enum ShellQuote {
  static func word(_ word: String) -> String {
    let safe = word.utf8.allSatisfy {
      switch $0 {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        return true
      default: return "-_./=:,+@%".utf8.contains($0)
      }
    }
    if safe, !word.isEmpty { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
