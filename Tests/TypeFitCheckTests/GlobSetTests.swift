import Foundation
import Testing
import TypeFitDiscovery
import TypeFitLocalization

@testable import TypeFitCheck

/// `ignore` and `rows[].match` patterns matched as sets (Docs/Reliability.md, H7): the set gives
/// the answers of each glob on its own, however it skips comparisons, and a run's comparisons
/// stop at a budget with a note.
@Suite("Glob sets: many patterns against a key")
struct GlobSetTests {
  /// The answers of each glob on its own: the indices of those that match `key`.
  static func oneByOne(_ patterns: [String], _ key: String) -> [Int] {
    patterns.indices.filter { Glob(patterns[$0]).matches(key) }
  }

  static func setAnswers(_ patterns: [String], _ key: String, firstOnly: Bool = false) -> [Int] {
    setAnswers(GlobSet(patterns.map(Glob.init)), key, firstOnly: firstOnly)
  }

  static func setAnswers(_ set: GlobSet, _ key: String, firstOnly: Bool = false) -> [Int] {
    var budget = GlobSet.Budget(steps: .max)
    let found = set.matches(GlobSubject(key), among: set.globs.indices, firstOnly: firstOnly, budget: &budget)
    #expect(budget.skipped == 0)
    return found
  }

  @Test("6,000 random sets over ASCII, é in one and two scalars, CR LF, * and ? agree with each glob alone")
  func agreesWithEachGlob() {
    var generator = GlobMatcherTests.Generator(state: 7)
    let ascii: [String] = ["a", "b", "ab", "*", "?", "*", "a"]
    let mixed: [String] = ["a", "b", "\u{E9}", "e\u{301}", "\r\n", "\r", "*", "?", "*", "K", "\u{212A}"]
    var matched = 0
    var total = 0
    for round in 0..<6_000 {
      let units = round % 2 == 0 ? ascii : mixed
      let keyUnits = units.filter { $0 != "*" && $0 != "?" }
      let patterns = (0..<(1 + generator.next(8))).map { _ in
        (0..<generator.next(9)).map { _ in units[generator.next(units.count)] }.joined()
      }
      // Repeat a pattern now and then: both copies answer.
      let withRepeat = generator.next(4) == 0 ? patterns + [patterns[0]] : patterns
      let set = GlobSet(withRepeat.map(Glob.init))
      for _ in 0..<4 {
        let key = (0..<generator.next(12)).map { _ in keyUnits[generator.next(keyUnits.count)] }.joined()
        let expected = Self.oneByOne(withRepeat, key)
        #expect(Self.setAnswers(set, key) == expected, "\(withRepeat) on \(Array(key.unicodeScalars))")
        #expect(
          Self.setAnswers(set, key, firstOnly: true) == Array(expected.prefix(1)),
          "\(withRepeat) on \(Array(key.unicodeScalars))")
        matched += expected.count
        total += withRepeat.count
      }
    }
    // Both answers occur often enough for the comparison to mean something.
    #expect(matched > total / 20 && matched < total * 19 / 20, "\(matched) of \(total)")
  }

  @Test(
    "tricky sets: literal runs in and out of place, only wildcards, repeats, scalars compared exactly",
    arguments: [
      (["*ab*", "*ba*", "a*b", "b*a"], "aab", [0, 2]),
      (["*aaa?b*", "*a?ab*", "aa?ab", "*aaa?b"], "aaaab", [0, 1, 2, 3]),
      // `aaa` and `b` are in the key, `b` with room for four units before it, yet `aaa?b` is not.
      (["*aaa?b*", "*a?ab*", "*baa?b*", "*aa?b"], "abaaab", [1, 2, 3]),
      // The run `ab` is in the key, but not with three units before it.
      (["???ab*", "*ab???", "??ab*"], "xxabyyy", [1, 2]),
      (["a?a?a", "*a?a*", "?????", "*??????*"], "abaca", [0, 1, 2]),
      (["", "*", "?*", "**"], "", [0, 1, 3]),
      (["menu.*", "menu.*", "*.title", "menu.*.title"], "menu.open.title", [0, 1, 2, 3]),
      // A plain ASCII key never matches a pattern with a non-ASCII or CR literal.
      (["caf\u{E9}", "caf?", "*\r\n", "K*", "\u{212A}*"], "cafe", [1]),
      (["caf\u{E9}", "caf?", "cafe\u{301}", "caf*"], "cafe\u{301}", [1, 2, 3]),
      (["caf\u{E9}", "caf?", "cafe\u{301}", "*\u{E9}"], "caf\u{E9}", [0, 1, 3]),
      (["a\r\nb", "a?b", "a??b", "a\r*"], "a\r\nb", [0, 1]),
      (["*\u{212A}*", "*K*", "*k*"], "x\u{212A}y", [0]),
      (["*e*", "*e\u{301}*", "*\u{301}*"], "xe\u{301}y", [1]),
      (["*ab*ab*", "*ab?ab*", "ab*ab"], "abab", [0, 2]),
    ])
  func trickySets(_ patterns: [String], _ key: String, _ expected: [Int]) {
    #expect(Self.oneByOne(patterns, key) == expected)
    #expect(Self.setAnswers(patterns, key) == expected)
  }

  @Test("the budget pays for whole comparisons: one it cannot pay for is not made and is counted")
  func budget() {
    // `*a?b*` reads the key once per word of its piece and once more, plus its three pieces:
    // 100 × 2 + 3 steps; `*b` 100 × 2 + 2; `x*` is not visited (the key holds no `x`).
    let set = GlobSet([Glob("*a?b*"), Glob("x*"), Glob("*b")])
    let key = String(repeating: "a", count: 99) + "b"
    // Each comparison made costs 64 steps more (thirty-second attack A32-2).
    #expect(GlobSet.stepsPerComparison == 64)
    var short = GlobSet.Budget(steps: 202 + 64)
    // The cheaper comparison after the one not made is still made.
    #expect(set.matches(GlobSubject(key), among: 0..<3, budget: &short) == [2])
    #expect(short.skipped == 1)
    #expect(short.steps == 0)
    var enough = GlobSet.Budget(steps: 203 + 202 + 2 * 64)
    #expect(set.matches(GlobSubject(key), among: 0..<3, budget: &enough) == [0, 2])
    #expect(enough.skipped == 0)
    #expect(enough.steps == 0)
    var first = GlobSet.Budget(steps: 203 + 64)
    #expect(set.matches(GlobSubject(key), among: 0..<3, firstOnly: true, budget: &first) == [0])
    #expect(first.steps == 0)
  }

  /// Thirty-first attack A31-5: 1,000 `ignore` patterns `zzN` were each visited for each of
  /// 90,000 keys that hold no `zz` (80 s of CPU in a debug build, no warning).
  @Test("a key that holds no glob's longest run visits none of them and spends nothing")
  func unvisited() {
    let set = GlobSet((0..<1_000).map { Glob("zz\($0)") } + [Glob("k*")])
    var budget = GlobSet.Budget(steps: 1_000)
    #expect(set.matches(GlobSubject("abc"), among: 0..<1_001, budget: &budget) == [])
    #expect(budget.steps == 1_000)
    #expect(set.matches(GlobSubject("k12"), among: 0..<1_001, budget: &budget) == [1_000])
    // The comparison of `k*` with 3 units.
    #expect(budget.steps < 1_000)
    #expect(set.matches(GlobSubject("zz7"), among: 0..<1_001, budget: &budget) == [7])
    #expect(budget.skipped == 0)
  }

  @Test("globs visited that their length rules out spend the budget; out of steps, the rest are counted")
  func visitsCharged() {
    #expect(GlobSet.stepsPerVisit == 32)
    // Every glob's run `ke` is in the key, but each needs more units than it has.
    let set = GlobSet((1...100).map { Glob("ke" + String(repeating: "?", count: $0)) })
    var budget = GlobSet.Budget(steps: 10 * 32)
    #expect(set.matches(GlobSubject("ke"), among: 0..<100, budget: &budget) == [])
    #expect(budget.steps == 0)
    #expect(budget.skipped == 90)
  }

  @Test("a key compared by Characters is charged 24 steps a Character and 1 a byte more than one over bytes")
  func characterSteps() {
    #expect(GlobSet.stepsPerCharacter == 24)
    #expect(GlobSet.stepsPerCharacterByte == 1)
    // 100 Characters, 101 UTF-8 bytes: `*a?b*` costs 100 × 2 + 3 steps as over bytes, and
    // 100 × 24 + 101 more; `*b` (a plain ASCII pattern, compared by Characters with this key)
    // 100 × 2 + 2 and the same 2,501 more.
    let set = GlobSet([Glob("*a?b*"), Glob("x*"), Glob("*b")])
    let key = "é" + String(repeating: "a", count: 98) + "b"
    #expect(GlobSubject(key).count == 100)
    #expect(GlobSubject(key).byteCount == 101)
    var short = GlobSet.Budget(steps: 2703 + 64)
    #expect(set.matches(GlobSubject(key), among: 0..<3, budget: &short) == [2])
    #expect(short.skipped == 1)
    #expect(short.steps == 0)
    var enough = GlobSet.Budget(steps: 2704 + 2703 + 2 * 64)
    #expect(set.matches(GlobSubject(key), among: 0..<3, budget: &enough) == [0, 2])
    #expect(enough.skipped == 0)
    #expect(enough.steps == 0)
    // A longer Character costs its bytes: `é` as `e` and U+0301 is 3 bytes.
    var decomposed = GlobSet.Budget(steps: 2704)
    #expect(set.matches(GlobSubject("e\u{301}" + key.dropFirst()), among: 0..<1, budget: &decomposed) == [])
    #expect(decomposed.skipped == 1)
    #expect(decomposed.steps == 2704)
    // A plain ASCII key is charged as before: 203 steps, and 64 for the comparison.
    var ascii = GlobSet.Budget(steps: 203 + 64)
    #expect(set.matches(GlobSubject("a" + key.dropFirst()), among: 0..<1, budget: &ascii) == [0])
    #expect(ascii.steps == 0)
  }

  static func string(_ key: String, line: Int) -> LocalizedString {
    LocalizedString(
      key: key, locale: "en", value: "Value",
      location: SourceLocation(file: "en.lproj/Localizable.strings", line: line),
      format: .strings)
  }

  /// The tenth attack's shape: 1,000 patterns `*a…a?a…ab*` of 1,000 characters, and keys of
  /// 1,000 characters that hold every literal run of every pattern (`a…ab`), but with two units
  /// too few before the `b`; one in 50 patterns names one key.
  static func hostile(keys: Int) -> (patterns: [String], keys: [String]) {
    let patterns = (0..<1_000).map { index -> String in
      if index % 50 == 49 { return "a*b" + String(format: "%04d", index) }
      let left = 1 + (index * 7) % 995
      return "*" + String(repeating: "a", count: left) + "?" + String(repeating: "a", count: 996 - left)
        + "b*"
    }
    let keys = (0..<keys).map { String(repeating: "a", count: 995) + "b" + String(format: "%04d", $0) }
    return (patterns, keys)
  }

  @Test("1,000 patterns of 1,000 characters against 300 keys of 1,000 characters: exact, and no note")
  func hostileSize() {
    let (patterns, keys) = Self.hostile(keys: 300)
    #expect(patterns.allSatisfy { $0.count == 1_000 || $0.count == 7 })
    var configuration = CheckConfiguration()
    configuration.ignore = patterns.map(Glob.init)
    let strings = keys.enumerated().map { Self.string($0.element, line: $0.offset + 1) }
    let plan = RowPlanner(configuration: configuration).plan(strings)
    // Keys 49, 99, …, 299 are ignored by the pattern naming them; every other key is checked.
    let ignored = Set(stride(from: 49, to: 300, by: 50))
    #expect(plan.items.map(\.key) == keys.indices.filter { !ignored.contains($0) }.map { keys[$0] })
    // No budget note; the 994 patterns that name no key are warned of (fifty-first attack
    // A51-12), the first ten by name, and the six that name one are not.
    let ignoreMessages = plan.diagnostics.map(\.message)
    #expect(ignoreMessages.count == 11, "\(ignoreMessages)")
    #expect(ignoreMessages.filter { $0.hasPrefix("ignore[") }.count == 10)
    #expect(!ignoreMessages.contains { $0.hasPrefix("ignore[49]") })
    #expect(
      ignoreMessages.last
        == "ignore: 984 more patterns match no key in the input (the first 10 are named above)")
    // The same patterns as `rows[].match`: the keys they name are rows, of the first rule naming them.
    var rows = CheckConfiguration()
    rows.rows = patterns.map { RowRule(match: Glob($0)) }
    let rowPlan = RowPlanner(configuration: rows).plan(strings)
    #expect(rowPlan.items.count == 300)
    #expect(rowPlan.items.indices.filter { rowPlan.items[$0].role == .row } == ignored.sorted())
    #expect(rowPlan.items[49].roleReason == "typefit.json rows[49]")
    // Every pattern that names no key is reported as such, in order: 994, the first 100 listed.
    let messages = rowPlan.diagnostics.map(\.message)
    let unmatched = messages.filter { $0.contains("matches no key") }
    #expect(unmatched.count == 100)
    #expect(
      unmatched.first
        == "rows[0].match: \"*a?\(String(repeating: "a", count: 77))…\" matches no key in the input")
    #expect(!unmatched.contains { $0.hasPrefix("rows[49].") })
    #expect(messages.last == "and 894 more warnings in the configuration; only the first 100 are listed")
  }

  @Test("past the budget a comparison is not made: the key is checked, and one note says so")
  func budgetNote() throws {
    var configuration = CheckConfiguration()
    configuration.ignore = [Glob("*a?b*"), Glob("*c")]
    // Read from a file: the note is at the file alone, its patterns together (A76-2).
    configuration.locations = ConfigurationLocations(file: "ci/typefit.json")
    var planner = RowPlanner(configuration: configuration)
    // Enough for `*a?b*` on the first key (3 × 2 + 3 steps) and `*c` on the third (2 × 2 + 2), not
    // for `*a?b*` on the second (6 × 2 + 3), each comparison 64 more; `*c` is not compared with a
    // key without `c`.
    planner.patternBudget = 20 + 2 * 64
    let strings = [Self.string("aab", line: 1), Self.string("aaaaab", line: 2), Self.string("xc", line: 3)]
    let plan = planner.plan(strings)
    #expect(plan.items.map(\.key) == ["aaaaab"])
    #expect(
      plan.diagnostics.map(\.description) == [
        "ci/typefit.json: typefit.json: comparing the ignore and rows[].match patterns with the keys "
          + "took more than 148 steps, so 1 comparison was not made (the first for the key \"aaaaab\"): "
          + "those patterns were taken as not matching those keys, so such a key may be checked although an "
          + "ignore pattern names it, or checked without a match row's settings; use fewer or shorter patterns "
          + "(see Docs/Reliability.md, H7)"
      ])
    #expect(plan.diagnostics.map(\.line) == [nil])
  }

  @Test("titles found in Swift sources: past their budget a comparison is not made, and one note says so")
  func discoveredTitleBudget() throws {
    let rules = [RowRule(match: Glob("*a?b*"))]
    let titles = ["aab", "aaaaab", "aaaaab"]
    let sources = titles.enumerated().map { line, title in
      let key = StringReference.key(title, table: nil)
      return SharedAlternativeRowsTests.row(line: line + 1, titles: [key], alternatives: [])
    }
    // Unbounded: every title is named by the pattern, so each row is kept.
    let every = DiscoveredRow.rows(from: sources, configuration: rules, budget: .max)
    #expect(every.rows.map(\.reason) == (1...3).map { "discovered: NavigationLink at V.swift:\($0)" })
    #expect(every.note == nil)
    #expect(every.rows.map(\.rule) == DiscoveredRow.rows(from: sources, configuration: rules).map(\.rule))
    // Enough for `*a?b*` on "aab" (3 × 2 + 3 steps, and 64 a comparison), not then on "aaaaab"
    // (6 × 2 + 3 + 64): that title is taken as not named, so its second row, which adds nothing,
    // is left out; the comparison is counted once (the answer is kept for the title).
    let short = DiscoveredRow.rows(
      from: sources, configuration: rules, budget: 20 + 64, configurationFile: "ci/typefit.json")
    #expect(
      short.rows.map(\.reason) == [
        "discovered: NavigationLink at V.swift:1", "discovered: NavigationLink at V.swift:2",
      ])
    #expect(short.rows.map(\.rule.title) == ["aab", "aaaaab"])
    #expect(
      short.note?.description
        == "ci/typefit.json: typefit.json: comparing the rows[].match patterns with the titles of rows found in "
        + "Swift sources took more than 84 steps, so 1 comparison was not made (the first for the title "
        + "\"aaaaab\"): those patterns were taken as not matching those titles, so a row the source repeats may "
        + "be left out of the warnings where the source and typefit.json disagree; use fewer or shorter "
        + "patterns (see Docs/Reliability.md, H7)")
    #expect(short.note?.severity == .warning)
    #expect(short.note?.line == nil)
    // Without a file (rows made in code), the note names none (A76-2).
    let unfiled = DiscoveredRow.rows(from: sources, configuration: rules, budget: 20 + 64)
    #expect(unfiled.note?.file == "")
    #expect(unfiled.note?.description.hasPrefix("typefit.json: comparing the rows[].match patterns") == true)
    // Exactly enough for both titles: the same rows as without a budget, and no note.
    let exact = DiscoveredRow.rows(from: sources, configuration: rules, budget: 24 + 2 * 64)
    #expect(exact.rows.map(\.reason) == every.rows.map(\.reason))
    #expect(exact.note == nil)
  }

  @Test("whether planning composes rows: a title comparison past the budget counts as unnamed")
  func composesRowsBudget() {
    var configuration = CheckConfiguration()
    configuration.rows = [RowRule(match: Glob("*a?b*"))]
    let source = SharedAlternativeRowsTests.row(
      line: 1, titles: [.key("aaaaab", table: nil)], alternatives: [])
    var planner = RowPlanner(configuration: configuration)
    planner.discoveredRows = DiscoveredRow.rows(from: [source], configuration: configuration.rows)
    // The only discovered title is named by the pattern: nothing to compose.
    #expect(!planner.composesRows)
    // Not compared (6 × 2 + 3 + 64 steps > 78): taken as unnamed, so a first pass is made.
    planner.patternBudget = 14 + 64
    #expect(planner.composesRows)
    planner.patternBudget = 15 + 64
    #expect(!planner.composesRows)
  }

  @Test("a pattern written many times is compiled once, and its ? pieces hold no search tables")
  func repeatedPatternsShareOneForm() throws {
    let wildcards = String(repeating: "*?", count: 500)
    let json =
      "{\"ignore\": [" + Array(repeating: "\"\(wildcards)\"", count: 3).joined(separator: ", ")
      + ", \"*a?\"], \"rows\": [{\"match\": \"\(wildcards)\"}]}"
    let configuration = try CheckConfiguration.parse(Data(json.utf8), file: "typefit.json")
    func storage(_ glob: Glob) -> UInt {
      glob.bytePattern!.pieces.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }
    let first = storage(configuration.ignore[0])
    #expect(configuration.ignore.prefix(3).allSatisfy { storage($0) == first })
    #expect(storage(configuration.rows[0].match!) == first)
    // A piece of only `?` matches wherever it fits: no masks; its width still counts in the cost.
    let pieces = configuration.ignore[0].bytePattern!.pieces
    #expect(pieces.count == 501)
    #expect(pieces[1].masks.isEmpty && pieces[1].byteRowOffsets.isEmpty && pieces[1].maskRows.isEmpty)
    #expect(configuration.ignore[0].characterPattern.pieces[1].masks.isEmpty)
    #expect(configuration.ignore[0].bytePattern!.cost(forTextOf: 10) == 10 * 2 + 501)
    // A piece with a literal and `?`: one row per literal byte and one for the rest, looked up
    // for the 128 plain ASCII bytes.
    let literal = configuration.ignore[3].bytePattern!.pieces[1]
    #expect(literal.masks == [0b10, 0b11])
    #expect(literal.byteRowOffsets.count == 128)
    #expect(literal.byteRowOffsets[Int(UInt8(ascii: "a"))] == 1 && literal.byteRowOffsets[0] == 0)
    // The answers: any key of 500 characters or more matches the first pattern; `*a?` needs `a` then one.
    let set = GlobSet(configuration.ignore)
    #expect(Self.setAnswers(set, String(repeating: "z", count: 500)) == [0, 1, 2])
    #expect(Self.setAnswers(set, String(repeating: "z", count: 499)) == [])
    #expect(Self.setAnswers(set, "ab") == [3])
    #expect(Self.setAnswers(set, "ba") == [])
    #expect(Self.oneByOne(configuration.ignore.map(\.pattern), "ab") == [3])
  }
}
