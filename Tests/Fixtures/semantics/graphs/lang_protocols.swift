import SwiftUI

// Hand-derived from Swift's rules (The Swift Programming Language, "Protocols": requirements,
// "Providing Default Implementations", "Adding Protocol Conformance with an Extension",
// "Protocols as Types", "Generics" → "Type Constraints"): each tap moves `stage` on by one
// only when that stage's check computes the value worked out below.
//   0 a default implementation satisfies a requirement: `Triangle` declares neither `name()`
//     nor `summary()`, both come from the extension → "shape with 3"
//   1 a requirement is dispatched on the dynamic type, also from inside a default: the
//     default `summary()` calls `name()`, which `Square` implements → "square with 4"
//   2 an existential array `[any Polygon]` calls each element's own implementation →
//     "shape,square,shape"; the sides add up to 3 + 4 + 3 = 10
//   3 a type's own method shadows the extension's: on a `Square` value `label()` is "square",
//     on a `Triangle` (which has none) the extension's "generic" → "generic square". (Through
//     `any Polygon` Swift would pick the extension's method for `Square` too, a non-requirement
//     being dispatched statically; Matchcut has no static types and dispatches every call on
//     the dynamic type, docs/semantics.md "Protocols", so the check avoids that case.)
//   4 a static requirement read through a generic parameter `T.unit`, and through a
//     metatype argument → "m" + "g" = "mg"
//   5 a generic function `<T: Polygon>` calls the requirement on the concrete type: two
//     squares have 4 + 4 = 8 sides, `describe(Square())` is "square with 4" → "8 square with 4"
//   6 a mutating requirement called on a generic copy changes only the copy: the original
//     lamp stays off, the copy is on → "off on"
//   7 `is` and `as?` on an existential answer for the dynamic type: one square among three,
//     and its `sides` through `as? Square` → 1 + 4 = 5
// Stages 0…8: 9 states, 8 taps; at 8 no case matches and the tap changes nothing.
protocol Polygon {
  var sides: Int { get }
  func name() -> String
  func summary() -> String
}

extension Polygon {
  func name() -> String { "shape" }
  func summary() -> String { "\(name()) with \(sides)" }
  func label() -> String { "generic" }
}

struct Triangle: Polygon {
  var sides: Int { 3 }
}

struct Square: Polygon {
  let sides = 4
  func name() -> String { "square" }
  func label() -> String { "square" }
}

protocol Measured {
  static var unit: String { get }
}

struct Meter: Measured {
  static var unit: String { "m" }
}

struct Gram: Measured {
  static let unit = "g"
}

protocol Switchable {
  var isOn: Bool { get }
  mutating func flip()
}

struct Lamp: Switchable {
  var isOn = false
  mutating func flip() { isOn.toggle() }
}

func makePolygons() -> [any Polygon] { [Triangle(), Square(), Triangle()] }

func unitOf<T: Measured>(_ value: T) -> String { T.unit }
func unitOf<T: Measured>(type: T.Type) -> String { type.unit }

func totalSides<T: Polygon>(_ items: [T]) -> Int {
  items.reduce(0) { $0 + $1.sides }
}

func describe<T: Polygon>(_ item: T) -> String { item.summary() }

func flippedCopy<T: Switchable>(_ item: T) -> T {
  var copy = item
  copy.flip()
  return copy
}

func lampWords() -> String {
  let lamp = Lamp()
  let copy = flippedCopy(lamp)
  return "\(lamp.isOn ? "on" : "off") \(copy.isOn ? "on" : "off")"
}

func staticDispatch() -> String {
  Triangle().label() + " " + Square().label()
}

func castCount() -> Int {
  let polygons = makePolygons()
  let squares = polygons.filter { $0 is Square }.count
  return squares + ((polygons[1] as? Square)?.sides ?? 0)
}

struct ProtocolChecks: View {
  @State private var stage = 0

  func advance() {
    switch stage {
    case 0 where Triangle().summary() == "shape with 3": stage = 1
    case 1 where Square().summary() == "square with 4": stage = 2
    case 2
    where makePolygons().map { $0.name() }.joined(separator: ",") == "shape,square,shape"
      && makePolygons().reduce(0) { $0 + $1.sides } == 10:
      stage = 3
    case 3 where staticDispatch() == "generic square": stage = 4
    case 4 where unitOf(Meter()) + unitOf(type: Gram.self) == "mg": stage = 5
    case 5 where "\(totalSides([Square(), Square()])) \(describe(Square()))" == "8 square with 4": stage = 6
    case 6 where lampWords() == "off on": stage = 7
    case 7 where castCount() == 5: stage = 8
    default: break
    }
  }

  var body: some View {
    Text("Stage \(stage)")
      .onTapGesture { advance() }
  }
}

#Preview("LangProtocols") { ProtocolChecks() }

// expect-scene "LangProtocols": states 9, transitions 8, tap 8
