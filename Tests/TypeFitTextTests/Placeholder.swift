import Testing
@testable import TypeFitText
@Suite struct PlaceholderTypeFitTextTests { @Test func builds() { #expect(Bool(true)) } }
