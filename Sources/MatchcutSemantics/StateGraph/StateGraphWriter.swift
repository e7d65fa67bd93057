import MatchcutSource

/// Writes a scene's state graph for `matchcut states --json` and `--dot` (TOOLING §1–2).
///
/// JSON keys come in the order TOOLING §2 lists them; `values` objects are sorted by key.
public enum StateGraphWriter {
  /// `{"preview", "canvas", "states": [{"id", "values"}], "transitions": [{"id", "from", "to",
  /// "trigger": {"kind", "node"}, "animation"}], "complete"}` on one line plus a newline.
  public static func json(_ scene: Scene) -> String {
    var w = JSONWriter()
    w.beginObject()
    w.field("preview", scene.name)
    w.key("canvas")
    canvas(scene.canvas, into: &w)
    w.key("states")
    w.beginArray()
    for state in scene.stateGraph.states {
      w.beginObject()
      w.field("id", state.id)
      w.key("values")
      w.beginObject()
      for value in state.values.sorted(by: { $0.key < $1.key }) { w.field(value.key, value.value) }
      w.endObject()
      if !state.pendingAppear.isEmpty {
        w.key("pendingAppear")
        w.beginArray()
        for path in state.pendingAppear { w.value(path) }
        w.endArray()
      }
      if !state.pendingTimers.isEmpty {
        w.key("pendingTimers")
        w.beginArray()
        for delay in state.pendingTimers { w.value(delay, decimals: 3) }
        w.endArray()
      }
      w.endObject()
    }
    w.endArray()
    w.key("transitions")
    w.beginArray()
    let ids = scene.stateGraph.states.map(\.id)
    for transition in scene.stateGraph.transitions {
      w.beginObject()
      w.field("id", transition.id)
      w.field("from", ids.indices.contains(transition.from) ? ids[transition.from] : "s\(transition.from)")
      w.field("to", ids.indices.contains(transition.to) ? ids[transition.to] : "s\(transition.to)")
      w.key("trigger")
      w.beginObject()
      w.field("kind", transition.trigger.kind.rawValue)
      w.field("node", transition.trigger.node)
      if let delay = transition.trigger.delay { w.field("delay", delay, decimals: 3) }
      if let probe = transition.trigger.probe {
        w.key("translation")
        w.beginArray()
        w.value(probe.width, decimals: 2)
        w.value(probe.height, decimals: 2)
        w.endArray()
      }
      if !transition.trigger.releaseRanges.isEmpty {
        w.key("releaseRanges")
        w.beginArray()
        for range in transition.trigger.releaseRanges { releaseRange(range, into: &w) }
        w.endArray()
      }
      w.endObject()
      w.key("animation")
      animation(transition.animation, into: &w)
      w.endObject()
    }
    w.endArray()
    if !scene.stateGraph.interactions.isEmpty {
      w.key("interactions")
      w.beginArray()
      for interaction in scene.stateGraph.interactions { self.interaction(interaction, ids: ids, into: &w) }
      w.endArray()
    }
    w.field("complete", scene.stateGraph.isComplete)
    w.endObject()
    return w.string + "\n"
  }

  /// `{"from", "node", "tracks": [{"key", "base", "perX", "perY", "linear", "samples"?}]}`;
  /// samples (`[tx, ty, value]`) are written only for tracks that are not linear.
  static func interaction(_ interaction: DragInteraction, ids: [String], into w: inout JSONWriter) {
    w.beginObject()
    w.field("from", ids.indices.contains(interaction.from) ? ids[interaction.from] : "s\(interaction.from)")
    w.field("node", interaction.node)
    w.key("tracks")
    w.beginArray()
    for track in interaction.tracks {
      w.beginObject()
      w.field("key", track.key)
      w.field("base", track.base, decimals: 4)
      w.field("perX", track.perX, decimals: 6)
      w.field("perY", track.perY, decimals: 6)
      w.field("linear", track.isLinear)
      if !track.isLinear {
        w.key("samples")
        w.beginArray()
        for sample in track.samples {
          w.beginArray()
          for number in sample { w.value(number, decimals: 4) }
          w.endArray()
        }
        w.endArray()
      }
      w.endObject()
    }
    w.endArray()
    w.endObject()
  }

