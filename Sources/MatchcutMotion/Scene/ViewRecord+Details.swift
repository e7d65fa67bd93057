extension ViewRecord {
  /// The fields of a record that most views leave empty: a drawn text or image, a clip, matched
  /// effects, a transition or animation scopes. A record keeps them out of line so the records
  /// of a state (tens of thousands, lowered and read once per state) stay small.
  public struct Details: Sendable, Hashable {
    public var text: String?
    public var font: TextFont?
    public var clip: Clip?
    public var matches: [MatchedGeometry]
    public var transition: TransitionEffect?
    public var animationScopes: [AnimationScope]

    public init(
      text: String? = nil, font: TextFont? = nil, clip: Clip? = nil, matches: [MatchedGeometry] = [],
      transition: TransitionEffect? = nil, animationScopes: [AnimationScope] = []
    ) {
      self.text = text
      self.font = font
      self.clip = clip
      self.matches = matches
      self.transition = transition
      self.animationScopes = animationScopes
    }

    /// Whether every field is empty (a record then holds no box at all).
    @inlinable
    public var isEmpty: Bool {
      text == nil && font == nil && clip == nil && matches.isEmpty && transition == nil
        && animationScopes.isEmpty
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
