import MatchcutLayout
import MatchcutMotion

/// Writes a scene as a stylesheet plus an HTML page that plays it (TOOLING §4,
/// `--format css`; docs/exporters.md).
///
/// Every drawn node is one absolutely positioned element of the stage (`.mc-stage`), placed
/// with `left`/`top`/`width`/`height` so `getBoundingClientRect()` reports the frame itself
/// (Chromium snaps layout to 1/64 px); scale and rotation go to `transform` about the centre,
/// clips to `clip-path: inset(…)` (a custom shape's clip to `path(…)`). Each state is a rule set selected by `data-state`; each
/// transition is a `@keyframes` per node selected by `data-transition`, replaying the node's
/// track (`NodeMotion.track`) with one `animation-timing-function` per keyframe (the easing of
/// the segment that starts there, as in the timeline: springs become cubic-Bézier segments
/// within the tolerance). A removed node also gets a step animation of `visibility` that hides
/// it when its removal ends. Times are in milliseconds.
public enum CSSWriter {
  /// `<preview>.css`.
  public static func stylesheetName(_ scene: CompiledScene) -> String { "\(scene.preview).css" }
  /// `<preview>.html`.
  public static func pageName(_ scene: CompiledScene) -> String { "\(scene.preview).html" }

  /// The stylesheet of one scene: its states and the `@keyframes` of every transition.
  public static func stylesheet(_ scene: CompiledScene, tolerance: KeyframeTolerance = .default) -> [UInt8] {
    var out = CSSText()
    let scope = ".mc-stage[data-scene=\"\(CSSText.escapeString(scene.preview))\"]"
    let ident = CSSText.identifier(scene.preview)
    out.line(
      "/* Matchcut scene \(CSSText.comment(scene.preview)): states and transitions (docs/exporters.md). */")
    out.line("\(scope) {")
    out.line("  position: relative; overflow: hidden; background: #fff;")
    out.line("  width: \(Number.text(scene.canvas.width))px; height: \(Number.text(scene.canvas.height))px;")
    out.line("}")
    out.line("\(scope) > .mc-node {")
    out.line("  position: absolute; display: none; box-sizing: border-box; margin: 0; padding: 0;")
    out.line("  left: 0; top: 0; transform-origin: 50% 50%;")
    out.line("}")
    out.line("\(scope) > .mc-text {")
    // The flex box centres the block of lines (as wide as its widest line) in the frame;
    // `text-align` places the shorter lines in it (leading by default, as in SwiftUI).
    out.line("  font-family: Inter, sans-serif; white-space: pre; text-align: left;")
    out.line(
      "  align-items: center; justify-content: center; line-height: \(Number.text(TextMetrics.lineHeightRatio, decimals: 6));"
    )
    out.line("}")
    for node in scene.table.nodes where node.kind == .text {
      let estimate = textEstimate(of: node, in: scene)
      let weight = estimate.weight == .regular ? "" : " font-weight: \((estimate.weight.rawValue + 1) * 100);"
      let align =
        estimate.alignment == .leading
        ? "" : " text-align: \(estimate.alignment == .center ? "center" : "right");"
      out.line("\(scope) > .mc-\(node.id) { font-size: \(Number.text(estimate.size))px;\(weight)\(align) }")
    }
    // A stroked shape paints no background, only its line, drawn with box shadows in the
    // element's `color` (which carries the node's colour): spread inward for `strokeBorder`, half
    // outward and half inward for `stroke`, so the line follows the rounded outline and the frame
    // and its keyframes stay those of a filled shape (swiftui-semantics §23.6).
    for node in scene.table.nodes where node.kind == .shape {
      guard let stroke = node.stroke else { continue }
      if isPath(node) {
        out.line("\(scope) > .mc-\(node.id) > svg { \(lineStyle(stroke)) }")
      } else {
        out.line("\(scope) > .mc-\(node.id) { box-shadow: \(boxShadow(stroke)); }")
      }
    }
    // Laid-out texts: one child per set of lines, stacked in one grid cell centred in the
    // frame (the block keeps the font's size whatever the frame does); only the current one
    // is visible.
    let lines = CSSTextLines(scene)
    if lines.hasAnyLines {
      out.line("\(scope) > .mc-text.mc-laid {")
      out.line("  grid-template-columns: 100%; grid-template-rows: 100%; place-items: center;")
      out.line("}")
      out.line("\(scope) > .mc-text > .mc-l { grid-area: 1 / 1; white-space: pre; visibility: hidden; }")
    }

    for (stateNumber, state) in scene.states.enumerated() {
      out.line("")
      out.line("/* state \(state.id) */")
      let opacities = state.effectiveOpacities
      var order = 0
      for (index, view) in state.views.enumerated() {
        guard view.kind != nil, let nodeIndex = scene.table.index(of: view.path) else { continue }
        let node = scene.table.nodes[nodeIndex]
        let look = Appearance(
          frame: view.frame, opacity: opacities[index], cornerRadius: view.cornerRadius, scale: view.scale,
          rotation: view.rotation, fill: view.fill, clip: view.clip)
        let drawn = DrawnGeometry(node: node, appearance: look)
        if node.kind == .container && drawn.fill == nil { continue }
        let style = Style(node: node, [drawn])
        out.line("\(scope)[data-state=\"\(state.id)\"] > .mc-\(node.id) {")
        out.line("  display: \(display(of: node, lines: lines.hasLines(nodeIndex))); z-index: \(order);")
        out.line("  \(style.declarations(drawn))")
        out.line("}")
        if let line = linePath(drawn) {
          out.line("\(scope)[data-state=\"\(state.id)\"] > .mc-\(node.id) > svg > path { \(line) }")
        }
        if let set = lines.states[stateNumber]?[nodeIndex] {
          out.line(
            "\(scope)[data-state=\"\(state.id)\"] > .mc-\(node.id) > .mc-l\(set) { visibility: visible; }")
        }
        order += 1
      }
    }

    for (planNumber, plan) in scene.transitions.enumerated() {
      let keys = plan.nodes.map { ExportKeys($0, tolerance: tolerance) }
      let duration = ExportTimeline.duration(of: plan, keys: keys)
      let ms = Number.text(duration * 1000)
      out.line("")
      out.line(
        "/* transition \(plan.edge.id): \(scene.states[plan.edge.from].id) → \(scene.states[plan.edge.to].id) */"
      )
      for (position, motion) in plan.nodes.enumerated() {
        let node = scene.table.nodes[motion.node]
        let key = keys[position]
        let drawn = key.looks.map { DrawnGeometry(node: node, appearance: $0) }
        if node.kind == .container && !drawn.contains(where: { $0.fill != nil }) { continue }
        let until = ExportTimeline.visibleUntil(motion)
        if let until, until <= 0 { continue }
        let name = "mc-\(ident)-\(plan.edge.id)-\(node.id)"
        if let steps = lines.transitions[planNumber]?[motion.node] {
          writeLineSteps(
            steps, scope: "\(scope)[data-transition=\"\(plan.edge.id)\"] > .mc-\(node.id)", name: name,
            duration: duration, into: &out)
        }
        let display = display(of: node, lines: lines.hasLines(motion.node))
        // Opacity and colour overshooting 0…1 are clamped by the browser at each keyframe, which
        // bends the segments next to it: they get their own keyframes on the clamped curve.
        let paint: (Appearance) -> RGBA = {
          DrawnGeometry.paint(of: node, $0.fill) ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        }
        let channels: (Appearance) -> [Double] = {
          let c = paint($0)
          return [c.red, c.green, c.blue, c.alpha]
        }
        if let spring = springFrames(motion, node: node, key: key, duration: duration, tolerance: tolerance) {
          // A spring: the two ends and one `linear()` easing through the sampled progress. The
          // browser clamps the overshooting opacity and colour itself (between two keyframes
          // only the result is clamped), so they need no animations of their own.
          let style = Style(node: node, spring.ends)
          out.line("@keyframes \(name) {")
          out.line(
            "  0% { \(style.declarations(spring.ends[0])) animation-timing-function: \(spring.easing.css); }")
          out.line("  100% { \(style.declarations(spring.ends[1])) }")
          out.line("}")
          writeLine(
            spring.ends, frames: [(0, 0, spring.easing.css), (100, 1, nil)], name: name, duration: duration,
            scope: "\(scope)[data-transition=\"\(plan.edge.id)\"] > .mc-\(node.id)", into: &out)
          var animations = "\(name) \(ms)ms linear both"
          if let hide = hideAnimation(motion, name: name, duration: duration, into: &out) {
            animations += ", \(hide) \(ms)ms linear both"
          }
          out.line("\(scope)[data-transition=\"\(plan.edge.id)\"] > .mc-\(node.id) {")
          out.line("  display: \(display); z-index: \(motion.order); animation: \(animations);")
          out.line("}")
          continue
        }
        let opacityTrack = UnitTrack(
          motion, components: [(motion.from.opacity, motion.to.opacity)], shared: key.track,
          tolerance: tolerance)
        let colourTrack = UnitTrack(
          motion, components: Array(zip(channels(motion.from), channels(motion.to))), shared: key.track,
          tolerance: tolerance)
        var style = Style(node: node, drawn)
        style.opacity = opacityTrack == nil
        style.colour = colourTrack == nil
        // A spring whose drawn geometry is not affine in its progress (a circle whose shorter
        // side switches mid-flight) keeps the track's keyframes, each segment eased by
        // `linear()` through the spring's own progress.
        let segments = springSegments(motion, key: key, duration: duration, tolerance: tolerance)
        out.line("@keyframes \(name) {")
        var lineFrames: [(percent: Double, look: Int, easing: String?)] = []
        for frame in keyframes(times: key.times, easings: key.easings, duration: duration) {
          var text =
            "  \(Number.text(frame.percent, decimals: 4))% { \(style.declarations(drawn[frame.look]))"
          var eased: String?
          if var easing = frame.easing {
            if let segments, easing.hasPrefix("cubic-bezier"), let linear = segments[frame.look] {
              easing = linear.css
            }
            text += " animation-timing-function: \(easing);"
            eased = easing
          }
          out.line(text + " }")
          lineFrames.append((frame.percent, frame.look, eased))
        }
        out.line("}")
        writeLine(
          drawn, frames: lineFrames, name: name, duration: duration,
          scope: "\(scope)[data-transition=\"\(plan.edge.id)\"] > .mc-\(node.id)", into: &out)
        var animations = "\(name) \(ms)ms linear both"
        if let opacityTrack {
          let (a, b) = (motion.from.opacity, motion.to.opacity)
          writeUnit(opacityTrack, name: "\(name)-opacity", duration: duration, into: &out) { p in
            "opacity: \(Number.text(min(max(a + (b - a) * p, 0), 1), decimals: 4));"
          }
          animations += ", \(name)-opacity \(ms)ms linear both"
        }
        if let colourTrack {
          let (a, b) = (paint(motion.from), paint(motion.to))
          let property = node.kind == .text || style.stroked ? "color" : "background-color"
          writeUnit(colourTrack, name: "\(name)-colour", duration: duration, into: &out) { p in
            "\(property): \(CSSText.color(DrawnGeometry.clamped(a.interpolated(to: b, p))));"
          }
          animations += ", \(name)-colour \(ms)ms linear both"
        }
        if let hide = hideAnimation(motion, name: name, duration: duration, into: &out) {
          animations += ", \(hide) \(ms)ms linear both"
        }
        out.line("\(scope)[data-transition=\"\(plan.edge.id)\"] > .mc-\(node.id) {")
        out.line("  display: \(display); z-index: \(motion.order); animation: \(animations);")
        out.line("}")
      }
    }
    return out.bytes
  }

