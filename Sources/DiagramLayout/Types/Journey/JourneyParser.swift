import RenderSupport

/// Parses a Mermaid user journey: `title`, `section`, and `task: score: actor, actor` lines.
enum JourneyParser {
  static func parse(_ source: MermaidSource) throws(DiagramError) -> UserJourney {
    var journey = UserJourney()
    journey.title = source.title
    var section: Int?
    for line in ChartLine.lines(source) {
      let (word, rest) = line.keyword
      if word == "title", !line.content.hasPrefix("title:") {
        journey.title = rest
        continue
      }
      if word == "section", !line.content.hasPrefix("section:") {
        journey.sections.append(rest)
        section = journey.sections.count - 1
        continue
      }
      if word == "accTitle" || word == "accDescr" { continue }
      let parts = line.content.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        .map { String($0).trimmingCharacters() }
      guard parts.count >= 2 else {
        throw DiagramError(
          .syntax,
          "expected a task (name: score: actors), found \(DiagramError.quoted(line.content))",
          at: line.start)
      }
      guard let score = Int(parts[1]), (1...5).contains(score) else {
        throw DiagramError(
          .syntax,
          "a task's score is a whole number from 1 to 5, found \(DiagramError.quoted(parts[1]))",
          at: line.start)
      }
      try DiagramLimits.checkEdgeCount(journey.tasks.count + 1, noun: "tasks", at: line.start)
      let actors =
        parts.count > 2
        ? parts[2].split(separator: ",").map { String($0).trimmingCharacters() }.filter {
          !$0.isEmpty
        }
        : []
      journey.tasks.append(
        UserJourney.Task(
          text: parts[0], score: score, actors: actors, section: section, position: line.start))
    }
    return journey
  }
}
