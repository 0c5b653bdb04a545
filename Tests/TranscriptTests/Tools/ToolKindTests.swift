import RenderSupport
import Testing

@testable import Transcript

/// The one tool-name table (`ToolKind`) drives both the view a call gets and the summary's
/// count: every name it knows gets its kind's view, given arguments of that kind's shape, and
/// is counted under the matching summary kind.
@Suite struct ToolKindTests {
  /// Arguments of each kind's shape, and the view and summary kind they must give.
  static func sample(_ kind: ToolKind) -> (arguments: String, view: String, summary: String) {
    switch kind {
    case .read: return (#"{"file_path": "a.swift"}"#, "read", "read")
    case .edit:
      return (#"{"file_path": "a", "old_string": "x", "new_string": "y"}"#, "edit", "edit")
    case .write: return (#"{"file_path": "a", "content": "x"}"#, "write", "edit")
    case .textEditor:
      return (#"{"command": "create", "path": "a", "file_text": "x"}"#, "write", "edit")
    case .applyPatch:
      return (
        #"{"input": "*** Begin Patch\n*** Update File: a\n@@\n-x\n+y\n*** End Patch"}"#, "edit",
        "edit"
      )
    case .command: return (#"{"command": "make test"}"#, "command", "command")
    case .search: return (#"{"pattern": "TODO"}"#, "search", "search")
    case .web: return (#"{"url": "https://example.com/"}"#, "web", "web")
    case .plan: return (#"{"todos": [{"content": "a", "status": "pending"}]}"#, "todos", "plan")
    case .agent: return (#"{"prompt": "look around"}"#, "task", "agent")
    case .proposal: return (##"{"plan": "# Plan\n\n1. Do it"}"##, "proposal", "plan")
    case .question:
      return (
        #"{"questions": [{"question": "Which?", "options": [{"label": "A"}]}]}"#, "questions",
        "ask"
      )
    }
  }

  static func caseName(_ view: ToolView) -> String {
    String(String(describing: view).prefix { $0 != "(" })
  }

  @Test func everyKnownNameGetsItsKindsViewAndSummary() throws {
    #expect(ToolKind.aliases.count > 60)
    for (alias, kind) in ToolKind.aliases.sorted(by: { $0.key < $1.key }) {
      let sample = Self.sample(kind)
      // The table's keys are normalized; agents spell them in any case with `_` or `-`.
      for name in [alias, alias.uppercased(), "\(alias.prefix(1))_\(alias.dropFirst())"] {
        let call = ToolCall(id: "c", name: name, arguments: try JSONParser.parse(sample.arguments))
        let view = ToolViewBuilder.view(call: call, result: nil)
        #expect(Self.caseName(view) == sample.view, "\(name): \(view)")
        let summary = ActivitySummary.kind(ofTool: name).map { "\($0)" }
        #expect(summary == sample.summary, "\(name) is counted as \(summary ?? "nothing")")
      }
    }
  }

  @Test func namesOutsideTheTableAreGenericAndNamedAsThemselves() throws {
    for name in ["get_weather", "lookup", "Readme", "bashful"] {
      #expect(ToolKind(tool: name) == nil)
      #expect(ActivitySummary.kind(ofTool: name) == nil)
      let call = ToolCall(id: "c", name: name, arguments: try JSONParser.parse(#"{"path": "a"}"#))
      #expect(ToolViewBuilder.view(call: call, result: nil) == .generic)
    }
  }
}
