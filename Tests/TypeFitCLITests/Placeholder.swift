import Testing

@testable import TypeFitCLI

@Suite struct PlaceholderTypeFitCLITests { @Test func builds() { #expect(Bool(true)) } }
