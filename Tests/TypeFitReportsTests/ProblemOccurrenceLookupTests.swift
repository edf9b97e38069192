import Testing
import TypeFitCheck
import TypeFitLocalization
import TypeFitRow

@testable import TypeFitReports

@Suite("A problem's occurrence of a locale")
struct ProblemOccurrenceLookupTests {
  /// The first problem of ``ProblemListTests/results``, with occurrences in `locales`.
  static func problem(locales: [String]) throws -> ProblemList.Problem {
    var list = ProblemList()
    for result in ProblemListTests.results { list.add(result) }
    var problem = try #require(list.problems.first)
    problem.occurrences = locales.enumerated().map { line, locale in
      ProblemList.Occurrence(locale: locale, file: "Localizable.xcstrings", line: line, column: 1)
    }
    return problem
  }

  @Test("found last, first or between, and not found, as a search of every occurrence finds it")
  func positions() throws {
    let locales = ["de", "fr", "ja", "ko", "pt-BR"]
    let problem = try Self.problem(locales: locales)
    for (index, locale) in locales.enumerated() {
      #expect(problem.occurrence(of: locale) == index)
    }
    #expect(problem.occurrence(of: "it") == nil)
    #expect(try Self.problem(locales: []).occurrence(of: "de") == nil)
    #expect(try Self.problem(locales: ["de"]).occurrence(of: "de") == 0)
  }

  @Test("locales compare as strings: canonically equivalent tags are the same locale")
  func equivalence() throws {
    let problem = try Self.problem(locales: ["de", "caf\u{E9}", "ja"])
    #expect(problem.occurrence(of: "cafe\u{301}") == 1)
  }
}
