import Foundation
import TestSupport
import Testing

/// The example client builds against RenderJobs alone and gives what the jobs promise.
@Test func theEmbeddingExampleRendersThroughTheJobs() throws {
  var run = ProcessRun([])
  run.executable = ProcessRun.built("EmbedRenderer")
  let outcome = run.run()
  #expect(outcome.status == 0, "\(outcome.stderr)")
  let text = outcome.stdoutText
  // The note: prose, the Mermaid fence drawn in cells (its nodes as boxes), the code kept.
  #expect(text.contains("Ship the library first"))
  #expect(text.contains("Jobs") && text.contains("Server") && text.contains("┌"))
  #expect(text.contains("let answer = 42"))
  #expect(text.contains("bytes of SVG"))
  // The broken diagram's position comes through as typed fields.
  #expect(text.contains("error at line 2, column 4: "))
  #expect(text.contains("bytes of JSON"))
}
