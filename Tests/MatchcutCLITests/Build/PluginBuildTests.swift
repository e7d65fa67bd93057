import Foundation
import MatchcutTestSupport
import Testing

/// The SwiftPM build-tool plugin (TOOLING §5) end to end: `swift build` of a copy of
/// `Samples/PluginDemo` bundles the timelines as resources, and a broken `.mcut` file fails
/// the build with a `file:line:col: error:` line at the right place.
///
/// Slow (it builds the compiler once more, as the plugin's tool): set
/// `MATCHCUT_SKIP_PLUGIN_TEST=1` to skip it locally. CI runs it.
struct PluginBuildTests {
  static var enabled: Bool { ProcessInfo.processInfo.environment["MATCHCUT_SKIP_PLUGIN_TEST"] != "1" }

  /// Runs `swift ARGUMENTS…` and returns its status and interleaved output.
  static func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    var environment = ProcessInfo.processInfo.environment
    let path = environment["PATH"] ?? "/usr/bin:/bin"
    environment["PATH"] = path + ":/opt/swift/usr/bin"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Copies the demo package next to nothing else, pointing its dependency at this checkout.
  static func copyDemo() throws -> String {
    let root = Fixtures.repositoryRoot
    let demo = root + "/Samples/PluginDemo"
    let package = URL(fileURLWithPath: try makeTemporaryDirectory() + "/PluginDemo").resolvingSymlinksInPath()
      .path
    let sources = package + "/Sources/PluginDemo"
    try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
    let manifest = try String(contentsOfFile: demo + "/Package.swift", encoding: .utf8)
    let pointed = manifest.replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(root)\"")
    #expect(pointed != manifest, "the demo's manifest no longer names ../..")
    try pointed.write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)
    for name in try FileManager.default.contentsOfDirectory(atPath: demo + "/Sources/PluginDemo") {
      try FileManager.default.copyItem(
        atPath: demo + "/Sources/PluginDemo/" + name, toPath: sources + "/" + name)
    }
    return package
  }

  @Test(.enabled(if: enabled), .timeLimit(.minutes(30)))
  func pluginBundlesTimelinesAndReportsErrorsAtTheirPlace() throws {
    let package = try Self.copyDemo()
    // A scratch directory of this run's own: two test runs at once (a developer's and CI's) must
    // not build into each other's products.
    let scratch = package + "/.build-test"
    let build = ["build", "--package-path", package, "--scratch-path", scratch]

    // 1. A good build: three timelines bundled, and the demo reads them through Bundle.module.
    let good = try Self.swift(build)
    #expect(good.status == 0, "\(good.output.suffix(3000))")
    guard good.status == 0 else { return }
    let binary = try Self.swift(build + ["--show-bin-path"]).output.trimmingCharacters(
      in: .whitespacesAndNewlines)
    let run = Process()
    run.executableURL = URL(fileURLWithPath: binary + "/PluginDemo")
    let pipe = Pipe()
    run.standardOutput = pipe
    try run.run()
    let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    run.waitUntilExit()
    #expect(run.terminationStatus == 0, "\(printed)")
    // Counts from the demo's sources: BadgeToCard and SwappingDots toggle one Bool (2 states,
    // 2 edges); TabUnderline selects one of 3 tabs from any other (3 states, 3·2 edges).
    #expect(printed.contains("BadgeToCard: 1 scene(s), 2 states, 2 transitions"))
    #expect(printed.contains("SwappingDots: 1 scene(s), 2 states, 2 transitions"))
    #expect(printed.contains("TabUnderline: 1 scene(s), 3 states, 6 transitions"))

    // 2. Break one file: an unterminated string at a known line and column.
    let path = package + "/Sources/PluginDemo/BadgeToCard.mcut"
    var lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
    let index = try #require(lines.firstIndex { $0.contains("height: 28)") })
    let column = try #require(lines[index].range(of: "28)")).lowerBound.utf16Offset(in: lines[index]) + 1
    lines[index] = lines[index].replacingOccurrences(of: "28)", with: "\"28)")
    try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))

    let bad = try Self.swift(build)
    #expect(bad.status != 0)
    let expected = "\(path):\(index + 1):\(column): error: unterminated string literal"
    #expect(bad.output.contains(expected), "\(bad.output.suffix(3000))")
  }
}
