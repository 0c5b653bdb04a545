import Foundation
import RenderJobs
import RenderSupport

/// `--images`: which pictures a command's terminal output carries.
extension TerminalPictures {
  /// `--images WHEN`.
  enum Choice: String, CaseIterable, Sendable {
    case auto, always, never
  }

  static let option = OptionSpec(
    "--images", .choice(Choice.allCases.map(\.rawValue)), placeholder: "WHEN",
    help: "show local PNG, JPEG and GIF images and Mermaid diagrams as pictures on terminals "
      + "that show them (kitty graphics, iTerm2 inline images): auto (default: when the "
      + "terminal is known to, never inside tmux or into a pipe or file), always (kitty's "
      + "protocol unless iTerm2's is detected) or never; remote images are never fetched")

  /// The paging for output that may carry pictures: pagers such as `less -R` pass colour
  /// escapes but not picture escapes, so output showing pictures goes straight to the
  /// terminal unless paging is forced with `--paging always`.
  static func paging(
    _ paging: PagingChoice, images: Choice, ansi: Bool, toFile: Bool, context: CommandContext
  ) -> PagingChoice {
    guard paging == .auto else { return paging }
    return resolve(images, ansi: ansi, toFile: toFile, context: context) == nil ? .auto : .never
  }

  /// The pictures `choice` asks for on ANSI output, or `nil` for none.
  static func resolve(
    _ choice: Choice, ansi: Bool, toFile: Bool, context: CommandContext
  ) -> TerminalPictures? {
    guard ansi, choice != .never else { return nil }
    let environment = context.environment
    let kind: TerminalImageProtocol
    if choice == .auto {
      guard context.stdoutIsTTY, !toFile,
        let detected = TerminalImageProtocol.detect(environment: environment)
      else { return nil }
      kind = detected
    } else {
      // Forced: what the terminal outside a multiplexer would be, else kitty's, the protocol
      // most terminals that show images speak.
      var outside = environment
      outside["TMUX"] = nil
      if outside["TERM_PROGRAM"] == "tmux" { outside["TERM_PROGRAM"] = nil }
      if let term = outside["TERM"], term.hasPrefix("screen") || term.hasPrefix("tmux") {
        outside["TERM"] = nil
      }
      kind = TerminalImageProtocol.detect(environment: outside) ?? .kitty
    }
    var pictures = TerminalPictures(kind: kind)
    pictures.tmux = choice == .always && environment["TMUX"] != nil
    if context.stdoutIsTTY, !toFile, let size = TerminalPixels.size() {
      if size.cellWidth > 0, size.cellHeight > 0 {
        pictures.cell = (size.cellWidth, size.cellHeight)
      }
      pictures.maxRows = max(size.rows - 2, 8)
    }
    return pictures
  }
}
