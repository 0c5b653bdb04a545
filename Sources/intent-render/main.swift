import Foundation
import IntentRenderCLI

// Signals remove the temporary files of `-o` writes before ending the process; SIGPIPE and
// SIGXFSZ fail the write instead of killing the process, and the sinks report it.
TemporaryFiles.installSignalHandlers()
exit(CLI.runProcess(Array(CommandLine.arguments.dropFirst())))
