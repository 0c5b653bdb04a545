/// Spacing of a sequence diagram, in pixels (the font size comes from the `TextMeasurer`).
public struct SequenceLayoutOptions: Equatable, Sendable {
  /// Space around the whole drawing.
  public var margin: Double = 16
  /// The smallest space between two participant boxes.
  public var participantGap: Double = 36
  /// Padding inside participant boxes and notes.
  public var boxPadding: Double = 10
  /// The narrowest participant box.
  public var minimumParticipantWidth: Double = 80
  /// Space above and below each message, note and block label.
  public var rowGap: Double = 12
  /// Width of an activation bar; nested bars are shifted by half of it.
  public var activationWidth: Double = 10
  /// Width and height of a self-message loop.
  public var selfLoopWidth: Double = 32
  public var selfLoopHeight: Double = 22
  /// Padding between a block frame and what it holds.
  public var framePadding: Double = 10
  /// Padding of a `box` group around its participants.
  public var groupPadding: Double = 10
  /// Height of the stick figure and other icons drawn above a label.
  public var iconHeight: Double = 34
  /// Mermaid's `mirrorActors`: participant boxes drawn again below the lifelines.
  public var mirrorActors = true
  /// Mermaid's `messageAlign`: where a message's text sits along its arrow.
  public var messageAlign = MessageAlign.center

  /// Where message text sits between the arrow's ends.
  public enum MessageAlign: String, Equatable, Sendable {
    case left, center, right
  }

  public init() {}
}
