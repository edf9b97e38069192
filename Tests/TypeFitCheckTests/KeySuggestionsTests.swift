import Testing
import TypeFitDynamicType
import TypeFitLocalization

@testable import TypeFitCheck

/// The "did you mean" hints for `typefit.json` row keys no input has: the hint chosen, and the
/// bound on the work when many stale keys meet many input keys (G12 of the ninth attack).
@Suite("Key suggestions for unmatched rows")
struct KeySuggestionsTests {
  /// The Levenshtein distance, computed in full: the reference the bounded one must agree with.
  static func fullDistance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for i in a.indices {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for j in b.indices {
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a[i] == b[j] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }

  /// What the hint was before the work was bounded: the first candidate at the least distance,
  /// ignoring case, if within a third of the name's length (at least 2).
  static func referenceHint(for name: String, in candidates: [String]) -> String? {
    let target = Array(name.lowercased())
    let limit = max(2, target.count / 3)
    var best: (String, Int)?
    for candidate in candidates {
      let distance = fullDistance(target, Array(candidate.lowercased()))
      if distance <= limit, distance < best?.1 ?? Int.max { best = (candidate, distance) }
    }
    return best?.0
  }

  static func string(_ key: String, _ locale: String) -> LocalizedString {
    LocalizedString(
      key: key, locale: locale, value: "Text", location: SourceLocation(file: "Localizable.strings", line: 1),
      format: .strings)
  }

  /// A deterministic stream of pseudo-random numbers (SplitMix64), so the cases are the same
  /// on every run.
  struct Numbers {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    mutating func word(_ length: Int, from letters: [Character]) -> String {
      String((0..<length).map { _ in letters[next(letters.count)] })
    }
  }

  @Test(
    "Real misspellings get the hint they got before",
    arguments: [
      ("row.titel", "row.title"), ("row.valeu", "row.value"), ("Settings.WIFI", "settings.wifi"),
      ("settings.wif", "settings.wifi"), ("settings.bluetoth.title", "settings.bluetooth.title"),
      ("about", nil), ("privacy.policy.link", nil),
    ])
  func realHints(name: String, expected: String?) {
    let keys = [
      "row.title", "row.value", "settings.wifi", "settings.wifi.status", "settings.bluetooth.title",
      "settings.bluetooth.status", "about.version", "privacy.title",
    ]
    var suggestions = KeySuggestions(for: [name])
    for key in keys { suggestions.observe(key) }
    suggestions.finish()
    #expect(suggestions.hint(for: name) == expected)
    #expect(suggestions.hint(for: name) == Self.referenceHint(for: name, in: keys))
    #expect(!suggestions.isWithdrawn)
  }

  @Test("Hints equal the full edit-distance search for 300 names among 400 keys, repeated keys and all")
  func sameAsFullSearch() {
    var numbers = Numbers(state: 12)
    let letters = Array("abcde.")
    let keys = (0..<400).map { _ in numbers.word(3 + numbers.next(12), from: letters) }
    let names = (0..<300).map { _ in numbers.word(3 + numbers.next(12), from: letters) }
      .filter { !keys.contains($0) }
    var suggestions = KeySuggestions(for: names)
    // Every key twice, as two locales' files give them.
    for key in keys + keys { suggestions.observe(key) }
    suggestions.finish()
    #expect(!suggestions.isWithdrawn)
    let hinted = names.filter { suggestions.hint(for: $0) != nil }.count
    #expect(hinted > 100)
    for name in names {
      #expect(suggestions.hint(for: name) == Self.referenceHint(for: name, in: keys), "\(name)")
      #expect(
        NameSuggestion.closest(to: name, in: keys) == Self.referenceHint(for: name, in: keys), "\(name)")
    }
  }

