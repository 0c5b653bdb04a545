/// Stops the process when an output breaks a promise the README makes, so the fuzzer saves the
/// input like any other crash (and the regression test fails on it). Not reachable from the
/// CLI: only fuzz entry points call it.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("fuzz check failed: \(message())") }
}
