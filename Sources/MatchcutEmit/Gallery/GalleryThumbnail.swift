import MatchcutLayout
import MatchcutMotion
import MatchcutViews

/// The index card's picture: one state of a scene as inline SVG, drawn from its nodes in paint
/// order — shapes and colours as (rounded) rectangles or their custom outline, text as `<text>`
/// in Inter, images as placeholder boxes with their name. Clips become `<clipPath>`s. An approximation for
/// recognising the sample, not a renderer (the scene pages draw with the player).
enum GalleryThumbnail {
  static func svg(_ scene: CompiledScene, state: StateLayout, width: Double, idPrefix: String) -> String {
    let canvas = scene.canvas
    let height = width * canvas.height / max(canvas.width, 1)
    var defs: [String] = []
    var body: [String] = []
    let opacities = state.effectiveOpacities
    for (index, view) in state.views.enumerated() {
      guard let kind = view.kind, let nodeIndex = scene.table.index(of: view.path) else { continue }
      let node = scene.table.nodes[nodeIndex]
      let opacity = index < opacities.count ? opacities[index] : 1
      guard opacity > 0.001 else { continue }
      var attributes = ""
      if opacity < 1 { attributes += " opacity=\"\(GalleryHTML.number(opacity))\"" }
      if let clip = view.clip {
        let id = "\(idPrefix)c\(defs.count)"
        defs.append(
          "<clipPath id=\"\(id)\">"
            + outline(clip.rect, shape: clip.shape, radius: clip.cornerRadius, template: clip.outline)
            + "</clipPath>"
        )
        attributes += " clip-path=\"url(#\(id))\""
      }
      if view.scale != 1 || view.rotation != 0 {
        let f = view.frame
        let cx = GalleryHTML.number(f.x + f.width / 2)
        let cy = GalleryHTML.number(f.y + f.height / 2)
        attributes +=
          " transform=\"translate(\(cx) \(cy)) rotate(\(GalleryHTML.number(view.rotation)))"
          + " scale(\(GalleryHTML.number(view.scale))) translate(-\(cx) -\(cy))\""
      }
      let pixel = canvas.scale > 0 && canvas.scale.isFinite ? 1 / canvas.scale : 1
      body.append("<g\(attributes)>\(draw(view, kind: kind, text: node.text, pixel: pixel))</g>")
    }
    let w = GalleryHTML.number(canvas.width)
    let h = GalleryHTML.number(canvas.height)
    return "<svg class=\"thumb\" width=\"\(GalleryHTML.number(width))\""
      + " height=\"\(GalleryHTML.number(height))\" viewBox=\"0 0 \(w) \(h)\" role=\"img\""
      + " aria-label=\"\(GalleryHTML.escape(scene.preview)), state \(state.id)\">"
      + "<rect width=\"\(w)\" height=\"\(h)\" fill=\"#FFFFFF\"/>"
      + (defs.isEmpty ? "" : "<defs>" + defs.joined() + "</defs>") + body.joined() + "</svg>"
  }

  private static func draw(_ view: ViewRecord, kind: DrawnKind, text: String?, pixel: Double) -> String {
    let f = view.frame
    switch kind {
    case .text:
      if let font = view.font, let lines = SceneTexts.lines(of: view, pixel: pixel) {
        // Layout's lines at the text's font, lined up by its alignment (one line is centred).
        let lineHeight = font.size * TextMetrics.lineHeightRatio
        let top = f.y + f.height / 2 - Double(lines.count) * lineHeight / 2
        let alignment = lines.count > 1 ? font.alignment : .center
        let (x, anchor) =
          alignment == .leading
          ? (f.x, "start") : alignment == .trailing ? (f.x + f.width, "end") : (f.x + f.width / 2, "middle")
        var element =
          "<text x=\"\(GalleryHTML.number(x))\" y=\"\(GalleryHTML.number(top + font.size * TextMetrics.ascentRatio))\""
          + " text-anchor=\"\(anchor)\" font-family=\"Inter, sans-serif\" font-size=\"\(GalleryHTML.number(font.size))\""
          + " font-weight=\"\(font.weightValue)\" fill=\"\(view.fill?.hex ?? "#000000FF")\">"
        for (index, line) in lines.enumerated() {
          element +=
            "<tspan x=\"\(GalleryHTML.number(x))\" dy=\"\(index == 0 ? "0" : GalleryHTML.number(lineHeight))\">"
            + "\(GalleryHTML.escape(inlineSymbols(line)))</tspan>"
        }
        return element + "</text>"
      }
      let size = min(max(f.height * 0.8, 6), 34)
      let label = GalleryHTML.escape(inlineSymbols(text ?? ""))
      return "<text x=\"\(GalleryHTML.number(f.x))\" y=\"\(GalleryHTML.number(f.y + size))\""
        + " font-family=\"Inter, sans-serif\" font-size=\"\(GalleryHTML.number(size))\""
        + " fill=\"\(view.fill?.hex ?? "#000000FF")\">\(label)</text>"
    case .image:
      let name = text ?? "image"
      let label = GalleryHTML.escape(name)
      // The name fitted to the box (Inter's average advance is about 0.58 em), never spilling.
      let size = max(1, min(12, f.height / 3, f.width * 0.9 / (0.58 * Double(max(name.count, 1)))))
      let caption =
        "<text x=\"\(GalleryHTML.number(f.x + f.width / 2))\" y=\"\(GalleryHTML.number(f.y + f.height / 2))\""
        + " text-anchor=\"middle\" dominant-baseline=\"central\" font-family=\"Inter, sans-serif\""
        + " font-size=\"\(GalleryHTML.number(size))\""
      if let fill = view.fill {
        // An SF Symbol: an icon outline of its font's size in its colour, its name inside.
        let stroke = max(1, min(f.width, f.height) * 0.06)
        let inset = Rect(
          x: f.x + stroke / 2, y: f.y + stroke / 2, width: max(0, f.width - stroke),
          height: max(0, f.height - stroke))
        let strokeAttributes =
          " fill=\"none\" stroke=\"\(fill.hex)\" stroke-opacity=\"0.45\""
          + " stroke-width=\"\(GalleryHTML.number(stroke))\""
        return outline(
          inset, shape: .roundedRect, radius: min(f.width, f.height) * 0.26, attributes: strokeAttributes)
          + caption + " font-weight=\"600\" fill=\"\(fill.hex)\">\(label)</text>"
      }
      return outline(f, shape: .roundedRect, radius: view.cornerRadius, fill: "#D1D1D6FF")
        + caption + " fill=\"#636366FF\">\(label)</text>"
    case .shape, .color, .divider, .container:
      if kind == .shape, let stroke = view.stroke {
        return strokedOutline(
          f, shape: view.shape ?? .roundedRect, radius: view.cornerRadius, stroke, view.fill,
          template: view.outline)
      }
      let fill = view.fill?.hex ?? (kind == .divider ? "#C6C6C8FF" : "none")
      guard fill != "none" else { return "" }
      return outline(
        f, shape: view.shape ?? .roundedRect, radius: view.cornerRadius, fill: fill,
        template: kind == .shape ? view.outline : nil)
    }
  }

