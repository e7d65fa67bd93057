/// The built-in views `Renderer.renderPrimitive` knows (LANGUAGE §4), found by one hash of the
/// name: a `switch` over the name strings compared it with each case in turn (~20 string
/// comparisons for a `Circle`).
enum PrimitiveName: String, CaseIterable {
  case vStack = "VStack"
  case hStack = "HStack"
  case zStack = "ZStack"
  case lazyVStack = "LazyVStack"
  case lazyHStack = "LazyHStack"
  case lazyVGrid = "LazyVGrid"
  case lazyHGrid = "LazyHGrid"
  case spacer = "Spacer"
  case scrollView = "ScrollView"
  case geometryReader = "GeometryReader"
  case navigationView = "NavigationView"
  case navigationStack = "NavigationStack"
  case navigationLink = "NavigationLink"
  case text = "Text"
  case image = "Image"
  case asyncImage = "AsyncImage"
  case color = "Color"
  case rectangle = "Rectangle"
  case circle = "Circle"
  case capsule = "Capsule"
  case ellipse = "Ellipse"
  case roundedRectangle = "RoundedRectangle"
  /// A `Path` or a custom `Shape`, with its `outline:` template (`Interpreter+CustomShape`).
  case path = "Path"
  case button = "Button"
  case divider = "Divider"
  case emptyView = "EmptyView"
  case group = "Group"
  case progressView = "ProgressView"

  /// Every case by its name (`init(rawValue:)` would compare the strings one by one again).
  static let named: [String: PrimitiveName] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}
