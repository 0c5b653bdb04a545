import Foundation

/// The easy way in (syntect's `easy`): source text, a path or language name and a theme in,
/// styled lines out. Owns the grammar and language registries; grammars compile lazily and are
/// cached for the process.
///
/// `highlight` never throws: an unknown language or an exceeded budget gives a result with a
/// `fallback` reason and no spans, which every writer renders as plain text.
public final class Highlighter: @unchecked Sendable {
  package let grammars: GrammarRegistry
  /// Linguist's languages, decoded on another core while the caller goes on (see
  /// `Future`).
  package var languages: LanguageRegistry { languageTable.value }
  private let languageTable: Future<LanguageRegistry>
  /// Detection from the cached table without decoding it (nil without a cache).
  private let languageLookup: LanguageTableLookup?
  /// Linguist's heuristics and classifier, read when an ambiguous file needs them.
  package let linguistData: LinguistData?
  private let lock = NSLock()
  private var explicitGrammar: RawGrammar?
  private var warningList: [String] = []

  /// Registries for the default search path of `environment` (Linguist's grammars, then
  /// `INTENT_RENDER_GRAMMARS`).
  /// The asset cache (`AssetCache`) is used unless `INTENT_RENDER_NO_CACHE` turns it off.
  public convenience init(environment: [String: String]) {
    self.init(environment: environment, cache: AssetCache(environment: environment))
  }

  /// Registries for the default search path, with `cache` (nil: none) for what every run
  /// would rebuild.
  package init(environment: [String: String], cache: AssetCache?) {
    if let cache {
      // With a cache, a file's language usually comes from `languageLookup`: the whole table
      // is decoded only when something asks for more.
      languageLookup = LanguageTableLookup(cache: cache)
      languageTable = Future.deferred { LanguageRegistry.installed(cache: cache) }
    } else {
      languageLookup = nil
      languageTable = Future { LanguageRegistry.installed(cache: nil) }
    }
    grammars = GrammarRegistry(
      directories: GrammarSearchPath.defaultDirectories(environment: environment, cache: cache),
      cache: cache)
    linguistData = LinguistData.installed(cache: cache)
  }

  /// Registries given by the caller (tests, embedding apps); `linguistData` adds Linguist's
  /// heuristics and classifier for ambiguous files.
  package init(
    grammars: GrammarRegistry, languages: LanguageRegistry, linguistData: LinguistData? = nil
  ) {
    self.grammars = grammars
    languageTable = Future(ready: languages)
    languageLookup = nil
    self.linguistData = linguistData
  }

  /// One highlighter for the process's environment, shared by library callers.
  package static let shared = Highlighter(environment: ProcessInfo.processInfo.environment)

  /// Highlights `code` with the shared highlighter (the façade other modules call).
  package static func highlight(
    code: String, path: String? = nil, language: String? = nil, theme: Theme,
    limits: HighlightLimits = HighlightLimits()
  ) -> HighlightedSource {
    shared.highlight(code: code, path: path, language: language, theme: theme, limits: limits)
  }

  /// Tokenizes with the grammar in `path` from now on (its includes come from the registry).
  package func useGrammar(path: String) throws {
    let raw = try grammars.addGrammar(path: path)
    lock.withLock { explicitGrammar = raw }
  }

  /// Problems met so far (invalid regexes in a grammar, unreadable grammar files).
  package var warnings: [String] {
    lock.withLock { warningList + grammars.warnings + (linguistData?.warnings ?? []) }
  }