  static func canvas(_ canvas: CanvasSpec, into w: inout JSONWriter) {
    w.beginObject()
    w.field("width", canvas.width, decimals: 2)
    w.field("height", canvas.height, decimals: 2)
    w.key("safeArea")
    w.beginObject()
    w.field("top", canvas.safeTop, decimals: 2)
    w.field("leading", canvas.safeLeading, decimals: 2)
    w.field("bottom", canvas.safeBottom, decimals: 2)
    w.field("trailing", canvas.safeTrailing, decimals: 2)
    w.endObject()
    w.field("scale", canvas.scale, decimals: 2)
    w.endObject()
  }

  static func animation(_ edge: EdgeAnimation, into w: inout JSONWriter) {
    w.beginObject()
    w.field("source", edge.source.rawValue)
    if let curve = edge.animation {
      w.key("curve")
      self.curve(curve, into: &w)
    }
    if !edge.scopes.isEmpty {
      w.key("scopes")
      w.beginArray()
      for scope in edge.scopes {
        w.beginObject()
        w.field("path", scope.path)
        w.key("curve")
        if let curve = scope.animation { self.curve(curve, into: &w) } else { w.null() }
        w.endObject()
      }
      w.endArray()
    }
    w.endObject()
  }

  /// `{"axis": "width|height", "sign": 1|-1, "min", "max"?}`: the releases along one direction
  /// that take an edge (`max` absent: no end).
  public static func releaseRange(_ range: DragReleaseRange, into w: inout JSONWriter) {
    w.beginObject()
    w.field("axis", range.component)
    w.field("sign", range.sign)
    w.field("min", range.minimum, decimals: 2)
    if let maximum = range.maximum { w.field("max", maximum, decimals: 2) }
    w.endObject()
  }

  /// `{"name", "unitCurve"?, "arguments": {label: number}, "modifiers": [{"name", "arguments"}]}`.
  public static func curve(_ animation: AnimationDescription, into w: inout JSONWriter) {
    w.beginObject()
    w.field("name", animation.curve.rawValue)
    if let unitCurve = animation.unitCurve { w.field("unitCurve", unitCurve.rawValue) }
    w.key("arguments")
    arguments(animation.arguments, into: &w)
    w.key("modifiers")
    w.beginArray()
    for step in animation.modifiers {
      w.beginObject()
      w.field("name", step.kind.rawValue)
      w.key("arguments")
      arguments(step.arguments, into: &w)
      w.endObject()
    }
    w.endArray()
    w.endObject()
  }

  private static func arguments(_ arguments: [AnimationDescription.Argument], into w: inout JSONWriter) {
    w.beginObject()
    for argument in arguments { w.field(argument.label, argument.value, decimals: 6) }
    w.endObject()
  }

  /// A Graphviz digraph: one node per state (labelled with its values), one edge per
  /// transition (labelled `t0 tap Button` plus the curve).
  public static func dot(_ scene: Scene) -> String {
    var out =
      "digraph \"\(escape(scene.name))\" {\n  rankdir=LR;\n  node [shape=box, fontname=\"Helvetica\"];\n"
    for state in scene.stateGraph.states {
      let lines = [state.id] + state.values.map { "\($0.key) = \($0.value)" }
      let label = lines.map(escape).joined(separator: "\\l") + "\\l"
      out += "  \(state.id) [label=\"\(label)\"\(state.pendingAppear.isEmpty ? "" : ", style=dashed")];\n"
    }
    let ids = scene.stateGraph.states.map(\.id)
    for transition in scene.stateGraph.transitions {
      guard ids.indices.contains(transition.from), ids.indices.contains(transition.to) else { continue }
      let node =
        transition.trigger.node.split(separator: "/").last.map(String.init) ?? transition.trigger.node
      var label = escape("\(transition.id) \(transition.trigger.kind.rawValue) \(node)")
      if let curve = transition.animation.animation {
        label += "\\n" + escape(curve.description)
      } else if !transition.animation.scopes.isEmpty {
        label += "\\n.animation(value:)"
      }
      out += "  \(ids[transition.from]) -> \(ids[transition.to]) [label=\"\(label)\"];\n"
    }
    out += "}\n"
    return out
  }

  private static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default: out.append(character)
      }
    }
    return out
  }
}
