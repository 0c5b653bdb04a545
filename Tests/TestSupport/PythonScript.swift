import Foundation

/// A script of `scripts/` run with `python3`, for tests that check output with an independent
/// tool.
public enum PythonScript {
  /// Whether `python3` is on PATH and can import every one of `modules`.
  public static func isAvailable(modules: [String] = []) -> Bool {
    let found = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
      .contains { FileManager.default.isExecutableFile(atPath: "\($0)/python3") }
    guard found else { return false }
    guard !modules.isEmpty else { return true }
    return (try? run(["-c", modules.map { "import \($0)" }.joined(separator: "; ")]).status) == 0
  }

  /// Runs `python3 ARGUMENTS`, reading its output while it runs; the status and standard
  /// output (standard error is appended to it, for failure messages).
  public static func run(_ arguments: [String], input: Data? = nil) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    let stdin = Pipe()
    process.standardInput = input == nil ? FileHandle.nullDevice : stdin
    try process.run()
    if let input {
      DispatchQueue.global().async {
        writeHoldingBackSIGPIPE(input, to: stdin.fileHandleForWriting.fileDescriptor)
        try? stdin.fileHandleForWriting.close()
      }
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// `scripts/NAME` of this checkout.
  public static func path(_ name: String) -> String {
    Fixtures.root.appendingPathComponent("scripts").appendingPathComponent(name).path
  }
}

/// The GFM spec examples of the shared conformance data (`gfm/examples.json`).
public struct GFMExample: Decodable, Sendable {
  public var file: String
  public var example: Int
  public var disabled: Bool
  public var extensions: [String]
  public var options: [String]
  public var markdown: String
  public var html: String

  /// `file#example`.
  public var id: String { "\(file)#\(example)" }

  /// The enabled examples of the default files, or `[]` without the shared data.
  public static func all() -> [GFMExample] {
    guard let shared = Fixtures.shared,
      let data = try? Data(
        contentsOf: shared.appendingPathComponent("conformance/gfm/examples.json")),
      let examples = try? JSONDecoder().decode([GFMExample].self, from: data)
    else { return [] }
    return examples.filter { !$0.disabled && !$0.file.contains("-") }
  }

  /// Whether the shared conformance data is there.
  public static var isAvailable: Bool {
    Fixtures.shared.map {
      FileManager.default.fileExists(
        atPath: $0.appendingPathComponent("conformance/gfm/examples.json").path)
    } ?? false
  }
}
