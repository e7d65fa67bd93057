import MatchcutSyntax

/// The write accessors of one property: `willSet`/`didSet` observers of a stored property, or
/// the `set` of a computed one (Swift: "Property Observers", "Computed Properties").
struct PropertyAccessors {
  var willSetAccessor: AccessorSyntax?
  var didSetAccessor: AccessorSyntax?
  var setter: AccessorSyntax?

  init(_ list: [AccessorSyntax]) {
    for accessor in list {
      switch accessor.kind.text {
      case "willSet": willSetAccessor = accessor
      case "didSet": didSetAccessor = accessor
      case "set": setter = accessor
      default: break
      }
    }
  }

  /// Whether these are observers of a stored property (no `get`/`set`).
  var isObserver: Bool { setter == nil && (willSetAccessor != nil || didSetAccessor != nil) }
}
