import Foundation

/// Turns JSON with comments (`//`, `/* */`) and trailing commas, as VS Code theme files are
/// often written, into strict JSON. Strings are copied untouched.
enum JSONCStripper {
  static func strip(_ data: Data) -> Data {
    let bytes = [UInt8](data)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    var inString = false
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        out.append(byte)
        if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
          out.append(bytes[index + 1])
          index += 2
          continue
        }
        if byte == UInt8(ascii: "\"") { inString = false }
        index += 1
        continue
      }
      let next = index + 1 < bytes.count ? bytes[index + 1] : 0
      if byte == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
        while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
        continue
      }
      if byte == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
        index += 2
        while index + 1 < bytes.count
          && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
        {
          index += 1
        }
        index += 2
        continue
      }
      if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
        // Drop a comma that only whitespace separates from this closing bracket.
        var back = out.count - 1
        while back >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(out[back]) { back -= 1 }
        if back >= 0, out[back] == UInt8(ascii: ",") { out.remove(at: back) }
      }
      if byte == UInt8(ascii: "\"") { inString = true }
      out.append(byte)
      index += 1
    }
    return Data(out)
  }
}
