import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

@testable import TypeFitCLI

/// `ignore` and `states` in typefit.json: a filter that leaves nothing says so and names the
/// entry, and an unknown state is refused with a suggestion, as other names are.
@Suite("Hostile input: configuration filters")
struct HostileFilterTests {
  @Test("\"ignore\": [\"*\"] says that the pattern left out every string, not that none was found")
  func ignoreEverything() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write(
      "de.lproj/Localizable.strings", "\"good.key\" = \"Einstellungen\";\n\"other\" = \"X\";\n")
    try folder.write("typefit.json", "{\"ignore\": [\"zzz\", \"*\"]}")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Warning: \(folder.path)/typefit.json:1:13: ignore[0]: \"zzz\" matches no key in the input, so it leaves nothing out\n"
        + "Warning: \(folder.path)/typefit.json:1:20: the configuration left out all 3 strings read: typefit.json's ignore[1] \"*\" matched 3 strings\n"
        + "Error: nothing was checked: the \"ignore\" patterns of typefit.json left out every string read (see the warning above)\n",
      "\(run.stderr)")
  }

  @Test("ignore and locales together: both are named with what each left out")
  func ignoreAndLocales() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("de.lproj/Localizable.strings", "\"good.key\" = \"Einstellungen\";\n")
    try folder.write("typefit.json", "{\"ignore\": [\"good.*\"], \"locales\": [\"de\"]}")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Warning: \(folder.path)/typefit.json:1:13: the configuration left out all 2 strings read: the locales asked for [\"de\"] left out 1 string; "
        + "typefit.json's ignore[0] \"good.*\" matched 1 string\n"
        + "Error: nothing was checked: the \"ignore\" patterns of typefit.json left out every string read (see the warning above)\n",
      "\(run.stderr)")
  }

  @Test("an ignore pattern that leaves some strings is no warning, and the rest is reported")
  func ignoreSome() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("de.lproj/Localizable.strings", "\"skip.me\" = \"X\";\n")
    try folder.write("typefit.json", "{\"ignore\": [\"skip.*\"]}")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
  }

  /// Fifty-first attack A51-12: `"Debug.*"` (a case typo for `debug.*`) left `debug.menu` in
  /// without a word, where a `match` pattern that matched nothing was warned of.
  @Test("an ignore pattern that matches no key is warned of; one that matches after an earlier one is not")
  func unmatchedIgnorePattern() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("de.lproj/Localizable.strings", "\"debug.menu\" = \"X\";\n")
    try folder.write("typefit.json", "{\"ignore\": [\"Debug.*\", \"debug.*\", \"de*\", \"nope\"]}")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(
      run.stderr
        == "Warning: \(folder.path)/typefit.json:1:13: ignore[0]: \"Debug.*\" matches no key in the input, so it leaves nothing out\n"
        + "Warning: \(folder.path)/typefit.json:1:42: ignore[3]: \"nope\" matches no key in the input, so it leaves nothing out\n",
      "\(run.stderr)")
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
  }

  @Test("past ten ignore patterns that match nothing, the rest are counted in one warning")
  func manyUnmatchedIgnorePatterns() throws {
    let folder = try Hostile.folderWithGoodFile()
    let patterns = (0..<13).map { "\"none\($0)\"" }.joined(separator: ", ")
    try folder.write("typefit.json", "{\"ignore\": [\(patterns)]}")
    let run = Hostile.check([folder.path])
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 11, "\(run.stderr)")
    #expect(
      lines.first
        == "Warning: \(folder.path)/typefit.json:1:13: ignore[0]: \"none0\" matches no key in the input, so it leaves nothing out"
    )
    #expect(
      lines.last
        == "Warning: \(folder.path)/typefit.json:1:12: ignore: 3 more patterns match no key in the input (the first 10 are named above)"
    )
  }

  @Test(
    "an unknown translation state is refused at its place, with the closest known one",
    arguments: [
      ("needs-review", "; did you mean \"needs_review\"?"), ("bogus", ""),
      ("Translated", "; did you mean \"translated\"?"),
    ])
  func unknownState(_ state: String, _ hint: String) throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("typefit.json", "{\"states\": [\"new\", \"\(state)\"]}")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: invalid configuration: \(folder.path)/typefit.json:1:20: states: unknown translation state '\(state)'\(hint) (known: translated, needs_review, new, stale, or an XLIFF custom state starting with x-)\n"
      ),
      "\(run.stderr)")
  }

  @Test("an empty states list is refused; known states and x- custom states are accepted")
  func statesList() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("typefit.json", "{\"states\": []}")
    let empty = Hostile.check([folder.path])
    #expect(empty.exitCode == 2)
    #expect(
      empty.stderr.hasPrefix(
        "Error: invalid configuration: \(folder.path)/typefit.json:1:12: states: the list is empty, so no string would be checked; leave \"states\" out to check all\n"
      ),
      "\(empty.stderr)")
    try folder.write("typefit.json", "{\"states\": [\"translated\", \"x-reviewed\"]}")
    let good = Hostile.check([folder.path])
    #expect(good.exitCode == 0, "\(good.stderr)")
    #expect(Hostile.resultKeys(good) == [Hostile.goodKey])
  }

  @Test(
    "an empty devices, widths or locales list is refused, not read as the default (sixth attack F3)",
    arguments: ["devices", "widths", "locales"])
  func emptyScreenAndLocaleLists(_ key: String) throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("typefit.json", "{\"\(key)\": []}")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 2)
    let column = key.utf8.count + 6
    #expect(
      run.stderr.hasPrefix(
        "Error: invalid configuration: \(folder.path)/typefit.json:1:\(column): \(key): the list is empty; leave \"\(key)\" out for the default, or name at least one\n"
      ),
      "\(run.stderr)")
  }

  @Test(
    "strings left out by states are counted in a note of their file; a state no string has is a warning (A29-6)"
  )
  func statesLeftOut() throws {
    let folder = try TemporaryFolder()
    try folder.write("Localizable.xcstrings", TestCatalogs.mixedStates)
    try folder.write("typefit.json", "{\"states\": [\"translated\"]}")
    let run = Hostile.check([folder.path], ["--fail-on", "never"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    #expect(
      Hostile.diagnostics(run) == [
        "excludedState: 3 strings not checked: their translation states (needs_review: 1, new: 1, stale: 1) "
          + "are not among typefit.json's \"states\" (translated)"
      ])
    // The text report lists it under "Left out by design".
    let text = CapturedRun(["check", folder.path, "-q", "--categories", "large", "--fail-on", "never"])
    #expect(text.stdout.contains("Left out by design  1 note: nothing to fix\n"), "\(text.stdout)")
    #expect(text.stdout.contains("3 strings not checked: their translation states"), "\(text.stdout)")
    // A state no string is in: a warning on standard error and in the report, with the note.
    try folder.write("typefit.json", "{\"states\": [\"x-foo\"]}")
    let foo = Hostile.check([folder.path], ["--fail-on", "never"])
    let warning =
      "states: no string in the input is in the state \"x-foo\"; only strings with no recorded state (implicit "
      + "source texts, .strings, .stringsdict, Android) are checked, and the others are left out (see the notes)"
    #expect(foo.stderr == "Warning: \(folder.path)/typefit.json:1:13: \(warning)\n", "\(foo.stderr)")
    #expect(
      Hostile.diagnostics(foo) == [
        "excludedState: 4 strings not checked: their translation states (needs_review: 1, new: 1, stale: 1, "
          + "translated: 1) are not among typefit.json's \"states\" (x-foo)",
        "unmatchedConfiguration: \(warning)",
      ], "\(Hostile.diagnostics(foo))")
    // One state listed that some string has: no warning for it, one for the other.
    try folder.write("typefit.json", "{\"states\": [\"translated\", \"x-foo\"]}")
    let both = Hostile.check([folder.path], ["--fail-on", "never"])
    #expect(
      both.stderr
        == "Warning: \(folder.path)/typefit.json:1:27: states: no string in the input is in the state \"x-foo\"\n",
      "\(both.stderr)")
  }

  /// The thirtieth attack's A30-1: each of `states`' entries no string has compared the whole
  /// list again (10,000 `x-` states: 17.6 s; 80,000 past a minute) and wrote a warning each.
  @Test("12,000 states no string has: ten named, the rest counted in one warning")
  func manyUnseenStates() throws {
    let folder = try TemporaryFolder()
    try folder.write("Localizable.xcstrings", TestCatalogs.mixedStates)
    try folder.write(
      "typefit.json",
      "{\"states\": [\"translated\", " + (0..<12_000).map { "\"x-\($0)\"" }.joined(separator: ", ") + "]}")
    let run = Hostile.check([folder.path], ["--fail-on", "never"])
    #expect(run.exitCode == 0, "\(run.stderr.prefix(300))")
    let lines = run.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 11)
    #expect(
      lines.first
        == "Warning: \(folder.path)/typefit.json:1:27: states: no string in the input is in the state \"x-0\""
    )
    #expect(
      lines[9]
        == "Warning: \(folder.path)/typefit.json:1:90: states: no string in the input is in the state \"x-9\""
    )
    #expect(
      lines.last
        == "Warning: \(folder.path)/typefit.json:1:12: states: no string in the input is in 11990 more of the states listed (the first 10 are named above)"
    )
  }
}
