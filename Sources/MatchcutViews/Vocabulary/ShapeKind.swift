/// The built-in shapes (`Rectangle`, `RoundedRectangle`, `Capsule`, `Circle`, `Ellipse`;
/// TOOLING §2 `shape`, swiftui-semantics §0).
public enum ShapeKind: Sendable, Hashable {
  case rect
  case roundedRect(cornerWidth: Double, cornerHeight: Double)
  case capsule
  case circle
  case ellipse
  /// A custom `Shape` or a `Path`: the outline its `path(in:)` draws.
  case path(PathTemplate)

  /// The TOOLING §2 spelling.
  public var name: String {
    switch self {
    case .rect: "rect"
    case .roundedRect: "roundedRect"
    case .capsule: "capsule"
    case .circle: "circle"
    case .ellipse: "ellipse"
    case .path: "path"
    }
  }
}
