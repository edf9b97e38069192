import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow
import TypeFitText
import TypeFitTextMeasuring
import _TypeFitTestSupport

/// End to end on the real corpora in `../shared/corpus`: Ice Cubes (`.xcstrings`, 19 languages)
/// and Mastodon (`.strings` + `.stringsdict`, 31 locales).
@Suite("Checking the real corpora")
struct CorpusCheckTests {
  /// `.strings` entries per locale, counted independently of TypeFit's reader: lines that start
  /// an entry, `"key" = "` (values may run over several lines), in each `.lproj` folder. A
  /// `Base.lproj` entry whose key the `en.lproj` table of the same name beside it also has is
  /// counted once, as `en.lproj`'s (fresh27 F27-1: iOS shows English from `en.lproj`).
  static func independentStringsCounts(_ root: URL) -> [String: Int] {
    var counts: [String: Int] = [:]
    let pattern = try! NSRegularExpression(pattern: #"^"((?:[^"\\]|\\.)*)"\s*=\s*""#)
    func keys(_ url: URL) -> [String] {
      let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
        let line = String(line)
        guard let match = pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
          let range = Range(match.range(at: 1), in: line)
        else { return nil }
        return String(line[range])
      }
    }
    let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
    for case let url as URL in walker where url.pathExtension == "strings" {
      let folder = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
      var found = keys(url)
      if folder == "Base" {
        let english = url.deletingLastPathComponent().deletingLastPathComponent()
          .appendingPathComponent("en.lproj").appendingPathComponent(url.lastPathComponent)
        let shown = Set(keys(english))
        found.removeAll { shown.contains($0) }
      }
      counts[folder == "Base" ? "en" : folder, default: 0] += found.count
    }
    return counts
  }

  @Test(
    "Every Mastodon .strings entry is checked, each with its file and line",
    .enabled(if: TestPaths.hasShared, "SKIPPED: needs ../shared beside the checkout (corpora and references)")
  )
  func mastodonAccounting() throws {
    let shared = try #require(TestPaths.shared)
    let root = shared.appendingPathComponent("corpus/mastodon-ios")
    let read = LocalizationReader().read(paths: [root.path])
    #expect(!read.hasErrors)
    let plan = RowPlanner(configuration: CheckConfiguration()).plan(read.strings)
    #expect(plan.items.count == read.strings.count)
    var fromStrings: [String: Int] = [:]
    for item in plan.items where item.format == .strings { fromStrings[item.locale, default: 0] += 1 }
    let expected = Self.independentStringsCounts(root)
    #expect(fromStrings == expected)
    #expect(expected.count >= 30)
    #expect(
      plan.items.allSatisfy {
        $0.location.line >= 1 && FileManager.default.fileExists(atPath: $0.location.file)
      })
  }

  @Test(
    "Every Ice Cubes catalog value is checked: one row per value, locale and variant",
    .enabled(if: TestPaths.hasShared, "SKIPPED: needs ../shared beside the checkout (corpora and references)")
  )
  func iceCubesAccounting() throws {
    let shared = try #require(TestPaths.shared)
    let file = shared.appendingPathComponent(
      "corpus/IceCubesApp/IceCubesApp/Resources/Localization/Localizable.xcstrings")
    let read = LocalizationReader().read(paths: [file.path])
    #expect(!read.hasErrors)
    // Independent count: every stringUnit value under "localizations", variations included.
    let root = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as! [String: Any]
    var units = 0
    func count(_ node: Any) {
      if let object = node as? [String: Any] {
        if object["stringUnit"] != nil { units += 1 }
        object.values.forEach(count)
      } else if let array = node as? [Any] {
        array.forEach(count)
      }
    }
    for (_, entry) in root["strings"] as! [String: Any] {
      if let localizations = (entry as? [String: Any])?["localizations"] { count(localizations) }
    }
    #expect(read.strings.count >= units)
    #expect(Set(read.strings.map(\.locale)).count >= 19)
    #expect(read.strings.allSatisfy { $0.location.line >= 1 })
  }

  @Test(
    "A sample of the corpora runs end to end through the real engine at all 12 categories",
    .enabled(if: TestPaths.hasShared, "SKIPPED: needs ../shared beside the checkout (corpora and references)")
  )
  func endToEnd() throws {
    let shared = try #require(TestPaths.shared)
    let read = LocalizationReader().read(paths: [shared.appendingPathComponent("corpus").path])
    let plan = RowPlanner(configuration: CheckConfiguration()).plan(read.strings)
    let sample = plan.items.enumerated().filter { $0.offset % 25 == 0 }.map(\.element)
    let checker = BatchChecker(
      measurer: TextEngineMeasurer(engine: try TextEngine()),
      contexts: [LayoutContext(device: try .named("iPhone SE (3rd generation)"))],
      categories: ContentSizeCategory.allCases)
    var results = 0
    var failures = 0
    var tallest = 0.0
    try checker.check(sample) { result in
      results += 1
      if result.failure != nil { failures += 1 }
      tallest = max(tallest, result.reports.first?.layouts.last?.height ?? 0)
    }
    print("corpus sample: \(results) rows checked at 12 categories; tallest AX5 row \(tallest) pt")
    #expect(results == sample.count)
    #expect(failures == 0)
    #expect(tallest > 100)
  }
}
