import MatchcutLayout
import MatchcutMotion
import MatchcutSource
import MatchcutViews

/// Writes one transition of a scene as a Lottie 1.0 animation (TOOLING §4, `--format lottie`;
/// docs/exporters.md).
///
/// One file per transition, named `<preview>.<transitionId>.json`: a Lottie file is one
/// timeline, and players load one file per animation. Every node drawn during the transition
/// is one layer (layers listed front to back): shapes, colours, dividers, image placeholders
/// and filled containers are shape layers whose rectangle or ellipse carries the animated
/// centre (`rc.p`/`el.p` are centres, validators.md trap 4), size and corner radius, with a
/// fill colour in 0…1 (trap 5) and opacity on the layer transform; text is a text layer in
/// Inter. Clips are layer masks. Keyframes are the node's own track (`NodeMotion.track`),
/// so springs are baked into cubic-Bézier segments; keyframe times are `t · fr` and may be
/// fractional. The file always carries `v` (trap 1), layer `st` (trap 2) and `op` one past
/// the last frame (trap 3).
///
/// The draw order of a transition is fixed (`NodeMotion.order`), so no layer ever needs
/// reordering within a file.
public enum LottieWriter {
  /// The frame rate when `--fps` is not given.
  public static let defaultFPS = 60.0
  /// The bodymovin version players key their parsers on (rlottie refuses files without `v`).
  public static let bodymovinVersion = "5.7.0"
  /// The font every text layer of weight `weight` names: Inter (LANGUAGE §8 metrics) by its
  /// PostScript name, `Inter-Regular`, `Inter-SemiBold`, …
  static func fontName(_ weight: FontWeight) -> String { "Inter-" + fontStyle(weight) }

  /// Inter's style name of `weight` (the `fStyle` lottie-web turns into a CSS font weight).
  static func fontStyle(_ weight: FontWeight) -> String {
    switch weight {
    case .ultraLight: "Thin"
    case .thin: "ExtraLight"
    case .light: "Light"
    case .regular: "Regular"
    case .medium: "Medium"
    case .semibold: "SemiBold"
    case .bold: "Bold"
    case .heavy: "ExtraBold"
    case .black: "Black"
    }
  }

  /// The text a text layer sets: the font of the text at rest (before a removal, after an
  /// insertion or a move) and its lines in the frame it has there.
  static func textBlock(_ node: SceneNodeTable.Node, _ motion: NodeMotion) -> (TextEstimate, Rect) {
    let rest = motion.role == .remove ? motion.from : motion.to
    let text = rest.text ?? node.text ?? ""
    return (TextEstimate.resolve(text: text, font: rest.font ?? node.font, frame: rest.frame), rest.frame)
  }

  /// `<preview>.<transitionId>.json`.
  public static func fileName(_ scene: CompiledScene, transition: Int) -> String {
    scene.transitionFileStem(transition) + ".json"
  }

