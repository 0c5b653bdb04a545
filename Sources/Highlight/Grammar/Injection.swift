/// An injection of rules into a grammar where a selector matches the current scopes
/// (vscode-textmate `Injection`). `priority` is -1 for `L:`, 1 for `R:`, else 0.
struct Injection: Sendable {
  let matcher: InjectionSelector.Matcher
  let ruleID: Int
  let priority: Int
}
