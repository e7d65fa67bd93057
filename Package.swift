// swift-tools-version: 6.0
// Matchcut: a compiler for SwiftUI hero transitions. No outside packages, by design.
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
  name: "Matchcut",
  products: [
    .executable(name: "matchcut", targets: ["matchcut"]),
    .executable(name: "matchcut-bench", targets: ["matchcut-bench"]),
    .executable(name: "matchcut-fuzz", targets: ["matchcut-fuzz"]),
    .library(name: "Matchcut", targets: ["Matchcut"]),
    .plugin(name: "MatchcutPlugin", targets: ["MatchcutPlugin"]),
  ],
  targets: [
    // Pipeline stages, each depending only on the ones before it.
    .target(
      name: "MatchcutSource", swiftSettings: strict,
      // `Double.rounded()` and friends call libm on Linux.
      linkerSettings: [.linkedLibrary("m")]),
    .target(name: "MatchcutSyntax", dependencies: ["MatchcutSource"], swiftSettings: strict),
    // The shared model: the typed vocabulary (colours, edges, shapes, fonts, transitions, matched
    // geometry…) and the resolved view tree Semantics produces and lowering reads.
    .target(name: "MatchcutViews", dependencies: ["MatchcutSource"], swiftSettings: strict),
    .target(
      name: "MatchcutSemantics", dependencies: ["MatchcutSyntax", "MatchcutViews"], swiftSettings: strict),
    .target(
      name: "MatchcutLayout", dependencies: ["MatchcutSource", "MatchcutViews"], swiftSettings: strict),
    .target(
      name: "MatchcutMotion", dependencies: ["MatchcutLayout", "MatchcutViews"], swiftSettings: strict),
    .target(name: "MatchcutEmit", dependencies: ["MatchcutViews", "MatchcutMotion", "MatchcutLayout"], swiftSettings: strict),
    // Lowering: the semantic view trees into the layout and motion models. The only target that
    // knows both the view model and the layout model.
    .target(
      name: "MatchcutLowering",
      dependencies: [
        "MatchcutSource", "MatchcutViews", "MatchcutSemantics", "MatchcutLayout", "MatchcutMotion",
      ],
      swiftSettings: strict),
    // The facade: the driver, the builds and IO; the only library code that touches files.
    .target(
      name: "Matchcut",
      dependencies: [
        "MatchcutSource", "MatchcutSyntax", "MatchcutSemantics", "MatchcutLowering", "MatchcutLayout",
        "MatchcutMotion", "MatchcutEmit",
      ],
      swiftSettings: strict),
    // The CLI declares every target it imports.
    .executableTarget(
      name: "matchcut",
      dependencies: [
        "Matchcut", "MatchcutSource", "MatchcutSyntax", "MatchcutSemantics", "MatchcutLayout",
        "MatchcutMotion",
        "MatchcutEmit",
      ],
      swiftSettings: strict),
    // libFuzzer target: `swift build -c release --sanitize fuzzer --product matchcut-fuzz`.
    .executableTarget(
      name: "matchcut-fuzz",
      dependencies: ["Matchcut", "MatchcutEmit", "MatchcutSemantics", "MatchcutSyntax"],
      swiftSettings: strict),
    .executableTarget(
      name: "matchcut-bench", dependencies: ["Matchcut", "MatchcutTestSupport"], swiftSettings: strict),
    // SwiftPM build-tool plugin: a target's .mcut files become NAME.timeline.json resources (TOOLING §5).
    .plugin(name: "MatchcutPlugin", capability: .buildTool(), dependencies: ["matchcut"]),
    // Internal tool: regenerates MatchcutLayout's Inter metrics table from the font files.
    .executableTarget(name: "_GenerateTextMetrics", swiftSettings: strict),
    // Shared test helpers (fixture discovery, golden files).
    .target(
      name: "MatchcutTestSupport", dependencies: ["MatchcutSource", "MatchcutMotion"], swiftSettings: strict),
    .testTarget(
      name: "MatchcutSourceTests", dependencies: ["MatchcutSource", "MatchcutTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "MatchcutViewsTests", dependencies: ["MatchcutViews", "MatchcutTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "MatchcutSyntaxTests", dependencies: ["MatchcutSyntax", "MatchcutTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "MatchcutSemanticsTests", dependencies: ["MatchcutSemantics", "MatchcutTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "MatchcutLayoutTests",
      dependencies: ["MatchcutLayout", "MatchcutTestSupport", "_GenerateTextMetrics"],
      swiftSettings: strict),
    .testTarget(
      name: "MatchcutMotionTests", dependencies: ["MatchcutMotion", "MatchcutLayout", "MatchcutTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "MatchcutLoweringTests",
      dependencies: [
        "MatchcutLowering", "MatchcutSource", "MatchcutSyntax", "MatchcutSemantics", "MatchcutLayout",
        "MatchcutMotion", "MatchcutTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "MatchcutEmitTests", dependencies: ["MatchcutEmit", "MatchcutTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "MatchcutTests",
      dependencies: ["Matchcut", "MatchcutEmit", "MatchcutMotion", "MatchcutViews", "MatchcutTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "MatchcutCLITests", dependencies: ["Matchcut", "MatchcutSyntax", "MatchcutTestSupport"],
      swiftSettings: strict),
  ]
)
