/// Builds SVG path data (`d`) with the shared number formatter.
package struct PathBuilder: Sendable {
  private var bytes: [UInt8] = []

  package init() {}

  /// A builder with room for `commands` commands of up to three points each, so building a
  /// long path never regrows its bytes.
  package init(commands: Int) { bytes.reserveCapacity(commands * 48) }

  /// The path data so far.
  package var data: String { String(decoding: bytes, as: UTF8.self) }

  /// Calls `body` with the path data's bytes, for writers that copy them straight out.
  func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    bytes.withUnsafeBufferPointer(body)
  }

  package mutating func move(to point: Point) { append(UInt8(ascii: "M"), point) }
  package mutating func line(to point: Point) { append(UInt8(ascii: "L"), point) }

  package mutating func curve(to point: Point, control1: Point, control2: Point) {
    command(UInt8(ascii: "C"))
    appendPair(control1)
    bytes.append(UInt8(ascii: " "))
    appendPair(control2)
    bytes.append(UInt8(ascii: " "))
    appendPair(point)
  }

  /// An elliptical arc to `point` with radii `rx`, `ry`.
  package mutating func arc(
    to point: Point, rx: Double, ry: Double, largeArc: Bool = false, sweep: Bool = true
  ) {
    command(UInt8(ascii: "A"))
    appendPair(Point(rx, ry))
    bytes += Array(" 0 \(largeArc ? 1 : 0) \(sweep ? 1 : 0) ".utf8)
    appendPair(point)
  }

  package mutating func close() {
    bytes.append(UInt8(ascii: " "))
    bytes.append(UInt8(ascii: "Z"))
  }

  /// A closed path through `points`.
  package static func polygon(_ points: [Point]) -> String {
    PathBuilder(polygon: points).data
  }

  /// A builder holding the closed path through `points`.
  package init(polygon points: [Point]) {
    bytes.reserveCapacity(points.count * 16 + 2)
    for (index, point) in points.enumerated() {
      if index == 0 { move(to: point) } else { line(to: point) }
    }
    close()
  }

  /// A command letter, after a space unless it opens the path.
  private mutating func command(_ letter: UInt8) {
    if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
    bytes.append(letter)
  }

  private mutating func append(_ letter: UInt8, _ point: Point) {
    command(letter)
    appendPair(point)
  }

  /// `x,y`, written to the stack and appended at once (see `SVGNumber.append`).
  private mutating func appendPair(_ point: Point) {
    var text: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    let done = withUnsafeMutableBytes(of: &text) { raw -> Bool in
      let out = raw.bindMemory(to: UInt8.self)
      guard let x = SVGNumber.write(point.x, into: out) else { return false }
      out[x] = UInt8(ascii: ",")
      let rest = UnsafeMutableBufferPointer(rebasing: out[(x + 1)...])
      guard let y = SVGNumber.write(point.y, into: rest) else { return false }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: out[..<(x + 1 + y)]))
      return true
    }
    guard !done else { return }
    SVGNumber.append(point.x, to: &bytes)
    bytes.append(UInt8(ascii: ","))
    SVGNumber.append(point.y, to: &bytes)
  }
}
