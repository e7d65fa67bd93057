/// The releases of a drag along one direction that take one edge: translations along `axis`
/// with the sign `sign` whose magnitude is at least `minimum` and below `maximum` (nil: no
/// end), found by the semantic pass to 0.5 pt (docs/states.md "Drag probes"). A player picks
/// the release edge whose range holds the real drag's translation on that axis.
public struct DragReleaseRange: Sendable, Hashable {
  /// The axis of the translation: `horizontal` is its width, `vertical` its height.
  public var axis: Axis
  /// +1: right or down; −1: left or up.
  public var sign: Int
  public var minimum: Double
  public var maximum: Double?

  public init(axis: Axis, sign: Int, minimum: Double, maximum: Double?) {
    self.axis = axis
    self.sign = sign
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The translation component the range is along, as the timeline and `states --json` write
  /// it: `width` or `height`.
  public var component: String { axis == .horizontal ? "width" : "height" }

  /// Whether a release at translation (`width`, `height`) falls in the range.
  public func contains(width: Double, height: Double) -> Bool {
    let along = (axis == .horizontal ? width : height) * Double(sign)
    return along >= minimum && (maximum.map { along < $0 } ?? true)
  }
}
