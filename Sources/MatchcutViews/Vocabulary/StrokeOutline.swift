/// How a stroked shape draws its outline (`stroke(_:lineWidth:)`, `strokeBorder(_:lineWidth:)`):
/// a line `lineWidth` points wide along the shape's path, centred on the path, or for
/// `strokeBorder` along the path inset by half the width, so the line stays inside the frame.
/// The inside of the shape is not painted (swiftui-semantics §23.6).
public struct StrokeOutline: Sendable, Hashable {
  public var lineWidth: Double
  /// `strokeBorder`: the line lies inside the frame.
  public var inset: Bool

  public init(lineWidth: Double, inset: Bool) {
    self.lineWidth = lineWidth
    self.inset = inset
  }
}
