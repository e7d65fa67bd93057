/// `Font.Weight`, lightest first (`ultraLight` … `black`).
///
/// The raw value is the weight's index in that order; Layout's generated Inter metrics table
/// (`InterMetrics.advances`) is indexed by it: Inter's files map onto SwiftUI's weights one to
/// one (ultraLight = Thin, thin = ExtraLight, light, regular, medium, semibold = SemiBold,
/// bold, heavy = ExtraBold, black).
public enum FontWeight: Int, Sendable, Hashable, CaseIterable {
  case ultraLight
  case thin
  case light
  case regular
  case medium
  case semibold
  case bold
  case heavy
  case black

  /// The weight's Swift name (`semibold`).
  public var name: String {
    switch self {
    case .ultraLight: "ultraLight"
    case .thin: "thin"
    case .light: "light"
    case .regular: "regular"
    case .medium: "medium"
    case .semibold: "semibold"
    case .bold: "bold"
    case .heavy: "heavy"
    case .black: "black"
    }
  }

  /// The weight a Swift name denotes, or nil.
  public init?(name: String) {
    guard let weight = FontWeight.allCases.first(where: { $0.name == name }) else { return nil }
    self = weight
  }
}
