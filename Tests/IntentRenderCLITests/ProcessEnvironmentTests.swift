import Foundation
import Testing

@testable import IntentRenderCLI

@Suite struct ProcessEnvironmentTests {
  /// The variables read from `environ` are the ones Foundation and `getenv` see.
  @Test func readsWhatFoundationAndGetenvRead() {
    let read = ProcessEnvironment.current()
    #expect(read == ProcessInfo.processInfo.environment)
    #expect(read["PATH"] != nil)
    for (name, value) in read {
      #expect(getenv(name).map { String(cString: $0) } == value, "\(name)")
    }
  }

  /// A value keeps its `=` signs, the first of two entries with one name wins, and entries
  /// without a name or an `=` are skipped.
  @Test func entriesAreSplitAtTheirFirstEqualsSign() {
    let entries = ["A=b==c", "B=", "A=later", "=C:\\", "NOEQUALS", "D=é"]
    var pointers: [UnsafeMutablePointer<CChar>?] = entries.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    let read = pointers.withUnsafeMutableBufferPointer {
      ProcessEnvironment.variables(in: $0.baseAddress!)
    }
    #expect(read == ["A": "b==c", "B": "", "D": "é"])
  }
}
