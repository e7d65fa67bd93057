import MatchcutViews

extension ViewRecord {
  /// The fields of a record that most views leave empty or at identity: a drawn text (with its laid-out lines) or
  /// image, a clip, matched effects, a transition, animation scopes, zIndex, scale and rotation. A record keeps them out of line so the records
  /// of a state (tens of thousands, lowered and read once per state) stay small.
  public struct Details: Sendable, Hashable {
    public var text: String?
    public var font: TextFont?
    /// The lines layout broke a text into, and what it needs to break them again.
    public var textBlock: TextBlock?
    public var clip: Clip?
    /// A stroked shape's outline: the shape draws only it, in its fill colour.
    public var stroke: StrokeOutline?
    /// A `path` shape's outline, in its own coordinates at any size.
    public var outline: PathTemplate?
    public var matches: [MatchedGeometry]
    public var transition: TransitionDescription?
    /// The animations attached to ``transition``, when any is.
    public var transitionAnimations: TransitionAnimations?
    /// `matchedTransitionSource`'s key: where a zoom with that key starts and ends.
    public var transitionSource: String?
    public var animationScopes: [AnimationScope]
    public var zIndex: Double
    public var scale: Double
    /// Degrees.
    public var rotation: Double

    /// The bits of 0 and 1: the numbers at identity are compared by their bits, so a −0 is
    /// kept as written rather than dropped as if it were 0.
    @inlinable static var zeroBits: UInt64 { 0 }
    /// `(1.0).bitPattern`.
    @inlinable static var oneBits: UInt64 { 0x3FF0_0000_0000_0000 }

    public init(
      text: String? = nil, font: TextFont? = nil, textBlock: TextBlock? = nil, clip: Clip? = nil,
      matches: [MatchedGeometry] = [],
      transition: TransitionDescription? = nil, animationScopes: [AnimationScope] = [], zIndex: Double = 0,
      scale: Double = 1, rotation: Double = 0
    ) {
      self.text = text
      self.font = font
      self.textBlock = textBlock
      self.clip = clip
      self.matches = matches
      self.transition = transition
      self.animationScopes = animationScopes
      self.zIndex = zIndex
      self.scale = scale
      self.rotation = rotation
    }

    /// Whether every field is empty (a record then holds no box at all).
    @inlinable
    public var isEmpty: Bool {
      text == nil && font == nil && textBlock == nil && clip == nil && stroke == nil && outline == nil
        && matches.isEmpty
        && transition == nil && transitionAnimations == nil && transitionSource == nil
        && animationScopes.isEmpty && zIndex.bitPattern == Self.zeroBits && scale.bitPattern == Self.oneBits
        && rotation.bitPattern == Self.zeroBits
    }
  }

  /// The box a record's ``Details`` live in, compared and hashed by value. Records share a box
  /// only as copies of one record; `updateDetails` copies it before changing a shared one, so
  /// no box is changed while another record (or thread) can see it — hence the unchecked
  /// `Sendable`.
  @usableFromInline
  final class DetailsBox: @unchecked Sendable, Hashable {
    @usableFromInline var value: Details

    @usableFromInline
    init(_ value: Details) {
      self.value = value
    }

    @usableFromInline
    static func == (lhs: DetailsBox, rhs: DetailsBox) -> Bool {
      lhs === rhs || lhs.value == rhs.value
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
      hasher.combine(value)
    }
  }
}
