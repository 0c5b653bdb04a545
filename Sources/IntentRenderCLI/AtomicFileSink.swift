import Foundation

/// Writes to a temporary file beside the destination and renames it into place on `commit()`,
/// so a failed or interrupted run never leaves a partial file behind.
public final class AtomicFileSink: OutputSink, @unchecked Sendable {
  public let destination: String
  private let temporaryPath: String
  private let inner: FileDescriptorSink
  private var descriptor: Int32
  private var finished = false

  public init(destination: String) throws {
    self.destination = destination
    let url = URL(fileURLWithPath: destination)
    let directory = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: destination, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw CLIError.badInput("\(destination): is a directory")
    }
    var template = Array("\(directory)/.\(url.lastPathComponent).XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else {
      throw CLIError.badInput(
        "\(destination): cannot write: \(String(cString: strerror(errno)))")
    }
    fchmod(fd, 0o644)
    descriptor = fd
    temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    inner = FileDescriptorSink(descriptor: fd)
  }

  deinit {
    if !finished { discard() }
  }

  public func write(_ text: String) { inner.write(text) }
  public func write(_ data: Data) { inner.write(data) }

  /// Flushes and renames the temporary file over the destination.
  public func commit() throws {
    guard !finished else { return }
    finished = true
    let synced = fsync(descriptor) == 0
    close(descriptor)
    guard synced, rename(temporaryPath, destination) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporaryPath)
      throw CLIError.badInput("\(destination): cannot write: \(reason)")
    }
  }

  /// Removes the temporary file; the destination is untouched.
  public func discard() {
    guard !finished else { return }
    finished = true
    close(descriptor)
    unlink(temporaryPath)
  }
}

extension CommandContext {
  /// Runs `body` with standard output, or with an atomic sink for `path` that is committed only
  /// if `body` returns normally.
  public func withOutput<T>(to path: String?, _ body: (OutputSink) throws -> T) throws -> T {
    guard let path, path != "-" else { return try body(standardOutput) }
    let sink = try AtomicFileSink(destination: path)
    do {
      let result = try body(sink)
      try sink.commit()
      return result
    } catch {
      sink.discard()
      throw error
    }
  }
}
