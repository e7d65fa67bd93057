/// A width and height in points.
public struct Size: Sendable, Hashable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)

  /// The length along `axis`.
  @inline(__always)
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// Builds a size from a major-axis and a cross-axis length.
  @inline(__always)
  static func along(_ axis: Axis, major: Double, cross: Double) -> Size {
    axis == .horizontal ? Size(width: major, height: cross) : Size(width: cross, height: major)
  }
}

/// A point in points, y growing downwards.
public struct Point: Sendable, Hashable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)

  /// The coordinate along `axis`.
  @inline(__always)
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? x : y }
    set {
      if axis == .horizontal { x = newValue } else { y = newValue }
    }
  }
}

/// `Rect` (MatchcutViews' vocabulary) as layout's `Point` and `Size`.
extension Rect {
  public init(origin: Point, size: Size) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  public var origin: Point { Point(x: x, y: y) }
  public var size: Size { Size(width: width, height: height) }
}
