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

  /// The elements in order when this is a tuple.
  var tupleElements: [Value]? {
    guard case .structure(let s) = self, s.type == Value.tupleTypeName else { return nil }
    return s.fields.map(\.value)
  }
}