  /// The page that plays the scene: the stage, a button per transition and per state, and a
  /// small script (`window.matchcut.play(id)`, `window.matchcut.show(id)`).
  public static func page(_ scene: CompiledScene) -> [UInt8] {
    var out = CSSText()
    let title = CSSText.escapeHTML(scene.preview)
    out.line("<!doctype html>")
    out.line("<html lang=\"en\">")
    out.line("<head>")
    out.line("<meta charset=\"utf-8\">")
    out.line("<title>\(title) — Matchcut</title>")
    out.line("<link rel=\"stylesheet\" href=\"\(CSSText.escapeHTML(stylesheetName(scene)))\">")
    out.line("<style>")
    out.line("  body { margin: 0; font-family: Inter, sans-serif; }")
    out.line("  .mc-stage { outline: 1px solid #c7c7cc; }")
    out.line(
      "  .mc-controls { position: absolute; top: 16px; left: \(Number.text(scene.canvas.width + 24))px; "
        + "display: flex; flex-direction: column; gap: 8px; align-items: flex-start; }")
    out.line("</style>")
    out.line("</head>")
    out.line("<body>")
    let firstState = scene.states.first?.id ?? "s0"
    out.line(
      "<div class=\"mc-stage\" data-scene=\"\(CSSText.escapeHTML(scene.preview))\" data-state=\"\(firstState)\">"
    )
    let lines = CSSTextLines(scene)
    for (index, node) in scene.table.nodes.enumerated() {
      if node.kind == .text, let sets = lines.sets[index], !sets.isEmpty {
        var element = "  <div class=\"mc-node mc-text mc-laid mc-\(node.id)\">"
        for (number, set) in sets.enumerated() {
          element +=
            "<div class=\"mc-l mc-l\(number)\">"
            + "\(CSSText.escapeHTML(set.map(TextEstimate.displayText).joined(separator: "\n")))</div>"
        }
        out.line(element + "</div>")
      } else if node.kind == .text {
        out.line(
          "  <div class=\"mc-node mc-text mc-\(node.id)\">"
            + "\(CSSText.escapeHTML(textEstimate(of: node, in: scene).lines.joined(separator: "\n")))</div>")
      } else {
        // A stroked custom shape draws its line in an inline SVG the size of the element.
        let line =
          node.stroke != nil && isPath(node)
          ? "<svg aria-hidden=\"true\"><path/></svg>" : ""
        out.line(
          "  <div class=\"mc-node mc-\(node.id)\" title=\"\(CSSText.escapeHTML(node.path))\">\(line)</div>")
      }
    }
    out.line("</div>")
    out.line("<div class=\"mc-controls\">")
    for plan in scene.transitions {
      let from = scene.states[plan.edge.from].id
      let to = scene.states[plan.edge.to].id
      out.line(
        "  <button type=\"button\" data-transition=\"\(plan.edge.id)\">\(plan.edge.id): \(from) → \(to) "
          + "(\(plan.edge.trigger.rawValue))</button>")
    }
    for state in scene.states {
      out.line("  <button type=\"button\" data-state=\"\(state.id)\">show \(state.id)</button>")
    }
    out.line("</div>")
    out.line("<script>")
    out.line("(function () {")
    out.line("  const stage = document.querySelector('.mc-stage');")
    out.line("  function play(id) {")
    out.line("    stage.removeAttribute('data-state');")
    out.line("    stage.removeAttribute('data-transition');")
    out.line("    void stage.offsetWidth; // restart the animations")
    out.line("    stage.setAttribute('data-transition', id);")
    out.line("  }")
    out.line("  function show(id) {")
    out.line("    stage.removeAttribute('data-transition');")
    out.line("    stage.setAttribute('data-state', id);")
    out.line("  }")
    out.line("  for (const b of document.querySelectorAll('button[data-transition]')) {")
    out.line("    b.addEventListener('click', () => play(b.dataset.transition));")
    out.line("  }")
    out.line("  for (const b of document.querySelectorAll('button[data-state]')) {")
    out.line("    b.addEventListener('click', () => show(b.dataset.state));")
    out.line("  }")
    out.line("  window.matchcut = { play, show };")
    out.line("})();")
    out.line("</script>")
    out.line("</body>")
    out.line("</html>")
    return out.bytes
  }

