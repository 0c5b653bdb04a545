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
    entries = .allocate(capacity: Self.slotCount)
    entries.initialize(repeating: Entry(), count: Self.slotCount)
  }

  deinit {
    entries.deinitialize(count: Self.slotCount)
    entries.deallocate()
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
