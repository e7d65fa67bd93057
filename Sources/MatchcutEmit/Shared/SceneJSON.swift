import MatchcutLayout
import MatchcutMotion
import MatchcutSource

/// The JSON shapes shared by `layout --json`, `sample --json` and the timeline (TOOLING §2).
/// Keys are written in a fixed order; numbers are rounded to 4 decimals.
enum SceneJSON {
  static func canvas(_ canvas: Canvas, into json: inout JSONWriter) {
    json.beginObject()
    json.field("width", canvas.width)
    json.field("height", canvas.height)
    json.key("safeArea")
    json.beginObject()
    json.field("top", canvas.safeArea.top)
    json.field("leading", canvas.safeArea.leading)
    json.field("bottom", canvas.safeArea.bottom)
    json.field("trailing", canvas.safeArea.trailing)
    json.endObject()
    json.field("scale", canvas.scale)
    json.endObject()
  }

  /// The static facts of a node: id, kind, path, text, shape, outline, stroke, match.
  static func nodeHeader(_ node: SceneNodeTable.Node, into json: inout JSONWriter) {
    json.field(.id, node.id)
    json.field(.kind, node.kind.rawValue)
    json.field(.path, node.path)
    if let text = node.text { json.field(.text, text) }
    if let shape = node.shape { json.field(.shape, shape.rawValue) }
    if let template = node.outline {
      json.key("outline")
      outline(template, into: &json)
    }
    if let stroke = node.stroke {
      json.key("stroke")
      json.beginObject()
      json.field("lineWidth", stroke.lineWidth)
      json.field("inset", stroke.inset)
      json.endObject()
    }
    if !node.matches.isEmpty {
      json.key("match")
      json.beginArray()
      for match in node.matches {
        json.beginObject()
        json.field("namespace", match.namespace)
        json.field("id", match.id)
        json.field("properties", match.properties.rawValue)
        json.key("anchor")
        json.beginArray()
        json.value(match.anchor.x)
        json.value(match.anchor.y)
        json.endArray()
        json.field("isSource", match.isSource)
        json.endObject()
      }
      json.endArray()
    }
  }

  static func rect(_ rect: Rect, into json: inout JSONWriter) {
    json.beginArray()
    json.value(rect.x)
    json.value(rect.y)
    json.value(rect.width)
    json.value(rect.height)
    json.endArray()
  }

  /// The animatable appearance: frame always; the rest where it applies (TOOLING §2).
  /// `lines` are a text's lines in this appearance (`TextFlight`), when known.
  static func appearance(
    _ appearance: Appearance, zIndex: Double?, lines: [String]? = nil, fills: inout FillValues,
    into json: inout JSONWriter
  ) {
    members(
      frame: appearance.frame, opacity: appearance.opacity, zIndex: zIndex,
      cornerRadius: appearance.cornerRadius, fill: appearance.fill, scale: appearance.scale,
      rotation: appearance.rotation, text: appearance.text, lines: lines, font: appearance.font,
      clip: appearance.clip, fills: &fills, into: &json)
  }

  /// The members of ``appearance(_:zIndex:fills:into:)``, from an `Appearance` or straight from
  /// a state's `ViewRecord` (without building an `Appearance` per node).
  /// ``members(frame:opacity:zIndex:cornerRadius:fill:scale:rotation:text:font:clip:fills:into:)``
  /// of the view at `index`, its fields read in place (copying a `ViewRecord` retains all its
  /// references), with its effective `opacity`; a text's `lines` are the lines it shows in
  /// its frame (`SceneTexts.lines(of:pixel:)`, `pixel` = 1 / the canvas scale).
  static func members(
    of views: UnsafeBufferPointer<ViewRecord>, at index: Int, opacity: Double, pixel: Double,
    fills: inout FillValues, into json: inout JSONWriter
  ) {
    members(
      frame: views[index].frame, opacity: opacity, zIndex: views[index].zIndex,
      cornerRadius: views[index].cornerRadius, fill: views[index].fill, scale: views[index].scale,
      rotation: views[index].rotation, text: views[index].text,
      lines: SceneTexts.lines(of: views[index], pixel: pixel), font: views[index].font,
      clip: views[index].clip, fills: &fills, into: &json)
  }

  static func members(
    frame: Rect, opacity: Double, zIndex: Double?, cornerRadius: Double, fill: RGBA?, scale: Double,
    rotation: Double, text: String?, lines: [String]? = nil, font: TextFont?, clip: Clip?,
    fills: inout FillValues, into json: inout JSONWriter
  ) {
    json.key(.frame)
    rect(frame, into: &json)
    json.field(.opacity, opacity)
    if let zIndex { json.field(.zIndex, zIndex) }
    if cornerRadius != 0 { json.field(.cornerRadius, cornerRadius) }
    if let fill {
      json.key(.fill)
      fills.write(fill, into: &json)
    }
    if scale != 1 { json.field(.scale, scale, decimals: 6) }
    if rotation != 0 { json.field(.rotation, rotation) }
    if let text { json.field(.text, text) }
    if let lines {
      json.key("lines")
      json.beginArray()
      for line in lines { json.value(line) }
      json.endArray()
    }
    if let font {
      json.key(.font)
      json.beginObject()
      json.field(.size, font.size)
      json.field(.weight, font.weightName)
      if let design = font.design { json.field(.design, design.rawValue) }
      if font.alignment != .leading { json.field(.alignment, font.alignmentName) }
      json.endObject()
    }
    if let clip {
      json.key(.clip)
      json.beginObject()
      json.field(.shape, clip.shape.rawValue)
      json.key(.rect)
      rect(clip.rect, into: &json)
      if clip.cornerRadius != 0 { json.field(.cornerRadius, clip.cornerRadius) }
      if let template = clip.outline {
        // A `path` clip's outline, resolved at `rect`'s size from its top-left corner.
        json.key("outline")
        outline(template, into: &json)
      }
      json.endObject()
    }
  }

