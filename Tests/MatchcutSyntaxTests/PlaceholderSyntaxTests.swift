import Testing

@Test func placeholderSyntax() { #expect(Bool(true)) }
