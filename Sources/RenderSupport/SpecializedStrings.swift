extension String {
  /// `scalars` as a string.
  ///
  /// Written out rather than `String(String.UnicodeScalarView(scalars))`: that initializer is
  /// an unspecialized generic of the standard library, which looks the sequence's element type
  /// up at run time, and the first lookup for each sequence type scans every conformance
  /// record of the binary, a visible part of drawing a small diagram. Inlined into the
  /// caller, this loop is specialized at compile time.
  @inlinable
  package init<S: Sequence>(unicodeScalars scalars: S) where S.Element == Unicode.Scalar {
    var view = String.UnicodeScalarView()
    for scalar in scalars { view.append(scalar) }
    self.init(view)
  }
}

extension Array where Element == ArraySlice<UInt8> {
  /// The byte strings with `separator` between them, as `joined(separator:)` gives them, and
  /// for the same reason as `concatenated(separator:)` on strings.
  @inlinable
  package func concatenated(separator: UInt8) -> [UInt8] {
    var result: [UInt8] = []
    for (index, bytes) in enumerated() {
      if index > 0 { result.append(separator) }
      result += bytes
    }
    return result
  }
}

extension Array where Element == String {
  /// The strings with `separator` between them, as `joined(separator:)` gives them.
  ///
  /// For code every run goes through (escape sequences, a diagram's style sheet): the standard
  /// library's `joined(separator:)` is not specialized for the caller, and its first call in a
  /// process scans every conformance record of the binary.
  @inlinable
  package func concatenated(separator: String) -> String {
    var result = ""
    for (index, string) in enumerated() {
      if index > 0 { result += separator }
      result += string
    }
    return result
  }
}
