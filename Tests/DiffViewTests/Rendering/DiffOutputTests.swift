import DiffView
import Testing

/// Gutter numbers: right-aligned decimal in their width, whatever the number's size.
struct DiffOutputTests {
  @Test(arguments: [0, 1, 3, 8, 31, 32, 40])
  func numbersAreRightAlignedInTheirWidth(width: Int) {
    let values: [Int?] = [nil, -1, -12_345, 0, 7, 10, 99, 100, 12_345, 1 << 48, Int.max]
    for value in values {
      var bytes: [UInt8] = []
      let output = DiffOutput { bytes.append(contentsOf: $0) }
      output.write(number: value, width: width)
      output.flush()
      let text = value.map(String.init) ?? ""
      let expected = String(repeating: " ", count: max(0, width - text.count)) + text
      #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(String(describing: value))")
    }
  }
}
