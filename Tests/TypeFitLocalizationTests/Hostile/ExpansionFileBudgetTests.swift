import Foundation
import Testing

@testable import TypeFitLocalization

/// The seventeenth attack's A17-6: each text's expansion was capped, but a file of many texts
/// was not, and the cap was counted in bytes while references a few bytes apart cost far more:
/// keys whose 40 plural variables form a cycle, each form referring to the next one twice,
/// took 0.45 s each, and a 3.4 MB `.stringsdict` of 320 of them ran past a minute. Now the
/// texts of a file share an ``ExpansionBudget`` of 16 Mi units and 64 a byte, and a reference
/// counts what following it costs.
@Suite("Hostile input: the expansions of one file share a budget")
struct ExpansionFileBudgetTests {
  /// A `.stringsdict` key whose format is `%#@v0@` and whose 40 variables each have the forms
  /// `one: "%#@v<i+1>@ one %#@v<i+1>@"` and `other: …` (the last refers back to `v0`).
  static func doublingCycle(key: String) -> String {
    var body = "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v0@</string>"
    for index in 0..<40 {
      let next = "%#@v\((index + 1) % 40)@"
      body +=
        "<key>v\(index)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        + "<key>NSStringFormatValueTypeKey</key><string>d</string>"
        + "<key>one</key><string>\(next) one \(next)</string><key>other</key><string>\(next) other \(next)</string></dict>"
    }
    return body + "</dict>"
  }

  /// An everyday plural key.
  static func files(key: String) -> String {
    "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"
      + "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
      + "<key>NSStringFormatValueTypeKey</key><string>d</string>"
      + "<key>one</key><string>%d Datei</string><key>other</key><string>%d Dateien</string></dict></dict>"
  }

  static func plist(_ keys: [String]) -> Data {
    Data(("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict>" + keys.joined() + "</dict></plist>").utf8)
  }

