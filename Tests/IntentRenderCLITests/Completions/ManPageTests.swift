import Foundation
import TestSupport
import Testing

@testable import IntentRenderCLI

/// The man page is written from the tables, renders with `man -l` without warnings, and lists
/// every option.
@Suite struct ManPageTests {
  @Test func listsEveryOption() {
    let (code, page, _) = runCLI(["--man"])
    #expect(code == 0)
    #expect(page.hasPrefix(".TH INTENT-RENDER 1 "))
    for spec in CommandRegistry.all.map(\.spec) {
      #expect(page.contains(".SS \"intent\\-render \(spec.name) "), "\(spec.name)")
      for option in spec.options {
        #expect(page.contains(ManPageWriter.escape(option.name)), "\(spec.name) \(option.name)")
      }
    }
    #expect(!page.unicodeScalars.contains { $0.value > 0x7E })
  }

  @Test func escapesRoff() {
    #expect(ManPageWriter.escape(".x - \\ …") == "\\&.x \\- \\e \\[u2026]")
    #expect(ManPageWriter.escape("'quoted'") == "\\&'quoted'")
  }

  @Test(.enabled(if: ShellCommand.exists("man") && ShellCommand.exists("groff")))
  func rendersWithMan() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("intent-render.1")
    let (code, _, err) = runCLI(["--man", "-o", path])
    #expect(code == 0, "\(err)")
    let rendered = ShellCommand.run(
      "MANWIDTH=80 man -l \(ShellCommand.quote(path)) | col -b",
      environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
    #expect(rendered.status == 0, "\(rendered.stderr)")
    #expect(rendered.stdout.contains("INTENT-RENDER(1)"))
    #expect(rendered.stdout.contains("intent-render note [FILE|-] [OPTIONS]"))
    #expect(rendered.stdout.contains("--list-themes"))
    let warnings = ShellCommand.run("groff -man -ww -z \(ShellCommand.quote(path))")
    #expect(warnings.stderr.isEmpty, "\(warnings.stderr)")
  }
}
