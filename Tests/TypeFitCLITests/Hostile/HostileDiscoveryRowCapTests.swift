import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// The fifteenth attack's A15-9: rows found in Swift sources were all kept across files, each
/// file bounded but not their sum (16 copies of a file of 166,000 rows: 1.89 GB). A file whose
/// rows would pass ``RowDiscovery/maximumRows`` is not used, by name, and the files after it are
/// still read.
@Suite("Hostile input: rows kept from many Swift files")
struct HostileDiscoveryRowCapTests {
  /// A SwiftUI list of `count` navigation rows titled `prefix.N`.
  static func list(_ prefix: String, _ count: Int) -> String {
    let rows = (0..<count).map { "  NavigationLink(\"\(prefix).\($0)\") { Text(\"x\") }\n" }.joined()
    return "import SwiftUI\nstruct V: View { var body: some View { List {\n\(rows)} } }\n"
  }

  @Test("past the cap a file's rows are left out with an error naming it; the files after it are read")
  func capAcrossFiles() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/A.swift", Self.list("a", 2))
    try folder.write("App/B.swift", Self.list("b", 3))
    try folder.write("App/C.swift", Self.list("c", 2))
    var discovery = RowDiscovery()
    discovery.maximumRows = 4
    let result = discovery.discover(in: [folder.path + "/App"])
    #expect(result.rows.compactMap { $0.title?.reference.key } == ["a.0", "a.1", "c.0", "c.1"])
    let errors = result.diagnostics.map { "\($0.location) \($0.kind.rawValue) \($0.severity) \($0.message)" }
    #expect(
      errors == [
        "\(folder.path)/App/B.swift:1:1 rowsNotUsed error the 3 rows found in this Swift file with the 2 kept "
          + "before it pass the 4 rows a run keeps from Swift sources; its rows are not used. Check the app's own "
          + "folders, or leave row discovery out (--no-discovery)"
      ])
    #expect(result.hasUnreadableInput)
    // At the cap exactly, every file is used.
    discovery.maximumRows = 7
    let all = discovery.discover(in: [folder.path + "/App"])
    #expect(all.rows.count == 7)
    #expect(all.diagnostics.isEmpty)
  }

  @Test("the command line keeps at most 200,000 rows from Swift sources, unless a test binds fewer")
  func defaultCap() {
    #expect(RowDiscovery.defaultMaximumRows == 200_000)
    #expect(RowDiscovery().maximumRows == 200_000)
    #expect(RowDiscovery.$initialMaximumRows.withValue(7) { RowDiscovery().maximumRows } == 7)
  }

  /// The cap's wiring through `check` and `rows`, at a cap of 2,000 bound for this test (the
  /// default's 150,000 + 60,000 rows cost minutes of a debug build): 1,500 rows in `A.swift`,
  /// 600 in `B.swift`, one in `C.swift`; `B.swift` would take the run past the cap.
  @Test("check and rows past the cap: the file named, exit 3 (an error, A18-2), the next file used")
  func commandLine() throws {
    let folder = try TemporaryFolder()
    func list(_ prefix: String, _ count: Int) -> String {
      let rows = (0..<count).map { "NavigationLink(\"\(prefix)\($0)\") {}\n" }.joined()
      return "import SwiftUI\nstruct V: View { var body: some View { List {\n\(rows)} } }\n"
    }
    try folder.write("App/A.swift", list("a", 1_500))
    try folder.write("App/B.swift", list("b", 600))
    try folder.write("App/C.swift", list("c", 1))
    try folder.write("App/de.lproj/Localizable.strings", "\"c0\" = \"Datenschutz\";\n")
    let place = "\(folder.path)/App/B.swift:1:1"
    let sentence =
      "the 600 rows found in this Swift file with the 1500 kept before it pass the 2000 rows a run keeps "
      + "from Swift sources; its rows are not used. Check the app's own folders, or leave row discovery out "
      + "(--no-discovery)"
    let (rows, check) = RowDiscovery.$initialMaximumRows.withValue(2_000) {
      (
        CapturedRun(["rows", folder.path + "/App"]),
        CapturedRun(["check", folder.path + "/App", "--format", "json", "--quiet"])
      )
    }
    #expect(rows.exitCode == 3)
    #expect(rows.stderr == "\(place): error: \(sentence)\n")
    #expect(rows.stdout.contains("\n1501 rows in 2 of 3 Swift files"))
    #expect(rows.stdout.contains("/App/C.swift:3:1"))
    #expect(!rows.stdout.contains(" b0 "))
    #expect(check.exitCode == 3, "\(check.stderr)")
    #expect(check.stderr.hasPrefix("Error: \(folder.path)/App/B.swift: \(sentence)\n"))
    // `A.swift`'s titles are in no table: laid out as the keys themselves, each with its warning
    // (A81-9); `B.swift`'s rows are not used, so none of them is.
    #expect(
      check.stderr.contains("Warning: the row's title \"a0\" (discovered: NavigationLink at A.swift:3)"))
    #expect(!check.stderr.contains("\"b0\""))
    let results = try check.jsonObject()["results"] as? [[String: Any]] ?? []
    #expect(results.map { $0["key"] as? String } == ["c0"] + (0..<1_500).map { "a\($0)" })
    #expect(results.first?["roleReason"] as? String == "discovered: NavigationLink at C.swift:3")
  }
}
