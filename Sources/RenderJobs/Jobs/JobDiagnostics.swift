import Foundation
import RenderSupport

/// One problem a job found: the diagnostic (message, severity, position) and the input it
/// concerns, when it concerns one.
public struct JobDiagnostic: Hashable, Sendable, CustomStringConvertible {
  public var diagnostic: Diagnostic
  /// The input's name (`<stdin>`, a path), when the position is in an input.
  public var input: String?

  public init(_ diagnostic: Diagnostic, input: String? = nil) {
    self.diagnostic = diagnostic
    self.input = input
  }

  public var severity: Diagnostic.Severity { diagnostic.severity }
  public var position: SourcePosition? { diagnostic.position }

  /// `INPUT:LINE:COL: message`, or as much of it as is known.
  public var description: String {
    input.map { diagnostic.formatted(file: $0) } ?? diagnostic.description
  }
}

/// What one job run found wrong, in the order it was found, from any of its threads.
///
/// Every front end hears the same typed values: the CLI writes each as one line on standard
/// error while the job runs (`forward`), a server answers with the collected list. Nobody
/// reads a message back to learn where it came from: the position is a field.
public final class JobDiagnostics: @unchecked Sendable {
  private let lock = NSLock()
  private var found: [JobDiagnostic] = []
  private let forward: (@Sendable (JobDiagnostic) -> Void)?

  /// `forward` hears each diagnostic as it is found (on the thread that found it).
  public init(forward: (@Sendable (JobDiagnostic) -> Void)? = nil) {
    self.forward = forward
  }

  /// Records one diagnostic about `input`.
  public func report(_ diagnostic: Diagnostic, input: String? = nil) {
    let entry = JobDiagnostic(diagnostic, input: input)
    lock.withLock { found.append(entry) }
    forward?(entry)
  }

  /// Records a warning without a position.
  public func warn(_ message: String) {
    report(Diagnostic(.warning, message))
  }

  /// Every diagnostic so far, in the order found.
  public var all: [JobDiagnostic] {
    lock.withLock { found }
  }
}
