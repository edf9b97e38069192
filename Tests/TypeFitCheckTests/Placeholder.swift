import Testing

@testable import TypeFitCheck

@Suite struct PlaceholderTypeFitCheckTests { @Test func builds() { #expect(Bool(true)) } }
