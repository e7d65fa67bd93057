import SwiftUI

// Hand-derived from Swift's rules (The Swift Programming Language, "Properties": lazy stored
// properties, computed properties with a setter, type properties, property observers;
// "Functions" → "In-Out Parameters"; "Closures" → "Capturing Values"; "Inheritance" for a
// `class var` overridden in a subclass): each tap moves `stage` on by one only when that
// stage's check computes the value worked out below. (`property_observers.swift` covers
// `didSet` and a nonmutating setter; this file adds `willSet` seeing both values.)
//   0 a `lazy var` runs its initializer on first access, not at construction: `count` is set
//     to 5 before the first read, so `summary` is "n=5"; a later change of `count` to 9 does not
//     run it again → "n=5 n=5"
//   1 `static let`, and a `static var` computed from it: limit 3, doubled 6 → 9
//   2 a `class var` is overridden by the subclass and read on the dynamic type:
//     `type(of: pet).kind` for a `Dog` held as `Animal` → "dog"; `Animal.kind` → "animal"
//   3 a computed property's `set` writes another stored property: fahrenheit = 212 sets
//     celsius to (212 − 32) · 5 / 9 = 100; reading fahrenheit back gives 212 → "100 212"
//   4 `inout`: bump(&n) then bump(&n, by: 5) from 1 → 7; bump(&xs[1]) of [1, 2] → [1, 3];
//     bump(&reading.celsius) of 100 → 101 → 7 + 3 + 101 = 111
//   5 closures capture the variable, not its value: one counter called three times returns 3,
//     a second counter starts over at 1 → 3·10 + 1 = 31; `forEach` adding into a captured
//     `total` over [1, 2, 3] → 6 → 37
//   6 `willSet` runs before each write to `stage` in the same action, with `newValue` the
//     value being written and `stage` still the old one: the write 5 → 6 recorded 6·100 + 5
//   7 the action itself writes `stage` through `inout` (`bump(&stage)`), which also runs the
//     observer: `seen` was 706 after the write 6 → 7
// Stages 0…8: 9 states, 8 taps; `seen` follows `stage`, so it adds no state; at 8 no case
// matches and the tap changes nothing.
struct Report {
  var count = 0
  lazy var summary: String = "n=\(count)"
}

struct Limits {
  static let limit = 3
  static var doubled: Int { limit * 2 }
}

class Animal {
  class var kind: String { "animal" }
}

class Dog: Animal {
  override class var kind: String { "dog" }
}

struct Reading {
  var celsius = 0.0
  var fahrenheit: Double {
    get { celsius * 9 / 5 + 32 }
    set { celsius = (newValue - 32) * 5 / 9 }
  }
}

func bump(_ value: inout Int, by step: Int = 1) { value += step }
func bump(_ value: inout Double) { value += 1 }

func lazySummary() -> String {
  var report = Report()
  report.count = 5
  let first = report.summary
  report.count = 9
  return first + " " + report.summary
}

func dynamicKind() -> String {
  let pet: Animal = Dog()
  return type(of: pet).kind + " " + Animal.kind
}

func readingText() -> String {
  var reading = Reading()
  reading.fahrenheit = 212
  return "\(Int(reading.celsius)) \(Int(reading.fahrenheit))"
}

func inoutTotal() -> Int {
  var n = 1
  bump(&n)
  bump(&n, by: 5)
  var xs = [1, 2]
  bump(&xs[1])
  var reading = Reading(celsius: 100)
  bump(&reading.celsius)
  return n + xs[1] + Int(reading.celsius)
}

func makeCounter() -> () -> Int {
  var calls = 0
  return {
    calls += 1
    return calls
  }
}

func captured() -> Int {
  let counter = makeCounter()
  _ = counter()
  _ = counter()
  let third = counter()
  let other = makeCounter()
  var total = 0
  [1, 2, 3].forEach { total += $0 }
  return third * 10 + other() + total
}

struct PropertyChecks: View {
  @State private var stage = 0 {
    willSet { seen = newValue * 100 + stage }
  }
  @State private var seen = 0

  func advance() {
    switch stage {
    case 0 where lazySummary() == "n=5 n=5": stage = 1
    case 1 where Limits.limit + Limits.doubled == 9: stage = 2
    case 2 where dynamicKind() == "dog animal": stage = 3
    case 3 where readingText() == "100 212": stage = 4
    case 4 where inoutTotal() == 111: stage = 5
    case 5 where captured() == 37: stage = 6
    case 6 where seen == 605: stage = 7
    case 7 where seen == 706: bump(&stage)
    default: break
    }
  }

  var body: some View {
    Text("Stage \(stage), seen \(seen)")
      .onTapGesture { advance() }
  }
}

#Preview("LangProperties") { PropertyChecks() }

// expect-scene "LangProperties": states 9, transitions 8, tap 8
