import SwiftUI

// Hand-derived from Swift's rules (The Swift Programming Language, "Strings and Characters",
// "Basic Operators" → "Remainder Operator", "The Basics" → "Integer and Floating-Point
// Conversion"; Foundation's `String(format:)`, which follows printf; the standard library's
// `Optional`, `min`/`max`/`abs`, `rounded()`): each tap moves `stage` on by one only when
// that stage's check computes the value worked out below. The text shows the value with
// `specifier:`, which only draws it.
//   0 String(format: "%.1f", 3.14159) → "3.1"; String(format: "%d-%02d", 7, 5) → "7-05"
//   1 "hello world".uppercased() → "HELLO WORLD"; String("swift".prefix(2)) → "sw";
//     "a b".replacingOccurrences(of: " ", with: "_") → "a_b"; "héllo".count is 5 characters
//   2 split drops empty pieces by default: "a,,b".split(separator: ",") has 2, while
//     components(separatedBy:) keeps the empty one: 3 → 5
//   3 integer division truncates toward zero and `%` takes the dividend's sign: 7 / 2 = 3,
//     -7 / 2 = -3, -7 % 2 = -1; 7.0 / 2 = 3.5 → 3 - 3 - 1 = -1 and 3.5
//   4 conversions: Int(3.9) = 3 and Int(-3.9) = -3 (truncation), Double(7) / 2 = 3.5,
//     CGFloat(3) · 1.5 = 4.5, Int("42") = 42, Int("4x") = nil → true
//   5 min(3, 1, 2) = 1, max(2.5, 1) = 2.5, abs(-4) = 4; round(2.5) = 3 and (-2.5).rounded() = -3
//     (halves away from zero) → 1 + 2.5 + 4 + 3 - 3 = 7.5
//   6 atan2(1, 1) is π/4: four times it is within 1e-12 of .pi; Int(Double.pi · 100) = 314
//   7 Optional: Int?(4).map { $0 · 2 } ?? 0 = 8, nil.map … ?? -1 = -1, Int?(12).flatMap { it
//     if above 10 } = 12 → 19. (On a `String?`, Matchcut's `map`/`flatMap` are the string's
//     own, over its characters: it does not track which values are optional,
//     docs/semantics.md "Value types, operators and generics".)
//   8 interpolation prints a Double with its fraction: "\(3)/\(4.5)/\(Double(2))/\(true)" →
//     "3/4.5/2.0/true"
//   9 a UUID's `uuid` is its 16 bytes, the hex pairs of `uuidString` in order (Foundation,
//     `UUID.uuid`): the first byte is the value of the string's first two hex digits, the last
//     of its last two, read with `Int(_:radix: 16)` → true
// Stages 0…10: 11 states, 10 taps; at 10 no case matches and the tap changes nothing.
func uuidBytes() -> Bool {
  let id = UUID()
  let text = id.uuidString
  let first = Int(text.prefix(2), radix: 16) ?? -1
  let last = Int(text.suffix(2), radix: 16) ?? -1
  return Int(id.uuid.0) == first && Int(id.uuid.15) == last
}

func formatted() -> Bool {
  String(format: "%.1f", 3.14159) == "3.1" && String(format: "%d-%02d", 7, 5) == "7-05"
}

func textOps() -> Bool {
  "hello world".uppercased() == "HELLO WORLD" && String("swift".prefix(2)) == "sw"
    && "a b".replacingOccurrences(of: " ", with: "_") == "a_b" && "héllo".count == 5
}

func pieces() -> Int {
  "a,,b".split(separator: ",").count + "a,,b".components(separatedBy: ",").count
}

func division() -> String {
  let whole: Int = 7 / 2 + -7 / 2 + -7 % 2
  let fraction: Double = 7.0 / 2
  return "\(whole) \(fraction)"
}

func conversions() -> Bool {
  Int(3.9) == 3 && Int(-3.9) == -3 && Double(7) / 2 == 3.5 && CGFloat(3) * 1.5 == 4.5
    && Int("42") == 42 && Int("4x") == nil
}

func extremes() -> Double {
  Double(min(3, 1, 2)) + max(2.5, 1) + Double(abs(-4)) + round(2.5) + (-2.5).rounded()
}

func angles() -> Bool {
  abs(atan2(1.0, 1.0) * 4 - .pi) < 1e-12 && Int(Double.pi * 100) == 314
}

func optionals() -> Int {
  let some: Int? = 4
  let none: Int? = nil
  let twelve: Int? = 12
  return (some.map { $0 * 2 } ?? 0) + (none.map { $0 * 2 } ?? -1)
    + (twelve.flatMap { $0 > 10 ? $0 : nil } ?? 0)
}

struct NumberChecks: View {
  @State private var stage = 0
  private let ratio = 2.0 / 3.0

  func advance() {
    switch stage {
    case 0 where formatted(): stage = 1
    case 1 where textOps(): stage = 2
    case 2 where pieces() == 5: stage = 3
    case 3 where division() == "-1 3.5": stage = 4
    case 4 where conversions(): stage = 5
    case 5 where extremes() == 7.5: stage = 6
    case 6 where angles(): stage = 7
    case 7 where optionals() == 19: stage = 8
    case 8 where "\(3)/\(4.5)/\(Double(2))/\(true)" == "3/4.5/2.0/true": stage = 9
    case 9 where uuidBytes(): stage = 10
    default: break
    }
  }

  var body: some View {
    Text("Stage \(stage), ratio \(ratio, specifier: "%.2f")")
      .onTapGesture { advance() }
  }
}

#Preview("LangNumbers") { NumberChecks() }

// expect-scene "LangNumbers": states 11, transitions 10, tap 10
