import Foundation

/// The scope stacks a tokenizer made by pushing a fixed name on a stack node, by node and
/// name. The same rule matches again and again under the same scopes (every comma of a
/// block), and reusing its node saves making one, and lets the style resolver find it by
/// identity. Direct-mapped: a slot holds the last push that hashed to it.
final class ScopePushCache {
  private struct Entry {
    var parent: ObjectIdentifier?
    var template: ObjectIdentifier?
    /// Holds the parent alive too, so its identity is never reused while the slot is kept.
    var child: ScopeStack?
  }

  private static let slotCount = 4096
  private let entries: UnsafeMutablePointer<Entry>

  init() {
    // Zeroed by the system rather than initialised slot by slot: the 96 KiB table of every
    // tokenizer (dozens in a diff of many languages) then costs the page faults of the
    // slots it fills, not of all of them. All-zero bits are an empty `Entry`: each field
    // is an optional pointer-sized reference, whose `nil` is the null pointer.
    let raw = calloc(Self.slotCount, MemoryLayout<Entry>.stride)!
    entries = raw.bindMemory(to: Entry.self, capacity: Self.slotCount)
  }

  deinit {
    entries.deinitialize(count: Self.slotCount)
    free(entries)
  }

  /// `parent` with the scopes of `template` (for a match with `captures` in `line`) pushed.
  func pushing(
    _ template: ScopeTemplate?, on parent: ScopeStack, line: UnsafePointer<UInt8>,
    captures: CaptureRanges?
  ) -> ScopeStack {
    guard let template else { return parent }
    guard let scopes = template.staticScopes else {
      return parent.pushing(template.scopes(line: line, captures: captures))
    }
    let parentID = ObjectIdentifier(parent)
    let templateID = ObjectIdentifier(template)
    let mixed = NodeHash.mix(Int(bitPattern: parentID), Int(bitPattern: templateID))
    let slot = entries + (mixed & (Self.slotCount - 1))
    if slot.pointee.parent == parentID, slot.pointee.template == templateID,
      let child = slot.pointee.child
    {
      return child
    }
    let child = parent.pushing(scopes)
    slot.pointee = Entry(parent: parentID, template: templateID, child: child)
    return child
  }
}
