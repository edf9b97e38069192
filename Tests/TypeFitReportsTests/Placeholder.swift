import Testing

@testable import TypeFitReports

@Suite struct PlaceholderTypeFitReportsTests { @Test func builds() { #expect(Bool(true)) } }
