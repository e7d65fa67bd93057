import MatchcutLayout
import MatchcutMotion
import MatchcutSource
import MatchcutViews

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one node paints at one instant, in window points: the geometry every exporter (Lottie,
/// CSS, SVG) and every expectation sidecar derives from a sampled `Appearance`, so the three
/// formats agree with `TransitionPlan.sample(at:)` (TOOLING §2, §4).
///
/// SwiftUI draws a `Circle` as the largest circle centred in its frame, a `Capsule` with radius
/// half the shorter side, and clamps a rounded rectangle's radius to half the shorter side.
/// A stroked shape paints only a line along that outline (`stroke`, `strokeLine`).
struct DrawnGeometry: Sendable, Hashable {
  /// How the outline is drawn.
  enum Outline: Sendable, Hashable {
    /// A rectangle with this corner radius (already clamped to half the shorter side).
    case rect(radius: Double)
    /// An ellipse inscribed in `box`.
    case ellipse
    /// A custom shape's outline, resolved at `box`'s size with its origin at `box`'s top-left
    /// corner (SwiftUI calls `path(in:)` with the view's bounds at every frame).
    case path(PathTemplate)
  }

  /// The box the outline fills (for a circle: the centred square), before scale and rotation.
  var box: Rect
  var outline: Outline
  /// Scale about the frame's centre (which is also the box's centre).
  var scale: Double
  /// Degrees, clockwise, about the same centre.
  var rotation: Double
  var opacity: Double
  /// The colour: of the whole outline, or of the line of a stroked shape.
  var fill: RGBA?
  var clip: Clip?
  /// A stroked shape's line (nil: the outline is filled). Static per node.
  var stroke: StrokeOutline?

  /// The path a stroked shape's line is centred on, and how wide the line is.
  struct StrokeLine: Sendable, Hashable {
    /// The box the path fills (for a circle or an ellipse: the box of the ellipse).
    var box: Rect
    var outline: Outline
    var lineWidth: Double
  }

  /// Where a stroked shape draws its line (nil for a filled one), before scale and rotation
  /// (`StrokeOutline.linePath`).
  var strokeLine: StrokeLine? {
    guard let stroke else { return nil }
    let width = max(0, stroke.lineWidth)
    switch outline {
    case .rect(let radius):
      let path = stroke.linePath(box: box, radius: radius)
      return StrokeLine(box: path.box, outline: .rect(radius: path.radius), lineWidth: width)
    case .ellipse, .path:
      // A custom shape's `strokeBorder` draws its path in the inset box, as an `InsettableShape`
      // whose `inset(by:)` insets the rectangle it is given.
      return StrokeLine(box: stroke.linePath(box: box, radius: 0).box, outline: outline, lineWidth: width)
    }
  }

  init(node: SceneNodeTable.Node, appearance look: Appearance) {
    let frame = look.frame
    let shorter = max(0, min(frame.width, frame.height))
    var box = frame
    var outline = Outline.rect(radius: min(max(0, look.cornerRadius), shorter / 2))
    if node.kind == .shape, let shape = node.shape {
      switch shape {
      case .rect, .roundedRect: break
      case .path: if let template = node.outline { outline = .path(template) }
      case .capsule: outline = .rect(radius: shorter / 2)
      case .ellipse: outline = .ellipse
      case .circle:
        box = Rect(x: frame.midX - shorter / 2, y: frame.midY - shorter / 2, width: shorter, height: shorter)
        outline = .ellipse
      }
    }
    self.box = box
    self.outline = outline
    self.scale = look.scale
    self.rotation = look.rotation
    // What is shown is clamped: a spring's overshoot cannot make a view more than opaque.
    self.opacity = min(max(look.opacity, 0), 1)
    self.fill = DrawnGeometry.paint(of: node, look.fill).map(DrawnGeometry.clamped)
    self.clip = look.clip
    // Only shapes are stroked (swiftui-semantics §23.6); the node table sets it on no other kind.
    self.stroke = node.kind == .shape ? node.stroke : nil
  }

  /// The colour a node paints with: its fill, or SwiftUI's default for its kind (black
  /// foreground for shapes, colours and text; the system separator for dividers; a neutral
  /// placeholder for images, whose pixels exporters do not have). Containers without a fill
  /// draw nothing.
  static func paint(of node: SceneNodeTable.Node, _ fill: RGBA?) -> RGBA? {
    if let fill { return fill }
    switch node.kind {
    case .shape, .color, .text: return RGBA(red: 0, green: 0, blue: 0)
    case .divider: return RGBA(red: 0.776, green: 0.776, blue: 0.784)
    case .image: return RGBA(red: 0.898, green: 0.898, blue: 0.918)
    case .container: return nil
    }
  }

  /// Whether `exact` (the geometry at progress `p`) is where interpolating linearly from
  /// `self` (progress 0) to `end` (progress 1) puts it, within `tolerance` points: box, corner
  /// radius, scale, rotation and clip (what a browser interpolates between two keyframes).
  func affinelyMatches(_ end: DrawnGeometry, at p: Double, _ exact: DrawnGeometry, within tolerance: Double)
    -> Bool
  {
    func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
    let box = self.box.interpolated(to: end.box, p)
    var error = box.maxDelta(to: exact.box)
    if case .rect(let a) = outline, case .rect(let b) = end.outline, case .rect(let r) = exact.outline {
      error = max(error, abs(lerp(a, b) - r))
    } else if outline != end.outline || outline != exact.outline {
      return false
    }
    let extent = max(box.width, box.height, exact.box.width, exact.box.height)
    error = max(error, abs(lerp(scale, end.scale) - exact.scale) * extent / 2)
    error = max(error, abs(lerp(rotation, end.rotation) - exact.rotation) * Double.pi / 180 * extent / 2)
    switch (clip, end.clip, exact.clip) {
    case (nil, nil, nil): break
    case (let a?, let b?, let c?): error = max(error, a.rect.interpolated(to: b.rect, p).maxDelta(to: c.rect))
    default: return false
    }
    return error <= tolerance
  }

  static func clamped(_ c: RGBA) -> RGBA {
    RGBA(
      red: min(max(c.red, 0), 1), green: min(max(c.green, 0), 1), blue: min(max(c.blue, 0), 1),
      alpha: min(max(c.alpha, 0), 1))
  }

  /// The axis-aligned bounds of the box after scale and rotation about its centre.
  var bounds: Rect {
    let cx = box.midX
    let cy = box.midY
    var halfW = box.width * abs(scale) / 2
    var halfH = box.height * abs(scale) / 2
    if rotation.truncatingRemainder(dividingBy: 360) != 0 {
      let radians = rotation * Double.pi / 180
      let c = abs(cos(radians))
      let s = abs(sin(radians))
      if case .ellipse = outline, box.width == box.height {
        // A circle's bounds do not change under rotation.
      } else {
        (halfW, halfH) = (halfW * c + halfH * s, halfW * s + halfH * c)
      }
    }
    return Rect(x: cx - halfW, y: cy - halfH, width: 2 * halfW, height: 2 * halfH)
  }

  /// The bounds cut by the clip rectangle (the clip's rounded corners are not taken into
  /// account); nil when nothing is left.
  var clippedBounds: Rect? {
    let b = bounds
    guard let clip else { return b }
    let x0 = max(b.x, clip.rect.x)
    let y0 = max(b.y, clip.rect.y)
    let x1 = min(b.maxX, clip.rect.maxX)
    let y1 = min(b.maxY, clip.rect.maxY)
    guard x1 > x0, y1 > y0 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}

/// The drawn box of a clip: circles are inscribed squares; radii clamped like SwiftUI's.
struct ClipOutline: Sendable, Hashable {
  var rect: Rect
  var radiusX: Double
  var radiusY: Double

  init(_ clip: Clip) {
    var rect = clip.rect
    let shorter = max(0, min(rect.width, rect.height))
    switch clip.shape {
    case .rect, .roundedRect, .path:
      let r = min(max(0, clip.cornerRadius), shorter / 2)
      radiusX = r
      radiusY = r
    case .capsule:
      radiusX = shorter / 2
      radiusY = shorter / 2
    case .ellipse:
      radiusX = rect.width / 2
      radiusY = rect.height / 2
    case .circle:
      rect = Rect(x: rect.midX - shorter / 2, y: rect.midY - shorter / 2, width: shorter, height: shorter)
      radiusX = shorter / 2
      radiusY = shorter / 2
    }
    self.rect = rect
  }
}

/// Number printing shared by the text formats (CSS, SVG): at most `decimals` places, no
/// exponent, no trailing zeros, never `-0`.
enum Number {
  static func text(_ value: Double, decimals: Int = 3) -> String {
    var bytes: [UInt8] = []
    JSONWriter.appendNumber(value.isFinite ? value : 0, decimals: decimals, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}
