import MatchcutSyntax

/// Tuples are structures of a reserved type whose fields are named by label, or by position
/// where an element has none (`(offset: 0, element: x)`, `(a, b)`); `.0` reads by position.
extension Value {
  /// The type name of tuple structures; no Swift type can be spelt this way.
  static let tupleTypeName = "(tuple)"

  static func tuple(_ elements: [(label: String?, value: Value)]) -> Value {
    .structure(
      StructValue(
        type: tupleTypeName,
        fields: elements.enumerated().map { index, element in (element.label ?? "\(index)", element.value) }))
  }

  /// The labels of a tuple type with at least one label (`(x: Double, y: Double)`), else nil.
  static func tupleLabels(of type: TypeSyntax?) -> [String?]? {
    guard let type, case .tuple(let elements) = type.kind, elements.count > 1,
      elements.contains(where: { $0.firstName != nil })
    else { return nil }
    return elements.map { $0.firstName?.text }
  }

  /// This tuple with the element labels of its declared type: Swift converts `(a, b)` to
  /// `(x: Double, y: Double)` where that type is expected. Any other value is returned as is.
  func relabelled(_ labels: [String?]) -> Value {
    guard let elements = tupleElements, elements.count == labels.count else { return self }
    return .tuple(zip(labels, elements).map { (label: $0, value: $1) })
  }

  /// The elements in order when this is a tuple.
  var tupleElements: [Value]? {
    guard case .structure(let s) = self, s.type == Value.tupleTypeName else { return nil }
    return s.fields.map(\.value)
  }
}
