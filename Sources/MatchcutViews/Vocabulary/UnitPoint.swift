/// A point in a view's own unit square: (0, 0) top-leading, (1, 1) bottom-trailing
/// (`.center` is (0.5, 0.5)).
public struct UnitPoint: Sendable, Hashable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let topLeading = UnitPoint(x: 0, y: 0)

  /// SwiftUI's named unit points (`UnitPoint.center`, `.topLeading`, …, `.zero`).
  public static let named: [String: UnitPoint] = [
    "center": UnitPoint(x: 0.5, y: 0.5), "top": UnitPoint(x: 0.5, y: 0),
    "bottom": UnitPoint(x: 0.5, y: 1), "leading": UnitPoint(x: 0, y: 0.5),
    "trailing": UnitPoint(x: 1, y: 0.5), "topLeading": UnitPoint(x: 0, y: 0),
    "topTrailing": UnitPoint(x: 1, y: 0), "bottomLeading": UnitPoint(x: 0, y: 1),
    "bottomTrailing": UnitPoint(x: 1, y: 1), "zero": UnitPoint(x: 0, y: 0),
  ]

  /// The first name in alphabetical order that denotes the point (`.center`), else
  /// `UnitPoint(x: …, y: …)`.
  public var description: String {
    for (name, point) in UnitPoint.named.sorted(by: { $0.key < $1.key }) where point == self {
      return "." + name
    }
    return "UnitPoint(x: \(formatNumber(x)), y: \(formatNumber(y)))"
  }
}
