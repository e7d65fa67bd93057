import MatchcutSource
import MatchcutViews

/// Custom shapes (docs/semantics.md "Custom shapes"): `Wave()` of a `struct Wave: Shape` is
/// drawn as the outline its `path(in:)` returns.
///
/// SwiftUI calls `path(in:)` with the view's bounds, which only layout knows, and again at every
/// in-between size while a frame animates. Semantics runs before layout, so it evaluates
/// `path(in:)` at several probe sizes and keeps the path as a `PathTemplate`: each coordinate
/// an affine function of the width and height, fitted on three probes and confirmed on three
/// more of other proportions. A path that is not affine in its rectangle (`min(width, height)`,
/// a branch on the size), that changes its elements with the size, or whose `path(in:)` cannot
/// be evaluated is drawn as its frame, a `Rectangle`, with a warning that says why.
extension Interpreter {
  /// The probe sizes: the first three fit the template, the others check it (wide, tall and
  /// smaller, so that a `min` or a branch on the proportions shows). The smallest side is 97, so
  /// a rounded corner's clamp to half the shorter side shows only for radii above 48.5 — the
  /// 61 × 47 probe tried first took every `byRoundingCorners` shape of radius 24 to 30 in the
  /// corpus for non-affine.
  static let shapeProbes: [(Double, Double)] = [
    (300, 200), (400, 200), (300, 300), (337, 241), (153, 389), (121, 97),
  ]

  func customShape(_ type: TypeInfo, _ arguments: ArgumentList, file: String, range: SourceRange) throws
    -> Value
  {
    let instance = try construct(type, arguments, file: file, range: range)
    guard let function = type.methods["path"]?.first(where: { $0.parameters.first?.firstName.text == "in" })
    else {
      return placeholderShape(type.name, reason: "it has no path(in:)", file: file, range: range)
    }
    var probes: [[Value]] = []
    for (width, height) in Self.shapeProbes {
      let rectangle = rect(x: 0, y: 0, width: width, height: height)
      let (result, error) = sink.discarding {
        try callFunction(
          function, receiver: .value(instance, type), file: type.file,
          ArgumentList(arguments: [Argument(label: "in", value: rectangle, range: range)], trailing: []),
          range: range)
      }
      guard let result, let elements = Self.pathElements(result) else {
        let reason = error.map { "its path(in:) could not be evaluated: \($0.message)" }
        return placeholderShape(
          type.name, reason: reason ?? "its path(in:) did not return a Path", file: file, range: range)
      }
      probes.append(elements)
    }
    guard let template = Self.fitTemplate(probes) else {
      return placeholderShape(
        type.name, reason: "its path is not an affine function of its rectangle", file: file, range: range)
    }
    return .view(ViewRef(Self.pathView(template, file: file, range: range)))
  }

  /// A `Rectangle` standing for a shape Matchcut cannot draw, with a warning once per type.
  private func placeholderShape(_ name: String, reason: String, file: String, range: SourceRange) -> Value {
    if sink.once.insert("custom-shape." + name).inserted {
      sink.warning(
        "semantics.custom-shape-placeholder", "the shape '\(name)' is drawn as its frame: \(reason)",
        file: file,
        range: range)
    }
    return .view(
      ViewRef(ViewValue(.primitive(name: "Rectangle", arguments: [], children: []), file: file, range: range))
    )
  }

  /// The template whose coordinates reproduce every probe: fitted on probes 0–2 (one step in
  /// width, one in height), checked on the rest; nil when the elements differ between probes or
  /// a check misses by more than 1/1000 pt.
  static func fitTemplate(_ probes: [[Value]]) -> PathTemplate? {
    // Every probe must draw as many elements, each of the same kind with as many numbers.
    guard probes.count == shapeProbes.count, let first = probes.first,
      probes.allSatisfy({ $0.count == first.count })
    else { return nil }
    let decoded = probes.map { $0.map(decodeElement) }
    let (w0, h0) = shapeProbes[0]
    let dw = shapeProbes[1].0 - w0
    let dh = shapeProbes[2].1 - h0
    var elements: [PathTemplate.Element] = []
    elements.reserveCapacity(first.count)
    for index in first.indices {
      guard let (op, base) = decoded[0][index] else { return nil }
      var coordinates: [PathTemplate.Coordinate] = []
      for slot in base.indices {
        var values: [Double] = []
        for probe in decoded {
          guard let (probeOp, numbers) = probe[index], probeOp == op, numbers.count == base.count else {
            return nil
          }
          values.append(numbers[slot])
        }
        let perWidth = (values[1] - values[0]) / dw
        let perHeight = (values[2] - values[0]) / dh
        let coordinate = PathTemplate.Coordinate(
          constant: values[0] - perWidth * w0 - perHeight * h0, perWidth: perWidth, perHeight: perHeight)
        for check in 3..<shapeProbes.count {
          let (w, h) = shapeProbes[check]
          if abs(coordinate.value(width: w, height: h) - values[check]) > 1e-3 { return nil }
        }
        coordinates.append(coordinate)
      }
      guard let element = makeElement(op, coordinates) else { return nil }
      elements.append(element)
    }
    return PathTemplate(elements: elements)
  }

