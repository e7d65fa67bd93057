/// An axis-aligned rectangle in points: origin (top-left) and size. Layout computes frames as
/// these; Semantics reads them back where SwiftUI's evaluation sees geometry (`GeometryOracle`).
public struct Rect: Sendable, Hashable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
}