  // MARK: Pieces

  /// A removed node's `step-end` animation of `visibility` that hides it when its removal
  /// ends; returns its name.
  static func hideAnimation(
    _ motion: NodeMotion, name: String, duration: Double, into out: inout CSSText
  ) -> String? {
    guard let until = ExportTimeline.visibleUntil(motion), duration > 0,
      until < duration || motion.role == .remove
    else { return nil }
    let hide = "\(name)-hide"
    let percent = Number.text(min(100, until / duration * 100), decimals: 4)
    let tail = percent == "100" ? "" : " 100% { visibility: hidden; }"
    out.line(
      "@keyframes \(hide) { 0% { visibility: visible; animation-timing-function: step-end; } "
        + "\(percent)% { visibility: hidden; }\(tail) }")
    return hide
  }

  /// The fraction of a node's change its keyframes may miss by: the point tolerance over the
  /// largest geometric change, the unit tolerance over the largest opacity or colour change
  /// (as `NodeMotion.track`).
  static func fraction(_ motion: NodeMotion, tolerance: KeyframeTolerance) -> Double {
    var fraction = 1.0
    let geometry = motion.from.geometryDelta(to: motion.to)
    let unit = motion.from.unitDelta(to: motion.to)
    if geometry > 0 { fraction = min(fraction, tolerance.points / geometry) }
    if unit > 0 { fraction = min(fraction, tolerance.unit / unit) }
    return fraction
  }