  /// The Lottie document of `scene.transitions[transition]` (an empty composition when the
  /// index is out of range).
  public static func write(
    _ scene: CompiledScene, transition: Int, tolerance: KeyframeTolerance = .default,
    fps: Double = defaultFPS
  ) -> [UInt8] {
    let fr = fps > 0 && fps.isFinite ? fps : defaultFPS
    var json = JSONWriter(reservingCapacity: 1 << 15)
    let plan: TransitionPlan? =
      scene.transitions.indices.contains(transition) ? scene.transitions[transition] : nil
    let keys = plan?.nodes.map { ExportKeys($0, tolerance: tolerance) } ?? []
    let duration = plan.map { ExportTimeline.duration(of: $0, keys: keys) } ?? 0
    let lastFrame = ExportTimeline.lastFrame(duration: duration, fps: fr)
    let outPoint = Double(lastFrame + 1)
    var weights: Set<FontWeight> = []
    for motion in plan?.nodes ?? [] where scene.table.nodes[motion.node].kind == .text {
      weights.insert(textBlock(scene.table.nodes[motion.node], motion).0.weight)
    }

    json.beginObject()
    json.field("v", bodymovinVersion)
    json.field("ver", 10000)
    if let plan {
      json.field(
        "nm",
        "\(scene.preview) \(plan.edge.id) \(scene.states[plan.edge.from].id)→\(scene.states[plan.edge.to].id)"
      )
    } else {
      json.field("nm", scene.preview)
    }
    json.field("fr", fr, decimals: 6)
    json.field("ip", 0)
    json.field("op", outPoint)
    json.field("w", Int(scene.canvas.width.rounded(.up)))
    json.field("h", Int(scene.canvas.height.rounded(.up)))
    json.field("ddd", 0)
    json.key("assets")
    json.beginArray()
    json.endArray()
    if !weights.isEmpty {
      json.key("fonts")
      json.beginObject()
      json.key("list")
      json.beginArray()
      for weight in weights.sorted(by: { $0.rawValue < $1.rawValue }) {
        json.beginObject()
        json.field("fName", fontName(weight))
        json.field("fFamily", "Inter")
        json.field("fStyle", fontStyle(weight))
        // lottie-web reads the CSS weight from `fWeight` before guessing it from `fStyle`
        // (which it maps only for Regular, Medium, Bold, Black, Light and Thin).
        json.field("fWeight", "\((weight.rawValue + 1) * 100)")
        json.field("ascent", TextMetrics.ascentRatio * 100)
        json.endObject()
      }
      json.endArray()
      json.endObject()
    }
    json.key("layers")
    json.beginArray()
    if let plan {
      var index = 1
      var texts = SceneTexts(scene)
      // Lottie lists layers front to back; the plan is back to front.
      for position in plan.nodes.indices.reversed() {
        let motion = plan.nodes[position]
        let node = scene.table.nodes[motion.node]
        let flight = node.kind == .text ? texts.flight(of: motion, in: plan) : nil
        var layerOut = outPoint
        if let until = ExportTimeline.visibleUntil(motion) { layerOut = min(outPoint, until * fr) }
        guard layerOut > 0 else { continue }
        let layer = Layer(
          node: node, motion: motion, keys: keys[position],
          timing: LottieKeyframes(times: keys[position].times, easings: keys[position].easings, fps: fr),
          tolerance: tolerance, fps: fr, index: index, outPoint: layerOut, flight: flight)
        index += layer.write(into: &json)
      }
    }
    json.endArray()
    json.key("markers")
    json.beginArray()
    json.endArray()
    json.endObject()
    var bytes = json.bytes
    bytes.append(UInt8(ascii: "\n"))
    return bytes
  }

  /// One node as one layer.
  struct Layer {
    var node: SceneNodeTable.Node
    var motion: NodeMotion
    var keys: ExportKeys
    var timing: LottieKeyframes
    var tolerance: KeyframeTolerance
    var fps: Double
    var index: Int
    var outPoint: Double
    /// A laid-out text's lines through the transition; nil for other nodes and for scenes
    /// built without layout.
    var flight: TextFlight?

    var geometry: [DrawnGeometry] { keys.looks.map { DrawnGeometry(node: node, appearance: $0) } }

    /// Writes the node's layers (one, or one per line step of a text); returns how many, 0
    /// when the node draws nothing (a container without a fill).
    func write(into json: inout JSONWriter) -> Int {
      let drawn = geometry
      if node.kind == .text {
        guard let flight else {
          writeText(drawn, into: &json)
          return 1
        }
        return writeSteps(flight, drawn, into: &json)
      }
      guard drawn.contains(where: { $0.fill != nil }) else { return 0 }
      json.beginObject()
      header(type: 4, into: &json)
      json.key("ks")
      transform(anchor: [[0, 0]], position: [[0, 0]], scale: [[100, 100]], into: &json)
      masks(drawn, toLayer: nil, into: &json)
      json.key("shapes")
      json.beginArray()
      group(drawn, into: &json)
      json.endArray()
      json.endObject()
      return 1
    }

    private func header(
      type: Int, index: Int? = nil, inPoint: Double = 0, outPoint: Double? = nil, into json: inout JSONWriter
    ) {
      json.field("ddd", 0)
      json.field("ind", index ?? self.index)
      json.field("ty", type)
      json.field("nm", node.id)
      json.field("sr", 1)
      json.field("ao", 0)
      // A line step's span is its step's times · fr, kept to 6 decimals as keyframe times are
      // (one step's `op` is the next one's `ip`).
      json.field("ip", inPoint, decimals: 6)
      if let outPoint { json.field("op", outPoint, decimals: 6) } else { json.field("op", self.outPoint) }
      json.field("st", 0)
      json.field("bm", 0)
    }

