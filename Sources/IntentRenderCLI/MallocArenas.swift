import Foundation

/// Keeps every thread's allocations in glibc's main heap.
///
/// By default each thread that allocates gets a heap (arena) of its own, and glibc grows such
/// a heap a page at a time, with an `mprotect` call for each page (its growth ignores
/// `M_TOP_PAD`, which batches the main heap's growth): the analysis workers of a large diff
/// made thousands of those calls, a large share of the run's system time. One arena for all
/// threads made such runs faster and the largest diffs no slower (the commit that made it has
/// the numbers): the workers allocate mostly small blocks, which glibc's per-thread caches
/// serve without taking the arena's lock.
enum MallocArenas {
  /// `M_ARENA_MAX` of glibc's `<malloc.h>` (not in the Swift overlay).
  private static let arenaMax: Int32 = -8

  /// Limits glibc to the main arena. Must run before a second thread first allocates (glibc
  /// fixes the limit then); without glibc's `mallopt`, it does nothing.
  static func useMainArenaOnly() {
    guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    _ = unsafeBitCast(address, to: Mallopt.self)(arenaMax, 1)
  }
}
