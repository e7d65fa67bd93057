import MatchcutSemantics
import MatchcutSource

extension Driver {
  /// `semantics` with the module's asset catalogs read in: those named by
  /// `options.assetCatalogs` (`--assets`), else those found next to `paths`
  /// (`AssetCatalogReader.catalogs(near:)`); plus the warnings reading them gave.
  func withAssetCatalogs(_ semantics: SemanticOptions, for paths: [String], sources: [SourceFile])
    -> (SemanticOptions, [Diagnostic])
  {
    var semantics = semantics
    // The JSON files the app bundles beside its sources (`BundleResourceReader`).
    let bundled = BundleResourceReader().read(near: paths, sources: sources)
    semantics.assets.jsonResources.merge(bundled.resources) { given, _ in given }
    let catalogs = options.assetCatalogs ?? AssetCatalogReader.catalogs(near: paths)
    guard !catalogs.isEmpty else { return (semantics, bundled.diagnostics) }
    let read = AssetCatalogReader().read(catalogs)
    semantics.assets.colors.merge(read.assets.colors) { given, _ in given }
    semantics.assets.images.merge(read.assets.images) { given, _ in given }
    return (semantics, bundled.diagnostics + read.diagnostics)
  }
}
