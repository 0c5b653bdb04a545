import CCmarkGFM
import Glibc

/// A bump allocator for cmark-gfm's nodes and buffers, reused from parse to parse.
///
/// cmark-gfm allocates every node and buffer with `calloc` and frees them one by one; for a
/// large note parsed section by section that malloc traffic is a large part of the run.
/// Here a parse takes memory from slabs that are kept and rewound (`reset`) for the next parse,
/// and `free` does nothing. cmark-gfm supports this style: it routes every allocation of a
/// parser and its tree through the `cmark_mem` the parser was made with (its own arena
/// allocator works the same way, but returns its slabs to the system on every reset).
///
/// The callbacks have no context pointer, so each thread uses its own arena (thread-specific
/// data); an arena must only be reset when no tree allocated from it is alive.
final class CmarkArena {
  private static let slabSize = 1 << 20
  private static let alignment = 16
  /// Every block starts with its size, so `realloc` knows how much to copy.
  private static let header = 16

  private var slabs: [(base: UnsafeMutableRawPointer, size: Int)] = []
  private var slabIndex = 0
  private var offset = 0
  private var lastBlock: UnsafeMutableRawPointer?

  deinit {
    for slab in slabs { free(slab.base) }
  }

  /// Forgets every allocation; the slabs are kept for the next parse.
  func reset() {
    slabIndex = 0
    offset = 0
    lastBlock = nil
  }

  func allocate(_ size: Int, zeroed: Bool) -> UnsafeMutableRawPointer? {
    let needed = (Self.header + size + Self.alignment - 1) & ~(Self.alignment - 1)
    while slabIndex < slabs.count, offset + needed > slabs[slabIndex].size {
      slabIndex += 1
      offset = 0
    }
    if slabIndex == slabs.count {
      let slabSize = max(Self.slabSize, needed)
      guard let base = malloc(slabSize) else { return nil }
      slabs.append((base, slabSize))
      offset = 0
    }
    let start = slabs[slabIndex].base + offset
    offset += needed
    start.storeBytes(of: size, as: Int.self)
    let block = start + Self.header
    if zeroed { memset(block, 0, size) }
    lastBlock = block
    return block
  }

  func reallocate(_ block: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
    guard let block else { return allocate(size, zeroed: false) }
    let oldSize = (block - Self.header).load(as: Int.self)
    // Growing the newest block (cmark's buffers grow one at a time) happens in place.
    if block == lastBlock {
      let start = block - Self.header
      let slab = slabs[slabIndex]
      let needed = (Self.header + size + Self.alignment - 1) & ~(Self.alignment - 1)
      if start - slab.base + needed <= slab.size {
        offset = start - slab.base + needed
        start.storeBytes(of: size, as: Int.self)
        return block
      }
    }
    guard let moved = allocate(size, zeroed: false) else { return nil }
    memcpy(moved, block, min(oldSize, size))
    return moved
  }

  // MARK: The calling thread's arena

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
      if let pointer { Unmanaged<CmarkArena>.fromOpaque(pointer).release() }
    }
    return key
  }()

  /// The calling thread's arena, created on first use.
  static var current: CmarkArena {
    if let pointer = pthread_getspecific(key) {
      return Unmanaged<CmarkArena>.fromOpaque(pointer).takeUnretainedValue()
    }
    let arena = CmarkArena()
    pthread_setspecific(key, Unmanaged.passRetained(arena).toOpaque())
    return arena
  }

  /// The `cmark_mem` that allocates from the calling thread's arena.
  nonisolated(unsafe) static let memory: UnsafeMutablePointer<cmark_mem> = {
    let memory = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
    memory.initialize(
      to: cmark_mem(
        calloc: { count, size in
          let (total, overflow) = count.multipliedReportingOverflow(by: size)
          return overflow ? nil : CmarkArena.current.allocate(total, zeroed: true)
        },
        realloc: { block, size in CmarkArena.current.reallocate(block, size) },
        free: { _ in }))
    return memory
  }()
}