  @Test("one doubling key takes its own cap, not the file's, and stops with both warnings")
  func oneKey() {
    let data = Self.plist([
      Self.files(key: "before"), Self.doublingCycle(key: "k0"), Self.files(key: "after"),
    ])
    let result = LocalizationReader.read(data, path: "de.lproj/L.stringsdict", format: .stringsdict)
    #expect(result.strings.map(\.value) == ["%d Datei", "%d Dateien", "%d Datei", "%d Dateien"])
    #expect(
      result.diagnostics.map(\.message) == [
        "variables nested more than 32 deep; the deeper references were left as written",
        "with its variables expanded, this text passes 1 MiB; labels over 50000 UTF-16 units are reported, not measured: none of its combinations is checked",
        "expanding the plural combinations took too long (texts passing 1 MiB); none of its combinations is checked",
      ])
  }

  @Test(
    "a file of 64 doubling keys spends its budget and says so for the keys after; an everyday key before is read"
  )
  func manyKeys() throws {
    let keys = [Self.files(key: "before")] + (0..<64).map { Self.doublingCycle(key: "k\($0)") }
    let data = Self.plist(keys)
    let result = LocalizationReader.read(data, path: "de.lproj/L.stringsdict", format: .stringsdict)
    #expect(result.strings.map(\.value) == ["%d Datei", "%d Dateien"])
    let ownCap = result.diagnostics.filter {
      $0.message.hasPrefix("expanding the plural combinations took too long (")
    }
    let fileBudget = result.diagnostics.filter {
      $0.message
        == "expanding the plural combinations took too long: texts before this one in the file, whose variables refer to further variables, used up the file's budget for expanding them; none of its combinations is checked"
    }
    // The file (about 1.0 MB) may take 16 Mi + 64 units a byte, about 81 Mi units: the keys
    // that fit under it stop at their own cap of 16 Mi units, the rest at what the file has left.
    let budget = ExpansionBudget.baseWork + data.count * ExpansionBudget.workPerByte
    let ownCapKeys = budget / SubstitutionExpander(maximumCombinations: 256, forms: { _ in nil }).maximumWork
    #expect(ownCap.count == ownCapKeys, "\(ownCap.count) keys stopped at their own cap")
    #expect(ownCap.count + fileBudget.count == 64)
    #expect(fileBudget.count > 50)
  }

  @Test(
    "the budget: 16 Mi units and 64 a byte, never overflowing; an expander is limited only by what is left")
  func arithmetic() {
    #expect(ExpansionBudget(fileBytes: 0).remaining == 1 << 24)
    #expect(ExpansionBudget(fileBytes: 1_000).remaining == (1 << 24) + 64_000)
    #expect(ExpansionBudget(fileBytes: Int.max).remaining == Int.max)
    #expect(ExpansionBudget(fileBytes: -5).remaining == 1 << 24)
    var budget = ExpansionBudget(fileBytes: 0)
    let expander = SubstitutionExpander(maximumCombinations: 256, forms: { _ in nil })
    #expect(budget.limit(expander).maximumWork == 1 << 24)
    #expect(!budget.limit(expander).workIsFileRemainder)
    var spent = SubstitutionExpander.Outcome(expansions: [], missingNames: [], wasTruncated: false)
    spent.work = 1_000
    budget.spend(spent)
    #expect(budget.remaining == (1 << 24) - 1_000)
    #expect(budget.limit(expander).maximumWork == (1 << 24) - 1_000)
    #expect(budget.limit(expander).workIsFileRemainder)
    spent.work = 1 << 30
    budget.spend(spent)
    #expect(budget.remaining == 0)
  }

  /// The same 40-variable cycle in Xcode's XLIFF shape for a `.stringsdict` (one unit per
  /// string, its id the path in the property list), `keys` keys.
  static func xliffCycles(keys: Int) -> Data {
    func unit(_ id: String, _ text: String) -> String {
      "<trans-unit id=\"\(id)\"><source>\(text)</source><target>\(text)</target></trans-unit>"
    }
    var units = ""
    for key in 0..<keys {
      units += unit("/k\(key):dict/NSStringLocalizedFormatKey:dict/:string", "%#@v0@")
      for index in 0..<40 {
        let next = "%#@v\((index + 1) % 40)@"
        for form in ["one", "other"] {
          units += unit("/k\(key):dict/v\(index):dict/\(form):dict/:string", "\(next) \(form) \(next)")
        }
      }
    }
    return Data(
      ("<?xml version=\"1.0\"?><xliff version=\"1.2\"><file original=\"Localizable.stringsdict\" "
        + "source-language=\"en\" target-language=\"de\"><body>\(units)</body></file></xliff>").utf8)
  }

  /// A String Catalog whose keys each have 30 substitutions in a chain, each form referring to
  /// the next one twice (no cycle, under the 32-level cap).
  static func catalogChains(keys: Int) throws -> Data {
    func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
    var strings: [String: Any] = [:]
    for key in 0..<keys {
      var substitutions: [String: Any] = [:]
      for index in 0..<30 {
        let next = index < 29 ? "%#@v\(index + 1)@" : "x"
        substitutions["v\(index)"] = [
          "argNum": 1, "formatSpecifier": "lld",
          "variations": [
            "plural": ["one": unit("\(next) one \(next)"), "other": unit("\(next) other \(next)")]
          ],
        ]
      }
      strings["k\(key)"] = [
        "localizations": [
          "de": ["stringUnit": ["state": "translated", "value": "%#@v0@"], "substitutions": substitutions]
        ]
      ]
    }
    return try JSONSerialization.data(
      withJSONObject: ["sourceLanguage": "en", "strings": strings, "version": "1.0"], options: [.sortedKeys])
  }

  @Test("XLIFF units of a .stringsdict and String Catalog substitutions share their file's budget too")
  func otherFormats() throws {
    // XLIFF expands the source side and the target side: two texts a key.
    let inputs: [(Data, String, LocalizationFormat, Int)] = [
      (Self.xliffCycles(keys: 24), "de.xliff", .xliff, 48),
      (try Self.catalogChains(keys: 24), "L.xcstrings", .xcstrings, 24),
    ]
    for (data, path, format, texts) in inputs {
      let result = LocalizationReader.read(data, path: path, format: format)
      let messages = result.diagnostics.map(\.message)
      let ownCap = messages.filter { $0.hasPrefix("expanding the ") && $0.contains("took too long (") }
      let fileBudget = messages.filter { $0.contains("used up the file's budget for expanding them") }
      #expect(ownCap.count + fileBudget.count == texts, "\(path): \(messages.prefix(4))")
      #expect(fileBudget.count > texts / 2, "\(path): \(ownCap.count) at their own cap")
      // Every path passes 1 MiB: no German text is read (the catalog's keys stand for English).
      #expect(result.strings.allSatisfy { $0.locale == "en" && $0.value == $0.key }, "\(path)")
      #expect(result.strings.count == (format == .xcstrings ? 24 : 0))
    }
  }
}
