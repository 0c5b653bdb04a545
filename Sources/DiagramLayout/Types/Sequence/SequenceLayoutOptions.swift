/// Spacing of a sequence diagram, in pixels (the font size comes from the `TextMeasurer`).
package struct SequenceLayoutOptions: Equatable, Sendable {
  /// Space around the whole drawing.
  package var margin: Double = 16
  /// The smallest space between two participant boxes.
  package var participantGap: Double = 36
  /// Padding inside participant boxes and notes.
  package var boxPadding: Double = 10
  /// The narrowest participant box.
  package var minimumParticipantWidth: Double = 80
  /// Space above and below each message, note and block label.
  package var rowGap: Double = 12
  /// Width of an activation bar; nested bars are shifted by half of it.
  package var activationWidth: Double = 10
  /// Width and height of a self-message loop.
  package var selfLoopWidth: Double = 32
  package var selfLoopHeight: Double = 22
  /// Padding between a block frame and what it holds.
  package var framePadding: Double = 10
  /// Padding of a `box` group around its participants.
  package var groupPadding: Double = 10
  /// Height of the stick figure and other icons drawn above a label.
  package var iconHeight: Double = 34
  /// Mermaid's `mirrorActors`: participant boxes drawn again below the lifelines.
  package var mirrorActors = true
  /// Mermaid's `messageAlign`: where a message's text sits along its arrow.
  package var messageAlign = MessageAlign.center

  /// Where message text sits between the arrow's ends.
  package enum MessageAlign: String, Equatable, Sendable {
    case left, center, right
  }

  package init() {}
}
