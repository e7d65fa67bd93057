import Foundation
import PackagePlugin

/// The SwiftPM build-tool plugin (TOOLING §5, docs/build-integration.md).
///
/// A target that lists `MatchcutPlugin` gets every `.mcut` file among its sources compiled, as
/// one module (LANGUAGE §1), by one `matchcut build` command into the plugin work directory:
/// `NAME.mcut` becomes `NAME.timeline.json`. The outputs are not Swift files, so SwiftPM
/// bundles them as resources of the target (`Bundle.module`). `matchcut` prints diagnostics as
/// `path:line:col: error: …` with absolute paths, so `swift build` shows them at the right
/// place in the `.mcut` file, and its non-zero exit status fails the build.
@main
struct MatchcutPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let inputs = target.sourceFiles(withSuffix: "mcut").map(\.url)
    return try Self.commands(
      inputs: inputs, tool: context.tool(named: "matchcut").url, workDirectory: context.pluginWorkDirectoryURL
    )
  }

  /// One build command compiling `inputs` into `workDirectory`; none when there is no input.
  static func commands(inputs: [URL], tool: URL, workDirectory: URL) throws -> [Command] {
    let sorted = inputs.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    guard !sorted.isEmpty else { return [] }
    // Two sources named alike would write the same resource: refuse before building.
    var byName: [String: URL] = [:]
    for input in sorted {
      let name = outputName(input)
      if let other = byName[name] {
        Diagnostics.error(
          "'\(input.path)' and '\(other.path)' both compile to '\(name)'; rename one of them",
          file: input.path, line: 1)
        throw PluginFailure.duplicateOutput(name)
      }
      byName[name] = input
    }
    let outputs = sorted.map { workDirectory.appendingPathComponent(outputName($0)) }
    // The trailing slash makes `-o` a directory even for a single input.
    let arguments = ["build"] + sorted.map(\.path) + ["-o", workDirectory.path + "/"]
    return [
      .buildCommand(
        displayName: "Compiling \(sorted.count) .mcut file\(sorted.count == 1 ? "" : "s") with matchcut",
        executable: tool, arguments: arguments, inputFiles: sorted, outputFiles: outputs)
    ]
  }

  /// `NAME.timeline.json` for `NAME.mcut`, as `matchcut build -o DIR/` names it.
  static func outputName(_ input: URL) -> String {
    input.deletingPathExtension().lastPathComponent + ".timeline.json"
  }
}

/// Why the plugin refused to create commands.
enum PluginFailure: Error, CustomStringConvertible {
  case duplicateOutput(String)

  var description: String {
    switch self {
    case .duplicateOutput(let name): "two .mcut files compile to '\(name)'"
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension MatchcutPlugin: XcodeBuildToolPlugin {
    /// The same command for an Xcode project target: its `.mcut` input files.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let inputs = target.inputFiles.map(\.url).filter { $0.pathExtension == "mcut" }
      return try Self.commands(
        inputs: inputs, tool: context.tool(named: "matchcut").url,
        workDirectory: context.pluginWorkDirectoryURL)
    }
  }
#endif
