import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// The nineteenth attack's A19-7: a 1.4 MB generated Swift file named before the app's own took
/// the memory budget of row discovery; the app's file was then refused with only a warning, its
/// `NavigationLink("real.title").lineLimit(1)` TF001 error became a TF008 note, and `check`
/// exited 0. A Swift file over the lexer's 1,000,000 tokens was likewise only a warning. A Swift
/// file not read, for memory or the token cap, is now an input not read: an error of the run in
/// every report, exit 3, as fix18b made the row cap; and the budget goes to the smallest files
/// first, so the large generated file is the one left out.
@Suite("Hostile input: Swift files not read for memory or the token cap")
struct HostileSwiftNotReadTests {
  /// A SwiftUI list of `count` `Text` rows, all `gen.k`, as a generator writes them.
  static func generated(_ count: Int) -> String {
    "import SwiftUI\nstruct G: View { var body: some View { List {\n"
      + String(repeating: "Text(\"gen.k\")\n", count: count) + "} } }\n"
  }

  /// The app's own screen: one navigation row of one line.
  static let settings =
    "import SwiftUI\nstruct S: View { var body: some View { List { NavigationLink(\"real.title\") { Text(\"x\") }"
    + ".lineLimit(1) } } }\n"

  /// A title too long for one line from the large size.
  static let strings =
    "\"real.title\" = \"Datenschutzeinstellungen und Sicherheit für alle Konten verwalten\";\n"

  static let formats = ["text", "json", "ndjson", "sarif", "junit", "html"]

