import Foundation
import Testing

@testable import RenderSupport

@Suite struct ProcessorCountTests {
  /// Foundation's answer is the reference (the same online processors, the same cgroup v1
  /// quota), narrowed to the processors the process may run on, as `nproc` counts them, and
  /// to a cgroup v2 quota: Foundation reads neither a `taskset` nor `cpu.max`.
  @Test func agreesWithFoundationWithinTheAffinityAndQuota() {
    var expected = ProcessInfo.processInfo.activeProcessorCount
    #if os(Linux)
      if let allowed = ProcessorCount.affinityCount() { expected = min(expected, allowed) }
      if let quota = ProcessorCount.cgroupQuota() { expected = min(expected, quota) }
    #endif
    #expect(ProcessorCount.active == expected)
  }

  /// The affinity mask is read (the lookup by name found the call) and counts whole
  /// processors of this machine.
  @Test func theAffinityCountsProcessorsOfThisMachine() throws {
    #if os(Linux)
      let count = try #require(ProcessorCount.affinityCount())
      #expect(count >= 1)
      #expect(count <= Int(sysconf(Int32(_SC_NPROCESSORS_CONF))))
    #endif
  }

  @Test func aQuotaRoundsUpToWholeProcessors() {
    #expect(ProcessorCount.processors(quota: 150_000, period: 100_000) == 2)
    #expect(ProcessorCount.processors(quota: 100_000, period: 100_000) == 1)
    #expect(ProcessorCount.processors(quota: 10_000, period: 100_000) == 1)
    #expect(ProcessorCount.processors(quota: -1, period: 100_000) == nil)
  }
}
