import Foundation
import Highlight
import RenderJobs
import RenderSupport

/// The warm half of the server: one `Highlighter` for the whole process (grammars compiled
/// once, shared by every worker) and a pool of `HighlightSession`s, one in use per worker, so
/// requests reuse tokenizers and style caches.
public final class HighlightService: @unchecked Sendable {
  public let highlighter: Highlighter
  private let lock = NSLock()
  private var idle: [HighlightSession] = []

  public init(environment: [String: String]) {
    highlighter = Highlighter(environment: environment)
  }

  /// The built-in themes by the names requests use.
  static let themes: [String: Theme] = ["light": ThemeCatalog.light, "dark": ThemeCatalog.dark]
  static let themeNames = ["light", "dark"]

  /// `highlight`: `text`, `language`/`path`, `theme` or `themes`, `limits`. One theme gives
  /// exactly the bytes of `highlight --format json`; two give one run list with both
  /// colours per run (`MultiThemeRunWriter`).
  func highlight(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError) -> JSONReply {
    let (result, names) = try run(params, flag)
    if let alternate = result.alternateTheme {
      return .raw(MultiThemeRunWriter.write(result, names: names, alternate: alternate))
    }
    return .raw(TokenRunJSONWriter.write(result))
  }

  /// The `highlight` request written as `html` (both themes as a stylesheet unless one is
  /// named) or `ansi` (24-bit colour, dark unless named), as the CLI writes them.
  func formatted(_ params: RequestParams, format: String, _ flag: CancellationFlag)
    throws(RPCError) -> String
  {
    let named = params.has("theme")
    var extra: [String: JSONValue] = [:]
    if !named {
      let names: [JSONValue] =
        format == "html" ? [.string("light"), .string("dark")] : [.string("dark")]
      extra["themes"] = .array(names)
    }
    let (result, _) = try run(MCPTools.rename(params, [:], adding: extra), flag)
    if format == "html" { return HTMLHighlightWriter.write(result) }
    return ANSIHighlightWriter.write(result, options: ANSIHighlightOptions(level: .truecolor))
  }

  /// Checks a `highlight` request and highlights it; also gives the theme names asked for.
  private func run(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError) -> (
    HighlightedSource, [String]
  ) {
    try params.rejectUnknown(["text", "language", "path", "theme", "themes", "limits"])
    let text = try params.string("text")
    let path = try params.optionalString("path")
    let language = try params.optionalString("language")
    var names = [try params.choice("theme", Self.themeNames) ?? "light"]
    if let list = try params.strings("themes") {
      guard (1...2).contains(list.count) else {
        throw .invalidParams("\(params.path).themes", "must name one or two themes")
      }
      for (index, name) in list.enumerated() where Self.themes[name] == nil {
        throw .invalidParams(
          "\(params.path).themes[\(index)]", "must be one of light, dark, not '\(name)'")
      }
      if params.has("theme") {
        throw .invalidParams("\(params.path).themes", "give either theme or themes, not both")
      }
      names = list
    }
    var request = HighlightJob.Request()
    request.path = path
    request.language = language
    request.limits = try Budgets.highlightLimits(params)
    request.theme = Self.themes[names[0]]
    request.alternateTheme = names.count > 1 ? Self.themes[names[1]] : nil
    do {
      try HighlightJob.prepare(request, highlighter: highlighter)
    } catch {
      throw JobMethods.rpcError(error, params, flag)
    }
    try flag.check()
    let result = withSession { session in
      HighlightJob.highlight(
        request, code: text, highlighter: highlighter, session: session,
        cancellation: flag.highlight)
    }
    try flag.check()
    return (result, names)
  }

  /// `languages`: every language with a grammar, as `languages` lists them.
  func languages(_ params: RequestParams) throws(RPCError) -> JSONReply {
    try params.rejectUnknown(["all"])
    let all = try params.bool("all") ?? false
    let scopes = Set(highlighter.grammars.scopeNames)
    var rows: [JSONReply] = []
    for language in highlighter.languages.languages {
      let available = language.scopeName.map { scopes.contains($0) } ?? false
      guard available || all else { continue }
      rows.append(
        .object([
          ("name", .string(language.name)), ("id", .string(language.identifier)),
          ("aliases", .array(language.aliases.map { .string($0) })),
          ("extensions", .array(language.extensions.map { .string($0) })),
          ("scope", available ? .string(language.scopeName!) : .null),
        ]))
    }
    return .array(rows)
  }

  /// Runs `body` with a session no other thread is using.
  func withSession<T>(_ body: (HighlightSession) -> T) -> T {
    let session = lock.withLock { idle.popLast() ?? HighlightSession() }
    defer { lock.withLock { idle.append(session) } }
    return body(session)
  }
}
