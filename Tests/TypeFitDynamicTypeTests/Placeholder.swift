import Testing

@testable import TypeFitDynamicType

@Suite struct PlaceholderTypeFitDynamicTypeTests { @Test func builds() { #expect(Bool(true)) } }
