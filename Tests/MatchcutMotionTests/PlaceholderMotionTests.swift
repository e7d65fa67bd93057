import Testing

@Test func placeholderMotion() { #expect(Bool(true)) }
