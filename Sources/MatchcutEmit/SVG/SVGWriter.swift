import MatchcutLayout
import MatchcutMotion

/// Writes a filmstrip of one transition as a standalone SVG 1.1 document (TOOLING §4,
/// `--format svg`; docs/exporters.md): `frames` frames at evenly spaced times from 0 to the
/// end, side by side, each labelled with its time, over a header naming the transition and
/// its states (times: see `times(_:transition:count:)`). Frames show the exact motion (`TransitionPlan.sample(at:)`, what `matchcut
/// sample` prints), not the keyframes. No external resources; text in Inter with
/// `sans-serif` as fallback.
public enum SVGWriter {
  public static let defaultFrameCount = 6
  static let margin = 24.0
  static let gap = 24.0
  static let header = 48.0
  static let fontFamily = "Inter, sans-serif"

  /// `<preview>.<transitionId>.svg`.
  public static func fileName(_ scene: CompiledScene, transition: Int) -> String {
    scene.transitionFileStem(transition) + ".svg"
  }

  /// The times the filmstrip shows (an instant change, `[0]`, is drawn as the state before it
  /// and the state after it): the start, the end, and in between the moments the
  /// longest-running node first reaches ¼, ½, ¾ and 95 % of its change (so a spring's long
  /// settling tail does not take most of the strip); evenly spaced times when `count` is not 6
  /// or nothing animates.
  public static func times(_ scene: CompiledScene, transition: Int, count: Int = defaultFrameCount)
    -> [Double]
  {
    guard scene.transitions.indices.contains(transition) else { return [] }
    let plan = scene.transitions[transition]
    let keys = plan.nodes.map { ExportKeys($0, tolerance: .default) }
    let duration = ExportTimeline.duration(of: plan, keys: keys)
    let n = max(1, count)
    guard n > 1, duration > 0 else { return [duration] }
    let even = (0..<n).map { duration * Double($0) / Double(n - 1) }
    var lead: ResolvedAnimation?
    for motion in plan.nodes where motion.from != motion.to {
      guard let animation = motion.animation else { continue }
      if (animation.duration ?? duration) > (lead?.duration ?? -1) { lead = animation }
    }
    guard n == defaultFrameCount, let lead else { return even }
    var result = [0.0]
    let steps = 2000
    var step = 0
    for target in [0.25, 0.5, 0.75, 0.95] {
      while step < steps, lead.progress(at: duration * Double(step) / Double(steps)) < target { step += 1 }
      let time = duration * Double(step) / Double(steps)
      guard let last = result.last, time > last, time < duration else { return even }
      result.append(time)
    }
    result.append(duration)
    return result
  }

  /// The times of the strip's frames as drawn: `times(…)`, except that an instant change (one
  /// moment) is shown before it (any t < 0) and after it.
  static func frameTimes(_ scene: CompiledScene, transition: Int, frames: Int) -> [Double] {
    let times = times(scene, transition: transition, count: frames)
    return times == [0] ? [-1, 0] : times
  }

  /// Where frame `index`'s canvas starts in the document.
  static func frameOrigin(_ index: Int, canvas: Canvas) -> (x: Double, y: Double) {
    (margin + Double(index) * (canvas.width + gap), margin + header)
  }

