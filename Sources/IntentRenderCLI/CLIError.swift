import RenderJobs

/// The one error type commands throw; the CLI funnel turns it into a line on stderr and an
/// exit code.
public enum CLIError: Error, Equatable, Sendable {
  /// Bad command line (unknown flag, missing value): exit 2.
  case usage(String)
  /// Bad input or a failure to produce output: exit 1. The message is already the whole line
  /// after `intent-render: ` (e.g. `FILE:LINE:COL: what is wrong`).
  case badInput(String)

  public var exitCode: Int32 {
    switch self {
    case .usage: return 2
    case .badInput: return 1
    }
  }

  public var message: String {
    switch self {
    case .usage(let text), .badInput(let text): return text
    }
  }
}

extension CLIError {
  /// A job's error in the CLI's dialect: usage is exit 2, the rest exit 1.
  init(_ error: JobError) {
    self = error.kind == .usage ? .usage(error.description) : .badInput(error.description)
  }
}
