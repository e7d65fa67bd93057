/// What one layout node is: a view, or a layout-affecting modifier wrapping one child.
///
/// This is the input model the semantic pass lowers into; it covers every view and modifier of
/// LANGUAGE §4–5 that affects geometry. Payloads are plain values (no references), so nodes
/// stay cheap to copy; text and grid payloads live in side tables addressed by ``TextID`` /
/// ``GridID``.
///
/// Children, by kind:
/// - stacks, grids, `zStack`, `geometryReader`: any number, in declaration order.
/// - `scrollView`, `navigationStack` and every modifier: exactly one (the content).
/// - `overlay` / `background`: two — the primary view first, then the secondary view (several
///   secondary views are wrapped in a `zStack(alignment:)` by the lowering, as iOS 15+ does).
/// - leaves: none.
public enum LayoutNodeKind: Sendable, Hashable {
  // MARK: Containers

  /// `HStack(alignment:spacing:)` (swiftui-semantics §1).
  case hStack(alignment: VerticalAlignment, spacing: Double?)
  /// `VStack(alignment:spacing:)` (swiftui-semantics §1).
  case vStack(alignment: HorizontalAlignment, spacing: Double?)
  /// `LazyHStack`: the HStack algorithm, but as tall as its proposal (see `StackLayout`).
  case lazyHStack(alignment: VerticalAlignment, spacing: Double?)
  /// `LazyVStack`: the VStack algorithm, but as wide as its proposal (see `StackLayout`).
  case lazyVStack(alignment: HorizontalAlignment, spacing: Double?)
  /// `ZStack(alignment:)` (swiftui-semantics §2).
  case zStack(alignment: Alignment)
  /// `LazyVGrid(columns:alignment:spacing:)` (swiftui-semantics §10).
  case lazyVGrid(GridID)
  /// `LazyHGrid(rows:alignment:spacing:)` (swiftui-semantics §10, axes swapped).
  case lazyHGrid(GridID)
  /// `ScrollView(axes)` (swiftui-semantics §9); content laid out at scroll offset 0.
  case scrollView(axes: Axes)
  /// `GeometryReader { … }` (swiftui-semantics §8).
  case geometryReader
  /// `NavigationStack`/`NavigationView` with a title band of `barHeight` points at the top
  /// (LANGUAGE §4: large title 96, inline 44, 0 without a bar).
  case navigationStack(barHeight: Double)

  // MARK: Leaves

  /// `Spacer(minLength:)` (swiftui-semantics §1.7).
  case spacer(minLength: Double?)
  /// `Color` (any colour, and materials used as views).
  case color
  /// `Rectangle`, `RoundedRectangle`, `Capsule`, `Circle`, `Ellipse` (swiftui-semantics §0).
  case shape(ShapeKind)
  /// `Text` (swiftui-semantics §11, LANGUAGE §8).
  case text(TextID)
  /// `Image` (asset or SF Symbol), `AsyncImage` (swiftui-semantics §7).
  case image(ImageSpec)
  /// `Divider`: a hairline across the enclosing stack's axis.
  case divider
  /// `EmptyView`: no size, and skipped by containers.
  case empty

  // MARK: Modifiers (first child = the modified view)

  /// `.frame(width:height:alignment:)` (swiftui-semantics §3.1).
  case frame(FixedFrame)
  /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (§3.2).
  case flexFrame(FlexibleFrame)
  /// `.padding(…)` with resolved insets (swiftui-semantics §4; default 16).
  case padding(EdgeInsets)
  /// `.offset(x:y:)` (swiftui-semantics §5).
  case offset(x: Double, y: Double)
  /// `.position(x:y:)` (swiftui-semantics §5).
  case position(x: Double, y: Double)
  /// `.fixedSize(horizontal:vertical:)` (swiftui-semantics §3.3).
  case fixedSize(Axes)
  /// `.layoutPriority(_:)` (swiftui-semantics §1.8): a trait read by the enclosing stack.
  case layoutPriority(Double)
  /// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()` (swiftui-semantics §7).
  case aspectRatio(ratio: Double?, contentMode: ContentMode)
  /// `.overlay(alignment:)`: children primary, secondary (swiftui-semantics §6).
  case overlay(alignment: Alignment)
  /// `.background(alignment:)`: children primary, secondary (swiftui-semantics §6).
  case background(alignment: Alignment)
  /// `.ignoresSafeArea(edges:)` / `.edgesIgnoringSafeArea(_:)`.
  case ignoresSafeArea(EdgeSet)
  /// `.clipShape(_:)`, `.clipped()`, `.cornerRadius(_:)`: drawing only, layout passes through.
  case clip(ShapeKind)
}