  /// Thirty-first attack A31-4: searching as the keys streamed by searched for the named keys
  /// found later too: 2,000 named keys, all in a 60,000-key input read in byte order, cost every
  /// key read a comparison with each named key not met yet.
  @Test("Named keys the input has, met late, cost no search work")
  func foundLateCostsNothing() {
    let names = (0..<2_000).map { "k\($0)" }
    var suggestions = KeySuggestions(for: names)
    for key in (0..<60_000).map({ "k\($0)" }).sorted() { suggestions.observe(key) }
    suggestions.finish()
    #expect(suggestions.work == 0)
    #expect(!suggestions.isWithdrawn)
    #expect(names.allSatisfy { suggestions.hint(for: $0) == nil })
  }

  @Test("A key the input has ends its own search and gets no hint, even when others are close")
  func foundKeyStops() {
    var suggestions = KeySuggestions(for: ["row.title", "row.titel"])
    for key in ["row.title", "row.tile"] { suggestions.observe(key) }
    suggestions.finish()
    #expect(suggestions.hint(for: "row.titel") == "row.title")
    #expect(suggestions.hint(for: "row.title") == nil)
  }

  @Test("1,000 stale 50-letter keys against 1,000 random keys stop at a budget and offer no hint")
  func hostileBudget() {
    var numbers = Numbers(state: 9)
    let letters = Array("abcdefghij")
    let keys = (0..<1000).map { _ in numbers.word(50, from: letters) }
    let names = (0..<1000).map { _ in numbers.word(50, from: letters) }
    var suggestions = KeySuggestions(for: names, budget: 2_000_000)
    for key in keys { suggestions.observe(key) }
    suggestions.finish()
    #expect(suggestions.isWithdrawn)
    #expect(suggestions.work <= 2_000_000)
    #expect(names.allSatisfy { suggestions.hint(for: $0) == nil })
  }

