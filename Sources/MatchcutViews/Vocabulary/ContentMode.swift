/// `ContentMode` of `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()`
/// (swiftui-semantics §7).
public enum ContentMode: UInt8, Sendable, Hashable {
  case fit
  case fill
}

extension ContentMode {
  /// The mode a Swift name denotes (`fit`, `fill`), or nil.
  public init?(name: String) {
    switch name {
    case "fit": self = .fit
    case "fill": self = .fill
    default: return nil
    }
  }
}
