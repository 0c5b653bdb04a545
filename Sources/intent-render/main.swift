import Foundation
import IntentRenderCLI

// A closed pipe (`intent-render … | head`) must end the process quietly, not kill it.
signal(SIGPIPE, SIG_IGN)
exit(CLI.run(Array(CommandLine.arguments.dropFirst()), context: .process()))