  @Test("the budget is given to the smallest files first: the large file named first is the one refused")
  func smallestFirst() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/A_Gen.swift", Self.generated(2_000))
    try folder.write("App/B.swift", Self.generated(20).replacingOccurrences(of: "gen.k", with: "b.k"))
    try folder.write("App/Settings.swift", Self.settings)
    // As discovery counts them: by their token starts, dense here (A48-1).
    let sizes = try ["A_Gen", "B", "Settings"].map {
      SourceTokenDensity.chargedBytes(
        of: Array(try #require(FileManager.default.contents(atPath: "\(folder.path)/App/\($0).swift"))))
    }
    let room = sizes[1] + sizes[2]
    var discovery = RowDiscovery()
    discovery.admitsFiles = { _, bytes in bytes > room ? "refused at \(bytes) bytes" : nil }
    let result = discovery.discover(in: [folder.path + "/App"])
    // Asked last, with the two smaller files admitted before it.
    #expect(
      result.diagnostics.map { "\($0.location) \($0.kind.rawValue) \($0.severity) \($0.message)" } == [
        "\(folder.path)/App/A_Gen.swift:1:1 unreadableFile error refused at \(sizes[0] + room) bytes"
      ])
    #expect(result.hasUnreadableInput)
    // The files read keep their order.
    #expect(
      result.rows.compactMap { $0.title?.reference.key } == Array(repeating: "b.k", count: 20) + [
        "real.title"
      ])
  }

  /// A folder with a 3.4 MB generated file (240,000 rows, under the token cap) named first, the
  /// app's own file (123 bytes) and its strings.
  static func appWithGeneratedFile() throws -> TemporaryFolder {
    let folder = try TemporaryFolder("snr")
    try folder.write("app/A_Gen.swift", Self.generated(240_000))
    try folder.write("app/Settings.swift", Self.settings)
    try folder.write("app/en.lproj/Localizable.strings", Self.strings)
    return folder
  }

  @Test(
    "a Swift file refused for memory: exit 3 in every format, the report names it, the app's TF001 error stays",
    .enabled(if: Hostile.binary != nil, "needs the built binary"))
  func refusedForMemory() throws {
    let folder = try Self.appWithGeneratedFile()
    let generated = "\(folder.path)/app/A_Gen.swift"
    // 3,360,067 bytes of `Text("gen.k")` rows (8 token starts in 14 bytes) and the 123 of
    // Settings.swift, admitted first, counted as 9,600,090 and 195 (A48-1).
    let opening =
      "finding rows in this Swift file with those read before it (9600285 bytes as counted: 5 a token start "
      + "in a file dense in tokens) needs about "
    for format in Self.formats {
      let report = "\(folder.path)/report.\(format)"
      let run = try Hostile.runBinary(
        ["check", folder.path + "/app", "-q", "-f", format, "-o", report], seconds: 120,
        addressSpaceKB: 400_000)
      #expect(!run.timedOut)
      #expect(run.exitCode == 3, "\(format): \(run.stderr)")
      #expect(run.stderr.hasPrefix("Error: \(generated): \(opening)"), "\(format): \(run.stderr)")
      #expect(
        run.stderr.hasSuffix(
          "; not read. Raise the limit (ulimit -v), or leave row discovery out (--no-discovery)\n"))
      let text = try String(contentsOfFile: report, encoding: .utf8)
      #expect(text.contains(opening), "\(format) report does not say A_Gen.swift was not read")
      #expect(text.contains("A_Gen.swift"), "\(format)")
      // The app's own row is still checked at its one line.
      #expect(text.contains("TF001"), "\(format) report lost the app's error")
      #expect(text.contains("real.title"), "\(format)")
    }
    let rows = try Hostile.runBinary(["rows", folder.path + "/app"], seconds: 120, addressSpaceKB: 400_000)
    #expect(rows.exitCode == 3)
    #expect(rows.stderr.hasPrefix("Error: \(generated): \(opening)"), "\(rows.stderr)")
    #expect(rows.stdout.contains("real.title"))
    #expect(
      rows.stdout.hasSuffix("\n1 rows in 1 of 1 Swift files; 1 with a title key; 0 unresolved parts.\n"))
  }

  @Test(
    "the app's only Swift file refused for memory: no notice that the paths hold no Swift sources (A48-5)",
    .enabled(if: Hostile.binary != nil, "needs the built binary"))
  func onlyFileRefused() throws {
    let folder = try TemporaryFolder("snr-only")
    try folder.write("app/A_Gen.swift", Self.generated(240_000))
    try folder.write("app/en.lproj/Localizable.strings", Self.strings)
    let run = try Hostile.runBinary(
      ["check", folder.path + "/app", "-f", "json", "-o", folder.path + "/report.json"], seconds: 120,
      addressSpaceKB: 400_000)
    #expect(run.exitCode == 3, "\(run.stderr)")
    #expect(run.stderr.contains("app/A_Gen.swift: finding rows in this Swift file"), "\(run.stderr)")
    #expect(!run.stderr.contains("no Swift sources"), "\(run.stderr)")
    let json = try #require(
      JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path + "/report.json")))
        as? [String: Any])
    let summary = try #require(json["summary"] as? [String: Any])
    #expect(summary["notice"] == nil)
  }

  @Test(
    "the only Swift file over 16 MiB, or a .swift link not followed: no notice that the paths hold none (A50-3)",
    .enabled(if: Hostile.binary != nil, "needs the built binary"))
  func onlyFileTooLargeOrLinked() throws {
    let folder = try TemporaryFolder("snr-size")
    try folder.write("big/Big.swift", "// " + String(repeating: "a", count: 17 << 20) + "\n")
    try folder.write("big/en.lproj/Localizable.strings", Self.strings)
    try folder.write("linked/en.lproj/Localizable.strings", Self.strings)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/linked/Settings.swift", withDestinationPath: "/nonexistent/Settings.swift")
    // The file too large is a read error (exit 3); the link out a warning, as links out are.
    for (app, exitCode) in [("big", Int32(3)), ("linked", 0)] {
      let run = try Hostile.runBinary(["check", folder.path + "/" + app, "-f", "json"], seconds: 120)
      #expect(run.exitCode == exitCode, "\(app): \(run.stderr)")
      #expect(run.stderr.contains(".swift"), "\(app): \(run.stderr)")
      #expect(!run.stderr.contains("no Swift sources"), "\(app): \(run.stderr)")
    }
  }

  @Test(
    "a Swift file over 1,000,000 tokens: exit 3, the report names it, the app's TF001 error stays",
    .enabled(if: Hostile.binary != nil, "needs the built binary"))
  func overTheTokenCap() throws {
    let folder = try TemporaryFolder("snt")
    // 500,001 `a;`: the 1,000,001st token is the last `a`, at column 1,000,001 (1 MB: read fast).
    try folder.write("app/A_Gen.swift", String(repeating: "a;", count: 500_001) + "\n")
    try folder.write("app/Settings.swift", Self.settings)
    try folder.write("app/en.lproj/Localizable.strings", Self.strings)
    let generated = "\(folder.path)/app/A_Gen.swift"
    let sentence =
      "file has more than 1000000 tokens (names, literals, punctuation), the first one past the limit here; "
      + "Swift files with more are not read"
    // The same report path as a file refused for memory (every format there): three formats.
    for format in ["text", "sarif", "html"] {
      let report = "\(folder.path)/report.\(format)"
      let run = try Hostile.runBinary(
        ["check", folder.path + "/app", "-q", "-f", format, "-o", report], seconds: 120)
      #expect(run.exitCode == 3, "\(format): \(run.stderr)")
      #expect(run.stderr == "Error: \(generated):1:1000001: \(sentence)\n", "\(format)")
      let text = try String(contentsOfFile: report, encoding: .utf8)
      #expect(text.contains(sentence), "\(format) report does not say A_Gen.swift was not read")
      #expect(text.contains("TF001"), "\(format) report lost the app's error")
    }
    let rows = try Hostile.runBinary(["rows", folder.path + "/app"], seconds: 120)
    #expect(rows.exitCode == 3)
    #expect(rows.stderr == "\(generated):1:1000001: error: \(sentence)\n")
    #expect(rows.stdout.contains("real.title"))
    #expect(
      rows.stdout.hasSuffix("\n1 rows in 1 of 2 Swift files; 1 with a title key; 0 unresolved parts.\n"))
  }
}
