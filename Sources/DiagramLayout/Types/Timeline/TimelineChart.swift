import RenderSupport

/// A parsed Mermaid timeline: periods with their events, optionally grouped in sections.
package struct TimelineChart: Equatable, Sendable {
  /// One period (`2004 : Facebook : Google`) and its events.
  package struct Period: Equatable, Sendable {
    package var text: String
    package var events: [String]
    /// The index in `sections`, nil before the first section.
    package var section: Int?
    package var position: SourcePosition
  }

  package var title: String?
  package var sections: [String] = []
  package var periods: [Period] = []
  /// `timeline.disableMulticolor`: every period in one colour.
  package var disableMulticolor = false
  /// `timeline TD`: periods from top to bottom instead of left to right.
  package var vertical = false

  /// The number of events of every period.
  package var eventCount: Int { periods.reduce(0) { $0 + $1.events.count } }
}
