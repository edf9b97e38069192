import Foundation
import Testing
import _TypeFitTestSupport

@Suite("Hostile input: substitution warnings said once")
struct HostileSubstitutionWarningTests {
  /// `k` (de): see ``TestCatalogs/substitutionProblems``.
  static let catalog = TestCatalogs.substitutionProblems

  @Test(
    "a String Catalog's substitution problems are 3 warnings, each where it is written; every string is checked"
  )
  func catalogOnce() throws {
    let folder = try Hostile.folderWithGoodFile()
    // Another table than the good file's, so that no catalog of its table is in a sibling
    // folder (U56-5's warning).
    try folder.write("App/Substitutions.xcstrings", Self.catalog)
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 0)
    #expect(run.stderr.isEmpty)
    #expect(
      Hostile.diagnostics(run) == [
        "malformedFormatSpecifier: incomplete format specifier: '%q' at byte 0 of the de value of \"k\", \"%q %#@a@ %#@b@ %#@c@\"; left as written",
        "missingSubstitution: substitution '%#@c@' has no plural forms; left as written",
        "malformedFormatSpecifier: incomplete format specifier: '%z' at byte 11 of the de form 'one' of '%#@a@' in \"k\", \"%1$d Apfel %z\"; left as written",
      ])
    #expect(Hostile.resultKeys(run) == ["k", "k", "k", "k", "k", Hostile.goodKey])
  }
}
