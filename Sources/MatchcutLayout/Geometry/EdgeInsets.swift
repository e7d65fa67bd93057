/// Insets on the four edges, in points (SwiftUI's `EdgeInsets`).
public struct EdgeInsets: Sendable, Hashable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  public init(all value: Double) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  /// `value` on the edges in `edges`, 0 elsewhere (`.padding(.horizontal, 8)`).
  public init(_ edges: EdgeSet, _ value: Double) {
    self.init(
      top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
      bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)
  }

  public static let zero = EdgeInsets()

  /// SwiftUI's default padding on iOS: 16 on every edge (swiftui-semantics §4).
  public static let defaultPadding = EdgeInsets(all: 16)

  /// The sum of the two insets along `axis`.
  @inline(__always)
  func total(_ axis: Axis) -> Double { axis == .horizontal ? leading + trailing : top + bottom }
}
