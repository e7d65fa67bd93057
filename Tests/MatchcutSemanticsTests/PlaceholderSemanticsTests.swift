import Testing

@Test func placeholderSemantics() { #expect(Bool(true)) }
