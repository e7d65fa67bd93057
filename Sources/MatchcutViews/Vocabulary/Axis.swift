/// One of the two axes of a view (`Axis`).
public enum Axis: UInt8, Sendable, Hashable {
  case horizontal
  case vertical

  /// The other axis.
  @inlinable @inline(__always)
  public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A set of axes (`Axis.Set`: `ScrollView(axes)`, `fixedSize(horizontal:vertical:)`).
public struct Axes: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

  @inlinable public static var horizontal: Axes { Axes(rawValue: 1) }
  @inlinable public static var vertical: Axes { Axes(rawValue: 2) }
  @inlinable public static var both: Axes { Axes(rawValue: 3) }

  /// Whether `axis` is in the set.
  @inlinable @inline(__always)
  public func contains(_ axis: Axis) -> Bool {
    contains(axis == .horizontal ? Axes.horizontal : Axes.vertical)
  }
}
