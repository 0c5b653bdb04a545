import DiagramLayout
import Highlight
import Transcript

/// The input surfaces the fuzzers cover, each with one entry point taking the raw input bytes.
///
/// The libFuzzer executable (`Fuzz/intent-render-fuzz`, built only by `scripts/fuzz.sh`) and the
/// regression test (which replays `Fixtures/Fuzz/<target>/`) call the same `run`, so an input
/// that once crashed a fuzzer is checked by every `swift test` without the sanitizers. There is
/// one `transcript-<name>` target per format of `TranscriptFormatRegistry` and one
/// `diagram-<name>` target per type of `DiagramTypeRegistry`.
public struct FuzzTarget: RawRepresentable, CaseIterable, Hashable, Sendable,
  CustomStringConvertible
{
  enum Surface: Hashable, Sendable {
    case markdown, diagram, diff, grammar, theme, highlight
    case diagramTerminal, svgRaster, redact, imageHeader, terminalBackground
    case configuration, arguments, serveLSP, serveJSONLines, mcp
    case transcript(TranscriptFormat)
    /// One diagram type of `DiagramTypeRegistry`, its header put before the input.
    case diagramType(DiagramType)
    /// One decoder of the asset cache.
    case cache(CacheDecoding.Asset)
  }

  let surface: Surface

  public static let markdown = FuzzTarget(surface: .markdown)

  /// Every target: one per surface, one per transcript format.
  public static var allCases: [FuzzTarget] {
    [.markdown]
      + TranscriptFormatRegistry.formats.map { FuzzTarget(surface: .transcript($0)) }
      + [FuzzTarget(surface: .diagram)]
      + DiagramTypeRegistry.definitions.map { FuzzTarget(surface: .diagramType($0.type)) }
      + [
        Surface.diagramTerminal, .svgRaster, .diff, .grammar, .theme, .highlight, .redact,
        .imageHeader, .terminalBackground, .configuration, .arguments, .serveLSP,
        .serveJSONLines, .mcp,
      ].map { FuzzTarget(surface: $0) }
      + CacheDecoding.Asset.allCases.map { FuzzTarget(surface: .cache($0)) }
  }

  init(surface: Surface) {
    self.surface = surface
  }

  /// The target named `rawValue` (`markdown`, `transcript-codex`, …).
  public init?(rawValue: String) {
    guard let target = Self.allCases.first(where: { $0.rawValue == rawValue }) else {
      return nil
    }
    self = target
  }

  /// The target's name, as `scripts/fuzz.sh` and `Fixtures/Fuzz/<name>/` spell it.
  public var rawValue: String {
    switch surface {
    case .markdown: return "markdown"
    case .diagram: return "diagram"
    case .diff: return "diff"
    case .grammar: return "grammar"
    case .theme: return "theme"
    case .highlight: return "highlight"
    case .diagramTerminal: return "diagram-terminal"
    case .svgRaster: return "svg-png"
    case .redact: return "redact"
    case .imageHeader: return "image-header"
    case .terminalBackground: return "osc11"
    case .configuration: return "configuration"
    case .arguments: return "arguments"
    case .serveLSP: return "serve-lsp"
    case .serveJSONLines: return "serve-jsonl"
    case .mcp: return "mcp"
    case .transcript(let format): return "transcript-\(format.rawValue)"
    case .diagramType(let type): return "diagram-\(type.rawValue)"
    case .cache(let asset): return "cache-\(asset.rawValue)"
    }
  }

  public var description: String { rawValue }

  /// The transcript format the target reads, if it is a transcript target.
  public var transcriptFormat: TranscriptFormat? {
    if case .transcript(let format) = surface { return format }
    return nil
  }

  /// Why the target cannot run on this machine (no Linguist grammars to pick from), if so.
  public var skipReason: String? {
    surface == .highlight ? FuzzHighlight.skipReason : nil
  }

  /// Feeds one input through the target's whole pipeline, discarding the output. Errors the
  /// input deserves are thrown and caught inside: only a crash, a hang or a leak is a finding.
  public func run(_ bytes: UnsafeRawBufferPointer) {
    let input = FuzzInput(bytes)
    switch surface {
    case .markdown: FuzzMarkdown.run(input)
    case .transcript(let format): FuzzTranscript.run(input, format: format)
    case .diagram: FuzzDiagram.run(input)
    case .diagramType(let type): FuzzDiagram.run(input, type: type)
    case .diff: FuzzDiff.run(input)
    case .grammar: FuzzGrammar.run(input)
    case .theme: FuzzTheme.run(input)
    case .highlight: FuzzHighlight.run(input)
    case .diagramTerminal: FuzzDiagramTerminal.run(input)
    case .svgRaster: FuzzRaster.run(input)
    case .redact: FuzzSmallSurfaces.redact(input)
    case .imageHeader: FuzzSmallSurfaces.imageHeader(input)
    case .terminalBackground: FuzzSmallSurfaces.terminalBackground(input)
    case .configuration: FuzzOptions.configuration(input)
    case .arguments: FuzzOptions.arguments(input)
    case .serveLSP: FuzzServer.run(input, kind: .serve(.contentLength))
    case .serveJSONLines: FuzzServer.run(input, kind: .serve(.jsonLines))
    case .mcp: FuzzServer.run(input, kind: .mcp)
    case .cache(let asset): FuzzCache.run(input, asset: asset)
    }
  }

  /// `run` over an array (the regression test).
  public func run(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { run($0) }
  }
}
