/// The input surfaces the fuzzers cover, each with one entry point taking the raw input bytes.
///
/// The libFuzzer executable (`Fuzz/intent-render-fuzz`, built only by `scripts/fuzz.sh`) and the
/// regression test (which replays `Fixtures/Fuzz/<target>/`) call the same `run`, so an input
/// that once crashed a fuzzer is checked by every `swift test` without the sanitizers.
public enum FuzzTarget: String, CaseIterable, Sendable {
  case markdown
  case transcriptIntent = "transcript-intent"
  case transcriptClaudeCode = "transcript-claude-code"
  case transcriptOpenAI = "transcript-openai"
  case transcriptAnthropic = "transcript-anthropic"
  case diagram
  case diff
  case grammar
  case theme
  case highlight
  case cacheGrammar = "cache-grammar"
  case cacheLanguages = "cache-languages"
  case cacheListing = "cache-listing"
  case cacheLinguistRoot = "cache-linguist-root"

  /// Why the target cannot run on this machine (no Linguist grammars to pick from), if so.
  public var skipReason: String? {
    switch self {
    case .highlight: return FuzzHighlight.skipReason
    default: return nil
    }
  }

  /// Feeds one input through the target's whole pipeline, discarding the output. Errors the
  /// input deserves are thrown and caught inside: only a crash, a hang or a leak is a finding.
  public func run(_ bytes: UnsafeRawBufferPointer) {
    let input = FuzzInput(bytes)
    switch self {
    case .markdown: FuzzMarkdown.run(input)
    case .transcriptIntent: FuzzTranscript.run(input, format: .intent)
    case .transcriptClaudeCode: FuzzTranscript.run(input, format: .claudeCode)
    case .transcriptOpenAI: FuzzTranscript.run(input, format: .openai)
    case .transcriptAnthropic: FuzzTranscript.run(input, format: .anthropic)
    case .diagram: FuzzDiagram.run(input)
    case .diff: FuzzDiff.run(input)
    case .grammar: FuzzGrammar.run(input)
    case .theme: FuzzTheme.run(input)
    case .highlight: FuzzHighlight.run(input)
    case .cacheGrammar: FuzzCache.run(input, asset: .grammar)
    case .cacheLanguages: FuzzCache.run(input, asset: .languages)
    case .cacheListing: FuzzCache.run(input, asset: .listing)
    case .cacheLinguistRoot: FuzzCache.run(input, asset: .linguistRoot)
    }
  }

  /// `run` over an array (the regression test).
  public func run(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { run($0) }
  }
}
