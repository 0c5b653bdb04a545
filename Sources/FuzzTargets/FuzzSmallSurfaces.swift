import RenderSupport
import Transcript

/// The small parsers of untrusted bytes: image headers (pictures' sizes are read before any
/// decoding), the terminal's OSC 11 answer and `COLORFGBG`, and the redactor over any text.
enum FuzzSmallSurfaces {
  /// `ImageHeader.read`: a size it reports is positive (pictures are laid out from it).
  static func imageHeader(_ input: FuzzInput) {
    if let header = ImageHeader.read(input.bytes) {
      check(header.width > 0 && header.height > 0, "an image header with an empty size")
    }
  }

  /// The OSC 11 reply parser and the `COLORFGBG` reader.
  static func terminalBackground(_ input: FuzzInput) {
    _ = TerminalBackground.parse(oscReply: input.bytes)
    _ = TerminalBackground.fromColorFGBG(input.text)
  }

  /// `TranscriptRedactor` over the text: what it writes it would write again (redacting twice
  /// changes nothing), so a replacement never reads as a new secret.
  static func redact(_ input: FuzzInput) {
    let once = TranscriptRedactor().redact(input.text)
    check(TranscriptRedactor().redact(once) == once, "redacting twice changes the text")
  }
}
