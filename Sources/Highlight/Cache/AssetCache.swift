import Foundation
import RenderSupport

/// The on-disk cache of what every run would otherwise rebuild (the grammar catalogue,
/// Linguist's language table, parsed grammars with their patterns' literal filters), as bat
/// keeps its assets cache. It lives in `$XDG_CACHE_HOME/intent-render/` (else
/// `~/.cache/intent-render/`); `INTENT_RENDER_NO_CACHE=1` turns it off.
///
/// Nothing in it is trusted: a file is read only when its frame names this very binary and
/// its checksum holds (`CacheEnvelope`), decoding checks every length (`CacheReader`), and
/// each asset also records the stamps of the files it was made from, compared before use.
/// Files are written to a private temporary name and renamed into place, so concurrent
/// writers never leave a mixed file; a missing or read-only directory only means no cache.
package final class AssetCache: @unchecked Sendable {
  /// Set to anything but `0` or empty to run without reading or writing the cache.
  package static let bypassVariable = "INTENT_RENDER_NO_CACHE"
  /// Files larger than this are not read (no asset comes near it).
  static let maximumFileBytes = 64 << 20

  /// The cache directory.
  package let directory: String
  /// The writing binary's identity; a file from another build is ignored.
  let build: String
  /// Guards `knownLinguistRoot`.
  private let lock = NSLock()
  /// The Linguist gem root once this process has settled on it (`.some(nil)`: none).
  private var knownLinguistRoot: String??

  /// The cache for `environment`, or nil when it is bypassed or no directory can be named.
  package convenience init?(environment: [String: String]) {
    if let bypass = environment[Self.bypassVariable], !bypass.isEmpty, bypass != "0" {
      return nil
    }
    guard let build = BuildIdentity.current else { return nil }
    let base: String
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
      base = xdg
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      base = home + "/.cache"
    } else {
      return nil
    }
    self.init(directory: base + "/intent-render", build: build)
  }

  /// A cache in `directory` for files written by `build` (tests give their own).
  init(directory: String, build: String) {
    self.directory = directory
    self.build = build
  }

  /// The Linguist gem root, found by `find` on the first call only: the grammar search path
  /// and the language table both need it, and each reading of its asset stamps every directory
  /// the search listed (over a hundred under `/usr/lib`).
  func linguistRoot(_ find: () -> String?) -> String? {
    lock.withLock {
      if let known = knownLinguistRoot { return known }
      let found = find()
      knownLinguistRoot = .some(found)
      return found
    }
  }

  /// The payload of the asset `name` of `kind`, or nil when there is none this build wrote
  /// intact.
  func read(_ name: String, kind: String) -> [UInt8]? {
    guard var reader = reader(name, kind: kind) else { return nil }
    return reader.rest()
  }

  /// A reader of the payload of the asset `name` of `kind` inside the file's bytes, or nil
  /// when there is none this build wrote intact.
  func reader(_ name: String, kind: String) -> CacheReader? {
    guard let bytes = Self.readFile(directory + "/" + name) else { return nil }
    return CacheEnvelope.payloadReader(bytes, kind: kind, build: build)
  }

  /// Stores `payload` as the asset `name`; failures are silent (the cache is an optimisation).
  func write(_ name: String, kind: String, payload: [UInt8]) {
    let bytes = CacheEnvelope.seal(kind: kind, build: build, payload: payload)
    guard Self.makeDirectory(directory) else { return }
    let temporary =
      "\(directory)/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    let written = bytes.withUnsafeBytes { buffer -> Bool in
      var offset = 0
      while offset < buffer.count {
        let count = Foundation.write(
          descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return false }
        offset += count
      }
      return true
    }
    // A reader sees the old file or the whole new one, never a part (rename is atomic).
    if close(descriptor) != 0 || !written || rename(temporary, directory + "/" + name) != 0 {
      unlink(temporary)
    }
  }

  /// The file's bytes when it is a regular file (not a link: the cache writes none) of a
  /// size a cache file can have; a FIFO, a directory, a link to `/dev/zero` or a huge sparse
  /// file in the cache directory is no cache, read without waiting.
  private static func readFile(_ path: String) -> [UInt8]? {
    guard
      let bytes = try? RegularFileReader.read(path, limit: maximumFileBytes, followLinks: false),
      !bytes.isEmpty
    else { return nil }
    return bytes
  }

  /// Creates the directory and its missing parents (private to the user), as `mkdir -p`.
  private static func makeDirectory(_ path: String) -> Bool {
    var info = stat()
    if stat(path, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR }
    let parent = (path as NSString).deletingLastPathComponent
    guard parent != path, !parent.isEmpty, makeDirectory(parent) else { return false }
    return mkdir(path, 0o700) == 0 || errno == EEXIST
  }
}
