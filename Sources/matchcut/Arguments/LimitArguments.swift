import Matchcut

extension ParsedArguments {
  /// The compiler options the common flags (`--max-states N`, …, `--assets DIR`) describe; a
  /// malformed value is a usage error (exit 2).
  func compilerOptions() -> Result<CompilerOptions, UsageFailure> {
    var options = CompilerOptions()
    do {
      try CompilerLimit.apply(values, to: &options)
    } catch {
      return .failure(UsageFailure(error.description))
    }
    if let directory = values["--assets"] {
      guard FileSystem.kind(of: directory) == .directory else {
        return .failure(UsageFailure("--assets: no such directory: '\(directory)'"))
      }
      let catalogs = AssetCatalogReader.catalogs(near: [directory])
      guard !catalogs.isEmpty else {
        return .failure(UsageFailure("--assets: '\(directory)' holds no .xcassets asset catalog"))
      }
      options.assetCatalogs = catalogs
    }
    return .success(options)
  }
}
