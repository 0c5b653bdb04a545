import RenderSupport

/// SGR sequences by style, computed once per distinct style (a diff repeats a few dozen).
final class SGRCache {
  let level: ColorLevel
  private var cache: [TextStyle: [UInt8]] = [:]

  init(level: ColorLevel) {
    self.level = level
  }

  /// The bytes that reset attributes and then switch to `style`.
  func sequence(for style: TextStyle) -> [UInt8] {
    if let cached = cache[style] { return cached }
    var bytes = Array(SGR.reset.utf8)
    bytes.append(contentsOf: SGR.sequence(for: style, level: level).utf8)
    cache[style] = bytes
    return bytes
  }

  var reset: [UInt8] { level == .none ? [] : Array(SGR.reset.utf8) }
}
