import Foundation
import Testing
import _TypeFitTestSupport

/// The twenty-first attack's A21-17: a `.swift` symbolic link out of the input was warned on
/// standard error only and was in none of the reports, while the localization files' links of
/// the same run were listed among the report's diagnostics; a pull request replacing
/// `Settings.swift` by such a link removed its rows with nothing in the uploaded report. The link
/// is now a warning of the report too, kinded as the localization walker's links are.
@Suite("Hostile input: a Swift source linked out of the input, in the report")
struct HostileSwiftLinkReportTests {
  /// The good strings file and Swift view, a `.swift` link out of the input, a dangling one and
  /// a `.strings` link out.
  static func folder() throws -> (folder: TemporaryFolder, outside: TemporaryFolder) {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write(
      Hostile.goodFile,
      "\"\(Hostile.goodKey)\" = \"Settings\";\n\"good.toggle\" = \"Wi-Fi\";\n\"good.link\" = \"About\";\n")
    try folder.write("Good.swift", "import SwiftUI\n" + Hostile.goodSwiftView + "\n")
    let outside = try TemporaryFolder()
    try outside.write("Settings.swift", "struct Secret {}\n")
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder.path + "/Sub", withIntermediateDirectories: true)
    try manager.createSymbolicLink(
      atPath: folder.path + "/Sub/Settings.swift", withDestinationPath: outside.path + "/Settings.swift")
    try manager.createSymbolicLink(
      atPath: folder.path + "/Sub/Gone.swift", withDestinationPath: "Missing.swift")
    try manager.createSymbolicLink(
      atPath: folder.path + "/en.lproj/Other.strings", withDestinationPath: outside.path + "/Other.strings")
    return (folder, outside)
  }

  @Test("JSON: the Swift links are warnings among the diagnostics; the good rows are all checked, exit 0")
  func jsonDiagnostics() throws {
    let (folder, outside) = try Self.folder()
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(Set(Hostile.resultKeys(run)) == [Hostile.goodKey, "good.toggle", "good.link"])
    let json = try run.jsonObject()
    let list = try #require(json["diagnostics"] as? [[String: Any]])
    let entries = list.map {
      "\($0["severity"] as? String ?? "?") \($0["kind"] as? String ?? "?") \($0["file"] as? String ?? "?"): "
        + "\($0["message"] as? String ?? "")"
    }
    #expect(
      Set(entries) == [
        "warning externalLink \(folder.path)/en.lproj/Other.strings: symbolic link leads outside the input "
          + "(to \(outside.path)/Other.strings); not followed (--follow-external-links allows it)",
        "warning externalLink \(folder.path)/Sub/Settings.swift: symbolic link leads outside the input "
          + "(to \(outside.path)/Settings.swift); not followed",
        "warning unreadableFile \(folder.path)/Sub/Gone.swift: symbolic link cannot be resolved (dangling or looping)",
      ], "\(entries)")
    #expect(entries.count == 3, "each link once: the dangling one by the localization walker, as before")
    // Still said on standard error, at the path (A29-4: at a made-up `:1:1`), with the
    // `.strings` link's warning of the report (A29-4: not at all).
    #expect(
      run.stderr
        == "Warning: \(folder.path)/Sub/Settings.swift: symbolic link leads outside the input "
        + "(to \(outside.path)/Settings.swift); not followed\n"
        + "Warning: \(folder.path)/Sub/Gone.swift: symbolic link cannot be resolved (dangling or looping)\n"
        + "Warning: \(folder.path)/en.lproj/Other.strings: symbolic link leads outside the input "
        + "(to \(outside.path)/Other.strings); not followed (--follow-external-links allows it)\n",
      "\(run.stderr)")
  }

  @Test(
    "a folder link and a file link out reach standard error once each, at their paths, as the report says them (A29-4)"
  )
  func linksOnStandardError() throws {
    let outside = try TemporaryFolder()
    try outside.write("App/s.strings", "\"s\" = \"y\";\n")
    let folder = try TemporaryFolder()
    try folder.write("t/en.lproj/Localizable.strings", "\"k\" = \"x\";\n")
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: folder.path + "/t/x", withDestinationPath: outside.path + "/App")
    try manager.createSymbolicLink(
      atPath: folder.path + "/t/en.lproj/Other.strings", withDestinationPath: outside.path + "/App/s.strings")
    let expected =
      "Warning: \(folder.path)/t/en.lproj/Other.strings: symbolic link leads outside the input (to "
      + "\(outside.path)/App/s.strings); not followed (--follow-external-links allows it)\n"
      + "Warning: \(folder.path)/t/x: symbolic link leads outside the input (to \(outside.path)/App); not "
      + "followed (--follow-external-links allows it)\n"
    let run = CapturedRun(["check", folder.path + "/t", "-q", "-f", "json", "--fail-on", "never"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stderr == expected, "\(run.stderr)")
    #expect(Hostile.diagnostics(run).count == 2, "\(Hostile.diagnostics(run))")
    // Without source discovery, the same lines.
    let plain = CapturedRun([
      "check", folder.path + "/t", "-q", "-f", "json", "--fail-on", "never", "--no-discovery",
    ])
    #expect(plain.stderr == expected, "\(plain.stderr)")
  }

  @Test("text and SARIF: the Swift link out is listed in the report")
  func textAndSARIF() throws {
    let (folder, outside) = try Self.folder()
    let message = "symbolic link leads outside the input (to \(outside.path)/Settings.swift); not followed"
    let text = CapturedRun(["check", folder.path, "-q", "--categories", "large"])
    #expect(text.exitCode == 0, "\(text.stderr)")
    #expect(text.stdout.contains("\(folder.path)/Sub/Settings.swift: \(message)"), "\(text.stdout)")
    let sarif = CapturedRun(["check", folder.path, "-q", "--categories", "large", "-f", "sarif"])
    #expect(sarif.exitCode == 0, "\(sarif.stderr)")
    #expect(sarif.stdout.contains(message), "\(sarif.stdout.prefix(3000))")
  }
}
