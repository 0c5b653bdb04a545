import RenderSupport

/// The questions of a call that asks the user (Claude Code's `AskUserQuestion`) and the
/// answers its result gave.
///
/// The call's input is `{questions: [{question, header, options: [{label, description}],
/// multiSelect}]}`; the result Claude Code returns to the model reads `User has answered your
/// questions: "Which database?"="Postgres", "…"="…". You can now continue …`, each answer
/// after its question in quotes (several choices joined by `, `).
enum ToolQuestions {
  /// The questions, or nil when the input has none in that shape.
  static func questions(_ arguments: JSONValue, result: String?) -> [TranscriptQuestion]? {
    guard let items = arguments["questions"]?.arrayValue, !items.isEmpty else { return nil }
    var questions: [TranscriptQuestion] = []
    for item in items {
      guard let text = item["question"]?.stringValue else { return nil }
      let options = (item["options"]?.arrayValue ?? []).compactMap { option -> String? in
        guard let label = option["label"]?.stringValue ?? option.stringValue else { return nil }
        let description = option["description"]?.stringValue ?? ""
        return description.isEmpty ? label : label + " — " + description
      }
      let labels = (item["options"]?.arrayValue ?? []).map {
        $0["label"]?.stringValue ?? $0.stringValue ?? ""
      }
      var chosenAnswer = result.flatMap { Self.answer(to: text, in: $0) }
      // The chosen option is marked by its whole line (label and description).
      if let chosen = chosenAnswer, let index = labels.firstIndex(of: chosen) {
        chosenAnswer = options[index]
      }
      questions.append(TranscriptQuestion(text: text, options: options, answer: chosenAnswer))
    }
    return questions
  }

  /// The answer after `"question"=` in `result`, up to its closing quote.
  static func answer(to question: String, in result: String) -> String? {
    guard let range = result.range(of: "\"" + question + "\"=\"") else { return nil }
    let rest = result[range.upperBound...]
    // The answer ends at the quote before the next `, "` or `. ` (answers may hold quotes).
    var end = rest.endIndex
    for terminator in ["\", \"", "\". ", "\"."] {
      if let found = rest.range(of: terminator), found.lowerBound < end { end = found.lowerBound }
    }
    if end == rest.endIndex, rest.hasSuffix("\"") { end = rest.index(before: rest.endIndex) }
    let answer = rest[..<end]
    return answer.isEmpty ? nil : String(answer)
  }
}
