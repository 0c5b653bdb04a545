import RenderSupport

/// SGR sequences by style, computed once per distinct style (a diff repeats a few dozen).
///
/// The first styles seen are kept in a short list searched by equality, which is cheaper
/// than hashing a style for every painted segment; the rest go to a dictionary.
final class SGRCache {
  let level: ColorLevel
  private var recentStyles: [TextStyle] = []
  private var recentBytes: [[UInt8]] = []
  private var cache: [TextStyle: [UInt8]] = [:]

  init(level: ColorLevel) {
    self.level = level
  }

  /// The bytes that reset attributes and then switch to `style`.
  func sequence(for style: TextStyle) -> [UInt8] {
    for index in recentStyles.indices where recentStyles[index] == style {
      return recentBytes[index]
    }
    if let cached = cache[style] { return cached }
    var bytes = Array(SGR.reset.utf8)
    bytes.append(contentsOf: SGR.sequence(for: style, level: level).utf8)
    if recentStyles.count < 32 {
      recentStyles.append(style)
      recentBytes.append(bytes)
    } else {
      cache[style] = bytes
    }
    return bytes
  }

  var reset: [UInt8] { level == .none ? [] : Array(SGR.reset.utf8) }
}