  /// A `Path` drawn where a view is expected (`Path { … }` in a body): its coordinates do not
  /// depend on the frame, as `Path.path(in:)` returns the path itself.
  static func pathView(_ elements: [Value], file: String, range: SourceRange) -> ViewValue {
    let template = PathTemplate(
      elements: elements.compactMap { element in
        guard let (op, numbers) = decodeElement(element) else { return nil }
        return makeElement(op, numbers.map { PathTemplate.Coordinate(constant: $0) })
      })
    return pathView(template, file: file, range: range)
  }

  /// The `Path` primitive view drawing `template`, which `Renderer` reads back with
  /// `pathTemplate(fromArgument:)`.
  static func pathView(_ template: PathTemplate, file: String, range: SourceRange) -> ViewValue {
    ViewValue(
      .primitive(
        name: pathTypeName, arguments: [Argument(label: "outline", value: encode(template), range: range)],
        children: []), file: file, range: range)
  }

  /// A template as a value a primitive view can carry: one `[op, [c, w, h]…]` array per element.
  static func encode(_ template: PathTemplate) -> Value {
    func coordinate(_ c: PathTemplate.Coordinate) -> Value {
      .array([.double(c.constant), .double(c.perWidth), .double(c.perHeight)])
    }
    func point(_ p: PathTemplate.Point) -> [Value] { [coordinate(p.x), coordinate(p.y)] }
    return .array(
      template.elements.map { element in
        switch element {
        case .move(let p): .array([.string("M")] + point(p))
        case .line(let p): .array([.string("L")] + point(p))
        case .quadCurve(let p, let c): .array([.string("Q")] + point(c) + point(p))
        case .curve(let p, let c1, let c2): .array([.string("C")] + point(c1) + point(c2) + point(p))
        case .close: .array([.string("Z")])
        }
      })
  }

  /// The template a `Path` primitive's `outline:` argument carries.
  static func pathTemplate(fromArgument value: Value) -> PathTemplate? {
    guard case .array(let items) = value else { return nil }
    var elements: [PathTemplate.Element] = []
    for item in items {
      guard case .array(let parts) = item, case .string(let op)? = parts.first else { return nil }
      var coordinates: [PathTemplate.Coordinate] = []
      for part in parts.dropFirst() {
        guard case .array(let triple) = part, triple.count == 3, let c = triple[0].number,
          let w = triple[1].number, let h = triple[2].number
        else { return nil }
        coordinates.append(PathTemplate.Coordinate(constant: c, perWidth: w, perHeight: h))
      }
      guard let element = makeElement(op, coordinates) else { return nil }
      elements.append(element)
    }
    return PathTemplate(elements: elements)
  }

  /// The element `op` makes of its coordinates (x, y pairs in `Path`'s element order).
  private static func makeElement(_ op: String, _ c: [PathTemplate.Coordinate]) -> PathTemplate.Element? {
    func point(_ i: Int) -> PathTemplate.Point { PathTemplate.Point(x: c[i], y: c[i + 1]) }
    switch (op, c.count) {
    case ("M", 2): return .move(to: point(0))
    case ("L", 2): return .line(to: point(0))
    case ("Q", 4): return .quadCurve(to: point(2), control: point(0))
    case ("C", 6): return .curve(to: point(4), control1: point(0), control2: point(2))
    case ("Z", 0): return .close
    default: return nil
    }
  }
}
