import Testing

@Test func placeholderEmit() { #expect(Bool(true)) }
