import Synchronization

// Design (diagram scenes, `diagram --format json`):
//
// Every diagram type draws through `SVGWriter`. To draw the same picture as a display list,
// without parsing SVG text and without touching the types' renderers, the writer can keep
// the calls a renderer makes as values (`SVGEvent`: element names and attribute keys are this
// library's fixed strings; numbers the writer was handed as numbers stay `Double`; the style
// sheet stays the typed `DiagramStyleSheet`). `DiagramRenderer.scene` runs the type's usual
// renderer inside a `SceneCapture`; the writer that finishes the document hands its events to
// the capture, and `SceneBuilder` turns them into a `DiagramScene`: classes resolved against
// the typed sheet, custom properties against the theme's palettes, inherited properties
// resolved per element, arcs turned into cubic curves, text measured.
//
// The capture is a task-local value rather than a parameter because the renderers create
// their writers themselves; a writer made on another thread for part of a document is made
// with `SVGWriter.sibling()`, which keeps the recording.

/// One call a renderer made into `SVGWriter`.
package enum SVGEvent: Sendable, Equatable {
  /// An element that has children, closed by a later `close`.
  case open(String, [SVGAttribute])
  /// An element without children.
  case empty(String, [SVGAttribute])
  /// Text content of the innermost open element.
  case text(String)
  case close
  /// The stylesheet.
  case style(DiagramStyleSheet)
}

/// One attribute as the renderer handed it over.
package struct SVGAttribute: Sendable, Equatable {
  package var name: String
  package var value: SVGAttributeValue
}

/// An attribute value: text as written, or a number the writer received as one.
package enum SVGAttributeValue: Sendable, Equatable {
  case text(String)
  case number(Double)
}

/// Where the writer that finishes a document leaves its events, while a scene is drawn.
package final class SceneCapture: Sendable {
  /// The capture in effect for the current task or thread, nil when no scene is drawn.
  @TaskLocal package static var current: SceneCapture?

  private let finished = Mutex<[SVGEvent]?>(nil)

  package init() {}

  /// Keeps the events of a finished document (the last one finished wins: it is the root).
  func deposit(_ events: [SVGEvent]) {
    finished.withLock { $0 = events }
  }

  /// The events of the finished document, nil when none was finished.
  package var events: [SVGEvent]? { finished.withLock { $0 } }
}

/// The events of one writer, with the tag being built by `begin`/`attribute`.
struct SVGRecorder: Sendable {
  var events: [SVGEvent] = []
  var pendingName = ""
  var pendingAttributes: [SVGAttribute] = []

  mutating func begin(_ name: StaticString) {
    pendingName = name.description
    pendingAttributes = []
  }

  mutating func attribute(_ name: StaticString, _ value: SVGAttributeValue) {
    pendingAttributes.append(SVGAttribute(name: name.description, value: value))
  }

  mutating func endEmpty() { events.append(.empty(pendingName, pendingAttributes)) }

  mutating func endOpen() { events.append(.open(pendingName, pendingAttributes)) }
}