    /// The layer transform; one value per keyframe for each component.
    private func transform(
      anchor: [[Double]], position: [[Double]], scale: [[Double]], into json: inout JSONWriter
    ) {
      json.beginObject()
      json.key("a")
      timing.property(anchor, scalar: false, into: &json)
      json.key("p")
      timing.property(position, scalar: false, into: &json)
      json.key("s")
      timing.property(scale, scalar: false, into: &json)
      json.key("r")
      LottieKeyframes.constant([0], scalar: true, into: &json)
      json.key("o")
      unitProperty(
        components: { [$0.opacity] }, drawn: geometry.map { [$0.opacity] }, scale: 100, into: &json)
      json.endObject()
    }

    /// A unit-range property (opacity, colour): on the node's keyframes when its change cannot
    /// leave 0…1, else on its own clamped keyframes (`UnitTrack`). `components` reads the
    /// components from an appearance; `scale` multiplies the written values.
    private func unitProperty(
      components: (Appearance) -> [Double], drawn: [[Double]], scale: Double, alpha: Bool = false,
      into json: inout JSONWriter
    ) {
      let a = components(motion.from)
      let b = components(motion.to)
      let tail: [Double] = alpha ? [1] : []
      guard
        let unit = UnitTrack(
          motion, components: Array(zip(a, b)), shared: keys.track, tolerance: tolerance)
      else {
        timing.property(
          drawn.map { $0.map { $0 * scale } + tail }, scalar: drawn[0].count == 1 && !alpha, into: &json)
        return
      }
      let own = LottieKeyframes(times: unit.times, easings: unit.easings, fps: fps)
      let values = unit.progress.map { p in
        zip(a, b).map { min(max($0 + ($1 - $0) * p, 0), 1) * scale } + tail
      }
      own.property(values, scalar: a.count == 1 && !alpha, into: &json)
    }

    /// The outline, its fill (or a stroked shape's line) and the group transform that scales
    /// and rotates it about its centre.
    private func group(_ drawn: [DrawnGeometry], into json: inout JSONWriter) {
      let centres = drawn.map { [$0.box.midX, $0.box.midY] }
      // A stroked shape's path is the line's centre: the outline, or for `strokeBorder` the
      // outline inset by half the line width, about the same centre (swiftui-semantics §23.6).
      let lines = drawn.map(\.strokeLine)
      let paths = zip(drawn, lines).map { look, line in
        (box: line?.box ?? look.box, outline: line?.outline ?? look.outline)
      }
      let sizes = paths.map { [$0.box.width, $0.box.height] }
      json.beginObject()
      json.field("ty", "gr")
      json.field("nm", node.kind.rawValue)
      json.key("it")
      json.beginArray()
      if case .path(let template) = drawn[0].outline {
        // A custom shape: one `sh` per subpath, its vertices resolved at each keyframe's size
        // in the same window coordinates as a rectangle's centre (docs/exporters.md).
        for (number, subpath) in BezierSubpath.subpaths(of: template).enumerated() {
          json.beginObject()
          json.field("ty", "sh")
          json.field("nm", number == 0 ? "outline" : "outline \(number + 1)")
          json.field("d", 1)
          json.key("ks")
          timing.path(paths.map { subpath.resolved(in: $0.box) }, into: &json)
          json.endObject()
        }
      } else {
        outline(drawn, centres: centres, sizes: sizes, paths: paths, into: &json)
      }
      json.beginObject()
      // A stroked shape paints only its line, in the node's colour (swiftui-semantics §23.6).
      let line = lines[0]
      json.field("ty", line == nil ? "fl" : "st")
      json.field("nm", line == nil ? "fill" : "stroke")
      json.key("c")
      let paints = drawn.map { $0.fill ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
      let paint: (Appearance) -> RGBA = {
        DrawnGeometry.paint(of: node, $0.fill) ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)
      }
      // The colour is [r, g, b, 1]: players disagree on a colour's own alpha, so it goes to the
      // fill's opacity.
      unitProperty(
        components: {
          let c = paint($0); return [c.red, c.green, c.blue]
        },
        drawn: paints.map { [$0.red, $0.green, $0.blue] }, scale: 1, alpha: true, into: &json)
      json.key("o")
      unitProperty(
        components: { [paint($0).alpha] }, drawn: paints.map { [$0.alpha] }, scale: 100, into: &json)
      if let line {
        // The width is static. Cap and join are `StrokeStyle`'s defaults, which `stroke(_:lineWidth:)`
        // draws with: a butt cap (`lc` 1), a miter join (`lj` 1), a miter limit of 10 (Apple's
        // `StrokeStyle.init`, the page swiftui-semantics §23.6 cites).
        json.key("w")
        LottieKeyframes.constant([line.lineWidth], scalar: true, into: &json)
        json.field("lc", 1)
        json.field("lj", 1)
        json.field("ml", 10)
      } else {
        json.field("r", 1)
      }
      json.endObject()
      // Scale and rotation about the box's centre: anchor and position both on the centre.
      let transformed = drawn.contains { $0.scale != 1 || $0.rotation != 0 }
      json.beginObject()
      json.field("ty", "tr")
      json.field("nm", "transform")
      json.key("a")
      timing.property(transformed ? centres : [[0, 0]], scalar: false, into: &json)
      json.key("p")
      timing.property(transformed ? centres : [[0, 0]], scalar: false, into: &json)
      json.key("s")
      timing.property(drawn.map { [$0.scale * 100, $0.scale * 100] }, scalar: false, into: &json)
      json.key("r")
      timing.property(drawn.map { [$0.rotation] }, scalar: true, into: &json)
      json.key("o")
      LottieKeyframes.constant([100], scalar: true, into: &json)
      json.endObject()
      json.endArray()
      json.endObject()
    }

