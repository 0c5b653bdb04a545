import Foundation

/// A text input read from a file or standard input, decoded as UTF-8.
public struct InputText: Sendable {
  /// The name diagnostics use: the path, or `<stdin>`.
  public var name: String
  public var text: String

  public init(name: String, text: String) {
    self.name = name
    self.text = text
  }

  /// Reads `path` (`nil` or `-` is standard input).
  ///
  /// A missing file, a directory or a binary file (a NUL byte in its first 8,000 bytes, git's
  /// test) is bad input. Invalid UTF-8 is decoded with U+FFFD and a warning, never refused.
  public static func read(_ path: String?, context: CommandContext, maxBytes: Int? = nil) throws
    -> InputText
  {
    let name: String
    let data: Data
    if let path, path != "-" {
      name = path
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw CLIError.badInput("\(path): no such file")
      }
      if isDirectory.boolValue { throw CLIError.badInput("\(path): is a directory") }
      guard let contents = FileManager.default.contents(atPath: path) else {
        throw CLIError.badInput("\(path): cannot read file")
      }
      data = contents
    } else {
      name = "<stdin>"
      do {
        data = try context.readStandardInput()
      } catch {
        throw CLIError.badInput("<stdin>: cannot read: \(error.localizedDescription)")
      }
    }
    if let maxBytes, data.count > maxBytes {
      throw CLIError.badInput(
        "\(name): input is \(data.count) bytes, over the limit of \(maxBytes)")
    }
    if data.prefix(8000).contains(0) {
      throw CLIError.badInput("\(name): looks like a binary file (it contains NUL bytes)")
    }
    if let text = String(validatingUTF8Data: data) {
      return InputText(name: name, text: text)
    }
    context.warn("\(name): invalid UTF-8 replaced with U+FFFD")
    return InputText(name: name, text: String(decoding: data, as: UTF8.self))
  }
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
