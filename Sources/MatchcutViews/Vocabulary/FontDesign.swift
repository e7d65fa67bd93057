/// `Font.Design`: the system font's designs (AppleDoc `font/design`).
///
/// Layout measures every design with Inter's metrics; exporters name the design so a player can
/// pick a matching face.
public enum FontDesign: String, Sendable, Hashable, CaseIterable {
  case `default`, serif, rounded, monospaced
}
