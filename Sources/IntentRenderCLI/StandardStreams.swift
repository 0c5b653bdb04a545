import Foundation

/// Standard input, output and error as the process found them.
///
/// A stream that was closed (`<&-`, `>&-`) is reopened on `/dev/null` at once: otherwise the
/// next `open(2)` would get its number, and output meant for standard output would land in
/// whatever file was opened (an input, an `-o` temporary file). What was closed is
/// remembered, so reading a closed input or writing to a closed output is still an error.
struct StandardStreams: Sendable {
  var inputClosed = false
  var outputClosed = false

  /// Checks descriptors 0, 1 and 2 (in order, so each reopening takes its own number).
  static func secure() -> StandardStreams {
    var streams = StandardStreams()
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
      let reopened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
      if reopened >= 0, reopened != descriptor {
        dup2(reopened, descriptor)
        close(reopened)
      }
      switch descriptor {
      case STDIN_FILENO: streams.inputClosed = true
      case STDOUT_FILENO: streams.outputClosed = true
      default: break
      }
    }
    return streams
  }
}