/// An image's source and sizing behaviour (swiftui-semantics §7).
public struct ImageSpec: Sendable, Hashable {
  /// Where the image's natural size comes from.
  public enum Source: Sendable, Hashable {
    /// An asset (`#Asset(image:width:height:)`) or `AsyncImage` placeholder of this size.
    case asset(width: Double, height: Double)
    /// `Image(systemName:)` drawn at a font of `pointSize` (see ``SymbolMetrics``).
    case symbol(pointSize: Double)
  }

  public var source: Source
  /// `.resizable()`: take the proposal per axis instead of the natural size.
  public var resizable: Bool

  public init(_ source: Source, resizable: Bool = false) {
    self.source = source
    self.resizable = resizable
  }

  /// The image's size when nothing resizes it.
  public var naturalSize: Size {
    switch source {
    case .asset(let width, let height): Size(width: width, height: height)
    case .symbol(let pointSize):
      Size(width: SymbolMetrics.side(pointSize: pointSize), height: SymbolMetrics.side(pointSize: pointSize))
    }
  }
}

/// `.frame(width:height:alignment:)`: nil dimensions keep the child's answer (§3.1).
public struct FixedFrame: Sendable, Hashable {
  // Stored as NaN-for-nil so a node stays small (layout reads these in its hot path).
  private var storedWidth: Double
  private var storedHeight: Double
  public var alignment: Alignment

  public var width: Double? {
    get { storedWidth.isNaN ? nil : storedWidth }
    set { storedWidth = newValue ?? .nan }
  }

  public var height: Double? {
    get { storedHeight.isNaN ? nil : storedHeight }
    set { storedHeight = newValue ?? .nan }
  }

  /// Negative or non-finite dimensions are dropped, as SwiftUI does (swiftui-semantics §3.1).
  public init(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) {
    storedWidth = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? .nan
    storedHeight = height.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? .nan
    self.alignment = alignment
  }

  public static func == (lhs: FixedFrame, rhs: FixedFrame) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.alignment == rhs.alignment
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
    hasher.combine(alignment)
  }
}

/// The min/ideal/max of one axis of a flexible frame, already normalised (§3.2).
public struct FrameBounds: Sendable, Hashable {
  // Stored as NaN-for-nil so a node stays small.
  private var storedMin: Double
  private var storedIdeal: Double
  private var storedMax: Double

  public var min: Double? { storedMin.isNaN ? nil : storedMin }
  public var ideal: Double? { storedIdeal.isNaN ? nil : storedIdeal }
  public var max: Double? { storedMax.isNaN ? nil : storedMax }

  /// Normalises as SwiftUI's init does: min' = max(min, 0); ideal' = max(min' ?? 0, ideal);
  /// max' = max(ideal' ?? min' ?? 0, max) — each only when given (swiftui-semantics §3.2).
  /// NaN arguments count as absent.
  public init(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) {
    let lower = min.flatMap { $0.isNaN ? nil : Swift.max($0, 0) }
    let preferred = ideal.flatMap { $0.isNaN ? nil : Swift.max(lower ?? 0, $0) }
    let upper = max.flatMap { $0.isNaN ? nil : Swift.max(preferred ?? lower ?? 0, $0) }
    storedMin = lower ?? .nan
    storedIdeal = preferred ?? .nan
    storedMax = upper ?? .nan
  }

  public static func == (lhs: FrameBounds, rhs: FrameBounds) -> Bool {
    lhs.min == rhs.min && lhs.ideal == rhs.ideal && lhs.max == rhs.max
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(min)
    hasher.combine(ideal)
    hasher.combine(max)
  }
}

/// `.frame(minWidth:…maxHeight:alignment:)` (swiftui-semantics §3.2).
public struct FlexibleFrame: Sendable, Hashable {
  public var width: FrameBounds
  public var height: FrameBounds
  public var alignment: Alignment

  public init(
    width: FrameBounds = FrameBounds(), height: FrameBounds = FrameBounds(), alignment: Alignment = .center
  ) {
    self.width = width
    self.height = height
    self.alignment = alignment
  }

  /// The bounds along `axis`.
  @inline(__always)
  subscript(axis: Axis) -> FrameBounds { axis == .horizontal ? width : height }
}
