import MatchcutLayout

/// Geometry helpers the motion pass needs on the layout pass's `Rect` (window points, origin
/// top-left, TOOLING §2 `frame`).
extension Rect {
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }

  /// The point at a unit position inside the rectangle (`UnitPoint` semantics).
  public func point(at anchor: UnitPoint) -> (x: Double, y: Double) {
    (x + anchor.x * width, y + anchor.y * height)
  }

  /// The component-wise interpolation `self + (other − self)·p` (swiftui-semantics §0: a frame
  /// animates as one 4-vector).
  public func interpolated(to other: Rect, _ p: Double) -> Rect {
    Rect(
      x: x + (other.x - x) * p, y: y + (other.y - y) * p,
      width: width + (other.width - width) * p, height: height + (other.height - height) * p)
  }

  /// The largest absolute change of any component between two rectangles.
  public func maxDelta(to other: Rect) -> Double {
    max(abs(other.x - x), abs(other.y - y), abs(other.width - width), abs(other.height - height))
  }

  /// True when the two rectangles overlap with a positive area.
  public func intersects(_ other: Rect) -> Bool {
    x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
  }
}

/// A point in a view's own unit square: (0, 0) top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Sendable, Hashable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let topLeading = UnitPoint(x: 0, y: 0)
}

/// A colour with straight (non-premultiplied) components in 0…1.
public struct RGBA: Sendable, Hashable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Component-wise interpolation, as SwiftUI animates `Color` (in its resolved RGB space).
  public func interpolated(to other: RGBA, _ p: Double) -> RGBA {
    RGBA(
      red: red + (other.red - red) * p, green: green + (other.green - green) * p,
      blue: blue + (other.blue - blue) * p, alpha: alpha + (other.alpha - alpha) * p)
  }

  /// `#RRGGBBAA`, each component rounded to 8 bits and clamped (TOOLING §2 `fill`); a NaN
  /// component (`Color(red: 0.0 / 0.0, …)`) is 0 (found by the fuzzer: it trapped).
  public var hex: String {
    // Nine ASCII bytes fit a small string: no heap allocation (written per node per state).
    String(unsafeUninitializedCapacity: 9) { buffer in
      func digit(_ value: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: value < 10 ? 48 + value : 55 + value)
      }
      func put(_ component: Double, at position: Int) {
        let value = component.isNaN ? 0 : Int((min(max(component, 0), 1) * 255).rounded())
        buffer[position] = digit(value >> 4)
        buffer[position + 1] = digit(value & 0xF)
      }
      buffer[0] = UInt8(ascii: "#")
      put(red, at: 1)
      put(green, at: 3)
      put(blue, at: 5)
      put(alpha, at: 7)
      return 9
    }
  }
}

/// A rectangle edge (`Edge`), used by `.move(edge:)` and `.push(from:)`.
public enum Edge: String, Sendable, Hashable {
  case top
  case leading
  case bottom
  case trailing
}
