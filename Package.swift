// swift-tools-version: 6.0
import Foundation
import PackageDescription

// C libraries come from Debian packages and are found through pkg-config; each is imported by
// exactly one folder of Swift code (see ARCHITECTURE.md).
let package = Package(
  name: "intent-render",
  products: [
    .executable(name: "intent-render", targets: ["intent-render"]),
    .library(name: "MarkdownRender", targets: ["MarkdownRender"]),
    .library(name: "Transcript", targets: ["Transcript"]),
    .library(name: "Highlight", targets: ["Highlight"]),
    .library(name: "DiagramLayout", targets: ["DiagramLayout"]),
    .library(name: "DiffView", targets: ["DiffView"]),
    .library(name: "RenderJobs", targets: ["RenderJobs"]),
  ],
  dependencies: [],
  targets: [
    .systemLibrary(
      name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
    .systemLibrary(
      name: "COniguruma", pkgConfig: "oniguruma", providers: [.apt(["libonig-dev"])]),
    .systemLibrary(
      name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),

    .target(name: "RenderSupport"),
    .target(name: "MarkdownRender", dependencies: ["RenderSupport", "CCmarkGFM"]),
    .target(name: "Transcript", dependencies: ["RenderSupport", "MarkdownRender"]),
    .target(name: "Highlight", dependencies: ["RenderSupport", "COniguruma"]),
    .target(name: "DiagramLayout", dependencies: ["RenderSupport"]),
    .target(name: "DiffView", dependencies: ["RenderSupport", "Highlight"]),
    .target(name: "SVGRaster", dependencies: ["CRsvg"]),
    .target(
      name: "RenderJobs",
      dependencies: [
        "RenderSupport", "MarkdownRender", "Transcript", "Highlight", "DiagramLayout", "DiffView",
        "SVGRaster",
      ]),
    .target(
      name: "RenderServer",
      dependencies: [
        "RenderSupport", "MarkdownRender", "Transcript", "Highlight", "DiagramLayout",
        "SVGRaster", "RenderJobs",
      ]),
    .target(
      name: "IntentRenderCLI",
      dependencies: [
        "RenderSupport", "MarkdownRender", "Transcript", "Highlight", "DiagramLayout", "DiffView",
        "SVGRaster", "RenderJobs", "RenderServer",
      ]),
    .executableTarget(name: "intent-render", dependencies: ["IntentRenderCLI"]),
    // A client that uses RenderJobs alone (README's "Use it as a library"); a test runs it.
    .executableTarget(
      name: "EmbedRenderer", dependencies: ["RenderJobs"], path: "Examples/EmbedRenderer"),
    .target(
      name: "FuzzTargets",
      dependencies: [
        "RenderSupport", "MarkdownRender", "Transcript", "Highlight", "DiagramLayout", "DiffView",
        "SVGRaster", "RenderServer", "IntentRenderCLI",
      ]),

    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "RenderSupportTests", dependencies: ["RenderSupport", "TestSupport"]),
    .testTarget(name: "MarkdownRenderTests", dependencies: ["MarkdownRender", "TestSupport"]),
    .testTarget(name: "TranscriptTests", dependencies: ["Transcript", "TestSupport"]),
    .testTarget(name: "HighlightTests", dependencies: ["Highlight", "TestSupport"]),
    .testTarget(
      name: "DiagramLayoutTests", dependencies: ["DiagramLayout", "RenderSupport", "TestSupport"]),
    .testTarget(name: "DiffViewTests", dependencies: ["DiffView", "TestSupport"]),
    .testTarget(name: "RenderJobsTests", dependencies: ["RenderJobs", "TestSupport"]),
    .testTarget(
      name: "RenderServerTests", dependencies: ["RenderServer", "IntentRenderCLI", "TestSupport"]),
    .testTarget(
      name: "IntentRenderCLITests", dependencies: ["IntentRenderCLI", "FuzzTargets", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)

// The libFuzzer executable exists only for `scripts/fuzz.sh` (INTENT_RENDER_FUZZ=1, its own
// scratch path, sanitizer flags), so the normal build and `swift test` never compile it.
if ProcessInfo.processInfo.environment["INTENT_RENDER_FUZZ"] == "1" {
  package.targets += [
    .systemLibrary(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
    .executableTarget(
      name: "intent-render-fuzz", dependencies: ["CLibFuzzer", "FuzzTargets"],
      path: "Fuzz/intent-render-fuzz"),
  ]
}