    /// A built-in shape's `el` (ellipse) or `rc` (rectangle) item: centre, size, and corner
    /// radius.
    private func outline(
      _ drawn: [DrawnGeometry], centres: [[Double]], sizes: [[Double]],
      paths: [(box: Rect, outline: DrawnGeometry.Outline)], into json: inout JSONWriter
    ) {
      json.beginObject()
      var isEllipse = false
      if case .ellipse = drawn[0].outline { isEllipse = true }
      json.field("ty", isEllipse ? "el" : "rc")
      json.field("nm", "outline")
      json.field("d", 1)
      json.key("p")
      timing.property(centres, scalar: false, into: &json)
      json.key("s")
      timing.property(sizes, scalar: false, into: &json)
      if !isEllipse {
        json.key("r")
        timing.property(
          paths.map {
            if case .rect(let radius) = $0.outline { return [radius] }
            return [0]
          }, scalar: true, into: &json)
      }
      json.endObject()
    }

    /// Clips as one additive mask per layer, in layer coordinates (`toLayer` maps window
    /// points into the layer at keyframe `i`; nil = the identity).
    private func masks(
      _ drawn: [DrawnGeometry], toLayer: ((Int, Double, Double) -> (Double, Double))?,
      into json: inout JSONWriter
    ) {
      guard drawn.contains(where: { $0.clip != nil }) else { return }
      // A clip that comes or goes mid-transition is kept for the whole layer: the first clip
      // seen stands in where a keyframe has none.
      guard let fallback = drawn.first(where: { $0.clip != nil })?.clip else { return }
      if fallback.shape == .path, let template = fallback.outline {
        pathMasks(template, drawn.map { ($0.clip ?? fallback).rect }, toLayer: toLayer, into: &json)
        return
      }
      var paths: [LottiePath] = []
      for (i, look) in drawn.enumerated() {
        let outline = ClipOutline(look.clip ?? fallback)
        var rect = outline.rect
        var rx = outline.radiusX
        var ry = outline.radiusY
        if let toLayer {
          let (x0, y0) = toLayer(i, rect.x, rect.y)
          let (x1, y1) = toLayer(i, rect.maxX, rect.maxY)
          let sx = rect.width > 0 ? (x1 - x0) / rect.width : 1
          let sy = rect.height > 0 ? (y1 - y0) / rect.height : 1
          rect = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
          rx *= sx
          ry *= sy
        }
        paths.append(LottiePath(x: rect.x, y: rect.y, width: rect.width, height: rect.height, rx: rx, ry: ry))
      }
      json.field("hasMask", true)
      json.key("masksProperties")
      json.beginArray()
      mask(named: "clip", paths, into: &json)
      json.endArray()
    }