  /// A spring-driven node whose drawn geometry is affine in the progress: its two ends (the
  /// appearance at progress 0 and 1) and the `linear()` easing of its progress over the whole
  /// transition. Nil for curves, instant changes and non-affine geometry.
  static func springFrames(
    _ motion: NodeMotion, node: SceneNodeTable.Node, key: ExportKeys, duration: Double,
    tolerance: KeyframeTolerance
  ) -> (ends: [DrawnGeometry], easing: LinearEasing)? {
    guard LinearEasing.isSpring(motion.animation), !key.isStatic, duration > 0 else { return nil }
    // Half the fraction: a scale moves both edges, so the box's width errs by twice the edge's
    // error (the checks compare the whole rectangle within 0.5 px).
    let easing = LinearEasing(span: duration, tolerance: fraction(motion, tolerance: tolerance) / 2) {
      motion.progress(at: $0)
    }
    let ends = [0.0, 1.0].map {
      DrawnGeometry(node: node, appearance: motion.from.interpolated(to: motion.to, $0))
    }
    // The progress range the spring covers, overshoot included.
    let low = min(0, easing.stops.map(\.y).min() ?? 0)
    let high = max(1, easing.stops.map(\.y).max() ?? 1)
    for step in 0...8 {
      let p = low + (high - low) * Double(step) / 8
      let exact = DrawnGeometry(node: node, appearance: motion.from.interpolated(to: motion.to, p))
      guard ends[0].affinelyMatches(ends[1], at: p, exact, within: tolerance.points / 8) else { return nil }
    }
    return (ends, easing)
  }

