import RenderSupport

/// The stylesheet of a diagram's SVG as typed rules: what the `<style>` element says, and what
/// the scene resolves classes against (`SceneBuilder`), so the two cannot disagree.
///
/// Every rule is scoped to the root (`#id .rule`), as the CSS has always been written. The
/// text is produced from these values (`text`); the scene never reads the CSS back.
package struct DiagramStyleSheet: Sendable, Equatable {
  /// Custom properties on the root, then (for the `auto` theme) the dark scheme's values
  /// under `prefers-color-scheme: dark`, then the rules in cascade order.
  package var rootProperties: [StyleDeclaration] = []
  package var darkProperties: [StyleDeclaration] = []
  package var rules: [StyleRule] = []
  /// The root element's id, which scopes every rule.
  package var rootID: String

  package init(rootID: String) {
    self.rootID = rootID
  }

  /// Adds `other` after this sheet: its custom properties join the root's (later wins, as in
  /// CSS), its rules follow.
  package mutating func append(_ other: DiagramStyleSheet) {
    // Kept as separate blocks so the CSS text reads as it did when the parts were joined.
    blocks += other.allBlocks
  }

  /// Later blocks appended by `append`, written after this sheet's own.
  var blocks: [Block] = []

  struct Block: Sendable, Equatable {
    var root: [StyleDeclaration]
    var dark: [StyleDeclaration]
    var rules: [StyleRule]
  }

  /// Every block, this sheet's own first.
  var allBlocks: [Block] {
    [Block(root: rootProperties, dark: darkProperties, rules: rules)] + blocks
  }

  /// The custom properties of the root in `scheme` (dark values only where the sheet has a
  /// dark block, i.e. the `auto` theme; else the root's), later declarations winning.
  package func customProperties(dark: Bool) -> [String: StyleValue] {
    var result: [String: StyleValue] = [:]
    for block in allBlocks {
      for declaration in block.root { result[declaration.property] = declaration.value }
      if dark {
        for declaration in block.dark { result[declaration.property] = declaration.value }
      }
      for rule in block.rules where rule.selector.isRoot {
        for declaration in rule.declarations { result[declaration.property] = declaration.value }
      }
    }
    return result
  }

  /// The rules in cascade order.
  package var orderedRules: [StyleRule] { allBlocks.flatMap(\.rules) }

  /// The CSS text, every rule scoped to `#rootID`.
  package var text: String {
    let root = "#\(rootID)"
    var css = ""
    for block in allBlocks {
      if !block.root.isEmpty { css += "\(root){\(Self.text(block.root))}" }
      if !block.dark.isEmpty {
        css += "@media (prefers-color-scheme: dark){\(root){\(Self.text(block.dark))}}"
      }
      for rule in block.rules { css += "\(root) \(rule.text)" }
    }
    return css
  }

  static func text(_ declarations: [StyleDeclaration]) -> String {
    declarations.map(\.text).concatenated(separator: ";")
  }
}

/// One rule: a selector and its declarations.
package struct StyleRule: Sendable, Equatable {
  package var selector: StyleSelector
  package var declarations: [StyleDeclaration]

  package init(_ selector: StyleSelector, _ declarations: [StyleDeclaration]) {
    self.selector = selector
    self.declarations = declarations
  }

  /// Reads one of this library's own rule strings (`.a.b{p:v;…}`, `text{…}`, `{--x:v}`), the
  /// form the diagram types hand their extra rules in; nil for anything else.
  package init?(css: String) {
    guard let open = css.firstIndex(of: "{"), css.last == "}" else { return nil }
    let head = css[..<open]
    let body = css[css.index(after: open)..<css.index(before: css.endIndex)]
    guard let selector = StyleSelector(text: head) else { return nil }
    var declarations: [StyleDeclaration] = []
    for part in body.split(separator: ";") {
      guard let colon = part.firstIndex(of: ":") else { return nil }
      declarations.append(
        StyleDeclaration(
          String(part[..<colon]), StyleValue(text: String(part[part.index(after: colon)...]))))
    }
    self.init(selector, declarations)
  }

  /// `selector{declarations}`.
  var text: String { "\(selector.text){\(DiagramStyleSheet.text(declarations))}" }
}

/// A selector of the forms the stylesheet uses: the root itself, an element name, or one or
/// more classes (`.edge-head.hollow`).
package struct StyleSelector: Sendable, Equatable {
  /// The element name, nil for any.
  package var element: String?
  /// The classes an element must all carry.
  package var classes: [String]

  package init(element: String? = nil, classes: [String] = []) {
    self.element = element
    self.classes = classes
  }

  /// `.name`.
  package static func `class`(_ names: String...) -> StyleSelector { StyleSelector(classes: names) }

  /// The rule applies to the root element (written `#id{…}`).
  package var isRoot: Bool { element == nil && classes.isEmpty }

  /// CSS specificity within the root's scope: classes, then element names.
  package var specificity: Int { classes.count * 16 + (element == nil ? 0 : 1) }

  /// Whether an element named `name` with `classes` matches.
  package func matches(element name: String, classes held: [String]) -> Bool {
    guard !isRoot else { return false }
    if let element, element != name { return false }
    return classes.allSatisfy(held.contains)
  }

  init?(text: Substring) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let name = parts.first.map(String.init) ?? ""
    let valid = { (word: Substring) in
      !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    }
    guard name.isEmpty || valid(Substring(name)), parts.dropFirst().allSatisfy(valid) else {
      return nil
    }
    self.init(element: name.isEmpty ? nil : name, classes: parts.dropFirst().map(String.init))
  }

  var text: String { (element ?? "") + classes.map { ".\($0)" }.concatenated(separator: "") }
}

/// `property:value`.
package struct StyleDeclaration: Sendable, Equatable {
  package var property: String
  package var value: StyleValue

  package init(_ property: String, _ value: StyleValue) {
    self.property = property
    self.value = value
  }

  var text: String { "\(property):\(value.text)" }
}

/// A declaration's value: a custom property (`var(--ir-line)`) or a literal as written
/// (`#FFFFFF`, `.5`, `none`).
package enum StyleValue: Sendable, Equatable {
  case variable(String)
  case literal(String)

  init(text: String) {
    if text.hasPrefix("var("), text.hasSuffix(")"), !text.contains(",") {
      self = .variable(String(text.dropFirst(4).dropLast()))
    } else {
      self = .literal(text)
    }
  }

  var text: String {
    switch self {
    case .variable(let name): "var(\(name))"
    case .literal(let text): text
    }
  }
}
