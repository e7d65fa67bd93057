import MatchcutSource
import MatchcutViews

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SwiftUI's `Path` (docs/semantics.md "Custom shapes"): a value whose elements are kept as
/// Core Graphics builds them, in the coordinates they were given. Arcs, ellipses and rounded
/// rectangles become cubic curves when they are added, as `CGPath` itself stores them.
///
/// A `Path` is the structure `Path` with one field, `elements`: an array of
/// `[op, numbers…]` arrays (`["M", x, y]`, `["L", x, y]`, `["Q", cx, cy, x, y]`,
/// `["C", c1x, c1y, c2x, c2y, x, y]`, `["Z"]`).
extension Interpreter {
  static let pathTypeName = "Path"

  /// A `Path` value with these elements.
  static func pathValue(_ elements: [Value]) -> Value {
    .structure(StructValue(type: pathTypeName, fields: [("elements", .array(elements))]))
  }

  /// The elements of a `Path` value, or nil when `value` is not one.
  static func pathElements(_ value: Value) -> [Value]? {
    guard case .structure(let s) = value, s.type == pathTypeName,
      case .array(let elements)? = s.field("elements")
    else { return nil }
    return elements
  }

  /// A `Path` element's operator and numbers; nil for anything else.
  static func decodeElement(_ element: Value) -> (String, [Double])? {
    guard case .array(let parts) = element, case .string(let op)? = parts.first else { return nil }
    let numbers = parts.dropFirst().compactMap(\.number)
    guard numbers.count == parts.count - 1 else { return nil }
    return (op, numbers)
  }

  /// `Path()`, `Path { path in … }`, `Path(rect)`, `Path(roundedRect:cornerRadius:)`,
  /// `Path(ellipseIn:)`.
  func constructPath(_ arguments: ArgumentList, file: String, range: SourceRange) throws -> Value {
    let all = arguments.all
    guard let first = all.first else { return Self.pathValue([]) }
    if case .closure(let closure) = first.value {
      // `Path { path in … }`: the closure receives an empty path `inout` and builds it.
      let built = try callClosureUpdatingFirst(closure, [Self.pathValue([])], range: range)
      return Self.pathElements(built) != nil ? built : Self.pathValue([])
    }
    var builder = PathBuilder()
    switch first.label {
    case nil:
      if Self.pathElements(first.value) != nil { return first.value }
      guard let r = rectNumbers(first.value) else { break }
      builder.addRect(r)
      return Self.pathValue(builder.elements)
    case "roundedRect":
      guard let r = rectNumbers(first.value) else { break }
      let (cw, ch) = cornerSize(arguments)
      builder.addRoundedRect(r, cornerWidth: cw, cornerHeight: ch)
      return Self.pathValue(builder.elements)
    case "ellipseIn":
      guard let r = rectNumbers(first.value) else { break }
      builder.addEllipse(r)
      return Self.pathValue(builder.elements)
    default:
      break
    }
    let described =
      first.label.map { "'Path(\($0):)' of a value of type '\(first.value.typeName)'" }
      ?? "'Path(_:)' of a value of type '\(first.value.typeName)'"
    try fail("semantics.unsupported-path", "\(described) is not modelled", file, range)
  }

  /// A mutating `Path` method (`move(to:)`, `addLine(to:)`, `addArc(…)`, …) applied to
  /// `elements`; nil when `name` is not one.
  func pathMethod(
    _ elements: [Value], _ name: String, _ arguments: ArgumentList, file: String, range: SourceRange
  )
    throws -> [Value]?
  {
    var builder = PathBuilder(elements: elements)
    func point(_ label: String?) -> (Double, Double)? {
      let argument = label.map { arguments.labelled($0) } ?? arguments.arguments.first
      return argument.flatMap { Self.pair($0.value) }
    }
    func number(_ label: String) -> Double? { arguments.labelled(label)?.value.number }
    func angle(_ label: String) throws -> Double? {
      guard let value = arguments.labelled(label)?.value else { return nil }
      return try angleDegrees(value, file: file, range: range).map { $0 * Double.pi / 180 }
    }
    switch name {
    case "move":
      guard let p = point("to") else { return nil }
      builder.move(p)
    case "addLine":
      guard let p = point("to") else { return nil }
      builder.line(p)
    case "addLines":
      guard case .array(let items)? = arguments.arguments.first?.value else { return nil }
      let points = items.compactMap(Self.pair)
      guard let start = points.first, points.count == items.count else { return nil }
      builder.move(start)
      for p in points.dropFirst() { builder.line(p) }
    case "addQuadCurve":
      guard let p = point("to"), let c = point("control") else { return nil }
      builder.quad(p, control: c)
    case "addCurve":
      guard let p = point("to"), let c1 = point("control1"), let c2 = point("control2") else { return nil }
      builder.curve(p, c1, c2)
    case "addArc" where arguments.labelled("center") != nil:
      guard let c = point("center"), let r = number("radius"), let start = try angle("startAngle"),
        let end = try angle("endAngle")
      else { return nil }
      let clockwise = try arguments.labelled("clockwise").map { try truth($0.value, file, range) } ?? false
      builder.arc(center: c, radius: r, start: start, end: end, clockwise: clockwise)
    case "addRect":
      guard let r = arguments.arguments.first.flatMap({ rectNumbers($0.value) }) else { return nil }
      builder.addRect(r)
    case "addRoundedRect":
      guard let r = arguments.labelled("in").flatMap({ rectNumbers($0.value) }) else { return nil }
      let (cw, ch) = cornerSize(arguments)
      builder.addRoundedRect(r, cornerWidth: cw, cornerHeight: ch)
    case "addEllipse":
      guard let r = arguments.labelled("in").flatMap({ rectNumbers($0.value) }) else { return nil }
      builder.addEllipse(r)
    case "addPath":
      guard let other = arguments.arguments.first.flatMap({ Self.pathElements($0.value) }) else { return nil }
      builder.elements += other
    case "closeSubpath":
      builder.close()
    default:
      return nil
    }
    return builder.elements
  }

