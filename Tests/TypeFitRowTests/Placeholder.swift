import Testing

@testable import TypeFitRow

@Suite struct PlaceholderTypeFitRowTests { @Test func builds() { #expect(Bool(true)) } }
