import RenderSupport

/// SGR sequences by style, computed once per distinct style (a diff repeats a few dozen).
///
/// Styles are compared as packed 64-bit keys (colours and flags), which is cheaper than
/// comparing or hashing `TextStyle` values for every painted segment; the first styles seen
/// are kept in a short list searched in order, the rest go to a dictionary.
final class SGRCache {
  let level: ColorLevel
  /// The bytes that reset all attributes (none without colour).
  let reset: [UInt8]
  private var recentKeys: [UInt64] = []
  private var recentBytes: [[UInt8]] = []
  private var cache: [UInt64: [UInt8]] = [:]

  init(level: ColorLevel) {
    self.level = level
    reset = level == .none ? [] : Array(SGR.reset.utf8)
  }

  /// A key equal for equal styles and different for different ones.
  static func key(_ style: TextStyle) -> UInt64 {
    func color(_ value: RGBColor?) -> UInt64 {
      guard let value else { return 0 }
      return 1 << 24 | UInt64(value.red) << 16 | UInt64(value.green) << 8 | UInt64(value.blue)
    }
    var flags: UInt64 = 0
    if style.bold { flags |= 1 }
    if style.italic { flags |= 2 }
    if style.underline { flags |= 4 }
    if style.strikethrough { flags |= 8 }
    if style.dim { flags |= 16 }
    return color(style.foreground) | color(style.background) << 25 | flags << 50
  }

  /// The bytes that reset attributes and then switch to `style`.
  func sequence(for style: TextStyle) -> [UInt8] {
    sequence(for: style, key: Self.key(style))
  }

  /// As `sequence(for:)`, with the style's `key` already at hand.
  func sequence(for style: TextStyle, key: UInt64) -> [UInt8] {
    // `firstIndex(of:)` scans the keys in fewer instructions than a loop indexing the
    // stored property (a style is looked up for every painted segment).
    if let index = recentKeys.firstIndex(of: key) { return recentBytes[index] }
    if let cached = cache[key] { return cached }
    var bytes = reset.isEmpty ? Array(SGR.reset.utf8) : reset
    bytes.append(contentsOf: SGR.sequence(for: style, level: level).utf8)
    if recentKeys.count < 32 {
      recentKeys.append(key)
      recentBytes.append(bytes)
    } else {
      cache[key] = bytes
    }
    return bytes
  }
}
