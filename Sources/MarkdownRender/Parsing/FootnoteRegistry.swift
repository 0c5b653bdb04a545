/// Footnotes numbered across a whole document (GFM: in order of first citation), also when it
/// is parsed section by section.
struct FootnoteRegistry {
  /// Definitions by number (index 0 is note 1); `referenceCount` counts citations so far.
  var definitions: [FootnoteDefinition] = []
  private var numbers: [String: Int] = [:]

  /// Records a citation of `label`: its number, and whether this was its first citation.
  mutating func cite(_ label: String) -> (number: Int, isNew: Bool) {
    let key = label.lowercased()
    if let number = numbers[key] {
      definitions[number - 1].referenceCount += 1
      return (number, false)
    }
    let number = definitions.count + 1
    numbers[key] = number
    definitions.append(
      FootnoteDefinition(label: label, number: number, referenceCount: 1, blocks: []))
    return (number, true)
  }
}
