// libFuzzer's entry point for every `FuzzTarget`: one binary for all, so the sanitized build
// links once; `INTENT_RENDER_FUZZ_TARGET` names the target (`scripts/fuzz.sh` sets it).
//
// Built only with `INTENT_RENDER_FUZZ=1` and `-sanitize=fuzzer,address` (see
// `scripts/fuzz.sh`). The callback is a C function pointer, so it reads the target from a
// global set once before the driver starts.
import CLibFuzzer
import Foundation
import FuzzTargets

nonisolated(unsafe) var selected = FuzzTarget.markdown

// `INTENT_RENDER_FUZZ_LIST=1`: the target names, one a line (`scripts/fuzz.sh --list`), so the
// script's list comes from `FuzzTarget` (and through it from the transcript format registry).
if ProcessInfo.processInfo.environment["INTENT_RENDER_FUZZ_LIST"] == "1" {
  for target in FuzzTarget.allCases { print(target.rawValue) }
  exit(0)
}

let name = ProcessInfo.processInfo.environment["INTENT_RENDER_FUZZ_TARGET"] ?? ""
guard let target = FuzzTarget(rawValue: name) else {
  let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
  FileHandle.standardError.write(
    Data("intent-render-fuzz: set INTENT_RENDER_FUZZ_TARGET to one of: \(names)\n".utf8))
  exit(2)
}
if let reason = target.skipReason {
  print("intent-render-fuzz: \(name): SKIPPED: \(reason)")
  exit(0)
}
selected = target

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(
  LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    selected.run(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size))
    return 0
  })
