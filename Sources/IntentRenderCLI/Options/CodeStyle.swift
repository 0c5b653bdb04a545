import Foundation
import Highlight

/// bat's `--style` components, `--line-range` and `--highlight-line` read from a command line:
/// what is drawn around terminal code.
struct CodeStyle: Sendable, Equatable {
  /// One `--style` word; `full` is all four decorations, `plain` none.
  enum Component: String, CaseIterable, Sendable {
    case header, grid, numbers, changes, plain, full, auto, `default`
  }

  var header = false
  var grid = false
  var numbers = false
  var changes = false

  /// The decorations of `--style LIST`; `nil` when the list is not given.
  static func parse(_ list: String?) throws -> CodeStyle? {
    guard let list else { return nil }
    var style = CodeStyle()
    for word in list.split(separator: ",", omittingEmptySubsequences: false) {
      let trimmed = word.trimmingCharacters(in: .whitespaces)
      guard let component = Component(rawValue: trimmed) else {
        throw CLIError.usage(
          "--style: unknown component '\(trimmed)': "
            + Component.allCases.map(\.rawValue).joined(separator: ", ")
            + Suggestion.hint(for: trimmed, among: Component.allCases.map(\.rawValue)))
      }
      switch component {
      case .header: style.header = true
      case .grid: style.grid = true
      case .numbers: style.numbers = true
      case .changes: style.changes = true
      case .plain: style = CodeStyle()
      case .full:
        style = CodeStyle(header: true, grid: true, numbers: true, changes: true)
      case .auto, .default:
        style.header = true
        style.numbers = true
      }
    }
    return style
  }

  /// A bat line range: `N`, `A:B`, `A:`, `:B` or `A:+N` (lines from 1, both ends shown).
  static func lineRange(_ text: String, option: String) throws -> ClosedRange<Int> {
    func number(_ part: Substring) throws -> Int {
      guard let value = Int(part), value >= 1 else {
        throw CLIError.usage(
          "\(option) \(text): '\(part)' is not a line number (lines count from 1; "
            + "N, A:B, A:, :B or A:+N)")
      }
      return value
    }
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    if parts.count == 1 {
      let line = try number(parts[0])
      return line...line
    }
    let start = parts[0].isEmpty ? 1 : try number(parts[0])
    let end: Int
    if parts[1].isEmpty {
      end = Int.max
    } else if parts[1].hasPrefix("+") {
      let count = parts[1].dropFirst()
      guard let extra = Int(count), extra >= 0, extra <= Int.max - start else {
        throw CLIError.usage("\(option) \(text): '+\(count)' is not a count of lines")
      }
      end = start + extra
    } else {
      end = try number(parts[1])
    }
    guard end >= start else {
      throw CLIError.usage("\(option) \(text): the range ends before it starts")
    }
    return start...end
  }
}