  /// `UIBezierPath(rect:)`, `(ovalIn:)`, `(roundedRect:cornerRadius:)` and
  /// `(roundedRect:byRoundingCorners:cornerRadii:)` as a `Path` (its `cgPath` is itself); nil
  /// for the other initializers, which stay stand-ins. UIKit rounds the chosen corners with
  /// the radii, each at most half the side (UIBezierPath's documentation).
  func bezierPath(_ arguments: ArgumentList) -> Value? {
    var builder = PathBuilder()
    if let r = arguments.labelled("rect").flatMap({ rectNumbers($0.value) }) {
      builder.addRect(r)
    } else if let r = arguments.labelled("ovalIn").flatMap({ rectNumbers($0.value) }) {
      builder.addEllipse(r)
    } else if let r = arguments.labelled("roundedRect").flatMap({ rectNumbers($0.value) }) {
      if let radius = arguments.labelled("cornerRadius")?.value.number {
        builder.addRoundedRect(r, cornerWidth: radius, cornerHeight: radius)
      } else if let radii = arguments.labelled("cornerRadii").flatMap({ Self.pair($0.value) }),
        let corners = arguments.labelled("byRoundingCorners").map({ rectCorners($0.value) })
      {
        builder.addRoundedRect(r, corners: corners, cornerWidth: radii.0, cornerHeight: radii.1)
      } else {
        return nil
      }
    } else {
      return nil
    }
    return Self.pathValue(builder.elements)
  }

  /// The corners a `UIRectCorner` names: `.topLeft`, `[.topLeft, .bottomRight]`, `.allCorners`.
  private func rectCorners(_ value: Value) -> Set<String> {
    switch value {
    case .array(let items):
      return items.reduce(into: Set<String>()) { $0.formUnion(rectCorners($1)) }
    case .symbol(let s) where s.name == "allCorners":
      return PathBuilder.allCorners
    case .symbol(let s):
      return [s.name]
    case .enumCase(_, let name, _):
      return [name]
    default:
      return []
    }
  }

  /// `cornerRadius: r` or `cornerSize: CGSize(…)`; zero without either.
  private func cornerSize(_ arguments: ArgumentList) -> (Double, Double) {
    if let r = arguments.labelled("cornerRadius")?.value.number { return (r, r) }
    if let size = arguments.labelled("cornerSize").flatMap({ Self.pair($0.value) }) { return size }
    return (0, 0)
  }
}

/// Appends Core Graphics' path elements to a `Path`'s element list, turning arcs and ellipses
/// into cubic curves of at most a quarter turn each (the control distance `4/3·tan(θ/4)·r`).
struct PathBuilder {
  /// `UIRectCorner.allCorners`, by the names of its members.
  static let allCorners: Set<String> = ["topLeft", "topRight", "bottomLeft", "bottomRight"]
  var elements: [Value] = []
  /// The current point and the start of the current subpath, for arcs and `closeSubpath`.
  private(set) var current: (Double, Double)?
  private var subpathStart: (Double, Double)?

  init(elements: [Value] = []) {
    self.elements = elements
    for element in elements {
      guard let (op, numbers) = Interpreter.decodeElement(element) else { continue }
      if op == "Z" {
        current = subpathStart
      } else if numbers.count >= 2 {
        current = (numbers[numbers.count - 2], numbers[numbers.count - 1])
        if op == "M" { subpathStart = current }
      }
    }
  }

  private mutating func append(_ op: String, _ numbers: [Double]) {
    elements.append(.array([.string(op)] + numbers.map(Value.double)))
  }

  mutating func move(_ p: (Double, Double)) {
    append("M", [p.0, p.1])
    current = p
    subpathStart = p
  }

  mutating func line(_ p: (Double, Double)) {
    // Core Graphics starts a subpath at a line's end when there is no current point.
    guard current != nil else { return move(p) }
    append("L", [p.0, p.1])
    current = p
  }

  mutating func quad(_ p: (Double, Double), control c: (Double, Double)) {
    if current == nil { move(c) }
    append("Q", [c.0, c.1, p.0, p.1])
    current = p
  }

