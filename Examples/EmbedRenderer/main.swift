// A client of the toolkit that uses nothing but RenderJobs: it renders a note holding a
// Mermaid fence to terminal text, draws a diagram as SVG, and renders a diff as JSON, then
// prints what each gave. A test runs it; the README's "Use it as a library" shows the same
// calls.
import Foundation
import RenderJobs

let note = """
  # Plan

  Ship the **library** first:

  ```mermaid
  flowchart LR
    Jobs --> CLI
    Jobs --> Server
  ```

  ```swift
  let answer = 42
  ```
  """

var noteRequest = NoteJob.Request()
noteRequest.format = .text
noteRequest.width = 60
let noteOutput = MemorySink()
let noteDiagnostics = JobDiagnostics()
NoteJob.run(
  noteRequest, source: .text(name: "plan.md", note), to: noteOutput,
  diagnostics: noteDiagnostics)
print("note:")
print(String(decoding: noteOutput.data, as: UTF8.self))
for problem in noteDiagnostics.all { print("warning: \(problem)") }

var diagramRequest = DiagramJob.Request()
diagramRequest.format = .svg
let svg = MemorySink()
do {
  try DiagramJob.run(
    diagramRequest, source: "flowchart LR\n  A --> B\n", name: "a.mmd", to: svg)
  print("diagram: \(svg.data.count) bytes of SVG")
} catch {
  print("diagram failed: \(error)")
}

// A broken diagram: the error's position is a typed field.
do {
  try DiagramJob.run(
    diagramRequest, source: "flowchart LR\n  A[Start --> B\n", name: "b.mmd", to: MemorySink())
} catch {
  print("error at line \(error.line ?? 0), column \(error.column ?? 0): \(error.message)")
}

var diffRequest = DiffJob.Request()
diffRequest.format = .json
let diffOutput = MemorySink()
let diff = """
  --- a/hello.py
  +++ b/hello.py
  @@ -1 +1 @@
  -print("hello")
  +print("hello, world")

  """
do {
  try DiffJob.run(
    diffRequest, text: diff, name: "change.diff", to: diffOutput)
  print("diff: \(diffOutput.data.count) bytes of JSON")
} catch {
  print("diff failed: \(error)")
}
