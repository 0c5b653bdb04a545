import Foundation
import Highlight
import RenderServer

/// A whole `serve` or `mcp` session read from the input: frame cutting (Content-Length headers
/// or JSON lines), JSON, request checks, batches and the methods, answers written to
/// `/dev/null`. The input reaches the server through a pipe, as standard input does.
enum FuzzServer {
  enum Kind {
    case serve(Framing)
    case mcp
  }

  /// One highlighter for every session: grammars compile once per process, as in a server.
  static let highlight = HighlightService(environment: ProcessInfo.processInfo.environment)
  static let identity = ServeMethods.Identity(name: "intent-render", version: "fuzz")
  static let limits = ServerLimits(workers: 2, queueCapacity: 16)

  static func run(_ input: FuzzInput, kind: Kind) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return }
    let sink = open("/dev/null", O_WRONLY | O_CLOEXEC)
    defer {
      close(ends[0])
      if sink >= 0 { close(sink) }
    }
    let environment = ProcessInfo.processInfo.environment
    let (table, framing): (MethodTable, Framing)
    switch kind {
    case .serve(let chosen):
      table = ServeMethods.table(
        identity: identity, highlight: highlight, environment: environment, limits: limits)
      framing = chosen
    case .mcp:
      table = MCPMethods.table(identity: identity, highlight: highlight, environment: environment)
      framing = .jsonLines
    }
    let bytes = input.bytes
    let writeEnd = ends[1]
    let writer = Thread {
      bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
          let written = write(writeEnd, buffer.baseAddress! + offset, buffer.count - offset)
          if written <= 0 { break }
          offset += written
        }
      }
      close(writeEnd)
    }
    writer.start()
    _ = RPCServer(
      methods: table, input: ends[0], output: sink, framing: framing, limits: limits
    ).run()
  }
}
