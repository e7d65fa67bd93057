import MatchcutSource

/// `Anchor<CGRect>` and `Anchor<CGPoint>` values, and `GeometryProxy`'s `proxy[anchor]` that
/// resolves them (docs/semantics.md "Preferences").
///
/// An anchor is an opaque reference to a view's geometry: `.anchorPreference(key:value:transform:)`
/// makes one from `.bounds` or a unit point of the view it modifies, and a `GeometryProxy`
/// converts it into its own coordinate space [A]
/// https://developer.apple.com/documentation/swiftui/anchor,
/// https://developer.apple.com/documentation/swiftui/geometryproxy/subscript(_:). The value is
/// known only after layout: here an anchor holds its view's path, and `proxy[anchor]` reads the
/// frame the last layout of the state gave that path (`laidOutFrames`), moved into the reader's
/// space by the reader's own frame. In a state's first render no layout has run yet, so the
/// answer is an empty rectangle at the reader's origin, and the explorer renders the state again
/// with the frames (`Explorer.renderUncached`).
extension Interpreter {
  /// The anchor of the view at `path`; `source` is `.bounds` or a unit point (`.center`, `.top`…).
  func anchor(of path: String, source: Value) -> Value {
    .structure(StructValue(type: "Anchor", fields: [("source", .string(path)), ("kind", source)]))
  }

  /// `proxy[anchor]`: the anchor's rectangle or point in the proxy's coordinate space.
  func resolveAnchor(_ anchor: StructValue, in proxy: StructValue, file: String, range: SourceRange) throws
    -> Value
  {
    guard case .string(let source)? = anchor.field("source") else {
      try fail("semantics.type-mismatch", "this anchor does not name a view", file, range)
    }
    // What a render reads here depends on the last layout, not on the row's own values.
    rowObserved = true
    geometryPaths.insert(source)
    let (originX, originY) = proxy.field("origin").flatMap(Self.pair) ?? (0, 0)
    let frame = laidOutFrames[source] ?? Rect(x: originX, y: originY, width: 0, height: 0)
    let x = frame.x - originX
    let y = frame.y - originY
    let kind = anchor.field("kind") ?? .symbol(Symbol(name: "bounds", range: range))
    if case .symbol(let symbol) = kind, symbol.name == "bounds", symbol.arguments == nil {
      return rect(x: x, y: y, width: frame.width, height: frame.height)
    }
    if case .symbol(let symbol) = kind, symbol.name == "rect", let inner = symbol.arguments?.first,
      let (rx, ry, rw, rh) = rectNumbers(inner.value)
    {
      // `.rect(r)`: a rectangle in the view's own space.
      return rect(x: x + rx, y: y + ry, width: rw, height: rh)
    }
    if case .symbol(let symbol) = kind, symbol.name == "point", let inner = symbol.arguments?.first,
      case .point(let px, let py) = inner.value
    {
      return .point(x + px, y + py)
    }
    let unit = try toUnitPoint(kind, file: file, range: range)
    return .point(x + unit.x * frame.width, y + unit.y * frame.height)
  }
}

extension Interpreter {
  /// The key a `GeometryReader` call is known by across the renders of one state: its source
  /// place, and which of the readers made there this render it is (a reader in a `ForEach`
  /// row is made once per row). Making one marks the row as observed, so rows holding readers
  /// are evaluated afresh and every render counts the same readers.
  func readerKey(_ file: String, _ range: SourceRange) -> String {
    rowObserved = true
    let site = Self.siteKey(file, range)
    let occurrence = readerCounts[site, default: 0]
    readerCounts[site] = occurrence + 1
    return occurrence == 0 ? site : site + "#\(occurrence)"
  }

  /// A `GeometryProxy` for a view the last layout gave `frame` (its size and its origin in the
  /// window), with the canvas's safe-area insets; before the state is laid out, the canvas at
  /// the origin.
  func geometryProxy(frame: Rect?) -> StructValue {
    let insets = StructValue(
      type: "EdgeInsets",
      fields: [
        ("top", .double(canvas.safeTop)), ("leading", .double(canvas.safeLeading)),
        ("bottom", .double(canvas.safeBottom)), ("trailing", .double(canvas.safeTrailing)),
      ])
    return StructValue(
      type: "GeometryProxy",
      fields: [
        ("size", .size(frame?.width ?? canvas.width, frame?.height ?? canvas.height)),
        ("safeAreaInsets", .structure(insets)), ("origin", .point(frame?.x ?? 0, frame?.y ?? 0)),
      ])
  }
}