    /// A custom shape's clip: one additive mask per subpath of its outline, its vertices
    /// resolved at each keyframe's clip rect size from the rect's corner (`rects`, window
    /// points; the first clip's outline where a keyframe has none), then mapped into the layer.
    private func pathMasks(
      _ template: PathTemplate, _ rects: [Rect], toLayer: ((Int, Double, Double) -> (Double, Double))?,
      into json: inout JSONWriter
    ) {
      let subpaths = BezierSubpath.subpaths(of: template)
      guard !subpaths.isEmpty else { return }
      json.field("hasMask", true)
      json.key("masksProperties")
      json.beginArray()
      for (number, subpath) in subpaths.enumerated() {
        var paths: [LottiePath] = []
        for (i, rect) in rects.enumerated() {
          var path = subpath.resolved(in: rect)
          if let toLayer {
            // Controls are mapped as points, so the tangents follow any affine map.
            for v in path.vertices.indices {
              let (x, y) = path.vertices[v]
              let (lx, ly) = toLayer(i, x, y)
              let (ix, iy) = toLayer(i, x + path.inTangents[v].0, y + path.inTangents[v].1)
              let (ox, oy) = toLayer(i, x + path.outTangents[v].0, y + path.outTangents[v].1)
              path.vertices[v] = (lx, ly)
              path.inTangents[v] = (ix - lx, iy - ly)
              path.outTangents[v] = (ox - lx, oy - ly)
            }
          }
          paths.append(path)
        }
        mask(named: number == 0 ? "clip" : "clip \(number + 1)", paths, into: &json)
      }
      json.endArray()
    }

    /// One additive mask whose path is keyed like the layer (`paths`, one per keyframe).
    private func mask(named name: String, _ paths: [LottiePath], into json: inout JSONWriter) {
      json.beginObject()
      json.field("nm", name)
      json.field("mode", "a")
      json.field("inv", false)
      json.key("pt")
      timing.path(paths, into: &json)
      json.key("o")
      LottieKeyframes.constant([100], scalar: true, into: &json)
      // Mask expansion: not in the 1.0 schema, but lottie-web 5.7 reads it unguarded and draws
      // nothing for a masked layer without it (measured with check_lottie.py --lottie-web).
      json.key("x")
      LottieKeyframes.constant([0], scalar: true, into: &json)
      json.endObject()
    }

    /// A text layer: the text set once in Inter at the node's resolved font (size, weight and
    /// line alignment from layout, `Appearance.font`), moved and scaled with the node's frame (the
    /// content map of a matched-geometry flight is affine, docs/motion.md). Line breaks are
    /// the greedy breaks at the frame's width (`TextEstimate`).
    private func writeText(_ drawn: [DrawnGeometry], into json: inout JSONWriter) {
      // The text's own layout frame is its frame at rest: before a removal, after an insertion
      // or a move (mid-flight frames of a matched group are affine maps of it).
      let (estimate, reference) = LottieWriter.textBlock(node, motion)
      let lines = Double(estimate.lines.count)
      let size = estimate.size
      let lineHeight = size * TextMetrics.lineHeightRatio
      // Layer space: the first baseline's centre is the origin; the block's centre sits at
      // (0, c), which is pinned to the frame's centre in window space.
      let c = lines * lineHeight / 2 - size * TextMetrics.ascentRatio
      // Lines are justified at x = 0 (left, centre or right: `j`); the anchor is the centre of
      // the block of lines, half its width away from a leading or trailing edge.
      let a = -estimate.anchorOffset
      let scales: [[Double]] = drawn.indices.map { i in
        let frame = keys.looks[i].frame
        let sx = reference.width > 0 ? frame.width / reference.width : 1
        let sy = reference.height > 0 ? frame.height / reference.height : 1
        return [drawn[i].scale * sx * 100, drawn[i].scale * sy * 100]
      }
      let centres = keys.looks.map { [$0.frame.midX, $0.frame.midY] }
      json.beginObject()
      header(type: 5, into: &json)
      json.key("ks")
      transform(anchor: [[a, c]], position: centres, scale: scales, into: &json)
      masks(
        drawn,
        toLayer: { i, x, y in
          let sx = scales[i][0] / 100
          let sy = scales[i][1] / 100
          return (a + (x - centres[i][0]) / (sx == 0 ? 1 : sx), c + (y - centres[i][1]) / (sy == 0 ? 1 : sy))
        }, into: &json)
      textDocument(estimate, drawn, into: &json)
      json.endObject()
    }

