import RenderSupport

/// The `scopes` format: for every line, each token's range and its full scope list, like VS
/// Code's "Inspect Editor Tokens and Scopes". One token per output line:
/// `LINE [START, END) "TEXT" SCOPE SCOPE ...`, with 1-based line numbers and 0-based UTF-16
/// column offsets (the units of the JSON runs); text is quoted with `\"`, `\\`, `\t`, `\n`,
/// `\r`, `\e` and `\u{..}` escapes for the other C0 controls, DEL and C1 controls (U+0080 to
/// U+009F, among them the one-character CSI U+009B), so the dump is inert on a terminal.
/// Scope names, which come from grammar files, get the same escapes (unquoted).
package enum ScopesFormatter {
  /// The most bytes a dump may have. Every token lists its whole scope stack, so a dump grows
  /// with the tokens times their depth: 20 KB of nested brackets would make a gigabyte.
  package static let maximumOutputBytes = 64 << 20

  /// Tokenizes `source` from the initial state and lists every token; `nil` once the dump
  /// would pass `maxOutputBytes`.
  package static func format(
    _ source: String, tokenizer: Tokenizer, maxOutputBytes: Int = maximumOutputBytes
  ) -> String? {
    var output = ""
    var state = LineState.initial
    for (index, line) in SourceLines.split(source).enumerated() {
      let result = tokenizer.tokenizeLine(line.text, state: state)
      state = result.state
      output += formatLine(
        number: index + 1, text: line.text, tokens: result.tokens,
        maxBytes: maxOutputBytes - output.utf8.count)
      if output.utf8.count > maxOutputBytes { return nil }
      if result.exceededLineLength {
        output +=
          "\(index + 1) (not tokenized: longer than \(tokenizer.maxLineLength) UTF-16 units)\n"
      }
    }
    return output
  }

  /// Every line as one token without scopes: the listing when there is no grammar to give
  /// them (the other formats' plain-text fallback).
  package static func plain(_ source: String) -> String {
    var output = ""
    for (index, line) in SourceLines.split(source).enumerated() {
      output += "\(index + 1) [0, \(line.text.utf16.count)) \(quote(String(line.text)))\n"
    }
    return output
  }

  /// The output lines for one tokenized line (`number` is 1-based); it stops early once past
  /// `maxBytes` (one deep line alone can list millions of scopes).
  package static func formatLine(
    number: Int, text: Substring, tokens: [Token], maxBytes: Int = .max
  ) -> String {
    let utf8 = Array(text.utf8)
    var output = ""
    var column = 0
    var utf8Position = 0
    for token in tokens {
      column += utf16Count(utf8[utf8Position..<token.utf8Range.lowerBound])
      let length = utf16Count(utf8[token.utf8Range])
      let value = String(decoding: utf8[token.utf8Range], as: UTF8.self)
      output += "\(number) [\(column), \(column + length)) \(quote(value)) "
      output += token.scopes.scopeNames.map(inert).joined(separator: " ")
      output += "\n"
      if output.utf8.count > maxBytes { break }
      column += length
      utf8Position = token.utf8Range.upperBound
    }
    return output
  }

  private static func utf16Count(_ bytes: ArraySlice<UInt8>) -> Int {
    var count = 0
    for byte in bytes where byte & 0xC0 != 0x80 { count += byte >= 0xF0 ? 2 : 1 }
    return count
  }

  private static func quote(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return InertText.escape(output) + "\""
  }

  /// `text` with control characters escaped (a scope name, which has no quotes around it).
  private static func inert(_ text: String) -> String { InertText.escape(text) }
}
