#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many threads the work of one request can use at once, read once per process.
///
/// What `ProcessInfo.activeProcessorCount` answers on Linux (the processors the process may
/// run on, capped by a cgroup CPU quota, rounded up), without its cost on every call: it
/// rereads the cgroup files each time, and it reads them through `URL`, whose first use in a
/// process scans every conformance record of the binary (a cost every highlighting run would
/// pay).
public enum ProcessorCount {
  public static let active: Int = measure()

  static func measure() -> Int {
    var count = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    #if os(Linux)
      if let allowed = affinityCount() { count = min(count, allowed) }
      if let quota = cgroupQuota() { count = min(count, quota) }
    #endif
    return count
  }

  #if os(Linux)
    /// The processors the process may run on (`taskset`, a cpuset), by `sched_getaffinity`,
    /// which Glibc's module leaves out (a GNU extension), so it is looked up by name.
    static func affinityCount() -> Int? {
      typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
      guard let symbol = dlsym(nil, "sched_getaffinity") else { return nil }
      let getAffinity = unsafeBitCast(symbol, to: GetAffinity.self)
      // 1,024 processors, glibc's `cpu_set_t`.
      var mask = [UInt64](repeating: 0, count: 16)
      let status = mask.withUnsafeMutableBytes { getAffinity(0, $0.count, $0.baseAddress!) }
      guard status == 0 else { return nil }
      let allowed = mask.reduce(0) { $0 + $1.nonzeroBitCount }
      return allowed > 0 ? allowed : nil
    }
  #endif

  /// The CPU quota of the process's cgroup in whole processors (rounded up), if one is set:
  /// `cpu.max` under cgroup v2 ("max 100000" or "200000 100000"), else v1's quota and period.
  static func cgroupQuota() -> Int? {
    if let line = firstLine("/sys/fs/cgroup/cpu.max") {
      let fields = line.split(separator: " ")
      guard fields.count == 2, let quota = Int(fields[0]), let period = Int(fields[1]) else {
        return nil
      }
      return processors(quota: quota, period: period)
    }
    guard let quota = firstLine("/sys/fs/cgroup/cpu/cpu.cfs_quota_us").flatMap({ Int($0) }),
      let period = firstLine("/sys/fs/cgroup/cpu/cpu.cfs_period_us").flatMap({ Int($0) })
    else { return nil }
    return processors(quota: quota, period: period)
  }

  static func processors(quota: Int, period: Int) -> Int? {
    guard quota > 0, period > 0 else { return nil }
    return max(1, (quota + period - 1) / period)
  }

  /// The first line of a small file, or nil when it cannot be read.
  private static func firstLine(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 128)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    let line = buffer[..<count].prefix { $0 != 0x0A }
    return String(decoding: line, as: UTF8.self)
  }
}
