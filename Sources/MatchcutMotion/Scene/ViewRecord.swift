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
}

/// A clip applied by `clipShape`, `cornerRadius` or `clipped`, in window points.
public struct Clip: Sendable, Hashable {
  public var rect: Rect
  public var cornerRadius: Double
  public var shape: DrawnShape

  public init(rect: Rect, cornerRadius: Double = 0, shape: DrawnShape = .rect) {
    self.rect = rect
    self.cornerRadius = cornerRadius
    self.shape = shape
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
public struct ViewRecord: Sendable, Hashable {
  /// Stable structural identity (`ListView/ScrollView/ForEach[2]/Button/Text`); the same view
  /// has the same path in every state, so paths decide persistence, insertion and removal.
  public var path: String
  public var parent: Int?
  /// Where the view is drawn: its layout frame moved by `offset`/`position` (TOOLING §2).
  public var frame: Rect
  /// What it draws; nil for a container that draws nothing.
  public var kind: DrawnKind?
  public var shape: DrawnShape?
  public var text: String?
  /// The resolved font of a text view.
  public var font: TextFont?
  public var fill: RGBA?
  public var cornerRadius: Double
  /// The view's own opacity factor (`.opacity`), not multiplied by its ancestors'.
  public var opacity: Double
  public var zIndex: Double
  public var scale: Double
  /// Rotation in degrees (`rotationEffect`).
  public var rotation: Double
  public var clip: Clip?
  /// The effects declared on this view, outermost last.
  public var matches: [MatchedGeometry]
  /// `.transition(…)` declared on this view; nil = the default `.opacity` when it is the root of
  /// an insertion or removal.
  public var transition: TransitionEffect?
  /// `.animation(_:value:)` modifiers on this view, innermost first.
  public var animationScopes: [AnimationScope]
  /// Where the view is written, for diagnostics (the `matchedGeometryEffect` call when the
  /// record carries one).
  public var source: SourceSpan?

  public init(
    path: String, parent: Int?, frame: Rect, kind: DrawnKind? = nil, shape: DrawnShape? = nil,
    text: String? = nil, fill: RGBA? = nil, cornerRadius: Double = 0, opacity: Double = 1,
    zIndex: Double = 0, scale: Double = 1, rotation: Double = 0, clip: Clip? = nil,
    matches: [MatchedGeometry] = [], transition: TransitionEffect? = nil,
    animationScopes: [AnimationScope] = [], source: SourceSpan? = nil, font: TextFont? = nil
  ) {
    self.path = path
    self.parent = parent
    self.frame = frame
    self.kind = kind
    self.shape = shape
    self.text = text
    self.font = font
    self.fill = fill
    self.cornerRadius = cornerRadius
    self.opacity = opacity
    self.zIndex = zIndex
    self.scale = scale
    self.rotation = rotation
    self.clip = clip
    self.matches = matches
    self.transition = transition
    self.animationScopes = animationScopes
    self.source = source
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
  public var source: SourceSpan?

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