  @Test("A realistic project's typos and stale sentence keys get their hints within the budget")
  func realisticProject() {
    // Dotted keys of words, in 5 locales; 10 rows name a key with one letter dropped, 10 a
    // sentence no input has. 100 steps per key and row: the share the default budget gives a
    // project of 10,000 keys and 200 such rows, which lost all its hints before the letter counts.
    var numbers = Numbers(state: 3)
    let words = [
      "settings", "account", "privacy", "network", "wifi", "display", "sound", "volume", "general", "about",
      "storage", "battery", "language", "keyboard", "title", "subtitle", "value", "label", "button", "header",
      "message", "error", "cancel", "delete", "share", "profile", "camera", "location",
    ]
    var keys: [String] = []
    var seen = Set<String>()
    while keys.count < 500 {
      let key = (0..<(2 + numbers.next(4))).map { _ in words[numbers.next(words.count)] }.joined(
        separator: ".")
      if seen.insert(key).inserted { keys.append(key) }
    }
    var names = (0..<10).map { _ in
      var letters = Array(keys[numbers.next(keys.count)])
      letters.remove(at: numbers.next(letters.count))
      return String(letters)
    }.filter { !seen.contains($0) }
    let typos = names
    names += (0..<10).map { "stale sentence key about the \(words[numbers.next(words.count)]) screen \($0)" }
    var suggestions = KeySuggestions(for: names, budget: 100 * keys.count * names.count)
    for _ in 0..<5 { for key in keys { suggestions.observe(key) } }
    suggestions.finish()
    #expect(!suggestions.isWithdrawn)
    #expect(typos.count == 10)
    for name in typos { #expect(suggestions.hint(for: name) != nil, "\(name)") }
    for name in names {
      #expect(suggestions.hint(for: name) == Self.referenceHint(for: name, in: keys), "\(name)")
    }
  }

  @Test(
    "Keys of long clusters cost their scalars: 25 stale keys of 50 clusters of 31 scalars stop at the budget")
  func hostileClusters() {
    // Tenth attack H2: 50 `Character`s of `e`, 29 × U+0301 and one more mark each. Counted in
    // Characters the budget let 25 such rows against 1,000 keys run for 108 s of CPU in a
    // release build without being reached.
    let marks: [Unicode.Scalar] = ["\u{300}", "\u{302}", "\u{303}", "\u{304}", "\u{308}"]
    var numbers = Numbers(state: 11)
    func clusterWord() -> String {
      var text = ""
      for _ in 0..<50 {
        text += "e" + String(repeating: "\u{301}", count: 29)
        text.unicodeScalars.append(marks[numbers.next(marks.count)])
      }
      return text
    }
    let names = (0..<25).map { _ in clusterWord() }
    let keys = (0..<1000).map { _ in clusterWord() }
    let clustered = NameSuggestion.Search(for: names[0])
    let ascii = NameSuggestion.Search(for: String(repeating: "e", count: 50))
    // A cell between two clusters costs the 31 + 31 scalars compared, 8 steps each, not 1.
    #expect(
      clustered.mostWork(for: NameSuggestion.Candidate(keys[0]))
        == NameSuggestion.Candidate.countsWork + 50 * 33 * 62 * 8)
    #expect(
      ascii.mostWork(for: NameSuggestion.Candidate(String(repeating: "f", count: 50)))
        == NameSuggestion.Candidate.countsWork + 50 * 33)
    var suggestions = KeySuggestions(for: names, budget: 2_000_000)
    for key in keys { suggestions.observe(key) }
    suggestions.finish()
    #expect(suggestions.isWithdrawn)
    #expect(suggestions.work <= 2_000_000)
  }

  @Test("One stale key of 20,000 letters against keys as long is withdrawn before its first distance")
  func hostileLongKey() {
    var numbers = Numbers(state: 4)
    let letters = Array("ab")
    let name = numbers.word(20_000, from: letters)
    var suggestions = KeySuggestions(for: [name, "row.titel"])
    for key in ["row.title", numbers.word(20_000, from: letters)] { suggestions.observe(key) }
    suggestions.finish()
    #expect(suggestions.isWithdrawn)
    #expect(suggestions.work < 100_000)
    #expect(suggestions.hint(for: "row.titel") == nil)
  }

  @Test("The planner says once that hints were withdrawn, and lists the stale keys without hints")
  func plannerNote() {
    var numbers = Numbers(state: 21)
    let letters = Array("ab")
    // A stale key of 30,000 letters next to an input key as long (the planner's key limit raised
    // past its 16,384 bytes): one comparison could pass the
    // budget, so none is started.
    var configuration = CheckConfiguration()
    configuration.rows = [
      RowRule(title: "settings.wif"), RowRule(title: numbers.word(30_000, from: letters)),
    ]
    let strings = ["settings.wifi", numbers.word(30_000, from: letters)].flatMap {
      [Self.string($0, "de"), Self.string($0, "fr")]
    }
    var planner = RowPlanner(configuration: configuration)
    planner.maximumKeyLength = 50_000
    let messages = planner.plan(strings).diagnostics.map(\.message)
    let note =
      "rows: no \"did you mean\" hints for the keys no input has: comparing them with the input's keys "
      + "took more than 200 million steps (see Docs/Reliability.md, G12)"
    #expect(messages.count == 3)
    #expect(messages.first == note)
    #expect(messages.dropFirst().first == "rows[0].title: no input has the key \"settings.wif\"")
    #expect(messages.last?.hasPrefix("rows[1].title: no input has the key \"") == true)
    #expect(!messages.contains { $0.contains("did you mean") && $0 != note })
  }

  @Test("The planner's hint for a misspelt row key among real keys is unchanged")
  func plannerHint() {
    var configuration = CheckConfiguration()
    configuration.rows = [RowRule(title: "settings.wif"), RowRule(title: "settings.wifi")]
    let strings = ["settings.wifi", "settings.wifi.status", "about"].flatMap {
      [Self.string($0, "de"), Self.string($0, "en")]
    }
    let messages = RowPlanner(configuration: configuration).plan(strings).diagnostics.map(\.message)
    #expect(
      messages == ["rows[0].title: no input has the key \"settings.wif\"; did you mean \"settings.wifi\"?"])
  }
}