  /// For a spring-driven node, the `linear()` easing of each track segment (by the index of
  /// the keyframe that starts it): the spring's progress over the segment, normalised to the
  /// segment's two keyframes. Nil for curves; nil entries for segments that do not move.
  static func springSegments(
    _ motion: NodeMotion, key: ExportKeys, duration: Double, tolerance: KeyframeTolerance
  ) -> [Int: LinearEasing]? {
    guard LinearEasing.isSpring(motion.animation), let track = key.track, track.times.count > 1 else {
      return nil
    }
    let fraction = fraction(motion, tolerance: tolerance)
    var result: [Int: LinearEasing] = [:]
    for index in 0..<(track.times.count - 1) {
      let (t0, t1) = (track.times[index], track.times[index + 1])
      let (p0, p1) = (track.progress[index], track.progress[index + 1])
      guard t1 > t0, abs(p1 - p0) > 1e-6 else { continue }
      result[index] = LinearEasing(span: t1 - t0, tolerance: fraction / abs(p1 - p0)) {
        (motion.progress(at: t0 + $0) - p0) / (p1 - p0)
      }
    }
    return result
  }

  struct Frame {
    var percent: Double
    var look: Int
    var easing: String?
  }

  /// The keyframe selectors of one node: its track's times as percentages of the transition,
  /// always with a 0 % and a 100 % keyframe (browsers would otherwise fill them from the
  /// element's own style). A jump (two keyframes at one time) holds the earlier value with
  /// `step-end` from just before the jump.
  static func keyframes(times: [Double], easings: [KeyframeEasing], duration: Double) -> [Frame] {
    var frames: [Frame] = []
    let span = duration > 0 ? duration : 1
    for (index, time) in times.enumerated() {
      var percent = duration > 0 ? min(100, max(0, time / span * 100)) : 100
      var easing: String?
      if index + 1 < times.count {
        if times[index + 1] == time {
          easing = "step-end"
          let earlier = percent - 0.001
          if let previous = frames.last?.percent, earlier <= previous {
          } else {
            percent = max(0, earlier)
          }
        } else {
          easing = timing(easings[index])
        }
      }
      if let last = frames.last, last.percent == percent {
        frames[frames.count - 1] = Frame(percent: percent, look: index, easing: easing)
      } else {
        frames.append(Frame(percent: percent, look: index, easing: easing))
      }
    }
    if let first = frames.first, first.percent > 0 {
      frames.insert(Frame(percent: 0, look: first.look, easing: "linear"), at: 0)
    }
    if let last = frames.last, last.percent < 100 {
      frames[frames.count - 1].easing = "linear"
      frames.append(Frame(percent: 100, look: last.look, easing: nil))
    }
    return frames
  }

