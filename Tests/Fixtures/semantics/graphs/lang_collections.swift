import SwiftUI

// Hand-derived from the standard library's documented results (The Swift Programming
// Language, "Collection Types"; the `Set`, `Dictionary`, `Sequence`, `Collection` and
// `ArraySlice` references): each tap moves `stage` on by one only when that stage's check
// computes the value worked out below.
//   0 Set: {3, 1} after insert(2) has 3 members and contains 2; inserting 3 again reports
//     `inserted == false`; union with [5, 1] sorted is [1, 2, 3, 5] → true
//   1 Dictionary: ["a": 1] after d["b", default: 0] += 5 and d["a", default: 0] += 1 is
//     a: 2, b: 5; keys sorted ["a", "b"]; mapValues ×10 gives b = 50; d["z"] is nil → true
//   2 Dictionary(grouping:by:) by `count > 5`: true → ["avocado", "banana"] (2 words),
//     false → ["apple", "kiwi"] in their original order → "2 applekiwi"
//   3 zip stops at the shorter sequence: [1, 2, 3] with ["a", "b"] → "1a2b"
//   4 stride(from: 0, to: 10, by: 3) excludes 10: [0, 3, 6, 9] (sum 18); stride(from: 10,
//     through: 0, by: -5) includes 0: [10, 5, 0] (sum 15) → 33
//   5 enumerated() pairs offset and element: "0x1y2z"; [5, 6, 7].indices are 0, 1, 2 (sum 3)
//     → "0x1y2z3"
//   6 compactMap drops the nil of Int("x"): [1, 3]; flatMap joins [[1, 2], [3]]: [1, 2, 3]
//     → 4 + 6 = 10
//   7 firstIndex(of: 15) in [4, 8, 15, 16] is 2; first(where: > 5) is 8; firstIndex(of: 99) is
//     nil → 2 + 8 = 10 and true
//   8 reversed() of [1, 2, 3] is [3, 2, 1]; sorted(by: >) of [3, 1, 2] is [3, 2, 1] → true
//   9 a slice holds the elements in range: xs[1...2] of [10, 20, 30, 40] is [20, 30]; xs[2...]
//     has 2 elements; xs[..<1] is [10] → "20 30 2 10". (Swift's slice also keeps its base's
//     indices, `startIndex` 1; Matchcut's slice is a new array indexed from 0,
//     docs/semantics.md "Value types, operators and generics".)
//  10 reduce(into:) counts words: ["a", "b", "a"] → ["a": 2, "b": 1] → a = 2
//  11 a closed range keeps its last element as its upper bound: (0...5).upperBound is 5 and
//     its count 6; (0..<5).upperBound is 5 and its count 5; (2...4) contains 4, (2..<4) does
//     not; "\(1...3)" prints "1...3" (ClosedRange's description) → "5 6 5 5 true false 1...3"
//  12 a closure or function declared to return a labelled tuple gives the tuple it returns those
//     labels: [1, 2].map { n -> (x: Int, y: Int) in (n, n * 10) }[1] has x 2 and y 20; polar()
//     -> (r: Int, theta: Int) returns (5, 0), r is 5; a closure stored in a struct's property is
//     called as `value.run()`, given by label (7) or as a trailing closure (8) → "2 20 5 7 8"
// Stages 0…13: 14 states, 13 taps; at 13 no case matches and the tap changes nothing.
func setCheck() -> Bool {
  var numbers: Set<Int> = [3, 1]
  numbers.insert(2)
  let again = numbers.insert(3)
  return numbers.count == 3 && numbers.contains(2) && !again.inserted
    && numbers.union([5, 1]).sorted() == [1, 2, 3, 5]
}

func dictionaryCheck() -> Bool {
  var counts = ["a": 1]
  counts["b", default: 0] += 5
  counts["a", default: 0] += 1
  return counts.keys.sorted() == ["a", "b"] && counts["a"] == 2 && counts.mapValues { $0 * 10 }["b"] == 50
    && counts["z"] == nil
}

func grouped() -> String {
  let groups = Dictionary(grouping: ["apple", "avocado", "banana", "kiwi"]) { $0.count > 5 }
  return "\(groups[true]?.count ?? 0) \(groups[false]?.joined() ?? "")"
}

func zipped() -> String {
  zip([1, 2, 3], ["a", "b"]).map { "\($0)\($1)" }.joined()
}

func strides() -> Int {
  let up = Array(stride(from: 0, to: 10, by: 3))
  let down = Array(stride(from: 10, through: 0, by: -5))
  return up.reduce(0) { $0 + $1 } + down.reduce(0) { $0 + $1 }
}

func offsets() -> String {
  let pairs = ["x", "y", "z"].enumerated().map { "\($0.offset)\($0.element)" }.joined()
  return pairs + "\([5, 6, 7].indices.reduce(0) { $0 + $1 })"
}

func flattened() -> Int {
  let numbers = ["1", "x", "3"].compactMap { Int($0) }
  let joined = [[1, 2], [3]].flatMap { $0 }
  return numbers.reduce(0) { $0 + $1 } + joined.reduce(0) { $0 + $1 }
}

func searches() -> Bool {
  let xs = [4, 8, 15, 16]
  return (xs.firstIndex(of: 15) ?? 0) + (xs.first { $0 > 5 } ?? 0) == 10 && xs.firstIndex(of: 99) == nil
}

func slices() -> String {
  let xs = [10, 20, 30, 40]
  let middle = xs[1...2]
  return "\(Array(middle).map { String($0) }.joined(separator: " ")) \(xs[2...].count) \(xs[..<1][0])"
}

func bounds() -> String {
  let closed = 0...5
  let open = 0..<5
  return "\(closed.upperBound) \(closed.count) \(open.upperBound) \(open.count) "
    + "\((2...4).contains(4)) \((2..<4).contains(4)) \(1...3)"
}

struct Job {
  var name: String
  var run: () -> Int
}

func polar() -> (r: Int, theta: Int) { (5, 0) }

func labelledResults() -> String {
  let points = [1, 2].map { n -> (x: Int, y: Int) in (n, n * 10) }
  let byLabel = Job(name: "a", run: { 7 })
  let trailing = Job(name: "b") { 8 }
  return "\(points[1].x) \(points[1].y) \(polar().r) \(byLabel.run()) \(trailing.run())"
}

func wordCounts() -> Int {
  let counts = ["a", "b", "a"].reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
  return counts["a"] ?? 0
}

struct CollectionChecks: View {
  @State private var stage = 0

  func advance() {
    switch stage {
    case 0 where setCheck(): stage = 1
    case 1 where dictionaryCheck(): stage = 2
    case 2 where grouped() == "2 applekiwi": stage = 3
    case 3 where zipped() == "1a2b": stage = 4
    case 4 where strides() == 33: stage = 5
    case 5 where offsets() == "0x1y2z3": stage = 6
    case 6 where flattened() == 10: stage = 7
    case 7 where searches(): stage = 8
    case 8 where Array([1, 2, 3].reversed()) == [3, 2, 1] && [3, 1, 2].sorted(by: >) == [3, 2, 1]: stage = 9
    case 9 where slices() == "20 30 2 10": stage = 10
    case 10 where wordCounts() == 2: stage = 11
    case 11 where bounds() == "5 6 5 5 true false 1...3": stage = 12
    case 12 where labelledResults() == "2 20 5 7 8": stage = 13
    default: break
    }
  }

  var body: some View {
    Text("Stage \(stage)")
      .onTapGesture { advance() }
  }
}

#Preview("LangCollections") { CollectionChecks() }

// expect-scene "LangCollections": states 14, transitions 13, tap 13
