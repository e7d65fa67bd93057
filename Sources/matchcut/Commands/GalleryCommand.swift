/// `matchcut gallery DIR -o OUTDIR`: the sample gallery as a static site (TOOLING §6).
enum GalleryCommand: Command {
  static let name = "gallery"
  static let abstract = "Write a static site that shows and plays every sample's transitions."
  static let synopsis = "DIR -o OUTDIR [options]"
  static let positionals = PositionalSpec(
    name: "DIR", help: "The folder of samples.", minimum: 1, maximum: 1)
  static let options: [OptionSpec] = [
    OptionSpec(["--output", "-o"], value: "OUTDIR", help: "Where to write the site.")
  ]

  static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitStatus {
    notAvailable()
  }
}
