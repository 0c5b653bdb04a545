import Foundation

/// Keeps every thread's allocations in glibc's main heap.
///
/// By default each thread that allocates gets a heap (arena) of its own, and glibc grows such
/// a heap a page at a time, with an `mprotect` call for each page (its growth ignores
/// `M_TOP_PAD`, which batches the main heap's growth): the two analysis workers of a 512 KiB
/// diff made 1,984 of those calls, an eighth of the run's system time. One arena for all
/// threads made that run 4% faster (same-run hyperfine, 40 runs each) and a 5 MiB diff no
/// slower: the workers allocate mostly small blocks, which glibc's per-thread caches serve
/// without taking the arena's lock.
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
