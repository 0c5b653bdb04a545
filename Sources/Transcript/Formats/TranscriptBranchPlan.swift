import Foundation

/// What a format's first pass learned about the conversation's branches, for the passes after
/// it: the records a rewind left behind, which a streamed pass cannot know when it reaches
/// them (the rewind comes later in the file).
package struct TranscriptBranchPlan: Sendable, Equatable {
  /// Ids of the records no longer on the path to the session's last record.
  package var abandoned: Set<String>

  package init(abandoned: Set<String>) {
    self.abandoned = abandoned
  }
}

/// The plan the first pass of a reader found, shared by the reader's copies (an export scans
/// the header, then streams the messages through a copy).
final class TranscriptBranchPlanBox: @unchecked Sendable {
  // Set once, by the first pass over the input; later passes read it.
  private let lock = NSLock()
  private var value: TranscriptBranchPlan?
  private var found = false

  /// The plan, once a pass has ended (nil before: that pass is the first).
  var plan: TranscriptBranchPlan? {
    lock.withLock { found ? value : nil }
  }

  /// Keeps what the first pass found; later calls change nothing.
  func keep(_ plan: TranscriptBranchPlan?) {
    lock.withLock {
      guard !found else { return }
      found = true
      value = plan
    }
  }
}