  /// The language and grammar for a request: `--grammar`, then `language` (a name or alias),
  /// then detection from `path` and the first line.
  package func resolve(code: String, path: String?, language name: String?) -> (
    Language?, Grammar?
  ) {
    let explicit = lock.withLock { explicitGrammar }
    if let explicit {
      let language =
        name.flatMap(language(named:))
        ?? languages.languages.first { $0.scopeName == explicit.scopeName }
        ?? Language(name: explicit.displayName ?? explicit.scopeName, scopeName: explicit.scopeName)
      return (language, grammars.grammar(scopeName: explicit.scopeName))
    }
    let language: Language?
    if let name {
      language = self.language(named: name)
    } else {
      let content = DetectionContent(code)
      if let quick = quickDetection(path: path ?? "", content: content) {
        language = quick
      } else if !languageTable.isReady,
        let answer = languageLookup?.detect(path: path ?? "", content: content, data: linguistData)
      {
        // The full detection from the cached table's bytes: a shared extension (`.h`, `.md`,
        // `.yaml`) no longer decodes the whole table.
        language = answer
      } else {
        language = languages.detect(path: path ?? "", content: content, data: linguistData)
      }
    }
    guard let scope = language?.scopeName else { return (language, nil) }
    return (language, grammars.grammar(scopeName: scope))
  }

  /// The language the cached table alone decides, before the whole table is decoded: when
  /// no modeline or `#!` line speaks and one language alone claims the name (a shared or
  /// generic extension needs the content, so the full detection).
  private func quickDetection(path: String, content: DetectionContent) -> Language? {
    guard !languageTable.isReady, let languageLookup,
      !content.head.starts(with: Array("#!".utf8)),
      content.totalBytes > DetectionContent.modelineLimit
        || Modeline.mode(in: content.modelineBytes) == nil,
      let found = languageLookup.detect(path: path),
      linguistData?.isGeneric(LanguageRegistry.detectionKeys(of: path).filename) != true
    else { return nil }
    return found
  }

  /// `LanguageRegistry.language(named:)`, from the cached table while the whole table is
  /// not decoded: a Markdown note asks it of each fence's language, which would otherwise
  /// decode the whole table on every run.
  package func language(named name: String) -> Language? {
    if !languageTable.isReady, let found = languageLookup?.language(named: name) { return found }
    return languages.language(named: name)
  }

  /// Whether the name alone names a language (`LanguageRegistry.detect(path:firstLine:)`
  /// without a first line). Answered from the cached table when one language alone claims
  /// the name, which then is the registry's answer too (`LanguageTableLookupTests`): a diff
  /// asks this of every file, which would otherwise decode the whole table on every run.
  package func detectsLanguage(path: String) -> Bool {
    if !languageTable.isReady, let languageLookup, languageLookup.detect(path: path) != nil {
      return true
    }
    return languages.detect(path: path, firstLine: nil) != nil
  }

  /// A line-by-line highlighter for the language of `path` or `language` (nil when unknown or
  /// without a grammar). Diffs use it with `reset()` before each hunk.
  package func lineHighlighter(
    path: String? = nil, language: String? = nil, theme: Theme, alternateTheme: Theme? = nil
  ) -> LineHighlighter? {
    guard let grammar = resolve(code: "", path: path, language: language).1 else { return nil }
    return LineHighlighter(grammar: grammar, theme: theme, alternateTheme: alternateTheme)
  }

