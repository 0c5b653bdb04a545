import Foundation
import RenderJobs
import RenderSupport

/// Writes to a temporary file beside the destination and renames it into place on `commit()`,
/// so a failed or interrupted run never leaves a partial file behind and the destination is
/// either the old file or the whole new one.
///
/// The new file gets the mode an ordinary `open(2)` would give it (`0666 & ~umask`); a file
/// that exists keeps its mode (and, where allowed, its owner), so a private transcript stays
/// private. A symbolic link is followed: its target is replaced, the link stays. A destination
/// that is not a regular file (`/dev/stdout`, a FIFO) cannot be renamed over and is written
/// in place.
public final class AtomicFileSink: OutputSink, @unchecked Sendable {
  public let destination: String
  private let temporaryPath: String?
  private let target: String
  private let inner: FileDescriptorSink
  private let descriptor: Int32
  private let slot: Int?
  private var finished = false

  public init(destination: String) throws {
    guard !destination.isEmpty else {
      throw CLIError.usage("the output file name is empty")
    }
    self.destination = destination
    var target = destination
    var info = stat()
    if lstat(destination, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
      let resolved = realpath(destination, nil)
    {
      target = String(cString: resolved)
      free(resolved)
    }
    self.target = target
    let exists = stat(target, &info) == 0
    if exists, info.st_mode & S_IFMT == S_IFDIR {
      throw CLIError.badInput("\(destination): is a directory")
    }
    if exists, info.st_mode & S_IFMT != S_IFREG {
      let fd = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC)
      guard fd >= 0 else { throw Self.failure(destination, errno) }
      descriptor = fd
      temporaryPath = nil
      slot = nil
      inner = FileDescriptorSink(descriptor: fd)
      return
    }
    let (directory, name) = Self.split(target)
    var template = Array("\(directory)/\(Self.temporaryTemplate(for: name))".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { throw Self.failure(destination, errno) }
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    slot = TemporaryFiles.remember(path)
    if exists {
      fchmod(fd, info.st_mode & 0o7777)
      // Only root may give a file away; for anyone else the owner is already right.
      _ = fchown(fd, info.st_uid, info.st_gid)
    } else {
      fchmod(fd, 0o666 & ~FileModeMask.current)
    }
    descriptor = fd
    temporaryPath = path
    inner = FileDescriptorSink(descriptor: fd)
  }

  deinit {
    if !finished { discard() }
  }

  /// `path`'s directory and last component (trailing slashes ignored), the directory `.` for
  /// a bare name. Plain string work rather than `URL`: a process's first `URL.path` scans the
  /// binary's conformance records, a visible share of drawing a small diagram.
  static func split(_ path: String) -> (directory: String, name: String) {
    PathComponents.split(path)
  }

  /// The longest name a directory entry may have (POSIX `NAME_MAX` on Linux file systems).
  static let nameLimit = 255

  /// `.NAME.XXXXXX` for `mkstemp`, with `NAME` cut (at a character boundary) so the whole
  /// stays within `nameLimit`: a legal name of 248 bytes or more would otherwise make the
  /// temporary name too long and `-o` fail with `ENAMETOOLONG`.
  static func temporaryTemplate(for name: String) -> String {
    let room = nameLimit - ".".utf8.count - ".XXXXXX".utf8.count
    var kept = ""
    var bytes = 0
    for scalar in name.unicodeScalars {
      bytes += String(scalar).utf8.count
      guard bytes <= room else { break }
      kept.unicodeScalars.append(scalar)
    }
    return ".\(kept).XXXXXX"
  }

  public func write(_ text: String) { inner.write(text) }
  public func write(_ data: Data) { inner.write(data) }
  public var failure: WriteFailure? { inner.failure }

  /// Checks every write, flushes, closes and renames the temporary file over the destination;
  /// on any failure removes it and throws, leaving the destination untouched.
  public func commit() throws {
    guard !finished else { return }
    finished = true
    defer { if let slot { TemporaryFiles.forget(slot) } }
    var code = inner.failure?.code
    if code == nil, temporaryPath != nil, fsync(descriptor) != 0 { code = errno }
    if close(descriptor) != 0, code == nil { code = errno }
    if code == nil, let temporaryPath, rename(temporaryPath, target) != 0 { code = errno }
    if let code {
      if let temporaryPath { unlink(temporaryPath) }
      throw Self.failure(destination, code)
    }
  }

  /// Removes the temporary file; the destination is untouched.
  public func discard() {
    guard !finished else { return }
    finished = true
    close(descriptor)
    if let temporaryPath { unlink(temporaryPath) }
    if let slot { TemporaryFiles.forget(slot) }
  }

  private static func failure(_ destination: String, _ code: Int32) -> CLIError {
    .badInput("\(destination): cannot write: \(WriteFailure(code: code).reason)")
  }
}

/// The process's file mode creation mask, read once (reading it means setting it).
enum FileModeMask {
  static let current: mode_t = {
    let mask = umask(0o022)
    umask(mask)
    return mask
  }()
}

extension CommandContext {
  /// Runs `body` with standard output, or with an atomic sink for `path` that is committed only
  /// if `body` returns normally and every write succeeded.
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
