import SwiftUI

// Hand-derived from Swift's rules (The Swift Programming Language, "Enumerations": raw
// values, "Implicitly Assigned Raw Values", "Initializing from a Raw Value", associated
// values, "Recursive Enumerations", "Iterating over Enumeration Cases"; "Methods" → modifying
// a value type with a `mutating` method that assigns `self`): each tap moves `stage` on only
// when that stage's check computes the value below. (`enum_associated_values.swift` covers an
// unlabelled payload in a state value; `enum_statics_and_rects.swift` an enum's statics.)
//   0 Int raw values count up from an explicit first value: mercury = 1, so earth → 3, mars → 4
//     → 7
//   1 a String raw value defaults to the case's name unless given: north → "north",
//     south = "S", east → "east" → "north S east"
//   2 init?(rawValue:) finds the case or gives nil: Planet(rawValue: 4) is .mars,
//     Planet(rawValue: 9) is nil, Compass(rawValue: "S") is .south, Compass(rawValue: "south")
//     is nil → true
//   3 labelled associated values bound in a `switch`, with a `where` on the bound values:
//     .rect(2, 2) → "sq2", .rect(2, 3) → "r6", .circle(1) → "c1" → "sq2 r6 c1"
//   4 an `indirect` enum evaluated recursively: 2 + 3 · (−4) → −10
//   5 a computed property and a method on the enum: earth's `next` is .mars, mars's is nil;
//     mercury.distance(to: .mars) = 4 − 1 = 3 → "mars nil 3"
//   6 a `mutating func` assigning `self`: off, toggled three times → on → true
//   7 CaseIterable lists the cases in declaration order: 4 cases, raw values summing to 10,
//     first .mercury → true
// Stages 0…8: 9 states, 8 taps; at 8 no case matches and the tap changes nothing.
enum Planet: Int, CaseIterable {
  case mercury = 1, venus, earth, mars

  var next: Planet? { Planet(rawValue: rawValue + 1) }

  func distance(to other: Planet) -> Int { other.rawValue - rawValue }
}

enum Compass: String {
  case north
  case south = "S"
  case east
}

enum Figure {
  case circle(radius: Int)
  case rect(width: Int, height: Int)
}

indirect enum Expr {
  case number(Int)
  case add(Expr, Expr)
  case multiply(Expr, Expr)
  case negate(Expr)
}

enum Switch {
  case on, off

  mutating func toggle() { self = self == .on ? .off : .on }
}

func describe(_ figure: Figure) -> String {
  switch figure {
  case .circle(let radius): "c\(radius)"
  case let .rect(width: w, height: h) where w == h: "sq\(w)"
  case .rect(let w, let h): "r\(w * h)"
  }
}

func evaluate(_ expr: Expr) -> Int {
  switch expr {
  case .number(let n): n
  case let .add(a, b): evaluate(a) + evaluate(b)
  case let .multiply(a, b): evaluate(a) * evaluate(b)
  case .negate(let a): -evaluate(a)
  }
}

func rawLookups() -> Bool {
  Planet(rawValue: 4) == .mars && Planet(rawValue: 9) == nil && Compass(rawValue: "S") == .south
    && Compass(rawValue: "south") == nil
}

func neighbours() -> String {
  let after = Planet.mars.next.map { "\($0)" } ?? "nil"
  return "\(Planet.earth.next == .mars ? "mars" : "?") \(after) \(Planet.mercury.distance(to: .mars))"
}

func toggledThrice() -> Bool {
  var state = Switch.off
  state.toggle()
  state.toggle()
  state.toggle()
  return state == .on
}

struct EnumChecks: View {
  @State private var stage = 0

  func advance() {
    let tree = Expr.add(.number(2), .multiply(.number(3), .negate(.number(4))))
    let figures = [Figure.rect(width: 2, height: 2), .rect(width: 2, height: 3), .circle(radius: 1)]
    switch stage {
    case 0 where Planet.earth.rawValue + Planet.mars.rawValue == 7: stage = 1
    case 1 where [Compass.north, .south, .east].map { $0.rawValue }.joined(separator: " ") == "north S east":
      stage = 2
    case 2 where rawLookups(): stage = 3
    case 3 where figures.map { describe($0) }.joined(separator: " ") == "sq2 r6 c1": stage = 4
    case 4 where evaluate(tree) == -10: stage = 5
    case 5 where neighbours() == "mars nil 3": stage = 6
    case 6 where toggledThrice(): stage = 7
    case 7
    where Planet.allCases.count == 4 && Planet.allCases.map { $0.rawValue }.reduce(0) { $0 + $1 } == 10
      && Planet.allCases.first == .mercury:
      stage = 8
    default: break
    }
  }

  var body: some View {
    Text("Stage \(stage)")
      .onTapGesture { advance() }
  }
}

#Preview("LangEnums") { EnumChecks() }

// expect-scene "LangEnums": states 9, transitions 8, tap 8
