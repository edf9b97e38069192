import Foundation
import Testing
import TypeFitInput
import _TypeFitTestSupport

@testable import TypeFitLocalization

/// Two wrong answers of the expander's limits. The thirty-ninth attack's A39-4: a text whose
/// substitutions make it longer than 1 MiB (`"%#@s0@ "` 100,000 times) was dropped with warnings
/// blaming nesting and time, and the run passed, where a long value is an error. The fortieth
/// attack's A40-7: a `.stringsdict` text of 1,000 plural variables, of which the 512 KiB total
/// kept 7 combinations, was said to have "no form other" for the 993 variables never reached.
@Suite("Hostile input: substitution texts past 1 MiB, and forms the combination limit leaves unchecked")
struct ExpansionLengthAndCoverageTests {
  /// A plural variable of `.stringsdict` with the forms `one` and `other`.
  static func variable(_ name: String, one: String, other: String) -> String {
    "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
      + "<key>NSStringFormatValueTypeKey</key><string>d</string>"
      + "<key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict>"
  }

  static func stringsdict(format: String, variables: [String]) -> Data {
    Data(
      ("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>k</key><dict>"
        + "<key>NSStringLocalizedFormatKey</key><string>\(format)</string>" + variables.joined()
        + "</dict></dict></plist>").utf8)
  }

  @Test(
    ".stringsdict: a text that passes 1 MiB with its variable expanded is an error naming why, not a warning")
  func stringsdictTooLong() {
    let long = String(repeating: "x", count: 60)
    let data = Self.stringsdict(
      format: String(repeating: "%#@s@ ", count: 20_000),
      variables: [Self.variable("s", one: long, other: long)])
    let result = LocalizationReader.read(data, path: "de.lproj/L.stringsdict", format: .stringsdict)
    #expect(result.strings.isEmpty)
    #expect(
      result.diagnostics.map { "\($0.severity) \($0.kind): \($0.message)" } == [
        "error valueTooLong: with its variables expanded, this text passes 1 MiB; labels over 50000 UTF-16 units "
          + "are reported, not measured: none of its combinations is checked"
      ])
  }

  @Test("String Catalog: the same for substitutions, and a short value beside it is read")
  func catalogTooLong() throws {
    let long = String(repeating: "x", count: 60)
    let unit = { (value: String) in ["stringUnit": ["state": "translated", "value": value]] }
    let catalog: [String: Any] = [
      "sourceLanguage": "en", "version": "1.0",
      "strings": [
        "k": [
          "localizations": [
            "de": [
              "stringUnit": ["state": "translated", "value": String(repeating: "%#@s@ ", count: 20_000)],
              "substitutions": [
                "s": [
                  "argNum": 1, "formatSpecifier": "lld",
                  "variations": ["plural": ["one": unit(long), "other": unit(long)]],
                ]
              ],
            ]
          ]
        ],
        "short": ["localizations": ["de": unit("Kurz")]],
      ],
    ]
    let data = try JSONSerialization.data(withJSONObject: catalog, options: [.sortedKeys])
    let result = LocalizationReader.read(data, path: "L.xcstrings", format: .xcstrings)
    #expect(result.strings.filter { $0.locale == "de" }.map(\.value) == ["Kurz"])
    #expect(
      result.diagnostics.map { "\($0.severity) \($0.kind): \($0.message)" } == [
        "error valueTooLong: with its substitutions expanded, this text passes 1 MiB; labels over 50000 UTF-16 "
          + "units are reported, not measured: none of its combinations is checked"
      ])
  }

  /// `de.lproj/L.stringsdict` of one key whose format names `variables` (`v0`, `v1`, …) side by
  /// side, read by a reader with German's plural rules.
  static func readSideBySide(_ variables: [String]) throws -> LocalizationReadResult {
    let folder = try TemporaryFolder("side-by-side")
    let format = variables.indices.map { "%#@v\($0)@" }.joined()
    try folder.write(
      "de.lproj/L.stringsdict",
      String(decoding: stringsdict(format: format, variables: variables), as: UTF8.self))
    var reader = LocalizationReader()
    reader.pluralRules = LanguagePluralRules { $0 == "de" ? ["one", "other"] : nil }
    return reader.read(paths: [folder.path])
  }

  @Test(".stringsdict: 1,000 variables with one and other, 7 combinations kept: no \"no form other\" warning")
  func uncheckedOtherForms() throws {
    let result = try Self.readSideBySide((0..<1_000).map { Self.variable("v\($0)", one: "ein", other: "%d") })
    // The 7 combinations kept are laid out; the stand-ins for the other forms never checked are not.
    #expect(result.strings.count == 7)
    #expect(result.strings.allSatisfy { !$0.isStandIn })
    #expect(result.diagnostics.map(\.kind) == [.tooManyVariants])
    #expect(
      result.diagnostics.first?.message.hasPrefix(
        "the plural combinations' texts and variants passed 512 KiB together (each form chosen counts 64 bytes); "
          + "checked 7, chosen to cover each form of each variable") == true)
  }

  @Test(
    ".stringsdict: a variable without other among 1,000 is still said to have none; the others are not named")
  func missingOtherStillFound() throws {
    var variables = (0..<999).map { Self.variable("v\($0)", one: "ein", other: "%d") }
    variables.append(
      "<key>v999</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        + "<key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>ein</string></dict>")
    let result = try Self.readSideBySide(variables)
    let missing = result.diagnostics.filter { $0.kind == .missingPluralOther }.map(\.message)
    #expect(
      missing == [
        "plural variable \"v999\" of \"k\" has no form other in de: iOS falls back to other for the numbers its "
          + "other forms do not cover (other is the one category every language has); add it"
      ])
  }

  /// The public reader of one file (`StringsDictReader.read`) handed its caller the stand-ins
  /// for the `other` forms the combination limit left unchecked (993 strings of the form's own
  /// text, `%d`), though no stream ever hands them out; now it gives the 7 combinations kept.
  @Test(
    ".stringsdict read by StringsDictReader.read: 1,000 variables give the 7 combinations kept, no stand-in")
  func publicReaderHasNoStandIns() {
    let variables = (0..<1_000).map { Self.variable("v\($0)", one: "ein", other: "%d") }
    let data = Self.stringsdict(format: variables.indices.map { "%#@v\($0)@" }.joined(), variables: variables)
    let result = StringsDictReader.read(data, path: "de.lproj/L.stringsdict")
    #expect(result.strings.count == 7)
    #expect(result.strings.allSatisfy { !$0.isStandIn })
    #expect(result.diagnostics.map(\.kind) == [.tooManyVariants])
  }
}
