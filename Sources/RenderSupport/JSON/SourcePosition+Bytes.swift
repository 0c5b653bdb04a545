extension SourcePosition {
  /// The line and column of byte `offset` of `bytes`, which start at `start`: how an error
  /// offset inside one captured value (a JSONL line, a message of an array) is named in the
  /// whole input. Columns count characters (UTF-8 continuation bytes are not counted).
  public static func position(ofByte offset: Int, in bytes: [UInt8], from start: SourcePosition)
    -> SourcePosition
  {
    var line = start.line
    var column = start.column
    var index = 0
    let end = min(offset, bytes.count)
    while index < end {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    return SourcePosition(line: line, column: column)
  }
}
