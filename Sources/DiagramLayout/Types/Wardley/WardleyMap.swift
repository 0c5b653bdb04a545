import RenderSupport

/// A parsed Mermaid Wardley map: components placed by `[visibility, evolution]` (both 0…1,
/// OnlineWardleyMaps' order), the links between them, and the marks drawn on the map.
package struct WardleyMap: Equatable, Sendable {
  /// How a component sources what it does (`(build)`, `(buy)`, `(outsource)`, `(market)`).
  package enum Strategy: String, Equatable, Sendable {
    case build, buy, outsource, market
  }

  /// A component or an anchor.
  package struct Component: Equatable, Sendable {
    package var name: String
    package var visibility: Double
    package var evolution: Double
    package var isAnchor = false
    /// `label [dx, dy]`: the label's offset in pixels.
    package var labelOffset: (x: Double, y: Double)?
    package var strategy: Strategy?
    package var inertia = false
    /// The pipeline parent's name, for a component written inside `pipeline … { }`.
    package var pipeline: String?
    package var position: SourcePosition

    package static func == (a: Component, b: Component) -> Bool {
      a.name == b.name && a.visibility == b.visibility && a.evolution == b.evolution
        && a.isAnchor == b.isAnchor && a.labelOffset?.x == b.labelOffset?.x
        && a.labelOffset?.y == b.labelOffset?.y && a.strategy == b.strategy
        && a.inertia == b.inertia && a.pipeline == b.pipeline && a.position == b.position
    }
  }

  /// A link: a dependency (`->`), or a flow (`+>`, `+<`, `+<>`, `+'text'>`).
  package struct Link: Equatable, Sendable {
    package var from: String
    package var to: String
    /// Flow arrowheads at the target and at the source.
    package var arrowAtTarget = false
    package var arrowAtSource = false
    package var isFlow = false
    /// `+'text'>`'s text, or `; label`.
    package var label: String?
    package var position: SourcePosition
  }

  /// A text placed on the map: a note, an accelerator (`isAccelerator`) or a deaccelerator.
  package struct Mark: Equatable, Sendable {
    package enum Kind: Equatable, Sendable { case note, accelerator, deaccelerator }
    package var kind: Kind
    package var text: String
    package var visibility: Double
    package var evolution: Double
  }

  /// A numbered annotation.
  package struct Annotation: Equatable, Sendable {
    package var number: Int
    package var visibility: Double
    package var evolution: Double
    package var text: String
  }

  /// One evolution stage on the x axis: its name (and second name), ending at `end`.
  package struct Stage: Equatable, Sendable {
    package var name: String
    package var secondName: String?
    package var end: Double?
  }

  package var title: String?
  /// The canvas (`size [w, h]`; Mermaid's default 1100 × 600).
  package var width = 1_100.0
  package var height = 600.0
  package var stages: [Stage] = [
    Stage(name: "Genesis"), Stage(name: "Custom Built"), Stage(name: "Product"),
    Stage(name: "Commodity"),
  ]
  package var components: [Component] = []
  package var links: [Link] = []
  /// `evolve NAME TARGET`: the component's name and its target evolution.
  package var evolves: [(name: String, target: Double)] = []
  package var marks: [Mark] = []
  package var annotations: [Annotation] = []
  /// `annotations [v, e]`: where the list of annotations goes.
  package var annotationList: (visibility: Double, evolution: Double)?

  /// Where each stage ends, from 0 to 1: as written with `@`, else evenly spread.
  package var stageEnds: [Double] {
    var ends: [Double] = []
    for (index, stage) in stages.enumerated() {
      let even = Double(index + 1) / Double(stages.count)
      ends.append(min(max(stage.end ?? even, ends.last ?? 0), 1))
    }
    return ends
  }

  package static func == (a: WardleyMap, b: WardleyMap) -> Bool {
    a.title == b.title && a.components == b.components && a.links == b.links
      && a.marks == b.marks && a.annotations == b.annotations && a.stages == b.stages
      && a.width == b.width && a.height == b.height
      && a.evolves.map(\.name) == b.evolves.map(\.name)
      && a.evolves.map(\.target) == b.evolves.map(\.target)
  }
}
