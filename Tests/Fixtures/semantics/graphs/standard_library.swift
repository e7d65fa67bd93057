import SwiftUI

// Hand-derived from the standard library's documented results (LANGUAGE §3): each tap moves
// `stage` on only when that stage's expression gives the value worked out here.
//   0 ["b", "a", "c"].sorted().joined(separator: "-") → "a-b-c"
//   1 [3, 1, 2].reduce(0, +)-style sum with a closure → 6; .max() → 3
//   2 ["cc", "a", "bb"].sorted { $0.count < $1.count } keeps "cc" before "bb" (a stable sort)
//     → ["a", "cc", "bb"]
//   3 removeAll(where:) of the odd numbers of [1, 2, 3, 4] → [2, 4]; insert(0, at: 0) →
//     [0, 2, 4]; remove(at: 1) returns 2 and leaves [0, 4]
//   4 "hero card".capitalized → "Hero Card"; "a,b,,c".components(separatedBy: ",").count → 4
//   5 "swift".hasPrefix("sw") && "swift".prefix(3) == "swi" && "swift".reversed() == "tfiws"
//   6 ["x": 1, "y": 2].values summed with reduce → 3
//   7 10.isMultiple(of: 5) and 7.5.truncatingRemainder(dividingBy: 2) == 1.5
// Stages 0…8: 9 states, 8 taps; at 8 no case matches and the tap changes nothing.
struct Library: View {
  @State private var stage = 0

  func third() -> Bool {
    var numbers = [1, 2, 3, 4]
    numbers.removeAll { $0 % 2 == 1 }
    numbers.insert(0, at: 0)
    let removed = numbers.remove(at: 1)
    return numbers == [0, 4] && removed == 2
  }

  func advance() {
    let words = ["cc", "a", "bb"]
    switch stage {
    case 0 where ["b", "a", "c"].sorted().joined(separator: "-") == "a-b-c": stage = 1
    case 1 where [3, 1, 2].reduce(0) { $0 + $1 } == 6 && [3, 1, 2].max() == 3: stage = 2
    case 2 where words.sorted { $0.count < $1.count } == ["a", "cc", "bb"]: stage = 3
    case 3 where third(): stage = 4
    case 4 where "hero card".capitalized == "Hero Card" && "a,b,,c".components(separatedBy: ",").count == 4:
      stage = 5
    case 5 where "swift".hasPrefix("sw") && "swift".prefix(3) == "swi" && "swift".reversed() == "tfiws":
      stage = 6
    case 6 where ["x": 1, "y": 2].values.reduce(0) { $0 + $1 } == 3: stage = 7
    case 7 where 10.isMultiple(of: 5) && 7.5.truncatingRemainder(dividingBy: 2) == 1.5: stage = 8
    default: break
    }
  }

  var body: some View {
    Text("Stage \(stage)")
      .onTapGesture { advance() }
  }
}

#Preview("Library") { Library() }

// expect-scene "Library": states 9, transitions 8, tap 8
