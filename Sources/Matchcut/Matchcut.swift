import MatchcutSource

/// The compiler's version, printed by `matchcut --version`.
public enum MatchcutVersion {
  public static let string = "0.1.0"
}
