import RenderSupport

/// A parsed Mermaid timeline: periods with their events, optionally grouped in sections.
public struct TimelineChart: Equatable, Sendable {
  /// One period (`2004 : Facebook : Google`) and its events.
  public struct Period: Equatable, Sendable {
    public var text: String
    public var events: [String]
    /// The index in `sections`, nil before the first section.
    public var section: Int?
    public var position: SourcePosition
  }

  public var title: String?
  public var sections: [String] = []
  public var periods: [Period] = []
  /// `timeline.disableMulticolor`: every period in one colour.
  public var disableMulticolor = false
  /// `timeline TD`: periods from top to bottom instead of left to right.
  public var vertical = false

  /// The number of events of every period.
  public var eventCount: Int { periods.reduce(0) { $0 + $1.events.count } }
}
