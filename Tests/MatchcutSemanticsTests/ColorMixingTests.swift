import Testing

/// `Color.mix(with:by:in:)` (swiftui-semantics §23.13), read back through `@State` initial
/// values as `#RRGGBBAA`. Expected values are worked out by hand from the definitions:
/// `.device` blends sRGB components linearly; `.perceptual` blends in Oklab, where white has
/// L = 1, black L = 0 and both a = b = 0.
@Suite struct ColorMixingTests {
  @Test func deviceAndPerceptualMixes() throws {
    let values = try GeometryMathTests.initialValues(
      """
        @State private var device = Color(red: 1, green: 0, blue: 0).mix(
          with: Color(red: 0, green: 0, blue: 1), by: 0.5, in: .device)
        @State private var grey = Color.white.mix(with: .black, by: 0.5)
        @State private var faded = Color(red: 1, green: 0, blue: 0).mix(with: .clear, by: 0.25, in: .device)
        @State private var clamped = Color(red: 1, green: 0, blue: 0).mix(with: .black, by: -2)
        @State private var implicit: Color = .white.mix(with: .black, by: 0.5)
      """)
    // (1, 0, 0) and (0, 0, 1) halfway: (0.5, 0, 0.5); 0.5 × 255 = 127.5 → 0x80.
    #expect(values["Probe.device"] == "#800080FF")
    // Oklab L = 0.5 with a = b = 0 is a grey whose cone responses are 0.5³ = 0.125, so linear
    // sRGB 0.125 on each channel; encoded 1.055 × 0.125^(1/2.4) − 0.055 = 0.3886 → 99 = 0x63.
    #expect(values["Probe.grey"] == "#636363FF")
    // The same mix written on an implicit member, where the type gives the base.
    #expect(values["Probe.implicit"] == "#636363FF")
    // A quarter of the way to clear (0, 0, 0, 0): red 0.75 and alpha 0.75, 191.25 → 0xBF.
    #expect(values["Probe.faded"] == "#BF0000BF")
    // A fraction below 0 is clamped to 0: the first colour.
    #expect(values["Probe.clamped"] == "#FF0000FF")
  }
}
