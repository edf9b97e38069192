import Foundation
import Testing
import _TypeFitTestSupport

/// Reading many branches of one ternary font, and many declarations of one row view's name, in
/// time linear in them (the twenty-first attack's A21-3 and A21-6: both hung past 60 s), each
/// still read right: a run of the built binary, bounded in time by ``Hostile/runBinary``.
@Suite("Hostile input: ternary fonts and row-view names at scale")
struct HostileNameResolutionScaleTests {
  /// The rows of a JSON `rows` report.
  static func rows(_ run: Hostile.ProcessRun) throws -> [[String: Any]] {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    return try #require(object["rows"] as? [[String: Any]])
  }

  /// The `ruleId file` of each source finding of a JSON `check` report written to `path`.
  static func sourceFindings(_ path: String) throws -> [String] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let findings = try #require(object["sourceFindings"] as? [[String: Any]])
    return findings.map { "\($0["ruleId"] as? String ?? "?") \($0["file"] as? String ?? "-")" }
  }

  @Test(
    "a 30,000-branch ternary .font: rows lists the row with the stricter branch's style, within the bound")
  func ternaryFontChain() throws {
    let folder = try TemporaryFolder()
    let chain = (0..<29_999).map { "c\($0 % 7) ? .body : " }.joined() + ".title"
    try folder.write(
      "app/V.swift",
      "import SwiftUI\nstruct V: View { var body: some View { List {\n  Text(\"tf.k\").font(\(chain)).lineLimit(1)\n"
        + "} } }\n")
    try folder.write("app/Good.swift", Hostile.goodSwiftView)
    let run = try Hostile.runBinary(["rows", folder.path + "/app", "-f", "json"], seconds: 60)
    #expect(!run.timedOut)
    #expect(run.exitCode == 0, "\(run.stderr)")
    let titles = try Self.rows(run).compactMap { $0["title"] as? [String: Any] }
    #expect(titles.map { $0["key"] as? String } == ["good.toggle", "good.link", "tf.k"])
    #expect(titles.last?["textStyle"] as? String == "title1")
    #expect(titles.last?["lineLimit"] as? Int == 1)
  }

  @Test("1,000 packages each declaring SettingsRow and listing it: one TF012 in each package's own row view")
  func packagesOfOneName() throws {
    let folder = try TemporaryFolder()
    try folder.write("app/de.lproj/Localizable.strings", "\"x\" = \"Einstellungen\";\n")
    let count = 1_000
    for index in 0..<count {
      try folder.write(
        "app/Pkg\(index)/Package.swift",
        "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Pkg\(index)\")\n"
      )
      try folder.write(
        "app/Pkg\(index)/Sources/Pkg\(index)/Row.swift",
        "import SwiftUI\nstruct SettingsRow: View { var body: some View { "
          + (index % 2 == 0 ? "HStack { Text(\"r\(index)\") }.onTapGesture { }" : "Button(\"r\(index)\") { }")
          + " } }\n")
      try folder.write(
        "app/Pkg\(index)/Sources/Pkg\(index)/List.swift",
        "import SwiftUI\nstruct L\(index): View { var body: some View { List { SettingsRow() } } }\n")
    }
    let report = folder.path + "/report.json"
    let run = try Hostile.runBinary(
      ["check", folder.path + "/app", "-q", "-f", "json", "-o", report, "--fail-on", "never"], seconds: 60)
    #expect(!run.timedOut)
    #expect(run.exitCode == 0, "\(run.stderr)")
    // Only the even packages' rows have a tap gesture; each is reported in its own package.
    let expected = (0..<count).filter { $0 % 2 == 0 }.map {
      "TF012 \(folder.path)/app/Pkg\($0)/Sources/Pkg\($0)/Row.swift"
    }
    #expect(try Self.sourceFindings(report).filter { $0.hasPrefix("TF012") }.sorted() == expected.sorted())
  }

  /// The fifty-fifth attack's A55-3: each use of a modifier declared in many files filtered
  /// every declaration of its name: 4,000 files took 31 s, 8,000 over 60 s (debug).
  @Test("4,000 files each declaring and using rowStyle(): each row has its own file's line limit")
  func modifierOfOneNameInManyFiles() throws {
    let folder = try TemporaryFolder()
    let count = 4_000
    for index in 0..<count {
      try folder.write(
        "app/M\(index).swift",
        "import SwiftUI\nextension View { func rowStyle() -> some View { self.font(.headline).lineLimit(\(index % 5 + 1)) } }\n"
          + "struct V\(index): View { var body: some View { List { Text(\"t\(index)\").rowStyle() } } }\n")
    }
    let run = try Hostile.runBinary(["rows", folder.path + "/app", "-f", "json"], seconds: 60)
    #expect(!run.timedOut)
    #expect(run.exitCode == 0, "\(run.stderr)")
    let titles = try Self.rows(run).compactMap { $0["title"] as? [String: Any] }
    #expect(titles.count == count)
    let wrong = titles.filter { title in
      guard let key = title["key"] as? String, let index = Int(key.dropFirst()) else { return true }
      return title["lineLimit"] as? Int != index % 5 + 1
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(3))")
  }

  /// The fifty-sixth attack's A56-2: each use of a modifier filtered its own file's
  /// declarations of the name, so one file of 8,000 `rowStyle()` declarations and 8,000 uses
  /// took 38 s, 16,000 over 60 s (debug); 16,000 now take about 7 s.
  @Test("one file of 16,000 rowStyle() declarations and uses: linear, and arity still decides")
  func modifierOfOneNameManyTimesInOneFile() throws {
    let folder = try TemporaryFolder()
    let count = 16_000
    let declarations = String(
      repeating: "extension View { func rowStyle() -> some View { lineLimit(1) } }\n", count: count)
    let uses = (0..<count).map { "Text(\"k\($0)\").rowStyle()\n" }.joined()
    try folder.write(
      "app/V.swift",
      "import SwiftUI\n" + declarations
        + "extension View { func rowStyle(_ lines: Int) -> some View { lineLimit(2) } }\n"
        + "struct V: View { var body: some View { List {\n" + uses + "Text(\"one\").rowStyle(3)\n} } }\n")
    // Many files would need a second file for the use to choose between; one more declares it.
    try folder.write(
      "app/W.swift", "import SwiftUI\nextension View { func rowStyle() -> some View { lineLimit(4) } }\n")
    let run = try Hostile.runBinary(["rows", folder.path + "/app", "-f", "json"], seconds: 60)
    #expect(!run.timedOut)
    #expect(run.exitCode == 0, "\(run.stderr)")
    let titles = try Self.rows(run).compactMap { $0["title"] as? [String: Any] }
    #expect(titles.count == count + 1)
    // The file's 16,000 rowStyle() are equally near: no line limit is taken from any; the one
    // with a parameter is the only one a one-argument use can mean.
    let limited = titles.filter { $0["lineLimit"] is Int }
    #expect(limited.count == 1)
    #expect(limited.first?["key"] as? String == "one")
    #expect(limited.first?["lineLimit"] as? Int == 2)
  }

  @Test("1,000 files in one folder each with its own private struct Row in a list: each file's TF012")
  func privateRowsInOneFolder() throws {
    let folder = try TemporaryFolder()
    try folder.write("app/de.lproj/Localizable.strings", "\"x\" = \"Einstellungen\";\n")
    let count = 1_000
    for index in 0..<count {
      try folder.write(
        "app/F\(index).swift",
        "import SwiftUI\nstruct L\(index): View { var body: some View { List { Row() } } }\n"
          + "private struct Row: View { var body: some View { HStack { Text(\"r\(index)\") }.onTapGesture { } } }\n"
      )
    }
    let report = folder.path + "/report.json"
    let run = try Hostile.runBinary(
      ["check", folder.path + "/app", "-q", "-f", "json", "-o", report, "--fail-on", "never"], seconds: 60)
    #expect(!run.timedOut)
    #expect(run.exitCode == 0, "\(run.stderr)")
    let expected = (0..<count).map { "TF012 \(folder.path)/app/F\($0).swift" }
    #expect(try Self.sourceFindings(report).filter { $0.hasPrefix("TF012") }.sorted() == expected.sorted())
  }
}
