import SwiftUI

// Hand-derived from Swift's rules (The Swift Programming Language, "Protocols" → "Adopting a
// Protocol Using a Synthesized Implementation"; SE-0185 for Equatable/Hashable, SE-0266 for
// Comparable enums; the standard library's `Set`, `Dictionary` and `Identifiable`): each tap
// moves `stage` on by one only when that stage's check computes the value worked out below.
//   0 a struct's synthesised `==` compares every stored property in turn: (1, 2) == (1, 2),
//     (1, 2) != (2, 1) → true
//   1 an enum's synthesised `==` compares the case, then the associated values:
//     .card("1234") == .card("1234"), .card("1") != .card("2"), .points(3) != .cash → true
//   2 a synthesised `Hashable` struct in a `Set`: the duplicate (1, 2) is stored once →
//     count 2, and (3, 4) is a member → true
//   3 the same struct as a dictionary key: two `+= 1` through `[key, default: 0]` on one key
//     → visits[(0, 0)] == 2 and one key → true
//   4 an enum without associated values gets `<` by the order its cases are declared:
//     .low < .high; [.high, .low, .mid].sorted() is [.low, .mid, .high]; max is .high → true
//   5 such an enum is also Hashable without being declared so: {.low, .low, .mid} has 2
//     members; `Identifiable` finds by `id`: the item with id 2 is "b" → "2 b"
//   6 an enum with associated values declared `Hashable` is a dictionary key: the value at
//     .numbered(1) is 2 and .named("a") maps to 1 → 3
// Stages 0…7: 8 states, 7 taps; at 7 no case matches and the tap changes nothing.
struct Spot: Hashable {
  var x: Int
  var y: Int
}

enum Payment: Equatable {
  case cash
  case card(last4: String)
  case points(Int)
}

enum Level: Comparable {
  case low, mid, high
}

enum Badge: Hashable {
  case named(String)
  case numbered(Int)
}

struct Entry: Identifiable {
  let id: Int
  var name: String
}

func payments() -> Bool {
  Payment.card(last4: "1234") == .card(last4: "1234") && Payment.card(last4: "1") != .card(last4: "2")
    && Payment.points(3) != .cash
}

func spotSet() -> Bool {
  let spots: Set<Spot> = [Spot(x: 1, y: 2), Spot(x: 1, y: 2), Spot(x: 3, y: 4)]
  return spots.count == 2 && spots.contains(Spot(x: 3, y: 4))
}

func visits() -> Bool {
  var counts: [Spot: Int] = [:]
  counts[Spot(x: 0, y: 0), default: 0] += 1
  counts[Spot(x: 0, y: 0), default: 0] += 1
  return counts[Spot(x: 0, y: 0)] == 2 && counts.count == 1
}

func levels() -> Bool {
  let sorted = [Level.high, .low, .mid].sorted()
  return Level.low < .high && sorted == [.low, .mid, .high] && [Level.mid, .high, .low].max() == .high
}

func setAndIdentity() -> String {
  let entries = [Entry(id: 1, name: "a"), Entry(id: 2, name: "b")]
  let levels: Set<Level> = [.low, .low, .mid]
  return "\(levels.count) \(entries.first { $0.id == 2 }?.name ?? "-")"
}

func badges() -> Int {
  let table: [Badge: Int] = [.named("a"): 1, .numbered(1): 2]
  return (table[.numbered(1)] ?? 0) + (table[.named("a")] ?? 0)
}

struct SynthesisedChecks: View {
  @State private var stage = 0

  func advance() {
    switch stage {
    case 0 where Spot(x: 1, y: 2) == Spot(x: 1, y: 2) && Spot(x: 1, y: 2) != Spot(x: 2, y: 1): stage = 1
    case 1 where payments(): stage = 2
    case 2 where spotSet(): stage = 3
    case 3 where visits(): stage = 4
    case 4 where levels(): stage = 5
    case 5 where setAndIdentity() == "2 b": stage = 6
    case 6 where badges() == 3: stage = 7
    default: break
    }
  }

  var body: some View {
    Text("Stage \(stage)")
      .onTapGesture { advance() }
  }
}

#Preview("LangSynthesised") { SynthesisedChecks() }

// expect-scene "LangSynthesised": states 8, transitions 7, tap 7