  mutating func curve(_ p: (Double, Double), _ c1: (Double, Double), _ c2: (Double, Double)) {
    if current == nil { move(c1) }
    append("C", [c1.0, c1.1, c2.0, c2.1, p.0, p.1])
    current = p
  }

  mutating func close() {
    guard current != nil else { return }
    append("Z", [])
    current = subpathStart
  }

  /// `addArc(center:radius:startAngle:endAngle:clockwise:)`, angles in radians. In SwiftUI's
  /// y-down coordinates, `clockwise: false` runs the angle upwards, which is clockwise on
  /// screen (the flipped-coordinates note of `CGContext`'s arc documentation). A line joins the
  /// current point to the arc's start; without one, the arc starts a subpath.
  mutating func arc(center c: (Double, Double), radius r: Double, start: Double, end: Double, clockwise: Bool)
  {
    var sweep = end - start
    let turn = 2 * Double.pi
    if clockwise {
      while sweep > 0 { sweep -= turn }
      if sweep < -turn { sweep = -turn }
    } else {
      while sweep < 0 { sweep += turn }
      if sweep > turn { sweep = turn }
    }
    let startPoint = (c.0 + r * cos(start), c.1 + r * sin(start))
    if let current {
      if abs(current.0 - startPoint.0) > 1e-9 || abs(current.1 - startPoint.1) > 1e-9 { line(startPoint) }
    } else {
      move(startPoint)
    }
    let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
    let step = sweep / Double(pieces)
    let k = 4.0 / 3.0 * tan(step / 4)
    var a = start
    for _ in 0..<pieces {
      let b = a + step
      let p0 = (c.0 + r * cos(a), c.1 + r * sin(a))
      let p3 = (c.0 + r * cos(b), c.1 + r * sin(b))
      let c1 = (p0.0 - k * r * sin(a), p0.1 + k * r * cos(a))
      let c2 = (p3.0 + k * r * sin(b), p3.1 - k * r * cos(b))
      curve(p3, c1, c2)
      a = b
    }
  }

  mutating func addRect(_ r: (x: Double, y: Double, width: Double, height: Double)) {
    move((r.x, r.y))
    line((r.x + r.width, r.y))
    line((r.x + r.width, r.y + r.height))
    line((r.x, r.y + r.height))
    close()
  }

  /// An ellipse inscribed in `r`: four quarter arcs from the right-hand point.
  mutating func addEllipse(_ r: (x: Double, y: Double, width: Double, height: Double)) {
    let cx = r.x + r.width / 2
    let cy = r.y + r.height / 2
    let rx = r.width / 2
    let ry = r.height / 2
    let k = 4.0 / 3.0 * (2.0.squareRoot() - 1)
    move((cx + rx, cy))
    curve((cx, cy + ry), (cx + rx, cy + k * ry), (cx + k * rx, cy + ry))
    curve((cx - rx, cy), (cx - k * rx, cy + ry), (cx - rx, cy + k * ry))
    curve((cx, cy - ry), (cx - rx, cy - k * ry), (cx - k * rx, cy - ry))
    curve((cx + rx, cy), (cx + k * rx, cy - ry), (cx + rx, cy - k * ry))
    close()
  }

  /// A rectangle whose `corners` (`topLeft`, `topRight`, `bottomLeft`, `bottomRight`; all by
  /// default) are elliptical quarter arcs, each corner's radii at most half the side.
  mutating func addRoundedRect(
    _ r: (x: Double, y: Double, width: Double, height: Double),
    corners: Set<String> = allCorners, cornerWidth: Double,
    cornerHeight: Double
  ) {
    let rx = min(max(0, cornerWidth), r.width / 2)
    let ry = min(max(0, cornerHeight), r.height / 2)
    guard rx > 0, ry > 0, !corners.isEmpty else { return addRect(r) }
    let k = 4.0 / 3.0 * (2.0.squareRoot() - 1)
    let (minX, minY, maxX, maxY) = (r.x, r.y, r.x + r.width, r.y + r.height)
    func radii(_ corner: String) -> (Double, Double) { corners.contains(corner) ? (rx, ry) : (0, 0) }
    let (tlx, tly) = radii("topLeft")
    let (trx, try_) = radii("topRight")
    let (brx, bry) = radii("bottomRight")
    let (blx, bly) = radii("bottomLeft")
    move((minX + tlx, minY))
    line((maxX - trx, minY))
    if trx > 0 { curve((maxX, minY + try_), (maxX - trx + k * trx, minY), (maxX, minY + try_ - k * try_)) }
    line((maxX, maxY - bry))
    if brx > 0 { curve((maxX - brx, maxY), (maxX, maxY - bry + k * bry), (maxX - brx + k * brx, maxY)) }
    line((minX + blx, maxY))
    if blx > 0 { curve((minX, maxY - bly), (minX + blx - k * blx, maxY), (minX, maxY - bly + k * bly)) }
    line((minX, minY + tly))
    if tlx > 0 { curve((minX + tlx, minY), (minX, minY + tly - k * tly), (minX + tlx - k * tlx, minY)) }
    close()
  }
}
