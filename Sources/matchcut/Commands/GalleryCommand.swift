import Matchcut
import MatchcutEmit
import MatchcutLayout

/// `matchcut gallery DIR -o OUTDIR`: the sample gallery as a static site (TOOLING §6).
///
/// Every `.mcut` file directly in DIR is compiled as its own module (a sample is self-contained,
/// and one broken sample must not hide the others), in byte order of the file names. A sample
/// that does not compile still gets an index card listing its errors; the site is written and
/// the exit status is 1 (input errors). `docs/gallery.md` describes the site.
enum GalleryCommand: Command {
  static let name = "gallery"
  static let abstract = "Write a static site that shows and plays every sample's transitions."
  static let synopsis = "DIR -o OUTDIR [options]"
  static let positionals = PositionalSpec(
    name: "DIR", help: "The folder of samples.", minimum: 1, maximum: 1)
  static let options: [OptionSpec] = [
    OptionSpec(["--output", "-o"], value: "OUTDIR", help: "Where to write the site."),
    OptionSpec(
      ["--canvas"], value: "CANVAS",
      help: "Device preset (.iPhone15Pro, .iPhoneSE, .iPadPro11) or WxH; overrides #Canvas."),
  ]

  static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitStatus {
    guard let output = arguments.value("--output") else {
      return UsageFailure("'gallery' needs -o OUTDIR").report()
    }
    let canvas: Canvas?
    switch SceneSelection.canvas(arguments) {
    case .success(let value): canvas = value
    case .failure(let failure): return failure.report()
    }
    let directory = arguments.positionals[0]
    guard let entries = FileSystem.entries(inDirectory: directory) else {
      Terminal.err("matchcut: error: cannot read directory '\(directory)'\n")
      return .failure
    }
    let names =
      entries
      .filter { $0.hasSuffix(".mcut") }
      .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    guard !names.isEmpty else {
      Terminal.err("matchcut: error: no .mcut files in '\(directory)'\n")
      return .inputErrors
    }
    var samples: [GallerySample] = []
    var status = ExitStatus.success
    var inputs: [String] = []
    for name in names {
      let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
      inputs.append(path)
      // Published under its name relative to DIR: the site never shows the machine's paths.
      let built = GalleryBuild.sample(
        path: path, name: name, canvas: canvas, willProcess: CrashReporter.setCurrentFile)
      CrashReporter.setCurrentFile(nil)
      context.report(built.result.diagnostics, files: built.result.compilation.filesByPath)
      if built.result.compilation.hasIOErrors {
        status = .failure
      } else if built.result.hasErrors, status == .success {
        status = .inputErrors
      }
      samples.append(built.sample)
    }
    for file in GallerySite.files(for: samples) {
      let target = output.hasSuffix("/") ? output + file.path : output + "/" + file.path
      if case .failure(let failure) = OutputWriter.write(file.bytes, to: target, inputs: inputs) {
        Terminal.err("matchcut: error: \(failure)\n")
        return .failure
      }
    }
    return status
  }
}