  public static func write(_ scene: CompiledScene, transition: Int, frames: Int = defaultFrameCount)
    -> [UInt8]
  {
    var out = CSSText()
    let times = frameTimes(scene, transition: transition, frames: frames)
    let width = scene.canvas.width
    let height = scene.canvas.height
    let totalWidth = margin * 2 + Double(times.count) * width + Double(max(0, times.count - 1)) * gap
    let totalHeight = margin * 2 + header + height
    out.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
    out.line(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(n(totalWidth))\" "
        + "height=\"\(n(totalHeight))\" viewBox=\"0 0 \(n(totalWidth)) \(n(totalHeight))\">")
    guard scene.transitions.indices.contains(transition) else {
      out.line("</svg>")
      return out.bytes
    }
    let plan = scene.transitions[transition]
    let from = scene.states[plan.edge.from].id
    let to = scene.states[plan.edge.to].id
    var title = "\(scene.preview) · \(plan.edge.id): \(from) → \(to) (\(plan.edge.trigger.rawValue)"
    if let node = scene.table.index(of: plan.edge.triggerPath) { title += " \(scene.table.nodes[node].id)" }
    title += ")"
    out.line("<title>\(CSSText.escapeHTML(title))</title>")
    out.line("<rect width=\"\(n(totalWidth))\" height=\"\(n(totalHeight))\" fill=\"#f2f2f7\"/>")
    out.line(
      "<text x=\"\(n(margin))\" y=\"\(n(margin + 16))\" font-family=\"\(fontFamily)\" font-size=\"16\" "
        + "font-weight=\"600\" fill=\"#1c1c1e\">\(CSSText.escapeHTML(title))</text>")
    // Each text node's lines through the transition (nil: a scene built without layout).
    var texts = SceneTexts(scene)
    var flights: [Int: TextFlight?] = [:]
    for motion in plan.nodes where flights[motion.node] == nil && scene.table.nodes[motion.node].kind == .text
    {
      flights[motion.node] = texts.flight(of: motion, in: plan)
    }
    for (index, time) in times.enumerated() {
      let (x0, y0) = frameOrigin(index, canvas: scene.canvas)
      let state = index == 0 ? from : index == times.count - 1 ? to : "\(from) → \(to)"
      let label = time < 0 ? "t = 0 s, before · \(from)" : "t = \(n(time, 3)) s · \(state)"
      out.line(
        "<text x=\"\(n(x0))\" y=\"\(n(y0 - 10))\" font-family=\"\(fontFamily)\" font-size=\"13\" "
          + "fill=\"#3c3c43\">\(CSSText.escapeHTML(label))</text>")
      out.line("<g transform=\"translate(\(n(x0)) \(n(y0)))\">")
      out.line("<clipPath id=\"f\(index)\"><rect width=\"\(n(width))\" height=\"\(n(height))\"/></clipPath>")
      out.line("<rect width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\" stroke=\"#c7c7cc\"/>")
      out.line("<g clip-path=\"url(#f\(index))\">")
      for sample in plan.sample(at: time) {
        let node = scene.table.nodes[sample.node]
        let drawn = DrawnGeometry(node: node, appearance: sample.appearance)
        guard let fill = drawn.fill else { continue }
        var text: TextSetting?
        if node.kind == .text, let motion = plan.nodes.first(where: { $0.node == sample.node }) {
          if let flight = flights[sample.node] ?? nil, let font = sample.appearance.font ?? node.font {
            // Layout's lines at this instant, at the text's own font (docs/motion.md).
            text = .lines(TextEstimate(lines: time < 0 ? flight.from : flight.lines(at: time), font: font))
          } else {
            let (estimate, frame) = LottieWriter.textBlock(node, motion)
            text = .rest(estimate, frame)
          }
        }
        draw(
          node, drawn, look: sample.appearance, text: text, fill: fill, id: "f\(index)-\(node.id)", into: &out
        )
      }
      out.line("</g>")
      out.line("</g>")
    }
    out.line("</svg>")
    return out.bytes
  }

  /// How a text node is set in one frame.
  enum TextSetting {
    /// Layout's lines (`TextFlight`), at the font's size, the block centred in the frame.
    case lines(TextEstimate)
    /// A scene without layout: the lines at rest, scaled from the rest frame to this one.
    case rest(TextEstimate, Rect)
  }

