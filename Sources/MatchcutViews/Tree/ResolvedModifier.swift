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
  case aspectRatio(Double?, contentMode: ContentMode)
  case resizable
  case ignoresSafeArea(EdgeSet)
  case overlay([ViewNode], alignment: AlignmentName)
  case background([ViewNode], alignment: AlignmentName)
  case zIndex(Double)
  // Drawing
  case fill(Fill)
  /// `stroke`/`strokeBorder`: the outline in the paint (nil: the foreground colour).
  case stroke(Fill?, StrokeOutline)
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
  case fontWeight(FontWeight)
  case bold
  case italic
  case lineLimit(Int?)
  case multilineTextAlignment(TextAlignment)
  // Motion
  case matchedGeometry(MatchedGeometry)
  case transition(TransitionDescription)
  /// `matchedTransitionSource(id:in:)`: where a zoom transition with this key (`"NAMESPACE|ID"`)
  /// starts and ends (`TransitionDescription.zoom`).
  case transitionSource(String)
  case animation(AnimationDescription?, value: String?)
  case geometryGroup
  // Interaction
  case onTapGesture(count: Int)
  case onAppear
  /// `gesture`, `simultaneousGesture` or `highPriorityGesture`.
  case gesture(GestureAttachment)
  case onLongPressGesture(minimumDuration: Double)
  /// The style's type name (a user `ButtonStyle`) or symbol (`.plain`): an open set.
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
    case .stroke(_, let outline): outline.inset ? "strokeBorder" : "stroke"
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
    case .transitionSource: "matchedTransitionSource"
    case .onTapGesture: "onTapGesture"
    case .onAppear: "onAppear"
    case .gesture(let attachment): attachment.rawValue
    case .onLongPressGesture: "onLongPressGesture"
    case .buttonStyle: "buttonStyle"
    case .allowsHitTesting: "allowsHitTesting"
    case .contentShape: "contentShape"
    case .ignored(let name): name
    }
  }
}

/// How a gesture is attached: the modifier that names it.
public enum GestureAttachment: String, Sendable, Hashable, CaseIterable {
  case gesture
  case simultaneousGesture
  case highPriorityGesture
}
