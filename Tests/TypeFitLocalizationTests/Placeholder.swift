import Testing

@testable import TypeFitLocalization

@Suite struct PlaceholderTypeFitLocalizationTests { @Test func builds() { #expect(Bool(true)) } }
