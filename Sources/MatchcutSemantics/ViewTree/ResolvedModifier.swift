import MatchcutSource

/// One modifier applied to a view, with typed, evaluated arguments (LANGUAGE §5).
public struct ResolvedModifier: Sendable, Hashable {
  public var kind: ModifierKind
  /// The source range of `.name(…)`.
  public var range: SourceRange

  public init(_ kind: ModifierKind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}

/// Every modifier of LANGUAGE §5. Lengths are points (`Double`, `.infinity` allowed where
/// SwiftUI allows it); `nil` means "not given".
public enum ModifierKind: Sendable, Hashable {
  // Layout
  case frame(width: Double?, height: Double?, alignment: AlignmentName)
  case flexibleFrame(
    minWidth: Double?, idealWidth: Double?, maxWidth: Double?, minHeight: Double?,
    idealHeight: Double?, maxHeight: Double?, alignment: AlignmentName)
  case padding(EdgeSet, Double?)
  case paddingInsets(top: Double, leading: Double, bottom: Double, trailing: Double)
  case offset(x: Double, y: Double)
  case position(x: Double, y: Double)
  case fixedSize(horizontal: Bool, vertical: Bool)
  case layoutPriority(Double)
  case aspectRatio(Double?, contentMode: String)
  case resizable
  case ignoresSafeArea(EdgeSet)
  case overlay([ViewNode], alignment: AlignmentName)
  case background([ViewNode], alignment: AlignmentName)
  case zIndex(Double)
  // Drawing
  case fill(Fill)
  case foregroundColor(Fill)
  case opacity(Double)
  case cornerRadius(Double)
  case clipShape(ShapeKind)
  case clipped
  case scaleEffect(x: Double, y: Double, anchor: UnitPoint)
  case rotationEffect(degrees: Double, anchor: UnitPoint)
  case shadow(color: RGBA, radius: Double, x: Double, y: Double)
  case blur(Double)
  case font(FontDescription)
  case fontWeight(String)
  case bold
  case italic
  case lineLimit(Int?)
  case multilineTextAlignment(String)
  // Motion
  case matchedGeometry(MatchedGeometry)
  case transition(TransitionDescription)
  case animation(AnimationDescription?, value: String)
  case geometryGroup
  // Interaction
  case onTapGesture(count: Int)
  case onAppear
  case gesture(String)
  case onLongPressGesture(minimumDuration: Double)
  case buttonStyle(String)
  case allowsHitTesting(Bool)
  case contentShape(ShapeKind)
  /// Accepted and ignored (a note says so once per module).
  case ignored(String)

  /// The modifier's source name.
  public var name: String {
    switch self {
    case .frame, .flexibleFrame: "frame"
    case .padding, .paddingInsets: "padding"
    case .offset: "offset"
    case .position: "position"
    case .fixedSize: "fixedSize"
    case .layoutPriority: "layoutPriority"
    case .aspectRatio: "aspectRatio"
    case .resizable: "resizable"
    case .ignoresSafeArea: "ignoresSafeArea"
    case .overlay: "overlay"
    case .background: "background"
    case .zIndex: "zIndex"
    case .fill: "fill"
    case .foregroundColor: "foregroundColor"
    case .opacity: "opacity"
    case .cornerRadius: "cornerRadius"
    case .clipShape: "clipShape"
    case .clipped: "clipped"
    case .scaleEffect: "scaleEffect"
    case .rotationEffect: "rotationEffect"
    case .shadow: "shadow"
    case .blur: "blur"
    case .font: "font"
    case .fontWeight: "fontWeight"
    case .bold: "bold"
    case .italic: "italic"
    case .lineLimit: "lineLimit"
    case .multilineTextAlignment: "multilineTextAlignment"
    case .matchedGeometry: "matchedGeometryEffect"
    case .transition: "transition"
    case .animation: "animation"
    case .geometryGroup: "geometryGroup"
    case .onTapGesture: "onTapGesture"
    case .onAppear: "onAppear"
    case .gesture(let name): name
    case .onLongPressGesture: "onLongPressGesture"
    case .buttonStyle: "buttonStyle"
    case .allowsHitTesting: "allowsHitTesting"
    case .contentShape: "contentShape"
    case .ignored(let name): name
    }
  }
}

/// What `fill`/`foregroundColor`/`foregroundStyle`/`background(Color)` paint with.
public enum Fill: Sendable, Hashable {
  case color(RGBA)
  /// `.ultraThinMaterial` … `.ultraThickMaterial`, by name.
  case material(String)
}

/// The arguments of one `matchedGeometryEffect` (swiftui-semantics §14).
public struct MatchedGeometry: Sendable, Hashable {
  /// The namespace's identity: the declaring instance's path plus the property name.
  public var namespace: String
  /// The id rendered as a string (`"\(item.id)-bg"` gives the UUID text plus `-bg`).
  public var id: String
  /// `frame`, `position` or `size`.
  public var properties: String
  public var anchor: UnitPoint
  public var isSource: Bool

  public init(namespace: String, id: String, properties: String, anchor: UnitPoint, isSource: Bool) {
    self.namespace = namespace
    self.id = id
    self.properties = properties
    self.anchor = anchor
    self.isSource = isSource
  }

  /// Whether the size is part of the match (`.frame` or `.size`).
  public var matchesSize: Bool { properties != "position" }
}
