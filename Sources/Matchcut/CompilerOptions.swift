import MatchcutSemantics
import MatchcutSyntax

/// Knobs of one compiler run that are not about a particular command's output.
public struct CompilerOptions: Sendable, Hashable {
  /// Bounds handed to the parser; `parseLimits.maxFileBytes` also caps what the loader reads.
  public var parseLimits: ParseLimits
  /// Bounds of evaluation and state exploration (`--max-states`, `--max-steps`, …; see
  /// `CompilerLimit` and docs/reliability.md).
  public var semantics: SemanticOptions
  /// The asset catalogs (`*.xcassets` folders, or folders holding them) that `Color("name")` and
  /// `Image("name")` resolve against (`--assets`); nil finds those next to the inputs.
  public var assetCatalogs: [String]?

  public init(
    parseLimits: ParseLimits = .default, semantics: SemanticOptions = .default, assetCatalogs: [String]? = nil
  ) {
    self.parseLimits = parseLimits
    self.semantics = semantics
    self.assetCatalogs = assetCatalogs
  }

  /// Inputs larger than this are refused with `io.file-too-large` before they are read.
  public var maxFileBytes: Int { parseLimits.maxFileBytes }
}
