import MatchcutLayout

/// Everything about a drawn node that a transition animates, at one instant
/// (LANGUAGE §8: frame, colour, opacity, corner radius, scale, rotation).
///
/// The clip, string and font are held out of line, in one shared box that is nil when all
/// three are: most nodes have none of them, and a transition stores two appearances for every
/// node (112 bytes each instead of 208).
public struct Appearance: Sendable, Hashable {
  /// Where the node is drawn, in window points (scale and rotation not applied).
  public var frame: Rect
  /// Opacity including every ancestor's and every running transition's factor.
  public var opacity: Double
  public var cornerRadius: Double
  /// Scale about the frame's centre.
  public var scale: Double
  /// Rotation in degrees about the frame's centre.
  public var rotation: Double
  public var fill: RGBA?
  /// The clip, string and font; nil exactly when all three are nil.
  @usableFromInline var details: AppearanceDetails?

  public var clip: Clip? {
    @inlinable get { details?.clip }
    set { details = AppearanceDetails.make(clip: newValue, text: details?.text, font: details?.font) }
  }

  /// The string of a text node (or the name of an image) in this state: a view keeps its
  /// identity when its string changes, so the string belongs to the appearance.
  public var text: String? {
    @inlinable get { details?.text }
    set { details = AppearanceDetails.make(clip: details?.clip, text: newValue, font: details?.font) }
  }

  /// The font of a text node in this state (nil for other nodes).
  public var font: TextFont? {
    @inlinable get { details?.font }
    set { details = AppearanceDetails.make(clip: details?.clip, text: details?.text, font: newValue) }
  }

  public init(
    frame: Rect, opacity: Double = 1, cornerRadius: Double = 0, scale: Double = 1,
    rotation: Double = 0, fill: RGBA? = nil, clip: Clip? = nil, text: String? = nil,
    font: TextFont? = nil
  ) {
    self.frame = frame
    self.opacity = opacity
    self.cornerRadius = cornerRadius
    self.scale = scale
    self.rotation = rotation
    self.fill = fill
    self.details = AppearanceDetails.make(clip: clip, text: text, font: font)
  }

  /// An appearance with its clip, string and font already boxed (`nil` for none of them).
  init(
    frame: Rect, opacity: Double, cornerRadius: Double, scale: Double, rotation: Double, fill: RGBA?,
    details: AppearanceDetails?
  ) {
    self.frame = frame
    self.opacity = opacity
    self.cornerRadius = cornerRadius
    self.scale = scale
    self.rotation = rotation
    self.fill = fill
    self.details = details
  }

  /// The appearance a fraction `p` of the way to `other` (swiftui-semantics §15.1:
  /// `from + p·Δ` for every animatable component).
  public func interpolated(to other: Appearance, _ p: Double) -> Appearance {
    var result = self
    result.frame = frame.interpolated(to: other.frame, p)
    // A spring's overshoot cannot make a view more than opaque or less than transparent.
    result.opacity = min(1, max(0, opacity + (other.opacity - opacity) * p))
    result.cornerRadius = cornerRadius + (other.cornerRadius - cornerRadius) * p
    result.scale = scale + (other.scale - scale) * p
    result.rotation = rotation + (other.rotation - rotation) * p
    if let a = fill, let b = other.fill { result.fill = a.interpolated(to: b, p) }
    // Neither end has a clip, string or font (most nodes): nothing more to interpolate.
    guard details != nil || other.details != nil else { return result }
    let clip: Clip?
    if let a = self.clip, let b = other.clip {
      clip = Clip(
        rect: a.rect.interpolated(to: b.rect, p),
        cornerRadius: a.cornerRadius + (b.cornerRadius - a.cornerRadius) * p, shape: b.shape,
        outline: b.outline)
    } else {
      clip = p < 1 ? self.clip : other.clip
    }
    // A changed string cross-fades in SwiftUI; the timeline switches it half way.
    result.details = AppearanceDetails.make(
      clip: clip, text: p < 0.5 ? text : other.text, font: p < 0.5 ? font : other.font)
    return result
  }

  /// The largest change in points of any geometric component (frame, clip, corner radius).
  public func geometryDelta(to other: Appearance) -> Double {
    var delta = frame.maxDelta(to: other.frame)
    delta = max(delta, abs(other.cornerRadius - cornerRadius))
    // Scale and rotation move the node's corners: measure that in points too.
    let extent = max(frame.width, frame.height, other.frame.width, other.frame.height)
    delta = max(delta, abs(other.scale - scale) * extent / 2)
    delta = max(delta, abs(other.rotation - rotation) * Double.pi / 180 * extent / 2)
    if let a = clip, let b = other.clip { delta = max(delta, a.rect.maxDelta(to: b.rect)) }
    return delta
  }

  /// The largest change of a unit-less component (opacity, colour channels).
  public func unitDelta(to other: Appearance) -> Double {
    var delta = abs(other.opacity - opacity)
    if let a = fill, let b = other.fill {
      delta = max(
        delta, abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.alpha - b.alpha))
    }
    return delta
  }
}