    private func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }

    /// A laid-out text: one text layer per line step (`TextFlight`, docs/motion.md "Text in
    /// flight"), shown from the step's frame (`ip`) to the next step's (`op`). Each sets exactly
    /// its step's lines at the text's font, the block of lines centred on the frame's centre and
    /// never stretched to the frame (only the node's own `scale` scales it).
    private func writeSteps(_ flight: TextFlight, _ drawn: [DrawnGeometry], into json: inout JSONWriter)
      -> Int
    {
      let rest = motion.role == .remove ? motion.from : motion.to
      guard let font = rest.font ?? node.font else {
        writeText(drawn, into: &json)
        return 1
      }
      let centres = keys.looks.map { [$0.frame.midX, $0.frame.midY] }
      let scales = drawn.map { [$0.scale * 100, $0.scale * 100] }
      var written = 0
      for (number, step) in flight.steps.enumerated() {
        let start = number == 0 ? 0 : step.time * fps
        let end =
          number + 1 < flight.steps.count ? min(outPoint, flight.steps[number + 1].time * fps) : outPoint
        guard end > start else { continue }
        let estimate = TextEstimate(lines: step.lines, font: font)
        let size = estimate.size
        let lineHeight = size * TextMetrics.lineHeightRatio
        // Layer space: the first baseline's justification point is the origin; the block's
        // centre, (−anchorOffset, c), is pinned to the frame's centre.
        let c = Double(estimate.lines.count) * lineHeight / 2 - size * TextMetrics.ascentRatio
        let a = -estimate.anchorOffset
        json.beginObject()
        header(type: 5, index: index + written, inPoint: start, outPoint: end, into: &json)
        json.key("ks")
        transform(anchor: [[a, c]], position: centres, scale: scales, into: &json)
        masks(
          drawn,
          toLayer: { i, x, y in
            let s = scales[i][0] / 100
            return (a + (x - centres[i][0]) / (s == 0 ? 1 : s), c + (y - centres[i][1]) / (s == 0 ? 1 : s))
          }, into: &json)
        textDocument(estimate, drawn, into: &json)
        json.endObject()
        written += 1
      }
      return written
    }

    /// The `t` member of a text layer: one document setting `estimate`'s lines.
    private func textDocument(_ estimate: TextEstimate, _ drawn: [DrawnGeometry], into json: inout JSONWriter)
    {
      let size = estimate.size
      json.key("t")
      json.beginObject()
      json.key("d")
      json.beginObject()
      json.key("k")
      json.beginArray()
      json.beginObject()
      json.key("s")
      json.beginObject()
      json.field("s", size)
      json.field("f", LottieWriter.fontName(estimate.weight))
      // Lottie separates lines with a carriage return.
      json.field("t", estimate.lines.joined(separator: "\r"))
      // Lottie's justification: 0 left, 1 right, 2 centre.
      json.field("j", estimate.alignment == .leading ? 0 : estimate.alignment == .trailing ? 1 : 2)
      json.field("tr", 0)
      json.field("lh", size * TextMetrics.lineHeightRatio)
      json.field("ls", 0)
      let paint = drawn[drawn.count - 1].fill ?? RGBA(red: 0, green: 0, blue: 0)
      json.key("fc")
      json.beginArray()
      json.value(clamp(paint.red))
      json.value(clamp(paint.green))
      json.value(clamp(paint.blue))
      json.endArray()
      json.endObject()
      json.field("t", 0)
      json.endObject()
      json.endArray()
      json.endObject()
      json.key("p")
      json.beginObject()
      json.endObject()
      json.key("m")
      json.beginObject()
      json.field("g", 1)
      json.key("a")
      LottieKeyframes.constant([0, 0], scalar: false, into: &json)
      json.endObject()
      json.key("a")
      json.beginArray()
      json.endArray()
      json.endObject()
    }
  }
}
