import Foundation
import RenderSupport
import TestSupport

/// `intent-render mcp` run as a whole process, driven over its standard input and output as
/// an MCP client drives it: requests written as JSON lines, answers read as they come.
final class MCPProcess: @unchecked Sendable {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private var buffered: [UInt8] = []
  private var nextID = 100

  /// Starts the server (`arguments` after `mcp`) and initializes the session; a watchdog
  /// kills it after `timeout` seconds, so a hung server fails the test instead of holding
  /// the run.
  init(_ arguments: [String] = [], timeout: Double = 120) throws {
    process.executableURL = URL(fileURLWithPath: ProcessRun.binary)
    process.arguments = ["mcp"] + arguments
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let process = self.process
    Thread.detachNewThread {
      let deadline = Date().addingTimeInterval(timeout)
      while process.isRunning, Date() < deadline { usleep(50_000) }
      if process.isRunning { process.terminate() }
    }
    send(
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}"#
    )
    _ = receive()
    send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
  }

  /// Writes one message.
  func send(_ json: String) {
    writeHoldingBackSIGPIPE(Data((json + "\n").utf8), to: input.fileHandleForWriting.fileDescriptor)
  }

  /// Sends a `tools/call` of `name` with `arguments` (JSON text); its request id.
  @discardableResult func call(_ name: String, _ arguments: String) -> Int {
    nextID += 1
    send(
      #"{"jsonrpc":"2.0","id":\#(nextID),"method":"tools/call","params":{"name":"\#(name)","arguments":\#(arguments)}}"#
    )
    return nextID
  }

  /// Calls `name` and waits for its answer (answers to earlier calls are not expected).
  func callAndWait(_ name: String, _ arguments: String) -> JSONValue? {
    call(name, arguments)
    return receive()
  }

  /// The next answer, parsed; nil at the end of the output.
  func receive() -> JSONValue? {
    let descriptor = output.fileHandleForReading.fileDescriptor
    while true {
      if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
        let line = Array(buffered[..<newline])
        buffered.removeSubrange(...newline)
        return try? JSONParser.parse(line)
      }
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      let count = read(descriptor, &chunk, chunk.count)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { return nil }
      buffered += chunk[..<count]
    }
  }

  /// The answers to `count` requests, by request id.
  func receive(count: Int) -> [Int: JSONValue] {
    var answers: [Int: JSONValue] = [:]
    for _ in 0..<count {
      guard let answer = receive() else { break }
      answers[answer["id"]?.intValue ?? -1] = answer
    }
    return answers
  }

  /// Closes the server's input and waits for it to end: its exit status and standard error.
  func finish() -> (status: Int32, stderr: String) {
    try? input.fileHandleForWriting.close()
    // Answers not read yet are read off, so the server never waits on a full pipe.
    _ = output.fileHandleForReading.readDataToEndOfFile()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
  }
}