  /// An inline `Image(systemName:)` in a text (`[star.fill]` in the view's string) as one
  /// glyph-sized placeholder, U+25A2, as the player draws a glyph-sized box.
  static func inlineSymbols(_ text: String) -> String {
    var out = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "[") {
      out += rest[..<open]
      let after = rest[rest.index(after: open)...]
      guard let close = after.firstIndex(of: "]") else {
        rest = rest[open...]
        break
      }
      let name = after[..<close]
      let isSymbolName =
        !name.isEmpty && name.first != "." && name.last != "."
        && name.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 46 }
      out += isSymbolName ? "\u{25A2}" : rest[open...close]
      rest = after[after.index(after: close)...]
    }
    return out + rest
  }

  /// A stroked shape: no fill, a line `lineWidth` wide along its outline in its colour (black
  /// without one, the foreground), on the path `StrokeOutline.linePath` gives
  /// (swiftui-semantics §23.6).
  static func strokedOutline(
    _ rect: Rect, shape: DrawnShape, radius: Double, _ stroke: StrokeOutline, _ colour: RGBA?,
    template: PathTemplate? = nil
  ) -> String {
    let path = stroke.linePath(box: rect, radius: radius)
    let attributes =
      " fill=\"none\" stroke=\"\((colour ?? RGBA(red: 0, green: 0, blue: 0)).hex)\""
      + " stroke-width=\"\(GalleryHTML.number(max(0, stroke.lineWidth)))\""
    return outline(path.box, shape: shape, radius: path.radius, attributes: attributes, template: template)
  }

  /// A rectangle, rounded rectangle, capsule, circle or ellipse filling `rect`; a custom shape
  /// (`template`) as its outline resolved at `rect`'s size, from its corner.
  static func outline(
    _ rect: Rect, shape: DrawnShape, radius: Double, fill: String? = nil, attributes: String = "",
    template: PathTemplate? = nil
  ) -> String {
    let fillAttribute = (fill.map { " fill=\"\($0)\"" } ?? "") + attributes
    if shape == .path, let template {
      return "<path d=\"\(template.svgData(in: rect))\"\(fillAttribute)/>"
    }
    let x = GalleryHTML.number(rect.x)
    let y = GalleryHTML.number(rect.y)
    let cx = GalleryHTML.number(rect.x + rect.width / 2)
    let cy = GalleryHTML.number(rect.y + rect.height / 2)
    switch shape {
    case .circle:
      let r = GalleryHTML.number(min(rect.width, rect.height) / 2)
      return "<circle cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(r)\"\(fillAttribute)/>"
    case .ellipse:
      return "<ellipse cx=\"\(cx)\" cy=\"\(cy)\" rx=\"\(GalleryHTML.number(rect.width / 2))\""
        + " ry=\"\(GalleryHTML.number(rect.height / 2))\"\(fillAttribute)/>"
    case .rect, .roundedRect, .capsule, .path:
      let r =
        shape == .capsule ? min(rect.width, rect.height) / 2 : min(radius, min(rect.width, rect.height) / 2)
      let rounding = r > 0 ? " rx=\"\(GalleryHTML.number(r))\"" : ""
      return "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(GalleryHTML.number(rect.width))\""
        + " height=\"\(GalleryHTML.number(rect.height))\"\(rounding)\(fillAttribute)/>"
    }
  }
}