  /// A separate animation of one unit-range property on its own clamped keyframes.
  static func writeUnit(
    _ track: UnitTrack, name: String, duration: Double, into out: inout CSSText,
    _ declaration: (Double) -> String
  ) {
    out.line("@keyframes \(name) {")
    for frame in keyframes(times: track.times, easings: track.easings, duration: duration) {
      var text = "  \(Number.text(frame.percent, decimals: 4))% { \(declaration(track.progress[frame.look]))"
      if let easing = frame.easing { text += " animation-timing-function: \(easing);" }
      out.line(text + " }")
    }
    out.line("}")
  }

  static func timing(_ easing: KeyframeEasing) -> String {
    switch easing {
    case .linear: return "linear"
    case .cubic(let x1, let y1, let x2, let y2):
      let values = [min(max(x1, 0), 1), y1, min(max(x2, 0), 1), y2].map { Number.text($0, decimals: 6) }
      return "cubic-bezier(\(values.joined(separator: ", ")))"
    }
  }

  /// The box shadows that draw a stroked shape's line in `currentColor`: an inset shadow of
  /// the whole width inside the element for `strokeBorder`; for `stroke`, half the width outside
  /// (its corner radius grows by as much) and half inside (swiftui-semantics §23.6).
  static func boxShadow(_ stroke: StrokeOutline) -> String {
    let width = max(0, stroke.lineWidth)
    func px(_ value: Double) -> String { value == 0 ? "0" : "\(Number.text(value, decimals: 4))px" }
    guard !stroke.inset else { return "inset 0 0 0 \(px(width)) currentColor" }
    return "0 0 0 \(px(width / 2)) currentColor, inset 0 0 0 \(px(width / 2)) currentColor"
  }

