import Foundation
import MarkdownRender
import RenderSupport
import Testing

@testable import IntentRenderCLI
@testable import RenderServer

/// A server running in this process on two pipes, driven as a client would: requests are
/// written to its input, answers read from its output (the Swift client of the tests).
final class ServerHarness: @unchecked Sendable {
  let framing: Framing
  private let input: Int32
  private let output: Int32
  private let reader: FrameReader
  private let finished = DispatchSemaphore(value: 0)
  private let statusLock = NSLock()
  private var exitStatus: Int32?

  /// The shared warm highlighter of every harness (as one server process has one).
  static let highlight = HighlightService(environment: ProcessInfo.processInfo.environment)

  init(
    framing: Framing = .contentLength, limits: ServerLimits = ServerLimits(workers: 2),
    table: MethodTable? = nil
  ) {
    self.framing = framing
    var toServer: [Int32] = [0, 0]
    var fromServer: [Int32] = [0, 0]
    _ = pipe(&toServer)
    _ = pipe(&fromServer)
    input = toServer[1]
    output = fromServer[0]
    reader = FrameReader(
      descriptor: output, framing: framing, limits: FrameLimits(maxMessageBytes: 1 << 30))
    _ = MarkdownParser.parse("")
    let methods =
      table
      ?? ServeMethods.table(
        identity: ServeMethods.Identity(name: "intent-render", version: CLI.version),
        highlight: Self.highlight,
        environment: ProcessInfo.processInfo.environment,
        limits: limits)
    let server = RPCServer(
      methods: methods, input: toServer[0], output: fromServer[1], framing: framing,
      limits: limits)
    let serverInput = toServer[0]
    let serverOutput = fromServer[1]
    let thread = Thread { [self] in
      let status = server.run()
      close(serverInput)
      close(serverOutput)
      statusLock.lock()
      exitStatus = status
      statusLock.unlock()
      finished.signal()
    }
    thread.stackSize = 16 << 20
    thread.start()
  }

  /// Whether `finish` closed the input already (closing it twice could close a descriptor
  /// another test has opened since).
  private var inputClosed = false

  deinit {
    if !inputClosed { close(input) }
    close(output)
  }

  /// Writes raw bytes to the server.
  func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = Glibc.write(input, raw.baseAddress! + offset, raw.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }

  func write(_ text: String) { write(Array(text.utf8)) }

  /// Writes one message in the harness's framing.
  func send(_ json: String) {
    switch framing {
    case .contentLength: write("Content-Length: \(json.utf8.count)\r\n\r\n\(json)")
    case .jsonLines: write(json + "\n")
    }
  }

  /// A request with `id`, `method` and `params` (JSON text).
  func request(_ id: Int, _ method: String, _ params: String = "{}") {
    send(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
  }

  /// The next answer, parsed (nil at the end of the output).
  func receive() -> JSONValue? {
    guard case .message(let bytes) = reader.next() else { return nil }
    return try? JSONParser.parse(bytes)
  }

  /// The next answer's raw bytes.
  func receiveRaw() -> [UInt8]? {
    guard case .message(let bytes) = reader.next() else { return nil }
    return bytes
  }

  /// Sends `id`/`method`/`params` and waits for its answer.
  func call(_ id: Int, _ method: String, _ params: String = "{}") -> JSONValue? {
    request(id, method, params)
    return receive()
  }

  /// Closes the server's input and waits for it to end; its exit status.
  func finish() -> Int32? {
    if !inputClosed {
      close(input)
      inputClosed = true
    }
    _ = finished.wait(timeout: .now() + 30)
    statusLock.lock()
    defer { statusLock.unlock() }
    return exitStatus
  }
}

extension JSONValue {
  /// The error code of an answer.
  var errorCode: Int? { self["error"]?["code"]?.intValue }
}
