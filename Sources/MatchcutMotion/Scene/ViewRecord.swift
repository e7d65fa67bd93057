import MatchcutLayout
import MatchcutSource

/// What a drawn view draws (TOOLING §2 `kind`).
public enum DrawnKind: String, Sendable, Hashable {
  case text
  case image
  case shape
  case color
  case divider
  /// A container that draws something itself (a material or clip); plain stacks do not draw.
  case container
}

/// The outline of a `shape` node (TOOLING §2 `shape`).
public enum DrawnShape: String, Sendable, Hashable {
  case rect
  case roundedRect
  case capsule
  case circle
  case ellipse
  /// A custom `Shape` or `Path`: the record's `outline` is what it draws.
  case path
}

/// A clip applied by `clipShape`, `cornerRadius` or `clipped`, in window points.
public struct Clip: Sendable, Hashable {
  public var rect: Rect
  public var cornerRadius: Double
  public var shape: DrawnShape
  /// A `path` clip's outline, resolved at the clip rect's size at its origin (nil otherwise).
  public var outline: PathTemplate?

  public init(rect: Rect, cornerRadius: Double = 0, shape: DrawnShape = .rect, outline: PathTemplate? = nil) {
    self.rect = rect
    self.cornerRadius = cornerRadius
    self.shape = shape
    self.outline = outline
  }
}

/// An `.animation(_:value:)` modifier above a view: when the state variable `valueKey` changes,
/// the views below it animate with `animation` (nil = `.animation(nil, value:)`, no animation).
public struct AnimationScope: Sendable, Hashable {
  public var valueKey: String
  public var animation: Animation?

  public init(valueKey: String, animation: Animation?) {
    self.valueKey = valueKey
    self.animation = animation
  }
}

/// One view of one state as the layout pass placed it: the input of the motion pass.
///
/// A state lists every view that matters for motion — drawn views and the containers that
/// carry transitions, matched geometry, opacity or animation scopes — in paint order (a parent
/// before its children, siblings back to front), with `parent` pointing into the same list.
///
/// A scene's states hold tens of thousands of records, so a record is kept small (144 bytes):
/// the fields most views leave empty (text, font, laid-out lines, clip, matched effects, transition, animation
/// scopes) or at identity (zIndex, scale, rotation) live in one shared box (``Details``) that stays nil when all of them are, and the
/// parent is a 32-bit index. The properties read and write as plain fields whatever the storage.
///
/// The optional stored properties are spelled `Optional<…>` on purpose: a `var x: T?` gets an
/// implicit `= nil` initial value, and with it each initialiser built the record twice and
/// copied one into the other (~200 instructions per record lowered).
public struct ViewRecord: Sendable, Hashable {
  /// Stable structural identity (`ListView/ScrollView/ForEach[2]/Button/Text`); the same view
  /// has the same path in every state, so paths decide persistence, insertion and removal.
  public var path: String
  /// Where the view is drawn: its layout frame moved by `offset`/`position` (TOOLING §2).
  public var frame: Rect
  public var cornerRadius: Double
  /// The view's own opacity factor (`.opacity`), not multiplied by its ancestors'.
  public var opacity: Double
  /// Where the view is written, for diagnostics (the `matchedGeometryEffect` call when the
  /// record carries one).
  public var source: Optional<SourceSpan>
  /// The rarely set fields; nil when each of them is empty.
  @usableFromInline var details: Optional<DetailsBox>
  public var fill: Optional<RGBA>
  /// What it draws; nil for a container that draws nothing.
  public var kind: Optional<DrawnKind>
  public var shape: Optional<DrawnShape>
  /// The index of the parent record in the same list, −1 for a root (`parent` as an optional).
  public var parentIndex: Int32

