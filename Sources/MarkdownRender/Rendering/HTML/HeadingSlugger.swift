/// GitHub-style heading ids: lowercase, punctuation and symbols dropped, spaces as `-`, and a
/// `-1`, `-2`, … suffix for repeats (the rule of GitHub's anchors and `github-slugger`).
struct HeadingSlugger {
  private var used: [String: Int] = [:]

  /// The id for a heading with plain text `text`, unique among the ids returned so far.
  mutating func slug(for text: String) -> String {
    let base = Self.baseSlug(text)
    var candidate = base
    if let count = used[base] {
      var next = count
      repeat {
        next += 1
        candidate = "\(base)-\(next)"
      } while used[candidate] != nil
      used[base] = next
    }
    used[candidate] = used[candidate] ?? 0
    return candidate
  }

  /// Letters, marks, numbers, `-` and `_` are kept (lowercased); spaces become `-`.
  static func baseSlug(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.lowercased().unicodeScalars {
      switch scalar.properties.generalCategory {
      case .lowercaseLetter, .uppercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
        .connectorPunctuation:
        scalars.append(scalar)
      case .dashPunctuation where scalar == "-":
        scalars.append(scalar)
      case .spaceSeparator where scalar == " ":
        scalars.append("-")
      default:
        continue
      }
    }
    return String(scalars)
  }
}
