import MatchcutMotion
import MatchcutSource

/// Writes Lottie animatable properties (`{"a": 0, "k": value}` or `{"a": 1, "k": [keyframes]}`)
/// on one node's keyframe times (validators.md §1: keyframe `t` in frames, easing `o`/`i` on
/// the keyframe that STARTS the segment, i.e. CSS `cubic-bezier(o.x, o.y, i.x, i.y)`).
struct LottieKeyframes {
  /// Keyframe times in frames (`t · fr`; they need not be integers).
  var frames: [Double]
  /// Easing of the segment starting at each keyframe; nil on the last one.
  var easings: [KeyframeEasing?]
  /// True where the value holds until the next keyframe (a jump).
  var holds: [Bool]

  /// Lottie cannot put two keyframes at one time: a jump (two keyframes at the same `t`) holds
  /// the earlier value from `jumpLead` frames before the jump (validators.md §1.1 trap list).
  static let jumpLead = 0.01

  init(times: [Double], easings: [KeyframeEasing], fps: Double) {
    var frames: [Double] = []
    var eases: [KeyframeEasing?] = []
    var holds: [Bool] = []
    for (index, time) in times.enumerated() {
      var frame = time * fps
      var hold = false
      if index + 1 < times.count, times[index + 1] == time {
        hold = true
        let earlier = frame - LottieKeyframes.jumpLead
        if let previous = frames.last, earlier <= previous {
          // No room before the jump: keep the frame (players then jump at the next keyframe).
        } else {
          frame = max(0, earlier)
        }
      }
      frames.append(frame)
      holds.append(hold)
      eases.append(index < easings.count ? easings[index] : nil)
    }
    self.frames = frames
    self.easings = eases
    self.holds = holds
  }

  /// A static property.
  static func constant(_ value: [Double], scalar: Bool, into json: inout JSONWriter) {
    let value = value.map(finite)
    json.beginObject()
    json.field("a", 0)
    json.key("k")
    if scalar, let first = value.first {
      json.value(first)
    } else {
      json.beginArray()
      for component in value { json.value(component) }
      json.endArray()
    }
    json.endObject()
  }

  /// A property with one value per keyframe; static when every value is the same.
  func property(_ values: [[Double]], scalar: Bool, into json: inout JSONWriter) {
    let values = values.map { $0.map(LottieKeyframes.finite) }
    guard let first = values.first else {
      LottieKeyframes.constant([0], scalar: scalar, into: &json)
      return
    }
    if values.count < 2 || values.allSatisfy({ $0 == first }) {
      LottieKeyframes.constant(first, scalar: scalar, into: &json)
      return
    }
    json.beginObject()
    json.field("a", 1)
    json.key("k")
    json.beginArray()
    for (index, value) in values.enumerated() {
      json.beginObject()
      json.field("t", frames[index], decimals: 6)
      json.key("s")
      json.beginArray()
      for component in value { json.value(component) }
      json.endArray()
      writeEasing(at: index, into: &json)
      json.endObject()
    }
    json.endArray()
    json.endObject()
  }

  /// A path (mask) property with one closed Bézier per keyframe.
  func path(_ values: [LottiePath], into json: inout JSONWriter) {
    guard let first = values.first else { return }
    json.beginObject()
    if values.count < 2 || values.allSatisfy({ $0 == first }) {
      json.field("a", 0)
      json.key("k")
      first.write(into: &json)
      json.endObject()
      return
    }
    json.field("a", 1)
    json.key("k")
    json.beginArray()
    for (index, value) in values.enumerated() {
      json.beginObject()
      json.field("t", frames[index], decimals: 6)
      json.key("s")
      json.beginArray()
      value.write(into: &json)
      json.endArray()
      writeEasing(at: index, into: &json)
      json.endObject()
    }
    json.endArray()
    json.endObject()
  }

  /// JSON has no NaN or infinity (the writer would print `null`, a schema error): a
  /// non-finite value, which only a degenerate input can produce, is written as 0.
  static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }

  private func writeEasing(at index: Int, into json: inout JSONWriter) {
    guard index + 1 < frames.count else { return }
    if holds[index] {
      json.field("h", 1)
      return
    }
    var handles = (0.0, 0.0, 1.0, 1.0)
    if case .cubic(let x1, let y1, let x2, let y2) = easings[index] ?? .linear {
      // The schema limits x to [0, 1]; y may overshoot (validators.md trap 6).
      handles = (min(max(x1, 0), 1), y1, min(max(x2, 0), 1), y2)
    }
    handle("o", x: handles.0, y: handles.1, into: &json)
    handle("i", x: handles.2, y: handles.3, into: &json)
  }

  private func handle(_ name: String, x: Double, y: Double, into json: inout JSONWriter) {
    json.key(name)
    json.beginObject()
    json.key("x")
    json.beginArray()
    json.value(x, decimals: 6)
    json.endArray()
    json.key("y")
    json.beginArray()
    json.value(y, decimals: 6)
    json.endArray()
    json.endObject()
  }
}

/// A cubic Bézier path in Lottie's form: vertices with in and out tangents relative to them,
/// closed (`c`) or open.
struct LottiePath: Hashable {
  var vertices: [(Double, Double)]
  var inTangents: [(Double, Double)]
  var outTangents: [(Double, Double)]
  var closed = true

  init(
    vertices: [(Double, Double)], inTangents: [(Double, Double)], outTangents: [(Double, Double)],
    closed: Bool
  ) {
    self.vertices = vertices
    self.inTangents = inTangents
    self.outTangents = outTangents
    self.closed = closed
  }

  /// A rounded rectangle as 8 vertices (also for zero radii, so every keyframe of an animated
  /// clip has the same vertex count, which path interpolation requires). Elliptical corners use
  /// the usual quarter-circle constant 0.5523.
  init(x: Double, y: Double, width w: Double, height h: Double, rx: Double, ry: Double) {
    let k = 0.5522847498
    let cx = rx * k
    let cy = ry * k
    vertices = [
      (x + rx, y), (x + w - rx, y), (x + w, y + ry), (x + w, y + h - ry),
      (x + w - rx, y + h), (x + rx, y + h), (x, y + h - ry), (x, y + ry),
    ]
    inTangents = [(-cx, 0), (0, 0), (0, -cy), (0, 0), (cx, 0), (0, 0), (0, cy), (0, 0)]
    outTangents = [(0, 0), (cx, 0), (0, 0), (0, cy), (0, 0), (-cx, 0), (0, 0), (0, -cy)]
  }

  static func == (lhs: LottiePath, rhs: LottiePath) -> Bool {
    func same(_ a: [(Double, Double)], _ b: [(Double, Double)]) -> Bool {
      a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    }
    return lhs.closed == rhs.closed && same(lhs.vertices, rhs.vertices)
      && same(lhs.inTangents, rhs.inTangents) && same(lhs.outTangents, rhs.outTangents)
  }

  func hash(into hasher: inout Hasher) {
    for (x, y) in vertices {
      hasher.combine(x)
      hasher.combine(y)
    }
  }

  func write(into json: inout JSONWriter) {
    json.beginObject()
    json.field("c", closed)
    for (name, points) in [("v", vertices), ("i", inTangents), ("o", outTangents)] {
      json.key(name)
      json.beginArray()
      for (x, y) in points {
        json.beginArray()
        json.value(LottieKeyframes.finite(x))
        json.value(LottieKeyframes.finite(y))
        json.endArray()
      }
      json.endArray()
    }
    json.endObject()
  }
}
