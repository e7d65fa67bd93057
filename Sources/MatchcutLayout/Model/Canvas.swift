/// The device a scene is laid out on: size in points, safe-area insets and pixel scale
/// (LANGUAGE §1 `#Canvas`).
public struct Canvas: Sendable, Hashable {
  public var width: Double
  public var height: Double
  public var safeArea: EdgeInsets
  /// Pixels per point; frames snap to multiples of `1 / scale` (swiftui-semantics §0).
  public var scale: Double

  public init(width: Double, height: Double, safeArea: EdgeInsets = .zero, scale: Double = 1) {
    self.width = width
    self.height = height
    self.safeArea = safeArea
    self.scale = scale > 0 && scale.isFinite ? scale : 1
  }

  /// iPhone 15 Pro: 393×852, safe area top 59 / bottom 34, 3× (LANGUAGE §1).
  public static let iPhone15Pro = Canvas(
    width: 393, height: 852, safeArea: EdgeInsets(top: 59, bottom: 34), scale: 3)
  /// iPhone SE: 375×667, safe area top 20, 2× (LANGUAGE §1).
  public static let iPhoneSE = Canvas(width: 375, height: 667, safeArea: EdgeInsets(top: 20), scale: 2)
  /// iPad Pro 11": 834×1194, safe area top 24 / bottom 20, 2× (LANGUAGE §1).
  public static let iPadPro11 = Canvas(
    width: 834, height: 1194, safeArea: EdgeInsets(top: 24, bottom: 20), scale: 2)

  /// The whole canvas in window coordinates.
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// The canvas minus its safe area: where the root view is proposed and centred.
  public var safeRect: Rect {
    Rect(
      x: safeArea.leading, y: safeArea.top,
      width: max(0, width - safeArea.leading - safeArea.trailing),
      height: max(0, height - safeArea.top - safeArea.bottom))
  }
}
