import SwiftUI

// Hand-derived from Swift's rules (The Swift Programming Language, "Control Flow" and "Error
// Handling"; LANGUAGE §3): each tap moves `stage` on by one only when that
// stage's check computes the value worked out below, so a wrong rule ends the chain early.
//   0 while: the first number above 7 that is not a multiple of 3 → 8
//   1 repeat-while: doubling 1 until past 40 → 64
//   2 for-where over 1..<10: the sum of the even numbers → 2+4+6+8 = 20
//   3 labelled break/continue: the first 8 in `rows`, row·10+column → 1·10+1 = 11
//   4 for case let x?: the sum of the non-nil values → 1+3 = 4
//   5 guard let: nil gives -1, 5 gives 10 → 9
//   6 defer runs last first, after the body: "body" then "b" then "a" → "body b a"
//   7 throw/catch with a pattern and `try?`: .tooBig(12) is caught by the `where` clause → 12,
//     and `try?` of a throwing call is nil → 12
//   8 switch: a tuple pattern with a range and `where`, then `fallthrough` → "both small+"
//   9 `is`, an `if` expression and a `switch` expression → "Int big two"
//  10 tuple destructuring and `.0` → 3+4 = 7
// Stages 0…11: 12 states, 11 taps; at 11 no case matches and the tap changes nothing.
enum Limit: Error {
  case tooBig(Int)
  case negative
}

struct Checks: View {
  @State private var stage = 0
  let rows = [[1, 4, 6], [3, 8, 9], [2, 8, 7]]

  func firstAbove(_ n: Int) -> Int {
    var candidate = n + 1
    while candidate % 3 == 0 { candidate += 1 }
    return candidate
  }

  func doubling() -> Int {
    var value = 1
    repeat { value *= 2 } while value <= 40
    return value
  }

  func evenSum() -> Int {
    var sum = 0
    for n in 1..<10 where n % 2 == 0 { sum += n }
    return sum
  }

  func find(_ target: Int) -> Int {
    var result = -1
    outer: for (r, row) in rows.enumerated() {
      for (c, item) in row.enumerated() {
        if item != target { continue }
        result = r * 10 + c
        break outer
      }
    }
    return result
  }

  func presentSum() -> Int {
    let values: [Int?] = [1, nil, 3]
    var sum = 0
    for case let value? in values { sum += value }
    return sum
  }

  func doubled(_ n: Int?) -> Int {
    guard let n else { return -1 }
    return n * 2
  }

  func cleanupOrder() -> String {
    var log: [String] = []
    func run() {
      defer { log.append("a") }
      defer { log.append("b") }
      log.append("body")
    }
    run()
    return log.joined(separator: " ")
  }

  func check(_ n: Int) throws -> Int {
    if n < 0 { throw Limit.negative }
    if n > 10 { throw Limit.tooBig(n) }
    return n
  }

  func caught() -> Int {
    do {
      return try check(12)
    } catch Limit.tooBig(let n) where n > 11 {
      return n + (try? check(-1) ?? 0)
    } catch {
      return -1
    }
  }

  func classify(_ pair: (Int, Int)) -> String {
    var text = ""
    switch pair {
    case (0..<5, 0..<5) where pair.0 == pair.1:
      text = "same"
    case (0..<5, 0..<5):
      text = "both small"
      fallthrough
    case (_, 100):
      text += "+"
    default:
      text = "other"
    }
    return text
  }

  func describe(_ value: Any, _ n: Int) -> String {
    let kind = value is Int ? "Int" : "other"
    let size = if n > 1 { "big" } else { "small" }
    let name =
      switch n {
      case 1: "one"
      case 2: "two"
      default: "many"
      }
    return "\(kind) \(size) \(name)"
  }

  func pairSum() -> Int {
    let point = (x: 3, y: 4)
    let (a, _) = point
    return a + point.1
  }

  func advance() {
    switch stage {
    case 0 where firstAbove(7) == 8: stage = 1
    case 1 where doubling() == 64: stage = 2
    case 2 where evenSum() == 20: stage = 3
    case 3 where find(8) == 11: stage = 4
    case 4 where presentSum() == 4: stage = 5
    case 5 where doubled(nil) + doubled(5) == 9: stage = 6
    case 6 where cleanupOrder() == "body b a": stage = 7
    case 7 where caught() == 12: stage = 8
    case 8 where classify((1, 2)) == "both small+": stage = 9
    case 9 where describe(3, 2) == "Int big two": stage = 10
    case 10 where pairSum() == 7: stage = 11
    default: break
    }
  }

  var body: some View {
    Text("Stage \(stage)")
      .onTapGesture { advance() }
  }
}

#Preview("Checks") { Checks() }

// expect-scene "Checks": states 12, transitions 11, tap 11
