import SwiftUI

// Hand-derived from Swift's rules (The Swift Programming Language, "Generics": generic
// functions, generic types, type constraints, "Generic Where Clauses", "Extensions with a
// Generic Where Clause"): each tap moves `stage` on by one only when that stage's check
// computes the value worked out below.
//   0 a generic struct `Stack<Int>`: push 1, 2, 3; `pop()` returns the last pushed, 3, and
//     `top` is then 2 → 3·10 + 2 = 32
//   1 the same type with `String` elements: push "a", "b"; pop twice, then a third pop of the
//     empty stack is nil → "b" + "a" + "-" = "ba-"
//   2 an extension constrained `where Element == Int` adds `sum`: push 4, 5 → 9
//   3 `largest<T: Comparable>` picks by `>` of each type: 9 among [3, 9, 2], "zoo" among
//     ["pear", "apple", "zoo"] (strings compare lexicographically) → "9zoo"
//   4 a `where C.Element: Equatable` clause over any Collection: three 1s in [1, 2, 1, 1],
//     three "a"s in the characters of "banana" → 6
//   5 a generic type with two parameters, `flipped()` returns `Pair<Second, First>`:
//     Pair(1, "x") flipped has first "x" and second 1 → "x1"
//   6 `where S.Element == String` lets the body call `joined`: ["a", "b"] → "a+b";
//     `swapped((1, "one"))` returns ("one", 1) → "a+b one 1"
//   7 the type parameter is inferred from the arguments, or given explicitly: `Stack<Double>()`
//     starts empty, and `firstMatch(in: [2.5, 4.0], above: 3)` is 4.0 → "true 4.0"
// Stages 0…8: 9 states, 8 taps; at 8 no case matches and the tap changes nothing.
struct Stack<Element> {
  var items: [Element] = []
  var top: Element? { items.last }
  var isEmpty: Bool { items.isEmpty }

  mutating func push(_ item: Element) { items.append(item) }
  mutating func pop() -> Element? { items.popLast() }
}

extension Stack where Element == Int {
  var sum: Int { items.reduce(0, +) }
}

struct Pair<First, Second> {
  var first: First
  var second: Second

  func flipped() -> Pair<Second, First> { Pair<Second, First>(first: second, second: first) }
}

func largest<T: Comparable>(_ xs: [T]) -> T {
  var best = xs[0]
  for x in xs.dropFirst() where x > best { best = x }
  return best
}

func occurrences<C: Collection>(of target: C.Element, in items: C) -> Int where C.Element: Equatable {
  var count = 0
  for item in items where item == target { count += 1 }
  return count
}

func joinedAll<S: Sequence>(_ items: S) -> String where S.Element == String {
  items.joined(separator: "+")
}

func swapped<A, B>(_ pair: (A, B)) -> (B, A) { (pair.1, pair.0) }

func firstMatch<T: Comparable>(in items: [T], above limit: T) -> T? {
  items.first { $0 > limit }
}

func intStack() -> Int {
  var stack = Stack<Int>()
  stack.push(1)
  stack.push(2)
  stack.push(3)
  let popped = stack.pop() ?? 0
  return popped * 10 + (stack.top ?? 0)
}

func stringStack() -> String {
  var stack = Stack<String>()
  stack.push("a")
  stack.push("b")
  let first = stack.pop() ?? "-"
  let second = stack.pop() ?? "-"
  return first + second + (stack.pop() ?? "-")
}

func constrainedSum() -> Int {
  var stack = Stack<Int>()
  stack.push(4)
  stack.push(5)
  return stack.sum
}

func inferred() -> String {
  let empty = Stack<Double>()
  let pair = swapped((1, "one"))
  return
    "\(joinedAll(["a", "b"])) \(pair.0) \(pair.1)|\(empty.isEmpty) \(firstMatch(in: [2.5, 4.0], above: 3) ?? 0)"
}

struct GenericChecks: View {
  @State private var stage = 0

  func advance() {
    let flipped = Pair(first: 1, second: "x").flipped()
    switch stage {
    case 0 where intStack() == 32: stage = 1
    case 1 where stringStack() == "ba-": stage = 2
    case 2 where constrainedSum() == 9: stage = 3
    case 3 where "\(largest([3, 9, 2]))\(largest(["pear", "apple", "zoo"]))" == "9zoo": stage = 4
    case 4 where occurrences(of: 1, in: [1, 2, 1, 1]) + occurrences(of: "a", in: "banana") == 6: stage = 5
    case 5 where flipped.first + String(flipped.second) == "x1": stage = 6
    case 6 where inferred().hasPrefix("a+b one 1|"): stage = 7
    case 7 where inferred().hasSuffix("|true 4.0"): stage = 8
    default: break
    }
  }

  var body: some View {
    Text("Stage \(stage)")
      .onTapGesture { advance() }
  }
}

#Preview("LangGenerics") { GenericChecks() }

// expect-scene "LangGenerics": states 9, transitions 8, tap 8
