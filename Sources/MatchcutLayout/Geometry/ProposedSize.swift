/// What a parent offers a child: a length per axis, or `nil` for "your ideal size".
///
/// SwiftUI's `ProposedViewSize` (swiftui-semantics §0): 0 asks for the minimum, `.infinity`
/// for the maximum, `nil` for the ideal size. A layout answers with a concrete ``Size``.
public struct ProposedSize: Sendable, Hashable {
  public var width: Double?
  public var height: Double?

  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// Both dimensions unspecified: the ideal-size query.
  public static let unspecified = ProposedSize(width: nil, height: nil)
  /// Both dimensions 0: the minimum-size query.
  public static let zero = ProposedSize(width: 0, height: 0)
  /// Both dimensions infinite: the maximum-size query.
  public static let infinity = ProposedSize(width: .infinity, height: .infinity)

  /// The proposal along `axis`.
  @inline(__always)
  public subscript(axis: Axis) -> Double? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// Builds a proposal from a major-axis and a cross-axis value.
  @inline(__always)
  static func along(_ axis: Axis, major: Double?, cross: Double?) -> ProposedSize {
    axis == .horizontal
      ? ProposedSize(width: major, height: cross) : ProposedSize(width: cross, height: major)
  }

  /// Each `nil` replaced by `fallback` (SwiftUI's `replacingUnspecifiedDimensions`, §0).
  @inline(__always)
  func replacingUnspecified(by fallback: Size) -> Size {
    Size(width: width ?? fallback.width, height: height ?? fallback.height)
  }
}
