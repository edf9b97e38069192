import Foundation
import Testing

@testable import TypeFitLocalization

/// Reads the real corpora in `../shared/corpus` and checks the readers against counts made
/// independently here (Foundation's JSON and property list parsers, a line pattern for `.strings`).
///
/// When the corpus folder is absent the suite is disabled; swift-testing lists it as skipped
/// with the comment below, so it never passes silently.
@Suite(
  "Real corpora (../shared/corpus)",
  .enabled(if: FixturePaths.corpus != nil, "SKIPPED: ../shared/corpus not found next to the package"))
struct CorpusTests {
  private var corpus: String { FixturePaths.corpus ?? "" }

  private var iceCubesCatalog: String {
    corpus + "/IceCubesApp/IceCubesApp/Resources/Localization/Localizable.xcstrings"
  }

  private var mastodonResources: String {
    corpus + "/mastodon-ios/MastodonSDK/Sources/MastodonLocalization/Resources"
  }

  // MARK: Independent counting

  /// Units under one localization node: one per `stringUnit`, through nested variations.
  private static func unitValues(_ node: [String: Any]) -> [String] {
    var values: [String] = []
    if let unit = node["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
      values.append(value)
    }
    for case let dimension as [String: Any] in (node["variations"] as? [String: Any] ?? [:]).values {
      for case let child as [String: Any] in dimension.values { values += unitValues(child) }
    }
    return values
  }

  /// How many texts one host value yields: the product of the plural form counts of the
  /// substitutions it names (one level, which is all the corpus uses).
  private static func combinations(_ value: String, _ substitutions: [String: Any]) -> Int {
    var count = 1
    for (name, substitution) in substitutions where value.contains("%#@\(name)@") {
      let plural =
        ((substitution as? [String: Any])?["variations"] as? [String: Any])?["plural"] as? [String: Any]
      count *= max(1, plural?.count ?? 1)
    }
    return count
  }

  private func expectedCatalogCounts() throws -> [String: Int] {
    let data = try Data(contentsOf: URL(fileURLWithPath: iceCubesCatalog))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let source = root["sourceLanguage"] as? String ?? "en"
    var counts: [String: Int] = [:]
    for case let entry as [String: Any] in (root["strings"] as? [String: Any] ?? [:]).values {
      let localizations = entry["localizations"] as? [String: Any] ?? [:]
      if localizations[source] == nil { counts[source, default: 0] += 1 }
      for (locale, node) in localizations {
        guard let node = node as? [String: Any] else { continue }
        let substitutions = node["substitutions"] as? [String: Any] ?? [:]
        for value in Self.unitValues(node) {
          counts[locale, default: 0] += Self.combinations(value, substitutions)
        }
      }
    }
    return counts
  }

  // MARK: Tests

  @Test("Ice Cubes catalog: every value of every locale, each with a line, fast")
  func iceCubes() throws {
    let expected = try expectedCatalogCounts()
    let data = try Data(contentsOf: URL(fileURLWithPath: iceCubesCatalog))
    let clock = ContinuousClock()
    var result = LocalizationReadResult()
    let elapsed = clock.measure {
      result = StringCatalogReader.read(data, path: iceCubesCatalog)
    }
    print(
      "Ice Cubes: \(result.strings.count) strings in \(expected.count) locales read in \(elapsed) (debug build)"
    )
    // The one key with Mac and Vision device cases: those are not checked, said once.
    #expect(
      result.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.message)" } == [
        "50662:43: device.applevision, device.mac of \"settings.display.section.platform\" not checked: rows are "
          + "laid out on iPhone and iPad, which never show these variants"
      ])
    let actual = Dictionary(grouping: result.strings, by: \.locale).mapValues(\.count)
    #expect(actual == expected)
    #expect(result.strings.count > 12_500)
    let lines = try String(contentsOfFile: iceCubesCatalog, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    for string in result.strings {
      #expect(string.location.line >= 1 && string.location.line <= lines.count)
    }
    // Every explicit value sits on a line that holds `"value" : `.
    let explicit = result.strings.filter { $0.state != nil }
    let misplaced = explicit.filter { !lines[$0.location.line - 1].contains("\"value\" : ") }
    #expect(misplaced.isEmpty, "first misplaced: \(String(describing: misplaced.first))")
  }

  @Test("Mastodon .strings: one string per `\"key\" = ` line in all 31 locales, at that line")
  func mastodonStrings() throws {
    let found = LocalizationFileWalker().findFiles(in: [mastodonResources])
    let stringsFiles = found.files.filter { $0.format == .strings }
    #expect(stringsFiles.count == 31)
    let entryStart = try Regex(#"^\s*"(?:[^"\\]|\\.)*"\s*="#)
    for file in stringsFiles {
      let text = try String(contentsOfFile: file.path, encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let expectedLines = lines.indices.filter { lines[$0].contains(entryStart) }.map { $0 + 1 }
      let result = LocalizationReader().read(file: file)
      #expect(result.diagnostics.isEmpty, "\(file.path): \(result.diagnostics.first?.description ?? "")")
      #expect(result.strings.map(\.location.line) == expectedLines, "\(file.path)")
    }
  }

  @Test("Mastodon .stringsdict: every plural combination, checked with PropertyListSerialization")
  func mastodonStringsDict() throws {
    let found = LocalizationFileWalker().findFiles(in: [mastodonResources])
    let files = found.files.filter { $0.format == .stringsdict }
    #expect(files.count == 31)
    for file in files {
      let data = try Data(contentsOf: URL(fileURLWithPath: file.path))
      let plist = try #require(
        try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: [String: Any]])
      var expected = 0
      for entry in plist.values {
        let format = entry["NSStringLocalizedFormatKey"] as? String ?? ""
        var product = 1
        for (name, variable) in entry where format.contains("%#@\(name)@") {
          let forms = (variable as? [String: Any] ?? [:]).keys.filter(PluralCategory.isCategory)
          product *= max(1, forms.count)
        }
        expected += product
      }
      let result = LocalizationReader().read(file: file)
      // One real translation slip: the Greek "one" form reads `%1ημ πριν` (a width without a
      // conversion) where the other form has `%ldημ πριν`.
      let slips =
        file.path.hasSuffix("/el.lproj/Localizable.stringsdict")
        ? [
          "427: incomplete format specifier: '%1' at byte 0 of the el form 'one' of '%#@count_day_ago_abbr@' in \"date.day.ago.abbr\", \"%1ημ πριν\"; left as written"
        ] : []
      #expect(result.diagnostics.map { "\($0.line ?? 0): \($0.message)" } == slips, "\(file.path)")
      #expect(result.strings.count == expected, "\(file.path)")
      #expect(result.strings.allSatisfy { $0.location.line > 3 && !$0.value.contains("%#@") })
    }
  }

  @Test("the whole corpus through one call: locales from .lproj names, no errors")
  func wholeCorpus() {
    let clock = ContinuousClock()
    var result = LocalizationReadResult()
    let elapsed = clock.measure { result = LocalizationReader().read(paths: [corpus]) }
    print(
      "Whole corpus: \(result.strings.count) strings, \(result.diagnostics.count) diagnostics in \(elapsed) (debug build)"
    )
    #expect(!result.hasErrors)
    let locales = Set(result.strings.filter { $0.format == .strings }.map(\.locale))
    #expect(locales.contains("zh-Hans") && locales.contains("hy-AM") && locales.contains("en"))
    #expect(locales.count == 30)
  }
}
