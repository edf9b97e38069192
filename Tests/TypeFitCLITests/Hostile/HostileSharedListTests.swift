import Foundation
import Testing
import _TypeFitTestSupport

/// The fifty-ninth attack: rows over one computed property of N cases cost N × N before the
/// row-layout limit was judged, in memory (A59-8: N `Picker`s over its options) and in time
/// (A59-14: N rows titled by it, each with a value of its own).
@Suite("Hostile input: many rows over one list of many texts")
struct HostileSharedListTests {
  /// An enum of `count` cases whose `title` is a switch of `count` keys, and `rows` rows.
  static func folder(count: Int, rows: (Int) -> String) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let cases = (0..<count).map { "c\($0)" }.joined(separator: ", ")
    let returns = (0..<count).map { "case .c\($0): \"o.\($0)\"" }.joined(separator: "\n")
    let details = (0..<count).map { "case .c\($0): \"d.\($0)\"" }.joined(separator: "\n")
    let body = (0..<count).map(rows).joined(separator: "\n")
    try folder.write(
      "app/V.swift",
      """
      import SwiftUI
      enum E: String, CaseIterable {
        case \(cases)
        var title: LocalizedStringKey { switch self {
      \(returns)
        } }
        var detail: LocalizedStringKey { switch self {
      \(details)
        } }
      }
      struct V: View {
        @State var sel: E = .c0
        @State var other: E = .c0
        var body: some View { List {
      \(body)
        } }
      }

      """)
    try folder.write(
      "app/en.lproj/Localizable.strings", (0..<count).map { "\"o.\($0)\" = \"O \($0)\";\n" }.joined())
    return folder
  }

  /// A59-8: each `Picker` held a list of every option of its own; under `ulimit -v` 300,000 KB
  /// N = 1,000 aborted for memory.
  @Test("2,000 Pickers over one property of 2,000 cases: refused in seconds, under a memory limit too")
  func pickersOverOneProperty() throws {
    let folder = try Self.folder(count: 2_000) {
      "Picker(\"t.\($0)\", selection: $sel) { ForEach(E.allCases, id: \\.self) { Text($0.title) } }"
    }
    for limit in [nil, 400_000] as [Int?] {
      let run = try Hostile.runBinary(
        ["check", folder.path + "/app", "-q", "--max-row-layouts", "1000", "-o", folder.path + "/out.txt"],
        seconds: 60, addressSpaceKB: limit)
      #expect(!run.timedOut)
      #expect(run.exitCode == 2 || run.exitCode == 3, "\(run.exitCode) \(run.stderr)")
      #expect(run.stderr.hasPrefix("Error: "), "\(run.stderr)")
      #expect(!run.stderr.contains("Fatal error"))
    }
  }

  /// A59-14: every title of the list was compared with the row of each other place that shows
  /// it (1,000 rows: 80 s, debug); the comparisons now stop at `maximumRepeatedTitles` with a
  /// warning, and each is cheap (800 rows: about 5 s, debug; 51 s before).
  @Test("800 rows titled by one property of 800 cases, each with its own value: planned in seconds")
  func rowsTitledByOneProperty() throws {
    let folder = try Self.folder(count: 800) {
      "NavigationLink { Text(\"d\") } label: { HStack { Text(sel.title); Spacer(); Text(\"v.\($0)\") } }"
    }
    let run = try Hostile.runBinary(
      ["check", folder.path + "/app", "-q", "--format", "json", "-o", folder.path + "/out.json"], seconds: 30)
    #expect(!run.timedOut)
    #expect(run.exitCode == 0, "\(run.stderr)")
    let report = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: folder.path + "/out.json")))
    let results = (report as? [String: Any])?["results"] as? [[String: Any]]
    #expect(results?.count == 800)
  }

  /// The sixtieth attack's A60-1: one `ForEach` of N rows whose subtitle and value each show a
  /// property of N cases copied a table of the value's N keys into each row, and the static
  /// rows' owners of each key were N × N (N = 4,000: 51 s and 2.7 GB; an abort under `ulimit -v`).
  @Test("2,000 rows whose subtitle and value show properties of 2,000 cases: refused in seconds")
  func subtitleAndValueOverOneProperty() throws {
    let folder = try Self.folder(count: 1) { _ in
      "ForEach(E.allCases) { e in LabeledContent { Text(other.title) } label: { VStack { Text(e.title); Text(sel.detail) } } }"
    }
    // One case above; the property of 2,000 cases is written in its place.
    let swift = try String(contentsOfFile: folder.path + "/app/V.swift", encoding: .utf8)
    let cases = (0..<2_000).map { "c\($0)" }.joined(separator: ", ")
    let titles = (0..<2_000).map { "case .c\($0): \"o.\($0)\"" }.joined(separator: "\n")
    let details = (0..<2_000).map { "case .c\($0): \"d.\($0)\"" }.joined(separator: "\n")
    try folder.write(
      "app/V.swift",
      swift.replacingOccurrences(of: "case c0\n", with: "case \(cases)\n")
        .replacingOccurrences(of: "case .c0: \"o.0\"", with: titles)
        .replacingOccurrences(of: "case .c0: \"d.0\"", with: details))
    for limit in [nil, 500_000] as [Int?] {
      let run = try Hostile.runBinary(
        ["check", folder.path + "/app", "-q", "--max-row-layouts", "1000", "-o", folder.path + "/out.txt"],
        seconds: 60, addressSpaceKB: limit)
      #expect(!run.timedOut)
      #expect(run.exitCode == 2 || run.exitCode == 3, "\(run.exitCode) \(run.stderr)")
      #expect(!run.stderr.contains("Fatal error"))
    }
  }

  /// The sixtieth attack's A60-3 and A60-7: A59-14's rows with a subtitle of N texts as well,
  /// and past the bound on repeated titles every source still walked its N titles (1,000: 44 s;
  /// 4,000 without the subtitle: over 60 s).
  @Test(
    "1,500 rows titled by one property, each with its own value and a subtitle over another: refused in seconds"
  )
  func titlesAndSubtitlesOverOneProperty() throws {
    let folder = try Self.folder(count: 1_500) {
      "LabeledContent { Text(\"v.\($0)\") } label: { VStack { Text(sel.title); Text(other.detail) } }"
    }
    let run = try Hostile.runBinary(
      ["check", folder.path + "/app", "-q", "--max-row-layouts", "1000", "-o", folder.path + "/out.txt"],
      seconds: 40)
    #expect(!run.timedOut)
    #expect(run.exitCode == 2, "\(run.exitCode) \(run.stderr)")
  }
}