  /// A state entry up to its node list: `{"id":…,"values":{…},"nodes":[` (the timeline's
  /// `TimelineStates` writes the same opening).
  static func openState(_ state: StateLayout, into json: inout JSONWriter) {
    json.beginObject()
    json.field(.id, state.id)
    json.key("values")
    json.beginObject()
    for (key, value) in state.values { json.field(key, value) }
    json.endObject()
    json.key("nodes")
    json.beginArray()
  }

  /// `{"id", "values", "nodes"}` for one state; nodes in paint order. Each node is its full
  /// header (`layout --json`) or, given the scene's `ids`, its id alone (the timeline, whose
  /// node list holds the headers).
  static func state(
    _ state: StateLayout, table: SceneNodeTable, ids: NodeIDMembers?, pixel: Double, fills: inout FillValues,
    into json: inout JSONWriter
  ) {
    openState(state, into: &json)
    let opacities = state.effectiveOpacities
    var lookup = NodeLookup(table)
    state.views.withUnsafeBufferPointer { views in
      for index in views.indices where views[index].kind != nil {
        guard let node = lookup.index(of: views[index].path) else { continue }
        json.beginObject()
        if let ids {
          ids.write(node, into: &json)
        } else {
          nodeHeader(table.nodes[node], into: &json)
        }
        members(of: views, at: index, opacity: opacities[index], pixel: pixel, fills: &fills, into: &json)
        json.endObject()
      }
    }
    json.endArray()
    json.endObject()
  }

  /// One pixel of `canvas` in points: the slack a text's snapped frame may have taken
  /// (`TextBlock.lines(fitting:pixel:)`).
  static func pixel(_ canvas: Canvas) -> Double {
    canvas.scale > 0 && canvas.scale.isFinite ? 1 / canvas.scale : 1
  }

  static func animation(_ animation: MatchcutMotion.Animation?, into json: inout JSONWriter) {
    guard let animation else {
      json.null()
      return
    }
    json.beginObject()
    json.field("description", animation.description)
    json.key("model")
    json.beginObject()
    switch animation.base.model {
    case .curve(let curve, let duration):
      json.field("type", "bezier")
      json.key("controlPoints")
      json.beginArray()
      for value in [curve.x1, curve.y1, curve.x2, curve.y2] { json.value(value, decimals: 6) }
      json.endArray()
      json.field("duration", duration, decimals: 6)
    case .unitCurve(let curve, let duration):
      // A circular UnitCurve (docs/timeline.schema.json `unitCurve`): no control points; its
      // keyframes are fitted, as a spring's are.
      json.field("type", "unitCurve")
      json.field("curve", curve.name)
      json.field("duration", duration, decimals: 6)
    case .fluidSpring(let spring):
      json.field("type", "spring")
      json.field("integration", "fluid")
      json.field("mass", 1)
      json.field("stiffness", spring.stiffness, decimals: 6)
      json.field("damping", spring.damping, decimals: 6)
      json.field("initialVelocity", 0)
      json.field("response", spring.response, decimals: 6)
      json.field("dampingFraction", spring.dampingFraction, decimals: 6)
      json.field("blendDuration", spring.blendDuration, decimals: 6)
    case .interpolatingSpring(let spring, let velocity):
      json.field("type", "spring")
      json.field("integration", "analytic")
      json.field("mass", spring.mass, decimals: 6)
      json.field("stiffness", spring.stiffness, decimals: 6)
      json.field("damping", spring.damping, decimals: 6)
      json.field("initialVelocity", velocity, decimals: 6)
    }
    json.endObject()
    json.key("modifiers")
    json.beginArray()
    for modifier in animation.modifiers {
      json.beginObject()
      switch modifier {
      case .delay(let seconds): json.field("delay", seconds, decimals: 6)
      case .speed(let factor): json.field("speed", factor, decimals: 6)
      case .repeatCount(let count, let autoreverses):
        json.field("repeatCount", count)
        json.field("autoreverses", autoreverses)
      case .repeatForever(let autoreverses):
        json.field("repeatForever", true)
        json.field("autoreverses", autoreverses)
      }
      json.endObject()
    }
    json.endArray()
    json.endObject()
  }

  static func easing(_ easing: KeyframeEasing, into json: inout JSONWriter) {
    switch easing {
    case .linear: json.value("linear")
    case .cubic(let x1, let y1, let x2, let y2):
      json.beginArray()
      for value in [x1, y1, x2, y2] { json.value(value, decimals: 6) }
      json.endArray()
    }
  }
}
