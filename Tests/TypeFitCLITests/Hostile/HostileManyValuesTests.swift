import Foundation
import Testing
import _TypeFitTestSupport

/// The fifty-seventh attack: rows whose value can show many texts (a `Picker`'s options, a key
/// with many forms or tables) cost their titles × their values before the row-layout limit was
/// judged, or were paired wrong.
@Suite("Hostile input: many titles over many values")
struct HostileManyValuesTests {
  /// A `Picker` whose label is an `if`/`else` of `count` titles over `options` literal options.
  static func picker(titles count: Int, options: Int) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let optionTexts = (0..<options).map { "Text(\"v\($0)\").tag(\($0))\n" }.joined()
    let titles =
      "if a { Text(\"t0\") }" + (1..<count).map { " else if b\($0) { Text(\"t\($0)\") }" }.joined()
    try folder.write(
      "app/V.swift",
      "import SwiftUI\nstruct V: View { var body: some View { List { Picker(selection: $s) {\n" + optionTexts
        + "} label: { " + titles + " } } } }\n")
    let keys = (0..<count).map { "t\($0)" } + (0..<options).map { "v\($0)" }
    try folder.write(
      "app/en.lproj/Localizable.strings", keys.map { "\"\($0)\" = \"Value of \($0)\";\n" }.joined())
    return folder
  }

  /// A57-1 and A57-3: under a memory limit the first read keeps no strings, and the rows were
  /// then left for the chunks to stop at the limit, after laying out up to it (3,200 × 3,200:
  /// over 100 s, or an abort for memory); now they are read again and counted, and the count
  /// stops once past the limit.
  @Test("3,200 titles × 3,200 options under a memory limit: refused in seconds, before any layout")
  func countedUnderMemoryLimit() throws {
    let folder = try Self.picker(titles: 3_200, options: 3_200)
    let run = try Hostile.runBinary(
      ["check", folder.path + "/app", "-q", "-o", folder.path + "/out.txt"], seconds: 60,
      addressSpaceKB: 900_000)
    #expect(!run.timedOut)
    #expect(run.exitCode == 2, "\(run.stderr)")
    #expect(
      run.stderr.hasPrefix("Error: the check would lay out more than 5000000 row layouts ("), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/out.txt"))
  }

  /// A57-5: N titles over N − 1 options (and the selected option, known only at run time) were
  /// paired by position: the first title was checked with no value, each other with one option.
  @Test("a Picker label of 3 titles over 2 options: every title checked with the long option")
  func titlesNotPairedWithOptions() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/V.swift",
      """
      import SwiftUI
      struct V: View { var body: some View { List {
        Picker(selection: $s) { Text("o.short").tag(0); Text("o.long").tag(1) } label: {
          if a { Text("t0") } else if b { Text("t1") } else { Text("t2") }
        }
      } } }

      """)
    try folder.write(
      "app/de.lproj/Localizable.strings",
      #""t0" = "Intervall"; "t1" = "Intervall"; "t2" = "Intervall"; "o.short" = "Kurz"; "#
        + #""o.long" = "Alle fünfzehn Minuten ohne Unterbrechung";"#)
    let run = CapturedRun(["check", folder.path + "/app", "--format", "json", "--quiet"])
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    #expect(results.compactMap { $0["key"] as? String }.sorted() == ["t0", "t1", "t2"])
    for result in results {
      #expect((result["partKeys"] as? [String: String])?["value"] == "o.long", "\(result)")
    }
  }

  /// A57-2: N rows showing one value key that K tables of the locale have: each row filtered
  /// the K strings by their tables (each file path split again), and measured the key's forms
  /// again with its own title's settings: 2,000 × 2,000 over 60 s (debug).
  @Test("2,000 rows over a value key in 2,000 tables: planned in linear time")
  func valueKeyInManyTables() throws {
    let folder = try TemporaryFolder()
    let count = 2_000
    let rows = (0..<count).map { "HStack { Text(\"t\($0)\"); Spacer(); Text(\"val\") }\n" }.joined()
    try folder.write(
      "app/V.swift", "import SwiftUI\nstruct V: View { var body: some View { List {\n" + rows + "} } }\n")
    try folder.write(
      "app/en.lproj/Localizable.strings", (0..<count).map { "\"t\($0)\" = \"Title \($0)\";\n" }.joined())
    for table in 0..<count {
      try folder.write("app/en.lproj/T\(table).strings", "\"val\" = \"Value in table \(table)\";\n")
    }
    let run = try Hostile.runBinary(
      [
        "check", folder.path + "/app", "-q", "-f", "json", "-o", folder.path + "/out.json", "--categories",
        "large",
      ],
      seconds: 60)
    #expect(!run.timedOut)
    #expect(run.exitCode == 0, "\(run.stderr)")
  }

  /// A58-2 and A58-4: N rows, each with its own value line limit, over a value key of K width
  /// forms and no base string: each row scanned the K forms for its variant and measured them
  /// all again (its settings in the memo's key): 2,000 × 2,000 over 60 s (debug). The widest
  /// form is now kept by what its width depends on, and the variant's string found once.
  @Test("2,000 rows with their own value line limits over 2,000 width forms: linear, the widest form shown")
  func widthFormsOfManyRows() throws {
    let folder = try TemporaryFolder()
    let count = 2_000
    let rows = (0..<count).map {
      "HStack { Text(\"t\($0)\"); Spacer(); Text(\"val\").lineLimit(\($0 + 1)) }\n"
    }
    try folder.write(
      "app/V.swift",
      "import SwiftUI\nstruct V: View { var body: some View { List {\n" + rows.joined() + "} } }\n")
    try folder.write(
      "app/en.lproj/Localizable.strings", (0..<count).map { "\"t\($0)\" = \"Title \($0)\";\n" }.joined())
    // Form 1,000 is the widest; the others are as short as each other.
    let forms = (0..<count).map {
      "<key>\(20 + $0)</key><string>\($0 == 1_000 ? "A much wider value than the others" : "Short")</string>"
    }
    try folder.write(
      "app/en.lproj/Localizable.stringsdict",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>val</key><dict>"
        + "<key>NSStringVariableWidthRuleType</key><dict>" + forms.joined()
        + "</dict></dict></dict></plist>\n")
    let report = folder.path + "/out.json"
    let run = try Hostile.runBinary(
      [
        "check", folder.path + "/app", "-q", "-f", "json", "-o", report, "--categories", "large", "--fail-on",
        "never",
      ],
      seconds: 60)
    #expect(!run.timedOut)
    #expect(run.exitCode == 0, "\(run.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report)))
    let results = try #require((object as? [String: Any])?["results"] as? [[String: Any]])
    let rowResults = results.filter { ($0["key"] as? String)?.hasPrefix("t") == true }
    #expect(rowResults.count == count)
    #expect(
      rowResults.allSatisfy {
        ($0["texts"] as? [String: String])?["value"] == "A much wider value than the others"
      })
  }

  /// One row over a value key of `forms` width forms and no base string, in English only; the
  /// title in `locales` more locales (`fr-AA`, `fr-AB`, …).
  private static func widthForms(_ forms: Int, locales: Int, form: (Int) -> String) throws -> TemporaryFolder
  {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/V.swift",
      "import SwiftUI\nstruct V: View { var body: some View { List {\nHStack { Text(\"t0\"); Spacer(); Text(\"val\") }\n} } }\n"
    )
    try folder.write("app/en.lproj/Localizable.strings", "\"t0\" = \"Title\";\n")
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    for index in 0..<locales {
      let region = String([letters[index / 26], letters[index % 26]])
      try folder.write("app/fr-\(region).lproj/Localizable.strings", "\"t0\" = \"Titre\";\n")
    }
    let entries = (0..<forms).map { "<key>\(20 + $0)</key><string>\(form($0))</string>" }.joined()
    try folder.write(
      "app/en.lproj/Localizable.stringsdict",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>val</key><dict>"
        + "<key>NSStringVariableWidthRuleType</key><dict>" + entries + "</dict></dict></dict></plist>\n")
    return folder
  }

  /// A58-5: the development language's 4,000 forms standing in for the value in 200 locales were
  /// filtered and measured again in each (over 60 s for 1,809 counted layouts, debug).
  @Test("4,000 width forms standing in for 200 locales: judged once, every locale checked with the longest")
  func developmentFormsInManyLocales() throws {
    let folder = try Self.widthForms(4_000, locales: 200) {
      $0 == 3_000 ? "The longest of all the forms" : "Form \($0)"
    }
    let report = folder.path + "/out.json"
    let run = try Hostile.runBinary(
      ["check", folder.path + "/app", "-q", "-f", "json", "-o", report, "--fail-on", "never"], seconds: 60)
    #expect(!run.timedOut)
    #expect(run.exitCode == 0, "\(run.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report)))
    let results = try #require((object as? [String: Any])?["results"] as? [[String: Any]])
    let rows = results.filter { $0["key"] as? String == "t0" }
    #expect(rows.count == 201)
    #expect(
      rows.allSatisfy { ($0["texts"] as? [String: String])?["value"] == "The longest of all the forms" })
  }

  /// A58-6: 1,000 forms each filled with an 8,000-character `formatArguments` sample were all
  /// shaped to find the widest, for one counted row (55 s, debug). Past 64 forms the longest is
  /// taken, as without a measurer.
  @Test("1,000 width forms filled with an 8,000-character sample: chosen by length, in seconds")
  func formsFilledWithALongSample() throws {
    let folder = try Self.widthForms(1_000, locales: 0) { "Width \($0) %@" }
    try folder.write(
      "app/typefit.json",
      "{\"formatArguments\": {\"@\": \"" + Array(repeating: "word", count: 1_600).joined(separator: " ")
        + "\"}}\n")
    let run = try Hostile.runBinary(
      ["check", folder.path + "/app", "-q", "-o", folder.path + "/out.txt", "--fail-on", "never"], seconds: 60
    )
    #expect(!run.timedOut)
    #expect(run.exitCode == 0, "\(run.stderr)")
  }
}