  public init(
    path: String, parent: Int?, frame: Rect, kind: DrawnKind? = nil, shape: DrawnShape? = nil,
    text: String? = nil, fill: RGBA? = nil, cornerRadius: Double = 0, opacity: Double = 1,
    zIndex: Double = 0, scale: Double = 1, rotation: Double = 0, clip: Clip? = nil,
    matches: [MatchedGeometry] = [], transition: TransitionDescription? = nil,
    animationScopes: [AnimationScope] = [], source: SourceSpan? = nil, font: TextFont? = nil
  ) {
    self.init(path: path, source: source)
    self.parent = parent
    self.frame = frame
    self.kind = kind
    self.shape = shape
    self.fill = fill
    self.cornerRadius = cornerRadius
    self.opacity = opacity
    let details = Details(
      text: text, font: font, clip: clip, matches: matches, transition: transition,
      animationScopes: animationScopes, zIndex: zIndex, scale: scale, rotation: rotation)
    self.details = details.isEmpty ? nil : DetailsBox(details)
  }

  /// A record at `path` with every other field at its default (no parent, a zero frame, draws
  /// nothing, identity effects): where the lowering starts each view (always inlined there).
  @inlinable @inline(__always)
  public init(path: String, source: SourceSpan?) {
    self.path = path
    self.frame = Rect(x: 0, y: 0, width: 0, height: 0)
    self.cornerRadius = 0
    self.opacity = 1
    self.source = source
    self.details = nil
    self.fill = nil
    self.kind = nil
    self.shape = nil
    self.parentIndex = -1
  }

  /// The index of the parent record in the same list; nil for a root.
  @inlinable
  public var parent: Int? {
    get { parentIndex >= 0 ? Int(parentIndex) : nil }
    set { parentIndex = newValue.map { Int32(truncatingIfNeeded: $0) } ?? -1 }
  }

  @inlinable
  public var zIndex: Double {
    get { details?.value.zIndex ?? 0 }
    set {
      if newValue.bitPattern != Details.zeroBits || details != nil { updateDetails { $0.zIndex = newValue } }
    }
  }

  /// The scale factor (`scaleEffect`); after layout, multiplied by the ancestors' for a drawn view.
  @inlinable
  public var scale: Double {
    get { details?.value.scale ?? 1 }
    set {
      if newValue.bitPattern != Details.oneBits || details != nil { updateDetails { $0.scale = newValue } }
    }
  }

  /// Rotation in degrees (`rotationEffect`); after layout, plus the ancestors' for a drawn view.
  @inlinable
  public var rotation: Double {
    get { details?.value.rotation ?? 0 }
    set {
      if newValue.bitPattern != Details.zeroBits || details != nil {
        updateDetails { $0.rotation = newValue }
      }
    }
  }

  /// The text a text view shows, or an image's name or URL.
  @inlinable
  public var text: String? {
    get { details?.value.text }
    set { if newValue != nil || details != nil { updateDetails { $0.text = newValue } } }
  }

  /// The resolved font of a text view.
  @inlinable
  public var font: TextFont? {
    get { details?.value.font }
    set { if newValue != nil || details != nil { updateDetails { $0.font = newValue } } }
  }

  /// The lines layout broke a text view into (nil for other views, and for a text layout did
  /// not place).
  @inlinable
  public var textBlock: TextBlock? {
    get { details?.value.textBlock }
    set { if newValue != nil || details != nil { updateDetails { $0.textBlock = newValue } } }
  }

  @inlinable
  public var clip: Clip? {
    get { details?.value.clip }
    set { if newValue != nil || details != nil { updateDetails { $0.clip = newValue } } }
  }

  /// A `path` shape's outline (nil for the built-in shapes).
  public var outline: PathTemplate? {
    get { details?.value.outline }
    set { if newValue != nil || details != nil { updateDetails { $0.outline = newValue } } }
  }

  /// A stroked shape's outline (nil: the shape is filled).
  @inlinable
  public var stroke: StrokeOutline? {
    get { details?.value.stroke }
    set { if newValue != nil || details != nil { updateDetails { $0.stroke = newValue } } }
  }

  /// The effects declared on this view, outermost last.
  @inlinable
  public var matches: [MatchedGeometry] {
    get { details?.value.matches ?? [] }
    set { if !newValue.isEmpty || details != nil { updateDetails { $0.matches = newValue } } }
  }

