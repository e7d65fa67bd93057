import MatchcutSemantics
import MatchcutSource
import Testing

/// `Int`'s bitwise operators and shifts and `Double.remainder(dividingBy:)`, read through the
/// state a tap writes. Expected values derived by hand from Swift's rules (The Swift
/// Programming Language, "Advanced Operators"; IEEE 754 remainder: the quotient rounded to the
/// nearest integer, ties to even).
@Suite struct BitwiseAndRemainderTests {
  @Test func tapWritesBitwiseResultsAndRemainders() throws {
    let scene = try EvaluatorTests.scene(
      """
      struct Bits: View {
        @State private var mask = 0
        @State private var wave = 0.0
        var body: some View {
          Text("bits").onTapGesture {
            mask = (0b1100 & 0b1010) | (1 << 4) ^ (64 >> 1)
            wave = 7.5.remainder(dividingBy: 3) + (-7.0).remainder(dividingBy: 2)
          }
        }
      }
      #Preview { Bits() }
      """)
    #expect(scene.stateGraph.states.count == 2)
    // 0b1100 & 0b1010 = 0b1000 (8); 1 << 4 = 16, 64 >> 1 = 32, 16 ^ 32 = 48 (`^` and `|` share
    // AdditionPrecedence with `+`, left to right; `&` and the shifts bind tighter):
    // (8 | 16) ^ 32 = 24 ^ 32 = 56.
    // 7.5 / 3 = 2.5 → 2 (ties to even): 7.5 − 6 = 1.5; −7 / 2 = −3.5 → −4: −7 + 8 = 1.
    #expect(EvaluatorTests.values(scene, 1) == ["Bits.mask": "56", "Bits.wave": "2.5"])
  }
}
