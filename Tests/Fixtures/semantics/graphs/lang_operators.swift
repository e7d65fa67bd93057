import SwiftUI

// Hand-derived from Swift's rules (The Swift Programming Language, "Advanced Operators":
// "Operator Methods", "Prefix and Postfix Operators", "Compound Assignment Operators",
// "Equivalence Operators", "Custom Operators", "Precedence for Custom Infix Operators"; the
// standard library's `Equatable` and `Comparable`, whose `!=`, `>`, `<=` and `sorted()` are
// derived from the type's `==` and `<`): each tap moves `stage` on by one only when that
// stage's check computes the value worked out below.
//   0 a user `==` is the one `==` and `!=` call: turns compare modulo 360, so 370° == 10°,
//     and 0° != 360° is false → true
//   1 `static func +` and `static func *` on a struct, with the standard precedences (`*`
//     before `+`): (1, 1) + (1, 2) * 3 = (1, 1) + (3, 6) = (4, 7) → 4·10 + 7 = 47
//   2 a prefix operator method and `+=` taking its left side `inout`: -(2, 3) is (-2, -3);
//     (1, 1) += (2, 2) is (3, 3) → -2 + 3 = 1
//   3 a custom `**` in a precedence group above multiplication, right-associative:
//     2 ** 3 ** 2 = 2 ** 9 = 512, and 1 + 2 ** 3 * 2 = 1 + (8 · 2) = 17 → 529
//   4 `static func <` makes a `Comparable` type: `sorted()` orders by it, `>` and `<=` are
//     derived → minors [2, 10, 0] for versions 1.2, 1.10, 2.0; 1.10 > 1.2; 1.2 <= 1.2 → true
//   5 a custom prefix operator binds tighter than any infix one: √16 + 1 = 4 + 1 = 5.0
//   6 a custom infix operator in the additive group is left-associative with `+`:
//     "a" <+> "b" + "c" groups as ("a" <+> "b") + "c" = "a|b" + "c" = "a|bc"
// Stages 0…7: 8 states, 7 taps; at 7 no case matches and the tap changes nothing.
precedencegroup PowerPrecedence {
  higherThan: MultiplicationPrecedence
  associativity: right
}

infix operator ** : PowerPrecedence
infix operator <+> : AdditionPrecedence
prefix operator √

func ** (base: Int, exponent: Int) -> Int {
  var result = 1
  for _ in 0..<exponent { result *= base }
  return result
}

func <+> (lhs: String, rhs: String) -> String { lhs + "|" + rhs }

prefix func √ (value: Double) -> Double { value.squareRoot() }

struct Turn {
  var degrees: Int

  static func == (lhs: Turn, rhs: Turn) -> Bool {
    (lhs.degrees - rhs.degrees) % 360 == 0
  }
}

extension Turn: Equatable {}

struct Vec {
  var x: Int
  var y: Int

  static func + (lhs: Vec, rhs: Vec) -> Vec { Vec(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
  static func * (lhs: Vec, factor: Int) -> Vec { Vec(x: lhs.x * factor, y: lhs.y * factor) }
  static prefix func - (vector: Vec) -> Vec { Vec(x: -vector.x, y: -vector.y) }
  static func += (lhs: inout Vec, rhs: Vec) { lhs = lhs + rhs }
}

struct Version: Comparable {
  var major: Int
  var minor: Int

  static func < (lhs: Version, rhs: Version) -> Bool {
    lhs.major != rhs.major ? lhs.major < rhs.major : lhs.minor < rhs.minor
  }
}

func vectorSum() -> Int {
  let v = Vec(x: 1, y: 1) + Vec(x: 1, y: 2) * 3
  return v.x * 10 + v.y
}

func negateAndAdd() -> Int {
  var v = Vec(x: 1, y: 1)
  v += Vec(x: 2, y: 2)
  return (-Vec(x: 2, y: 3)).x + v.y
}

func versions() -> Bool {
  let list = [Version(major: 2, minor: 0), Version(major: 1, minor: 10), Version(major: 1, minor: 2)]
  let minors = list.sorted().map { $0.minor }
  return minors == [2, 10, 0] && Version(major: 1, minor: 10) > Version(major: 1, minor: 2)
    && Version(major: 1, minor: 2) <= Version(major: 1, minor: 2)
}

struct OperatorChecks: View {
  @State private var stage = 0

  func advance() {
    switch stage {
    case 0 where Turn(degrees: 370) == Turn(degrees: 10) && !(Turn(degrees: 0) != Turn(degrees: 360)):
      stage = 1
    case 1 where vectorSum() == 47: stage = 2
    case 2 where negateAndAdd() == 1: stage = 3
    case 3 where 2 ** 3 ** 2 + (1 + 2 ** 3 * 2) == 529: stage = 4
    case 4 where versions(): stage = 5
    case 5 where √16 + 1 == 5.0: stage = 6
    case 6 where "a" <+> "b" + "c" == "a|bc": stage = 7
    default: break
    }
  }

  var body: some View {
    Text("Stage \(stage)")
      .onTapGesture { advance() }
  }
}

#Preview("LangOperators") { OperatorChecks() }

// expect-scene "LangOperators": states 8, transitions 7, tap 7
