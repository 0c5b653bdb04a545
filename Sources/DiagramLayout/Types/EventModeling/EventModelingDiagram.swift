import RenderSupport

/// A parsed Mermaid event model: time frames in the order written, each an entity of one kind
/// in a swimlane, with the relations between them, and the data, notes and given/when/then
/// specifications attached to frames.
package struct EventModelingDiagram: Equatable, Sendable {
  /// What a frame shows (Mermaid's entity types, both spellings).
  package enum Kind: String, CaseIterable, Equatable, Sendable {
    case ui, processor, command, readModel, event

    /// The kind a type word names: `ui`, `pcr`/`processor`, `cmd`/`command`,
    /// `rmo`/`readmodel`, `evt`/`event` (and `scn`/`screen`, the earlier grammar's UI).
    init?(word: String) {
      switch word {
      case "ui", "scn", "screen": self = .ui
      case "pcr", "processor": self = .processor
      case "cmd", "command": self = .command
      case "rmo", "readmodel": self = .readModel
      case "evt", "event": self = .event
      default: return nil
      }
    }

    /// The swimlane group it belongs to (Mermaid's three default swimlanes).
    package var group: Group {
      switch self {
      case .ui, .processor: return .trigger
      case .command, .readModel: return .state
      case .event: return .events
      }
    }

    /// The kind as a reader's word ("read model").
    package var prose: String {
      switch self {
      case .ui: return "ui"
      case .processor: return "processor"
      case .command: return "command"
      case .readModel: return "read model"
      case .event: return "event"
      }
    }

    /// The kinds a frame of this kind may receive input from (Mermaid's validator: a command
    /// from a UI or processor, an event from a command, a read model from an event, a UI or
    /// processor from a read model).
    package var allowedSources: [Kind] {
      switch self {
      case .command: return [.ui, .processor]
      case .event: return [.command]
      case .readModel: return [.event]
      case .processor, .ui: return [.readModel]
      }
    }
  }

  /// The three default swimlanes, top to bottom.
  package enum Group: Int, Comparable, Sendable {
    case trigger, state, events

    package static func < (a: Group, b: Group) -> Bool { a.rawValue < b.rawValue }

    /// The lane's label without a namespace, and the prefix before a namespace (Mermaid's).
    package var label: String {
      switch self {
      case .trigger: return "UI/Automation"
      case .state: return "Command/Read Model"
      case .events: return "Events"
      }
    }

    package var namespacePrefix: String {
      switch self {
      case .trigger: return "UI/A: "
      case .state: return "C/RM: "
      case .events: return "Stream: "
      }
    }
  }

  /// Data shown in a frame, a note or a data block: its declared type and its lines.
  package struct Data: Equatable, Sendable {
    /// `json`, `md`, … as written before the value (drawn as written: Mermaid gives the
    /// types no treatment of their own).
    package var type: String?
    package var lines: [String]
  }

  /// One time frame (`tf`) or reset frame (`rf`).
  package struct Frame: Equatable, Sendable {
    /// The frame's number as written (`01`); unique in the diagram.
    package var number: String
    /// Whether it is a reset frame: no relation is inferred from the frame before it.
    package var isReset: Bool
    package var kind: Kind
    /// The part of the entity identifier before its first `.`, nil without one.
    package var namespace: String?
    /// The entity's name (the identifier after the namespace).
    package var name: String
    /// The frames named with `->>`, by index, in the order written.
    package var sources: [Int] = []
    /// `{ … }`, `"…"` or `'…'` after the frame.
    package var inline: Data?
    /// `[[name]]`: the data block's index.
    package var dataBlock: Int?
    package var position: SourcePosition
  }

  /// `data NAME { … }`.
  package struct DataBlock: Equatable, Sendable {
    package var name: String
    package var data: Data
    package var position: SourcePosition
  }

  /// `note NN { … }`: text attached to a frame.
  package struct Note: Equatable, Sendable {
    package var frame: Int
    package var data: Data
    package var position: SourcePosition
  }

  /// `gwt NN given … when … then …`: a specification attached to a frame.
  package struct Specification: Equatable, Sendable {
    /// One `KIND Name` statement.
    package struct Statement: Equatable, Sendable {
      package var kind: Kind
      package var name: String
    }

    package var frame: Int
    package var given: [Statement]
    package var when: [Statement]
    package var then: [Statement]
    package var position: SourcePosition
  }

  /// A relation: `source`'s output feeds `target` (indexes into `frames`).
  package struct Relation: Equatable, Sendable {
    package var source: Int
    package var target: Int
    /// Whether it was written with `->>` (else inferred from the order of the frames).
    package var isExplicit: Bool
  }

  package var title: String?
  package var frames: [Frame] = []
  package var dataBlocks: [DataBlock] = []
  package var notes: [Note] = []
  package var specifications: [Specification] = []
  package var relations: [Relation] = []
}