  private static func draw(
    _ node: SceneNodeTable.Node, _ g: DrawnGeometry, look: Appearance, text: TextSetting?,
    fill: RGBA, id: String, into out: inout CSSText
  ) {
    var outer = "<g id=\"\(id)\" opacity=\"\(n(min(max(g.opacity, 0), 1), 4))\""
    if let clip = g.clip, clip.shape == .path, let template = clip.outline {
      // A custom shape's clip: its outline at the clip rect's size, from the rect's corner.
      out.line("<clipPath id=\"\(id)-clip\"><path d=\"\(template.svgData(in: clip.rect))\"/></clipPath>")
      outer += " clip-path=\"url(#\(id)-clip)\""
    } else if let clip = g.clip {
      let shape = ClipOutline(clip)
      out.line(
        "<clipPath id=\"\(id)-clip\"><rect x=\"\(n(shape.rect.x))\" y=\"\(n(shape.rect.y))\" "
          + "width=\"\(n(shape.rect.width))\" height=\"\(n(shape.rect.height))\" rx=\"\(n(shape.radiusX))\" "
          + "ry=\"\(n(shape.radiusY))\"/></clipPath>")
      outer += " clip-path=\"url(#\(id)-clip)\""
    }
    out.line(outer + ">")
    var transform = ""
    let cx = g.box.midX
    let cy = g.box.midY
    if g.rotation != 0 { transform += "rotate(\(n(g.rotation)) \(n(cx)) \(n(cy))) " }
    if g.scale != 1 {
      transform += "translate(\(n(cx)) \(n(cy))) scale(\(n(g.scale, 6))) translate(\(n(-cx)) \(n(-cy)))"
    }
    let transformAttribute = transform.isEmpty ? "" : " transform=\"\(transform.trimmingSpaces)\""
    let paint =
      "fill=\"\(hex(fill))\"" + (fill.alpha < 1 ? " fill-opacity=\"\(n(max(0, fill.alpha), 4))\"" : "")
    if node.kind == .text {
      // The node's font (size, weight and line alignment from layout) and layout's lines at this
      // instant, the block centred in the frame at the font's size (a flying text is not
      // stretched, docs/motion.md "Text in flight"). A scene built without layout sets its
      // lines at rest and scales them with the frame.
      let (estimate, reference): (TextEstimate, Rect)
      switch text {
      case .lines(let set): (estimate, reference) = (set, g.box)
      case .rest(let set, let frame): (estimate, reference) = (set, frame)
      case nil:
        (estimate, reference) = (
          TextEstimate.resolve(
            text: look.text ?? node.text ?? "", font: look.font ?? node.font, frame: g.box), g.box
        )
      }
      var transform = transform
      let sx = reference.width > 0 ? g.box.width / reference.width : 1
      let sy = reference.height > 0 ? g.box.height / reference.height : 1
      if abs(sx - 1) > 1e-6 || abs(sy - 1) > 1e-6 {
        transform +=
          " translate(\(n(cx)) \(n(cy))) scale(\(n(sx, 6)) \(n(sy, 6))) translate(\(n(-cx)) \(n(-cy)))"
      }
      let transformAttribute = transform.isEmpty ? "" : " transform=\"\(transform.trimmingSpaces)\""
      let lines = estimate.lines
      let size = estimate.size
      let lineHeight = size * TextMetrics.lineHeightRatio
      let top = cy - Double(lines.count) * lineHeight / 2
      let weight =
        estimate.weight == .regular ? "" : " font-weight=\"\((estimate.weight.rawValue + 1) * 100)\""
      // Lines align at the leading edge, centre or trailing edge of the block of lines, which
      // is centred in the frame at rest (the transform scales it to the frame).
      let x = cx + estimate.anchorOffset
      let anchor =
        estimate.alignment == .leading ? "start" : estimate.alignment == .trailing ? "end" : "middle"
      var element =
        "<text\(transformAttribute) x=\"\(n(x))\" y=\"\(n(top + size * TextMetrics.ascentRatio))\" "
        + "text-anchor=\"\(anchor)\" font-family=\"\(fontFamily)\" font-size=\"\(n(size))\"\(weight) \(paint)>"
      for (index, line) in lines.enumerated() {
        element +=
          "<tspan x=\"\(n(x))\" dy=\"\(index == 0 ? "0" : n(lineHeight))\">\(CSSText.escapeHTML(String(line)))</tspan>"
      }
      out.line(element + "</text>")
    } else {
      // A stroked shape paints no inside, only a line along its path (the outline, or for
      // `strokeBorder` the outline inset by half the width) in its colour (swiftui-semantics
      // §23.6). SVG's default cap and join (butt, miter) are `StrokeStyle`'s; its miter limit, 4
      // rather than 10, is never reached by a rectangle's right angles (√2).
      var box = g.box
      var outline = g.outline
      var painted = paint
      if let line = g.strokeLine {
        (box, outline) = (line.box, line.outline)
        painted =
          "fill=\"none\" stroke=\"\(hex(fill))\""
          + (fill.alpha < 1 ? " stroke-opacity=\"\(n(max(0, fill.alpha), 4))\"" : "")
          + " stroke-width=\"\(n(line.lineWidth, 4))\""
      }
      switch outline {
      case .rect(let radius):
        var element =
          "<rect\(transformAttribute) x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(max(0, box.width)))\" "
          + "height=\"\(n(max(0, box.height)))\""
        if radius > 0 { element += " rx=\"\(n(radius))\" ry=\"\(n(radius))\"" }
        out.line(element + " \(painted)/>")
      case .ellipse:
        out.line(
          "<ellipse\(transformAttribute) cx=\"\(n(cx))\" cy=\"\(n(cy))\" rx=\"\(n(max(0, box.width / 2)))\" "
            + "ry=\"\(n(max(0, box.height / 2)))\" \(painted)/>")
      case .path(let template):
        // A custom shape: its outline resolved at this frame's size, from the frame's corner
        // (the nonzero fill rule, SwiftUI's default); a line's sharp corners need
        // `StrokeStyle`'s miter limit, 10.
        let miter = g.strokeLine == nil ? "" : " stroke-miterlimit=\"10\""
        out.line("<path\(transformAttribute) d=\"\(template.svgData(in: box))\" \(painted)\(miter)/>")
      }
    }
    out.line("</g>")
  }

  /// `#RRGGBB` (alpha goes to `fill-opacity`: SVG 1.1 has no 8-digit colours).
  static func hex(_ color: RGBA) -> String { String(color.hex.prefix(7)) }

  private static func n(_ value: Double, _ decimals: Int = 2) -> String {
    Number.text(value, decimals: decimals)
  }
}

extension String {
  /// Without leading and trailing spaces (no Foundation).
  var trimmingSpaces: String {
    var scalars = Substring(self)
    while scalars.first == " " { scalars.removeFirst() }
    while scalars.last == " " { scalars.removeLast() }
    return String(scalars)
  }
}