  /// Highlights `code`; `alternateTheme` resolves every span for a second theme as well (HTML
  /// with light and dark stylesheets). With a `session`, its tokenizers and style caches are
  /// reused (callers highlighting many small sources on one thread).
  package func highlight(
    code: String, path: String? = nil, language name: String? = nil, theme: Theme,
    alternateTheme: Theme? = nil, limits: HighlightLimits = HighlightLimits(),
    session: HighlightSession? = nil
  ) -> HighlightedSource {
    let (language, grammar) = resolve(code: code, path: path, language: name)
    func fallback(_ reason: HighlightFallback) -> HighlightedSource {
      .plain(
        code, language: language, theme: theme, alternateTheme: alternateTheme, reason: reason)
    }
    let size = code.utf8.count
    if size > limits.maxBytes {
      return fallback(.tooManyBytes(size: size, limit: limits.maxBytes))
    }
    guard let language else { return fallback(.unknownLanguage) }
    guard let grammar else { return fallback(.noGrammar(language: language.name)) }
    let lines = LineBreaks.split(code)
    if let long = lines.firstIndex(where: { $0.utf16Length > limits.maxLineLength }) {
      return fallback(
        .lineTooLong(line: long + 1, length: lines[long].utf16Length, limit: limits.maxLineLength)
      )
    }
    // A byte-order mark is not code: the first line is tokenized after it, as editors do.
    let bomLength = code.unicodeScalars.first == "\u{FEFF}" ? min(3, lines.first?.end ?? 0) : 0
    let utf8 = code.utf8
    var cursor = utf8.startIndex
    var cursorOffset = 0
    /// The index of a UTF-8 offset, walking forward from the previous one (lines come in order).
    func index(at offset: Int) -> String.Index {
      cursor = utf8.index(cursor, offsetBy: offset - cursorOffset)
      cursorOffset = offset
      return cursor
    }
    var texts: [Substring] = []
    texts.reserveCapacity(lines.count)
    for (number, line) in lines.enumerated() {
      let start = number == 0 ? line.start + bomLength : line.start
      texts.append(code[index(at: start)..<index(at: line.end)])
    }
    var pass = DocumentHighlightPass(
      grammar: grammar, theme: theme, alternateTheme: alternateTheme,
      maxLineLength: limits.maxLineLength, timeLimit: limits.timeLimit)
    pass.cancellation = limits.cancellation
    var outcome: HighlightFallback?
    var result: [HighlightedLine] = []
    if let spansByLine = pass.run(texts, session: session) {
      result.reserveCapacity(lines.count)
      var runs = 0
      for (number, line) in lines.enumerated() {
        var spans = spansByLine[number]
        if number == 0, bomLength > 0 {
          for i in spans.indices {
            spans[i].start += bomLength
            spans[i].end += bomLength
          }
        }
        let highlighted = HighlightedLine(
          start: line.start, end: line.end, terminatorLength: line.terminatorLength, spans: spans)
        runs += TokenRunBuilder.lineRunCount(highlighted, plain: theme.defaultStyle)
        if runs > limits.maxRuns {
          outcome = .tooManyRuns(limit: limits.maxRuns)
          break
        }
        result.append(highlighted)
      }
    } else if limits.cancellation?.isCancelled == true {
      outcome = .cancelled
    } else {
      outcome = .timeLimit(seconds: limits.timeLimit)
    }
    let grammarWarnings = grammar.warnings
    lock.withLock {
      for warning in grammarWarnings where !warningList.contains(warning) {
        warningList.append(warning)
      }
    }
    if let outcome { return fallback(outcome) }
    return HighlightedSource(
      source: code, language: language, theme: theme, alternateTheme: alternateTheme,
      lines: result)
  }
}

extension Highlighter {
  /// The `scopes` format (see `ScopesFormatter`) for the language or grammar of a request.
  /// Without a grammar, or when the dump would be too large, it lists each line as one token
  /// without scopes and says why in `fallback`, as the other formats fall back to plain text.
  package func scopeDump(code: String, path: String?, language name: String?) -> ScopeDump {
    let (language, grammar) = resolve(code: code, path: path, language: name)
    guard let grammar else {
      return ScopeDump(
        text: ScopesFormatter.plain(code),
        fallback: HighlightError.noGrammar(language?.name).description)
    }
    guard let dump = ScopesFormatter.format(code, tokenizer: Tokenizer(grammar: grammar)) else {
      return ScopeDump(
        text: ScopesFormatter.plain(code),
        fallback: HighlightError.dumpTooLarge(ScopesFormatter.maximumOutputBytes).description)
    }
    return ScopeDump(text: dump, fallback: nil)
  }
}

/// A scope dump, or the plain listing and the reason there are no scopes.
package struct ScopeDump: Sendable {
  package var text: String
  /// Why the listing has no scopes (nil when it has them).
  package var fallback: String?
}

/// Why a scope dump has no scopes.
package enum HighlightError: Error, CustomStringConvertible {
  case noGrammar(String?)
  /// The dump would be longer than this many bytes.
  case dumpTooLarge(Int)

  package var description: String {
    switch self {
    case .noGrammar(let name?): return "no grammar for \(name)"
    case .noGrammar(nil): return "unknown language (use --language or --path)"
    case .dumpTooLarge(let bytes):
      return
        "the scope dump would be over \(bytes >> 20) MiB (every token lists its whole scope stack)"
    }
  }
}
