/// Whether every byte of some UTF-8 is one Character, so that byte offsets are Character
/// offsets and a parser may work on bytes where it would compare Characters.
enum SingleByteCharacters {
  /// ASCII without a line feed: CR LF is the one ASCII pair that makes a single Character.
  static func hold(_ utf8: some Sequence<UInt8>) -> Bool {
    utf8.allSatisfy { $0 < 0x80 && $0 != 0x0A }
  }
}
