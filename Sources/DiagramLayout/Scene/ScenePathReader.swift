import Foundation

/// Reads path data as the renderers write it (`PathBuilder` and the few hand-built paths:
/// `M L H V C S Q T A Z`, absolute or relative) into absolute scene commands: `H`/`V` become
/// lines, smooth curves get their reflected control point, and arcs become cubic curves
/// (SVG 1.1 §F.6.5's centre parametrisation, at most a quarter turn per curve).
struct ScenePathReader {
  private let bytes: [UInt8]
  private var at = 0

  /// The commands of `data`, or nil when it is not path data.
  static func commands(_ data: String) -> [ScenePathCommand]? {
    var reader = ScenePathReader(bytes: Array(data.utf8))
    return reader.read()
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private mutating func read() -> [ScenePathCommand]? {
    var result: [ScenePathCommand] = []
    var current = (x: 0.0, y: 0.0)
    var start = (x: 0.0, y: 0.0)
    var lastControl: (x: Double, y: Double)? = nil
    var lastQuad: (x: Double, y: Double)? = nil
    var command: UInt8 = 0
    while true {
      skipSeparators()
      guard at < bytes.count else { break }
      let byte = bytes[at]
      if isLetter(byte) {
        // Path data starts with a move (SVG 1.1 §8.3.2); else it is in error.
        if command == 0, byte | 0x20 != UInt8(ascii: "m") { return nil }
        command = byte
        at += 1
      } else if command == 0 {
        return nil
      } else if command == UInt8(ascii: "M") {
        command = UInt8(ascii: "L")
      } else if command == UInt8(ascii: "m") {
        command = UInt8(ascii: "l")
      }
      let relative = command >= UInt8(ascii: "a")
      let base = relative ? current : (x: 0.0, y: 0.0)
      var control: (x: Double, y: Double)? = nil
      var quad: (x: Double, y: Double)? = nil
      switch command | 0x20 {
      case UInt8(ascii: "m"):
        guard let p = pair() else { return nil }
        current = (base.x + p.0, base.y + p.1)
        start = current
        result.append(.move(x: current.x, y: current.y))
      case UInt8(ascii: "l"):
        guard let p = pair() else { return nil }
        current = (base.x + p.0, base.y + p.1)
        result.append(.line(x: current.x, y: current.y))
      case UInt8(ascii: "h"):
        guard let x = number() else { return nil }
        current.x = (relative ? current.x : 0) + x
        result.append(.line(x: current.x, y: current.y))
      case UInt8(ascii: "v"):
        guard let y = number() else { return nil }
        current.y = (relative ? current.y : 0) + y
        result.append(.line(x: current.x, y: current.y))
      case UInt8(ascii: "c"), UInt8(ascii: "s"):
        let smooth = command | 0x20 == UInt8(ascii: "s")
        let first: (x: Double, y: Double)
        if smooth {
          first = lastControl.map { (2 * current.x - $0.x, 2 * current.y - $0.y) } ?? current
        } else {
          guard let p = pair() else { return nil }
          first = (base.x + p.0, base.y + p.1)
        }
        guard let p2 = pair(), let p = pair() else { return nil }
        let second = (x: base.x + p2.0, y: base.y + p2.1)
        current = (base.x + p.0, base.y + p.1)
        result.append(
          .cubic(
            x1: first.x, y1: first.y, x2: second.x, y2: second.y, x: current.x, y: current.y))
        control = second
      case UInt8(ascii: "q"), UInt8(ascii: "t"):
        let point: (x: Double, y: Double)
        if command | 0x20 == UInt8(ascii: "t") {
          point = lastQuad.map { (2 * current.x - $0.x, 2 * current.y - $0.y) } ?? current
        } else {
          guard let p = pair() else { return nil }
          point = (base.x + p.0, base.y + p.1)
        }
        guard let p = pair() else { return nil }
        current = (base.x + p.0, base.y + p.1)
        result.append(.quad(x1: point.x, y1: point.y, x: current.x, y: current.y))
        quad = point
      case UInt8(ascii: "a"):
        guard let rx = number(), let ry = number(), let rotation = number(),
          let large = flag(), let sweep = flag(), let p = pair()
        else { return nil }
        let end = (x: base.x + p.0, y: base.y + p.1)
        result += Self.arc(
          from: current, to: end, rx: rx, ry: ry, rotation: rotation, large: large,
          sweep: sweep)
        current = end
      case UInt8(ascii: "z"):
        result.append(.close)
        current = start
      default:
        return nil
      }
      lastControl = control
      lastQuad = quad
    }
    return result
  }

  /// An elliptical arc as cubic curves (a line when a radius is 0, nothing when the ends meet).
  static func arc(
    from: (x: Double, y: Double), to: (x: Double, y: Double), rx: Double, ry: Double,
    rotation: Double, large: Bool, sweep: Bool
  ) -> [ScenePathCommand] {
    if from == to { return [] }
    var rx = abs(rx)
    var ry = abs(ry)
    guard rx > 0, ry > 0 else { return [.line(x: to.x, y: to.y)] }
    let phi = rotation * .pi / 180
    let cosPhi = cos(phi)
    let sinPhi = sin(phi)
    let dx = (from.x - to.x) / 2
    let dy = (from.y - to.y) / 2
    let x1 = cosPhi * dx + sinPhi * dy
    let y1 = -sinPhi * dx + cosPhi * dy
    // Radii too small for the ends are scaled up (§F.6.6).
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      rx *= lambda.squareRoot()
      ry *= lambda.squareRoot()
    }
    let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var factor = (max(numerator, 0) / denominator).squareRoot()
    if large == sweep { factor = -factor }
    let cx1 = factor * rx * y1 / ry
    let cy1 = -factor * ry * x1 / rx
    let cx = cosPhi * cx1 - sinPhi * cy1 + (from.x + to.x) / 2
    let cy = sinPhi * cx1 + cosPhi * cy1 + (from.y + to.y) / 2
    func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
      atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    }
    let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
    var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
    if !sweep, delta > 0 { delta -= 2 * .pi }
    if sweep, delta < 0 { delta += 2 * .pi }
    let segments = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = delta / Double(segments)
    // The control distance of a cubic that follows a circular arc of `step` radians.
    let k = 4.0 / 3.0 * tan(step / 4)
    func point(_ t: Double) -> (x: Double, y: Double) {
      let x = rx * cos(t)
      let y = ry * sin(t)
      return (cosPhi * x - sinPhi * y + cx, sinPhi * x + cosPhi * y + cy)
    }
    func derivative(_ t: Double) -> (x: Double, y: Double) {
      let x = -rx * sin(t)
      let y = ry * cos(t)
      return (cosPhi * x - sinPhi * y, sinPhi * x + cosPhi * y)
    }
    var result: [ScenePathCommand] = []
    for index in 0..<segments {
      let t0 = theta1 + step * Double(index)
      let t1 = t0 + step
      let p0 = point(t0)
      let p1 = index == segments - 1 ? to : point(t1)
      let d0 = derivative(t0)
      let d1 = derivative(t1)
      result.append(
        .cubic(
          x1: p0.x + k * d0.x, y1: p0.y + k * d0.y, x2: p1.x - k * d1.x, y2: p1.y - k * d1.y,
          x: p1.x, y: p1.y))
    }
    return result
  }

  private func isLetter(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z") && lower != UInt8(ascii: "e")
  }

  private mutating func skipSeparators() {
    while at < bytes.count,
      bytes[at] == UInt8(ascii: " ") || bytes[at] == UInt8(ascii: ",")
        || bytes[at] == UInt8(ascii: "\n") || bytes[at] == UInt8(ascii: "\t")
    {
      at += 1
    }
  }

  private mutating func pair() -> (Double, Double)? {
    guard let x = number(), let y = number() else { return nil }
    return (x, y)
  }

  /// An arc flag: one digit, which may run into the next number (`a1 1 0 01 5 5`).
  private mutating func flag() -> Bool? {
    skipSeparators()
    guard at < bytes.count, bytes[at] == UInt8(ascii: "0") || bytes[at] == UInt8(ascii: "1")
    else { return nil }
    at += 1
    return bytes[at - 1] == UInt8(ascii: "1")
  }

  private mutating func number() -> Double? {
    skipSeparators()
    let begin = at
    if at < bytes.count, bytes[at] == UInt8(ascii: "-") || bytes[at] == UInt8(ascii: "+") {
      at += 1
    }
    var seenPoint = false
    var seenDigit = false
    while at < bytes.count {
      let byte = bytes[at]
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        seenDigit = true
      } else if byte == UInt8(ascii: "."), !seenPoint {
        seenPoint = true
      } else if (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")), seenDigit {
        at += 1
        if at < bytes.count, bytes[at] == UInt8(ascii: "-") || bytes[at] == UInt8(ascii: "+") {
          at += 1
        }
        continue
      } else {
        break
      }
      at += 1
    }
    guard seenDigit else { return nil }
    let text = String(decoding: bytes[begin..<at], as: UTF8.self)
    return Double(text).flatMap { $0.isFinite ? $0 : nil }
  }
}
