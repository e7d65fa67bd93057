import MatchcutSource

/// The compiler's version, printed by `matchcut --version`.
public enum MatchcutVersion {
  public static let string = "0.1.0"
  /// Where users read about the tool; named in SARIF logs.
  public static let informationURI = "https://github.com/matchcut/matchcut"
  /// The tool as machine-readable diagnostics name it.
  public static let tool = ToolInfo(name: "matchcut", version: string, informationURI: informationURI)
}
