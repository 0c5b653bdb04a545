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
      var held: [UInt8] = []
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
        guard toScreen || seen >= binaryCheckBytes else {
          held += bytes
          return
        }
        if !held.isEmpty {
          stream.append(held)
          held = []
        }
        stream.append(bytes)
      }
      if let descriptor {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var total = 0
        while true {
          let count = read(descriptor, &buffer, buffer.count)
          if count < 0 {
            if errno == EINTR { continue }
            throw CLIError.badInput("\(name): \(InputStreamReader.readFailure(errno))")
          }
          if count == 0 { break }
          total += count
          guard total <= InputStreamReader.maximumBytes else {
            throw CLIError.badInput(
              "\(name): input is over the limit of \(InputStreamReader.maximumBytes) bytes")
          }
          try take(buffer[0..<count])
        }
      } else {
        try take(ArraySlice(try context.readStandardInput()))
      }
      if !held.isEmpty { stream.append(held) }
      stream.finish()
    }
  }
}
