import Foundation
import RenderJobs
import RenderSupport

/// `note --stream`: the input read as it arrives and rendered by `NoteStream`.
extension NoteCommand {
  /// Bytes held back into a pipe or file before anything is written, so a binary input (a NUL
  /// in its first 8,000 bytes, git's test) fails before any output.
  static let binaryCheckBytes = 8000

  static func runStream(_ options: Options, request: NoteJob.Request, context: CommandContext)
    throws
  {
    guard options.format == .ansi || options.format == .text else {
      throw CLIError.usage("--stream writes the terminal formats: --format ansi or text")
    }
    let name = options.path.flatMap { $0 == "-" ? nil : $0 } ?? "<stdin>"
    let file = try options.path.flatMap { $0 == "-" ? nil : try InputFile.open($0) }
    defer { file?.close() }
    let descriptor = file?.descriptor ?? context.standardInputDescriptor
    let toScreen = context.stdoutIsTTY && (options.output == nil || options.output == "-")
    let diagnostics = JobDiagnostics(forward: { [context] in context.warn($0.description) })
    try context.withOutput(to: options.output, paging: .never) { sink in
      let stream = NoteStream(
        request, to: sink, screenHeight: toScreen ? context.terminalHeight ?? 24 : nil,
        diagnostics: diagnostics, inputName: name)
      // Bytes taken since the last frame: rendered together, once a frame (`FramedInput`).
      var pending: [UInt8] = []
      var head: [UInt8] = []
      var seen = 0
      func take(_ bytes: ArraySlice<UInt8>) throws {
        if head.count < 4 { head += bytes.prefix(4 - head.count) }
        if UTF16Text.hasByteOrderMark(head) {
          throw CLIError.badInput("\(name): --stream reads UTF-8; this input is UTF-16")
        }
        if bytes.prefix(max(0, binaryCheckBytes - seen)).contains(0) {
          throw CLIError.badInput("\(name): \(InputStreamReader.binary)")
        }
        seen += bytes.count
        guard seen <= InputStreamReader.maximumBytes else {
          throw CLIError.badInput(
            "\(name): input is over the limit of \(InputStreamReader.maximumBytes) bytes")
        }
        pending += bytes
      }
      func frame() {
        // Into a pipe or file nothing is written before the binary check has seen its bytes.
        guard !pending.isEmpty, toScreen || seen >= binaryCheckBytes else { return }
        stream.append(pending)
        pending.removeAll(keepingCapacity: true)
      }
      if let descriptor {
        do {
          try FramedInput(descriptor: descriptor).run(take: take, frame: frame)
        } catch let failure as FramedInput.Failure {
          throw CLIError.badInput("\(name): \(failure.reason)")
        }
      } else {
        try take(ArraySlice(try context.readStandardInput()))
      }
      if !pending.isEmpty { stream.append(pending) }
      stream.finish()
    }
  }
}
