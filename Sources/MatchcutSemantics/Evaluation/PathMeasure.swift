/// Lengths along a `Path` value's elements (`Interpreter+Path.swift`), for what `Path` answers
/// about itself: `currentPoint`, `boundingRect`, `isEmpty` and `trimmedPath(from:to:)`.
///
/// Core Graphics trims a path by the fraction of its length (SwiftUI's
/// `trimmedPath(from:to:)`: "the partial path that lies between the fractions"). Curves are
/// measured as polylines of `steps` chords each; the trimmed path is that polyline, so a
/// curve's trimmed part is drawn as chords (at 32 per curve, within 0.1 % of its length for the
/// curves shapes use).
struct PathMeasure {
  static let steps = 32

  /// Each subpath as the points of its polyline.
  private(set) var subpaths: [[(Double, Double)]] = []

  init(_ elements: [Value]) {
    var current: (Double, Double)?
    var start: (Double, Double)?
    for element in elements {
      guard let (op, n) = Interpreter.decodeElement(element) else { continue }
      switch (op, n.count) {
      case ("M", 2):
        current = (n[0], n[1])
        start = current
        subpaths.append([(n[0], n[1])])
      case ("L", 2):
        add((n[0], n[1]), &current)
      case ("Q", 4):
        guard let p0 = current else { continue }
        for i in 1...Self.steps {
          let t = Double(i) / Double(Self.steps)
          let u = 1 - t
          add(
            (u * u * p0.0 + 2 * u * t * n[0] + t * t * n[2], u * u * p0.1 + 2 * u * t * n[1] + t * t * n[3]),
            &current)
        }
      case ("C", 6):
        guard let p0 = current else { continue }
        for i in 1...Self.steps {
          let t = Double(i) / Double(Self.steps)
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          add(
            (
              a * p0.0 + b * n[0] + c * n[2] + d * n[4],
              a * p0.1 + b * n[1] + c * n[3] + d * n[5]
            ), &current)
        }
      case ("Z", _):
        if let start { add(start, &current) }
      default:
        continue
      }
    }
  }

  private mutating func add(_ p: (Double, Double), _ current: inout (Double, Double)?) {
    if subpaths.isEmpty { subpaths.append([current ?? p]) }
    subpaths[subpaths.count - 1].append(p)
    current = p
  }

  private static func distance(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
    ((b.0 - a.0) * (b.0 - a.0) + (b.1 - a.1) * (b.1 - a.1)).squareRoot()
  }

  var length: Double {
    subpaths.reduce(0) { total, points in
      total + zip(points, points.dropFirst()).reduce(0) { $0 + Self.distance($1.0, $1.1) }
    }
  }

  /// The tight bounds of the drawn outline: the bounds of its polyline.
  var bounds: (x: Double, y: Double, width: Double, height: Double)? {
    let points = subpaths.flatMap { $0 }
    guard let first = points.first else { return nil }
    var (minX, minY, maxX, maxY) = (first.0, first.1, first.0, first.1)
    for p in points {
      minX = min(minX, p.0)
      minY = min(minY, p.1)
      maxX = max(maxX, p.0)
      maxY = max(maxY, p.1)
    }
    return (minX, minY, maxX - minX, maxY - minY)
  }

  /// The polyline of the part between the fractions `from` and `to` of the length, as
  /// subpaths of points; empty when `to <= from`.
  func trimmed(from: Double, to: Double) -> [[(Double, Double)]] {
    let total = length
    let lo = max(0, min(1, from)) * total
    let hi = max(0, min(1, to)) * total
    guard hi > lo || (total == 0 && to > from) else { return [] }
    var out: [[(Double, Double)]] = []
    var walked = 0.0
    for points in subpaths {
      var piece: [(Double, Double)] = []
      for (a, b) in zip(points, points.dropFirst()) {
        let d = Self.distance(a, b)
        let segmentStart = walked
        walked += d
        guard walked >= lo, segmentStart <= hi else { continue }
        func at(_ s: Double) -> (Double, Double) {
          guard d > 0 else { return a }
          let t = (s - segmentStart) / d
          return (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
        }
        if piece.isEmpty { piece.append(at(max(lo, segmentStart))) }
        piece.append(at(min(hi, walked)))
      }
      if !piece.isEmpty { out.append(piece) }
    }
    return out
  }
}

extension Interpreter {
  /// What a `Path` value answers as a property: `currentPoint` (nil for an empty path),
  /// `boundingRect`, `isEmpty`; nil when `name` is none of these.
  func pathProperty(_ elements: [Value], _ name: String) -> Value? {
    switch name {
    case "isEmpty":
      return .bool(elements.isEmpty)
    case "currentPoint":
      let builder = PathBuilder(elements: elements)
      return builder.current.map { .point($0.0, $0.1) } ?? .null
    case "boundingRect":
      let b = PathMeasure(elements).bounds ?? (0, 0, 0, 0)
      return rect(x: b.x, y: b.y, width: b.width, height: b.height)
    default:
      return nil
    }
  }

  /// `path.trimmedPath(from:to:)`: the part of the path between two fractions of its length.
  func trimmedPath(_ elements: [Value], _ arguments: ArgumentList) -> Value? {
    guard let from = arguments.labelled("from")?.value.number, let to = arguments.labelled("to")?.value.number
    else { return nil }
    var builder = PathBuilder(elements: [])
    for piece in PathMeasure(elements).trimmed(from: from, to: to) {
      guard let first = piece.first else { continue }
      builder.move(first)
      for p in piece.dropFirst() { builder.line(p) }
    }
    return Self.pathValue(builder.elements)
  }
}
