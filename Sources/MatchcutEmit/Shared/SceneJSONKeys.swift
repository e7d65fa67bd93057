import MatchcutSource

/// The keys written once per node (per state, per transition): read straight from their literals
/// instead of scanned for escapes each time (TOOLING §2–3 name them).
extension JSONKey {
  static let id = JSONKey("id")
  static let role = JSONKey("role")
  static let order = JSONKey("order")
  static let hero = JSONKey("hero")
  static let visibleUntil = JSONKey("visibleUntil")
  static let from = JSONKey("from")
  static let to = JSONKey("to")
  static let keyframes = JSONKey("keyframes")
  static let t = JSONKey("t")
  static let easing = JSONKey("easing")
  static let progress = JSONKey("progress")
  static let frame = JSONKey("frame")
  static let opacity = JSONKey("opacity")
  static let zIndex = JSONKey("zIndex")
  static let cornerRadius = JSONKey("cornerRadius")
  static let fill = JSONKey("fill")
  static let scale = JSONKey("scale")
  static let rotation = JSONKey("rotation")
  static let text = JSONKey("text")
  static let font = JSONKey("font")
  static let size = JSONKey("size")
  static let weight = JSONKey("weight")
  static let design = JSONKey("design")
  static let clip = JSONKey("clip")
  static let shape = JSONKey("shape")
  static let rect = JSONKey("rect")
  static let kind = JSONKey("kind")
  static let path = JSONKey("path")
}