  /// A text drawn from layout's lines is a grid of its line sets; one without is a flex box
  /// centring its one block; other nodes are blocks.
  static func display(of node: SceneNodeTable.Node, lines: Bool = false) -> String {
    node.kind == .text ? (lines ? "grid" : "flex") : "block"
  }

  /// The visibility animations of a text's line sets in one transition: set `k` of each step
  /// is visible from the step's time to the next step's (`step-end`), and a set used by no step
  /// stays hidden (the default).
  static func writeLineSteps(
    _ steps: [(time: Double, set: Int)], scope: String, name: String, duration: Double,
    into out: inout CSSText
  ) {
    var shown: [Int: [(start: Double, end: Double)]] = [:]
    for (index, step) in steps.enumerated() {
      let end = index + 1 < steps.count ? steps[index + 1].time : .infinity
      shown[step.set, default: []].append((step.time, end))
    }
    let ms = Number.text(duration * 1000)
    for set in shown.keys.sorted() {
      let spans = shown[set] ?? []
      guard duration > 0 else {
        // An instant change shows the last step at once.
        if steps.last?.set == set { out.line("\(scope) > .mc-l\(set) { visibility: visible; }") }
        continue
      }
      func percent(_ t: Double) -> String { Number.text(min(100, max(0, t / duration * 100)), decimals: 4) }
      var frames: [(String, Bool)] = [("0", spans.contains { $0.start <= 0 && $0.end > 0 })]
      for span in spans {
        if span.start > 0 { frames.append((percent(span.start), true)) }
        if span.end.isFinite { frames.append((percent(span.end), false)) }
      }
      frames.append(("100", spans.contains { !$0.end.isFinite }))
      let body = frames.map { "\($0.0)% { visibility: \($0.1 ? "visible" : "hidden"); }" }.joined(
        separator: " ")
      out.line("@keyframes \(name)-l\(set) { \(body) }")
      out.line("\(scope) > .mc-l\(set) { animation: \(name)-l\(set) \(ms)ms step-end both; }")
    }
  }

  /// The point size, weight and lines of a text node in its first state: its resolved font
  /// (`Appearance.font`), lines broken at its frame's width (`TextEstimate`, docs/exporters.md).
  static func textEstimate(of node: SceneNodeTable.Node, in scene: CompiledScene) -> TextEstimate {
    for state in scene.states {
      if let view = state.views.first(where: { $0.path == node.path }) {
        return TextEstimate.resolve(text: node.text ?? "", font: view.font ?? node.font, frame: view.frame)
      }
    }
    return TextEstimate(text: node.text ?? "", frame: Rect(x: 0, y: 0, width: 0, height: 0))
  }

  /// The declarations of one node at one keyframe; which optional properties appear is decided
  /// once per node so every keyframe lists the same properties.
  struct Style {
    var text: Bool
    var transformed: Bool
    var clipFallback: Clip?
    /// A custom shape's clip (the first `path` clip's outline): every keyframe's clip is then
    /// `clip-path: path(…)`, so the browser interpolates path to path.
    var clipOutline: PathTemplate?
    /// A stroked shape: its colour is the element's `color`, which the line's box shadows
    /// (`boxShadow(_:)`) are drawn in; it has no background.
    var stroked: Bool
    /// A filled custom shape: its outline is the element's `clip-path: path(…)`, in place of a
    /// clip (docs/exporters.md "What a node paints").
    var outlined: Bool
    /// Whether opacity and colour are part of these keyframes (else they have their own).
    var opacity = true
    var colour = true

