import Foundation

/// Headless Chromium for tests that must see what a browser does with a page.
enum HeadlessBrowser {
  /// The browser's path, or `nil` when it is not installed (tests then skip with a notice).
  static let path: String? = [
    "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome",
  ]
  .first { FileManager.default.isExecutableFile(atPath: $0) }

  /// The DOM after the page's scripts ran (`--dump-dom`), under a time limit: a page that
  /// opens a dialog never finishes, so an empty result means something ran.
  static func dumpDOM(_ file: String, seconds: Int = 60) throws -> String {
    try run(["--dump-dom", URL(fileURLWithPath: file).absoluteString], seconds: seconds)
  }

  /// A PNG screenshot in the light (`dark: false`) or dark colour scheme.
  static func screenshot(_ file: String, to png: String, dark: Bool, size: String = "1000,1600")
    throws
  {
    _ = try run(
      [
        "--screenshot=\(png)", "--window-size=\(size)", "--hide-scrollbars",
        "--blink-settings=preferredColorScheme=\(dark ? 0 : 1)",
        URL(fileURLWithPath: file).absoluteString,
      ], seconds: 60)
  }

  static func run(_ arguments: [String], seconds: Int) throws -> String {
    guard let path else { return "" }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    let profile = NSTemporaryDirectory() + "intent-render-chromium-\(UUID().uuidString)"
    process.arguments =
      [
        "-k", "5", "\(seconds)", path, "--headless", "--no-sandbox", "--disable-gpu",
        "--no-first-run", "--user-data-dir=\(profile)",
      ] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Drain while it runs so a large DOM cannot fill the pipe and stall the browser.
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try? FileManager.default.removeItem(atPath: profile)
    return String(decoding: data, as: UTF8.self)
  }
}
