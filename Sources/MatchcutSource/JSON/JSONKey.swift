/// An object key known when the code is written (`json.key(.frame)` with
/// `extension JSONKey { static let frame = JSONKey("frame") }`): the writer copies its bytes
/// straight from the literal, without the escape scan a `String` key needs.
public struct JSONKey: Sendable {
  let name: StaticString
  /// True when the name needs no escape (checked once, when the key is made).
  let isPlain: Bool

  public init(_ name: StaticString) {
    self.name = name
    var plain = name.hasPointerRepresentation
    if plain {
      let bytes = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
      plain = !bytes.contains(where: JSONWriter.needsEscape)
    }
    isPlain = plain
  }
}
