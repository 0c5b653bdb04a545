import Foundation
import Highlight

/// The temporary files of `-o` writes still in progress, so a signal that ends the process
/// (SIGINT, SIGTERM, SIGHUP, a crash) removes them before it goes: the destination is left as
/// it was and no `.NAME.XXXXXX` stays behind.
///
/// A signal handler may only call async-signal-safe functions, so the paths live in a fixed
/// table of C strings allocated once; the handler walks it and calls `unlink(2)`. A slot is
/// published by writing its first byte last, and emptied by clearing that byte first.
public enum TemporaryFiles {
  /// Slots in the table: more `-o` files than this in flight at once (a transcript batch runs
  /// one per core) are still removed on errors, only not on signals.
  static let slotCount = 256
  static let slotSize = Int(PATH_MAX)

  nonisolated(unsafe) private static var table: UnsafeMutablePointer<CChar>? = nil
  private static let lock = NSLock()

  /// Records `path`; returns its slot for `forget`, or `nil` when the table is full or the
  /// path too long.
  static func remember(_ path: String) -> Int? {
    let bytes = Array(path.utf8)
    guard !bytes.isEmpty, bytes.count < slotSize, !bytes.contains(0) else { return nil }
    return lock.withLock { () -> Int? in
      if table == nil {
        // calloc: a table this size (1 MiB) comes as fresh zero pages from the kernel, so only
        // the pages of slots in use are ever touched. Zeroing it here cost 256 page faults,
        // a third of a small diagram's run.
        table = calloc(slotCount, slotSize)?.assumingMemoryBound(to: CChar.self)
      }
      guard let table else { return nil }
      for slot in 0..<slotCount where table[slot * slotSize] == 0 {
        let start = table + slot * slotSize
        for (offset, byte) in bytes.enumerated().dropFirst() {
          start[offset] = CChar(bitPattern: byte)
        }
        start[bytes.count] = 0
        start[0] = CChar(bitPattern: bytes[0])
        return slot
      }
      return nil
    }
  }

  /// Drops the path in `slot` (the file was renamed into place or removed).
  static func forget(_ slot: Int) {
    lock.withLock {
      table?[slot * slotSize] = 0
    }
  }

  /// Removes every remembered file. Async-signal-safe: no locks, no allocation.
  static func removeAll() {
    guard let table else { return }
    for slot in 0..<slotCount where table[slot * slotSize] != 0 {
      unlink(table + slot * slotSize)
    }
  }

  /// Installs the handlers that remove the temporary files and then end the process as the
  /// signal would have: interrupts, hang-ups, terminations, CPU and crash signals. SIGPIPE
  /// and SIGXFSZ are ignored, so a closed reader or a file-size limit fails the write itself,
  /// which the sinks report.
  public static func installSignalHandlers() {
    signal(SIGPIPE, SIG_IGN)
    signal(SIGXFSZ, SIG_IGN)
    // Crash handlers run on their own stack, so a stack overflow still reaches them.
    let stackSize = 64 * 1024
    var stack = stack_t()
    stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: stackSize, alignment: 16)
    stack.ss_size = stackSize
    sigaltstack(&stack, nil)
    for number in [
      SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGXCPU, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT,
    ] {
      // A signal the parent ignores (`nohup` ignores SIGHUP) stays ignored.
      var previous = sigaction()
      sigaction(number, nil, &previous)
      if let handler = previous.__sigaction_handler.sa_handler,
        unsafeBitCast(handler, to: Int.self) == 1  // SIG_IGN
      {
        continue
      }
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        TerminalModes.restoreFromSignal()
        TemporaryFiles.removeAll()
        TemporaryFiles.waitForPager()
        signal(number, SIG_DFL)
        raise(number)
      }
      action.sa_flags = Int32(SA_ONSTACK) | Int32(bitPattern: UInt32(SA_RESETHAND))
      sigemptyset(&action.sa_mask)
      sigaction(number, &action, nil)
    }
  }

  /// The pager reading standard output's pipe, if one runs: a signal that ends the process
  /// (Ctrl-C reaches both) first ends the pager's input and waits for it, so the terminal is
  /// handed back by the pager, not fought over (git does the same).
  nonisolated(unsafe) private static var pagerProcess: pid_t = 0
  nonisolated(unsafe) private static var pagerDescriptor: Int32 = -1

  /// Records the running pager.
  static func pagerStarted(pid: pid_t, descriptor: Int32) {
    pagerDescriptor = descriptor
    pagerProcess = pid
  }

  /// Forgets the pager (it has been waited for).
  static func pagerFinished() {
    pagerProcess = 0
    pagerDescriptor = -1
  }

  /// Async-signal-safe: closes the pager's input and waits for it to quit.
  static func waitForPager() {
    let pid = pagerProcess
    guard pid > 0 else { return }
    pagerProcess = 0
    close(pagerDescriptor)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  }

  /// Ends the process with status 0 after the pager was quit before the output ended: the
  /// user asked for no more, which is no failure (`q` in less).
  public static func endAfterPagerQuit() -> Never {
    BackgroundCacheWrites.finish()
    removeAll()
    _exit(0)
  }

  /// Ends the process as SIGPIPE would (how `cat` ends when its reader goes away), after
  /// removing the temporary files.
  public static func endOnBrokenPipe() -> Never {
    BackgroundCacheWrites.finish()
    removeAll()
    signal(SIGPIPE, SIG_DFL)
    raise(SIGPIPE)
    _exit(141)
  }
}
