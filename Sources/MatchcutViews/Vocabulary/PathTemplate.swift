/// The outline a custom `Shape`'s `path(in:)` (or a `Path` view) draws, in its view's own
/// coordinates, with every coordinate an affine function of the view's size:
/// `constant + perWidth · width + perHeight · height` (docs/semantics.md "Custom shapes").
///
/// SwiftUI calls `path(in:)` with the view's bounds whenever its size changes, so while a
/// frame animates the path is redrawn at each in-between size; a template resolved at each size
/// gives exactly those paths, for every shape whose `path(in:)` is affine in the rectangle
/// (docs/reference/swiftui-semantics.md §23.16).
public struct PathTemplate: Sendable, Hashable {
  /// One coordinate: `constant + perWidth · width + perHeight · height`.
  public struct Coordinate: Sendable, Hashable {
    public var constant: Double
    public var perWidth: Double
    public var perHeight: Double

    public init(constant: Double, perWidth: Double = 0, perHeight: Double = 0) {
      self.constant = constant
      self.perWidth = perWidth
      self.perHeight = perHeight
    }

    /// The coordinate in a view of this size.
    @inlinable public func value(width: Double, height: Double) -> Double {
      constant + perWidth * width + perHeight * height
    }
  }

  /// A point whose coordinates depend on the view's size.
  public struct Point: Sendable, Hashable {
    public var x: Coordinate
    public var y: Coordinate

    public init(x: Coordinate, y: Coordinate) {
      self.x = x
      self.y = y
    }

    /// A point that does not depend on the size.
    public init(x: Double, y: Double) {
      self.init(x: Coordinate(constant: x), y: Coordinate(constant: y))
    }

    public func resolved(width: Double, height: Double) -> (x: Double, y: Double) {
      (x.value(width: width, height: height), y.value(width: width, height: height))
    }
  }

  /// Core Graphics' path elements; a quadratic curve is kept as written, arcs and ellipses are
  /// already cubic curves.
  public enum Element: Sendable, Hashable {
    case move(to: Point)
    case line(to: Point)
    case quadCurve(to: Point, control: Point)
    case curve(to: Point, control1: Point, control2: Point)
    case close
  }

  public var elements: [Element]

  public init(elements: [Element]) {
    self.elements = elements
  }

  /// The path at one size, as SVG path data in the view's coordinates (`M`, `L`, `Q`, `C`,
  /// `Z`; numbers with at most four decimals).
  public func svgData(width: Double, height: Double) -> String {
    svgData(width: width, height: height) { ($0, $1) }
  }

  /// The path at one size, as SVG path data, each resolved point first passed through `map`
  /// (an exporter moves it to the frame's corner, or into a scaled element's own box).
  public func svgData(width: Double, height: Double, mapped map: (Double, Double) -> (Double, Double))
    -> String
  {
    var parts: [String] = []
    parts.reserveCapacity(elements.count)
    func point(_ p: Point) -> String {
      let (x, y) = p.resolved(width: width, height: height)
      let (mx, my) = map(x, y)
      return formatPathNumber(mx) + " " + formatPathNumber(my)
    }
    for element in elements {
      switch element {
      case .move(let p): parts.append("M" + point(p))
      case .line(let p): parts.append("L" + point(p))
      case .quadCurve(let p, let c): parts.append("Q" + point(c) + " " + point(p))
      case .curve(let p, let c1, let c2): parts.append("C" + point(c1) + " " + point(c2) + " " + point(p))
      case .close: parts.append("Z")
      }
    }
    return parts.joined(separator: " ")
  }
}

/// A path coordinate with at most four decimals and no trailing zeros (`12`, `0.5`, `-3.1416`).
public func formatPathNumber(_ value: Double) -> String {
  let rounded = (value * 10_000).rounded() / 10_000
  if rounded == rounded.rounded() && abs(rounded) < 1e15 {
    let whole = Int(rounded)
    return whole == 0 ? "0" : String(whole)
  }
  var text = String(rounded)
  if text.contains("e") { return String(Int(rounded.rounded())) }
  while text.hasSuffix("0") { text.removeLast() }
  return text
}
