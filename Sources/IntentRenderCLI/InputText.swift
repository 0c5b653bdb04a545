import Foundation
import RenderSupport

/// A text input read from a file or standard input, decoded as UTF-8.
public struct InputText: Sendable {
  /// The name diagnostics use: the path, or `<stdin>`.
  public var name: String
  public var text: String

  public init(name: String, text: String) {
    self.name = name
    self.text = text
  }

  /// Reads `path` (`nil` or `-` is standard input), opening it once.
  ///
  /// A missing file, a directory, a closed standard input or a binary file (a NUL byte in its
  /// first 8,000 bytes, git's test) is bad input. A regular file is read at its size; anything
  /// else (a pipe, a FIFO, `<(…)`) is read once as a stream of at most `maxBytes`
  /// (`InputStreamReader.maximumBytes` by default). Invalid UTF-8 is decoded with U+FFFD and a
  /// warning, never refused.
  public static func read(_ path: String?, context: CommandContext, maxBytes: Int? = nil) throws
    -> InputText
  {
    let limit = min(maxBytes ?? InputStreamReader.maximumBytes, InputStreamReader.maximumBytes)
    guard let path, path != "-" else {
      if let descriptor = context.standardInputDescriptor {
        context.announceTerminalInput(descriptor)
        return try read(descriptor: descriptor, name: "<stdin>", context: context, limit: limit)
      }
      let data: Data
      do {
        data = try context.readStandardInput()
      } catch {
        throw CLIError.badInput("<stdin>: \(error.localizedDescription)")
      }
      return try decode(data, name: "<stdin>", context: context, limit: limit)
    }
    let file = try InputFile.open(path)
    defer { file.close() }
    return try read(descriptor: file.descriptor, name: path, context: context, limit: limit)
  }

  /// Reads an open descriptor: at its size when it is a regular file, else as a stream.
  static func read(descriptor: Int32, name: String, context: CommandContext, limit: Int) throws
    -> InputText
  {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw CLIError.badInput("\(name): \(InputStreamReader.readFailure(errno))")
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR:
      throw CLIError.badInput("\(name): is a directory")
    case S_IFREG where info.st_size > 0:
      return try readRegularFile(
        descriptor, size: Int(info.st_size), name: name, context: context, limit: limit)
    default:
      let data: Data
      do {
        data = try InputStreamReader.readAll(descriptor, maxBytes: limit)
      } catch {
        throw CLIError.badInput("\(name): \(error.localizedDescription)")
      }
      return try decode(data, name: name, context: context, limit: limit)
    }
  }

  /// Checks and decodes bytes read whole.
  private static func decode(_ data: Data, name: String, context: CommandContext, limit: Int)
    throws -> InputText
  {
    if data.count > limit {
      throw CLIError.badInput("\(name): input is \(data.count) bytes, over the limit of \(limit)")
    }
    if let decoded = UTF16Text.decode(data) {
      if decoded.repaired { context.warn("\(name): invalid UTF-16 replaced with U+FFFD") }
      return InputText(name: name, text: decoded.text)
    }
    if data.prefix(8000).contains(0) {
      throw CLIError.badInput("\(name): \(InputStreamReader.binary)")
    }
    if let text = String(validatingUTF8Data: data) {
      return InputText(name: name, text: text)
    }
    context.warn("\(name): invalid UTF-8 replaced with U+FFFD")
    return InputText(name: name, text: String(decoding: data, as: UTF8.self))
  }
}

extension InputText {
  /// Reads a regular file straight into the string's storage, so a large note is held once
  /// (not as bytes plus a decoded copy).
  private static func readRegularFile(
    _ descriptor: Int32, size: Int, name: String, context: CommandContext, limit: Int
  ) throws -> InputText {
    if size > limit {
      throw CLIError.badInput("\(name): input is \(size) bytes, over the limit of \(limit)")
    }
    var failure: String?
    var valid = true
    var utf16: [UInt8]?
    let text = String(unsafeUninitializedCapacity: size) { buffer in
      var total = 0
      while total < size {
        let count = Glibc.read(descriptor, buffer.baseAddress! + total, size - total)
        if count < 0 {
          if errno == EINTR { continue }
          failure = "\(name): \(InputStreamReader.readFailure(errno))"
          return 0
        }
        if count == 0 { break }
        total += count
      }
      let bytes = UnsafeBufferPointer(rebasing: buffer[..<total])
      if total > 0, memchr(bytes.baseAddress!, 0, min(total, 8000)) != nil {
        if UTF16Text.hasByteOrderMark(bytes) {
          utf16 = Array(bytes)
        } else {
          failure = "\(name): \(InputStreamReader.binary)"
        }
        return 0
      }
      valid = UTF8Validation.isValid(bytes)
      return total  // invalid sequences become U+FFFD here
    }
    if let failure { throw CLIError.badInput(failure) }
    if let utf16, let decoded = UTF16Text.decode(utf16) {
      if decoded.repaired { context.warn("\(name): invalid UTF-16 replaced with U+FFFD") }
      return InputText(name: name, text: decoded.text)
    }
    if !valid { context.warn("\(name): invalid UTF-8 replaced with U+FFFD") }
    return InputText(name: name, text: text)
  }
}

/// An input file opened once, so what it is (regular, directory, FIFO) is decided on the same
/// open file that is read: opening a FIFO twice would wait for a second writer forever.
struct InputFile {
  let name: String
  let descriptor: Int32

  /// Opens `path` for reading; the failures in words.
  static func open(_ path: String) throws -> InputFile {
    let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let reason =
        switch errno {
        case ENOENT, ENOTDIR:
          path.lowercased().hasPrefix("http://") || path.lowercased().hasPrefix("https://")
            ? "no such file (URLs are not fetched; try: curl -fsSL '\(path)' | intent-render "
              + "note -)" : "no such file"
        case EACCES, EPERM: "permission denied"
        default: "cannot open: \(String(cString: strerror(errno)))"
        }
      throw CLIError.badInput("\(path): \(reason)")
    }
    return InputFile(name: path, descriptor: descriptor)
  }

  func close() { _ = Glibc.close(descriptor) }
}

extension String {
  /// Decodes `data` as UTF-8, or `nil` if it is not valid UTF-8.
  init?(validatingUTF8Data data: Data) {
    // The standard library's validating initialiser checks whole words at a time; decoding
    // scalar by scalar through `Data`'s iterator took a tenth of a second on 10 MiB.
    let text = data.withUnsafeBytes { raw in
      String(validating: raw.bindMemory(to: UInt8.self), as: UTF8.self)
    }
    guard let text else { return nil }
    self = text
  }
}