    init(node: SceneNodeTable.Node, _ drawn: [DrawnGeometry]) {
      text = node.kind == .text
      stroked = node.kind == .shape && node.stroke != nil
      outlined = false
      if case .path = drawn.first?.outline { outlined = !stroked }
      transformed = drawn.contains { $0.scale != 1 || $0.rotation != 0 }
      clipFallback = drawn.first { $0.clip != nil }?.clip
      clipOutline = drawn.lazy.compactMap { $0.clip?.shape == .path ? $0.clip?.outline : nil }.first
    }

    func declarations(_ g: DrawnGeometry) -> String {
      var parts = [
        "left: \(px(g.box.x));", "top: \(px(g.box.y));", "width: \(px(g.box.width));",
        "height: \(px(g.box.height));",
      ]
      if opacity { parts.append("opacity: \(Number.text(g.opacity, decimals: 4));") }
      let color = g.fill.map(CSSText.color) ?? "transparent"
      if text {
        if colour { parts.append("color: \(color);") }
      } else {
        if colour { parts.append("\(stroked ? "color" : "background-color"): \(color);") }
        switch g.outline {
        case .rect(let radius): parts.append("border-radius: \(px(radius));")
        case .ellipse: parts.append("border-radius: 50%;")
        case .path(let template):
          // The outline at this keyframe's size, in the element's own box; the browser
          // interpolates two `path()`s of the same commands number by number, which is the
          // outline at the interpolated size (every coordinate is affine in the size).
          if outlined {
            parts.append("clip-path: path('\(template.svgData(width: g.box.width, height: g.box.height))');")
          }
        }
      }
      if transformed {
        parts.append(
          "transform: scale(\(Number.text(g.scale, decimals: 6))) rotate(\(Number.text(g.rotation))deg);")
      }
      if !outlined, let clip = g.clip ?? clipFallback {
        if let clipOutline {
          parts.append("clip-path: path('\(clipPath(clipOutline, clip, g))');")
        } else {
          parts.append("clip-path: \(inset(clip, g));")
        }
      }
      return parts.joined(separator: " ")
    }

    /// The clip as an inset of the element's own box. The clip is in window points and does not
    /// scale with the node, so its edges are mapped back through the node's scale about the
    /// centre (rotation is not undone).
    private func inset(_ clip: Clip, _ g: DrawnGeometry) -> String {
      let outline = ClipOutline(clip)
      let s = g.scale == 0 ? 1 : g.scale
      let cx = g.box.midX
      let cy = g.box.midY
      func local(_ value: Double, _ centre: Double) -> Double { centre + (value - centre) / s }
      let top = local(outline.rect.y, cy) - g.box.y
      let left = local(outline.rect.x, cx) - g.box.x
      let bottom = g.box.maxY - local(outline.rect.maxY, cy)
      let right = g.box.maxX - local(outline.rect.maxX, cx)
      return "inset(\(px(top)) \(px(right)) \(px(bottom)) \(px(left)) round \(px(outline.radiusX / s)) / "
        + "\(px(outline.radiusY / s)))"
    }

    /// A custom shape's clip as path data in the element's own box: the outline at the clip
    /// rect's size from its corner (window points), each point mapped back through the node's
    /// scale about its centre and moved to the box's corner, as `inset(_:_:)` maps the edges.
    private func clipPath(_ template: PathTemplate, _ clip: Clip, _ g: DrawnGeometry) -> String {
      let s = g.scale == 0 ? 1 : g.scale
      let cx = g.box.midX
      let cy = g.box.midY
      let box = g.box
      return template.svgData(in: clip.rect) { x, y in
        (cx + (x - cx) / s - box.x, cy + (y - cy) / s - box.y)
      }
    }

    private func px(_ value: Double) -> String { value == 0 ? "0" : "\(Number.text(value, decimals: 4))px" }
  }
}
