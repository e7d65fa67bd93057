import Testing

/// `NumberFormatter` (swiftui-semantics §23.14), read back through `@State` initial values.
/// Expected strings are written by hand from the styles' documented en_US defaults: `.none`
/// rounds to a whole number without grouping; `.decimal` groups thousands with `,` and keeps
/// at most 3 fraction digits; `.currency` writes `$` and exactly 2; `.percent` multiplies by 100.
@Suite struct NumberFormatterTests {
  @Test func stylesFormatAsDocumented() throws {
    let values = try FailableInitializerTests.initialValues(
      """
      func formatted(_ style: NumberFormatter.Style, _ number: Double, fraction: Int? = nil) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = style
        if let fraction { formatter.maximumFractionDigits = fraction }
        return formatter.string(from: NSNumber(value: number)) ?? "none"
      }
      struct Probe: View {
        @State private var plain = formatted(.none, 2.5)
        @State private var decimal = formatted(.decimal, 1234567.125)
        @State private var oneDigit = formatted(.decimal, 1234.56, fraction: 1)
        @State private var currency = formatted(.currency, 1234.5)
        @State private var percent = formatted(.percent, 0.256)
        @State private var negative = formatted(.decimal, -9876)
        @State private var parsed = NumberFormatter().number(from: "42") == nil ? -1.0 : 42.0
        var body: some View { Text(plain + decimal + oneDigit + currency + percent + negative) }
      }
      #Preview { Probe() }
      """)
    // 2.5 to no fraction digits, half to even (the default rounding mode): 2.
    #expect(values["Probe.plain"] == "\"2\"")
    // 1 234 567 grouped; .125 (exact in binary) fits 3 digits.
    #expect(values["Probe.decimal"] == "\"1,234,567.125\"")
    // 1234.56 to 1 digit: 1234.6 (0.56 × 10 = 5.6 → 6).
    #expect(values["Probe.oneDigit"] == "\"1,234.6\"")
    // Exactly two fraction digits: $1,234.50.
    #expect(values["Probe.currency"] == "\"$1,234.50\"")
    // 0.256 × 100 = 25.6, no fraction digits: 26%.
    #expect(values["Probe.percent"] == "\"26%\"")
    #expect(values["Probe.negative"] == "\"-9,876\"")
    #expect(values["Probe.parsed"] == "42")
  }
}
