import MatchcutSemantics
import MatchcutSource
import Testing

/// Failable initializers (Swift: "Failable Initializers"): `init?` that executes `return nil`
/// makes the construction `nil`; one that runs to its end (or a plain `return`) makes the
/// value. Expected values derived by hand from those rules.
@Suite struct FailableInitializerTests {
  static func initialValues(_ source: String) throws -> [String: String] {
    let result = SemanticsHarness.analyze(source)
    #expect(SemanticsHarness.errors(result) == [])
    let scene = try #require(result.scenes.first)
    return Dictionary(uniqueKeysWithValues: scene.stateGraph.states[0].values.map { ($0.key, $0.value) })
  }

  @Test func structAndClassInitializersMayFail() throws {
    let values = try Self.initialValues(
      """
      struct Celsius {
        let degrees: Double
        init?(_ degrees: Double) {
          if degrees < -273.15 { return nil }
          self.degrees = degrees
        }
      }
      final class Account: ObservableObject {
        @Published var name = ""
        init?(name: String) {
          if name.isEmpty { return nil }
          self.name = name
        }
      }
      struct Probe: View {
        @State private var below = Celsius(-300) == nil
        @State private var warm = Celsius(20)?.degrees ?? 0
        @State private var anonymous = Account(name: "") == nil
        @State private var named = Account(name: "Ada")?.name ?? "none"
        var body: some View { Text("p").onTapGesture { below.toggle() } }
      }
      #Preview { Probe() }
      """)
    // -300 is below absolute zero: nil; 20 is kept; an empty name fails, "Ada" does not.
    #expect(values["Probe.below"] == "true")
    #expect(values["Probe.warm"] == "20")
    #expect(values["Probe.anonymous"] == "true")
    #expect(values["Probe.named"] == "\"Ada\"")
  }
}