  /// `.transition(…)` declared on this view; nil = the default `.opacity` when it is the root of
  /// an insertion or removal.
  @inlinable
  public var transition: TransitionDescription? {
    get { details?.value.transition }
    set { if newValue != nil || details != nil { updateDetails { $0.transition = newValue } } }
  }

  /// The animations attached to ``transition`` (`AnyTransition.animation(_:)`), when any is.
  @inlinable
  public var transitionAnimations: TransitionAnimations? {
    get { details?.value.transitionAnimations }
    set { if newValue != nil || details != nil { updateDetails { $0.transitionAnimations = newValue } } }
  }

  /// `matchedTransitionSource(id:in:)` on this view: the zoom key (`"NAMESPACE|ID"`).
  @inlinable
  public var transitionSource: String? {
    get { details?.value.transitionSource }
    set { if newValue != nil || details != nil { updateDetails { $0.transitionSource = newValue } } }
  }

  /// `.animation(_:value:)` modifiers on this view, innermost first.
  @inlinable
  public var animationScopes: [AnimationScope] {
    get { details?.value.animationScopes ?? [] }
    set { if !newValue.isEmpty || details != nil { updateDetails { $0.animationScopes = newValue } } }
  }

  /// Changes the details in a box of this record's own (copied first when another record shares
  /// it), and drops the box when they end up empty, so equal records compare equal.
  @usableFromInline
  mutating func updateDetails(_ change: (inout Details) -> Void) {
    if !isKnownUniquelyReferenced(&details) { details = DetailsBox(details?.value ?? Details()) }
    guard let box = details else { return }
    change(&box.value)
    if box.value.isEmpty { details = nil }
  }
}

/// One state of a scene after layout: its state values and its views in paint order.
public struct StateLayout: Sendable, Hashable {
  /// `s0`, `s1`, … in discovery order (TOOLING §2).
  public var id: String
  /// `"Component.property"` → short description, sorted by key.
  public var values: [(key: String, value: String)]
  public var views: [ViewRecord]

  public init(id: String, values: [(key: String, value: String)], views: [ViewRecord]) {
    self.id = id
    self.values = values
    self.views = views
  }

  public static func == (lhs: StateLayout, rhs: StateLayout) -> Bool {
    lhs.id == rhs.id && lhs.views == rhs.views && lhs.values.elementsEqual(rhs.values, by: ==)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(views)
  }
}

/// A state change to animate: an edge of the state graph (LANGUAGE §7).
public struct EdgeInput: Sendable, Hashable {
  /// What the user does to trigger it (TOOLING §2 `trigger.kind`).
  public enum Trigger: String, Sendable, Hashable {
    case tap
    case appear
    case drag
    case longPress
    case press
    /// Work scheduled by an earlier action, run after `delay` (docs/states.md "Timers").
    case timer
  }

  /// `t0`, `t1`, … in discovery order.
  public var id: String
  public var from: Int
  public var to: Int
  public var trigger: Trigger
  /// Path of the view whose action fires.
  public var triggerPath: String
  /// The `withAnimation` animation around the mutation, or nil for an instant change.
  public var animation: Animation?
  /// Keys (`Component.property`) of the state variables the action changed; they decide which
  /// `.animation(_:value:)` scopes apply.
  public var changedKeys: [String]
  /// Where the triggering action is written, for diagnostics.
  public var source: Optional<SourceSpan>
  /// For a drag: the translations whose release takes this edge (empty: not known).
  public var releaseRanges: [DragReleaseRange] = []
  /// For a timer: seconds from the arrival in `from` until it fires.
  public var delay: Double?

  public init(
    id: String, from: Int, to: Int, trigger: Trigger, triggerPath: String, animation: Animation?,
    changedKeys: [String], source: SourceSpan? = nil
  ) {
    self.id = id
    self.from = from
    self.to = to
    self.trigger = trigger
    self.triggerPath = triggerPath
    self.animation = animation
    self.changedKeys = changedKeys
    self.source = source
  }
}
