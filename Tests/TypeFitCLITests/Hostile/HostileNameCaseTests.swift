import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitCLI

/// Names in capitals: a file's extension is compared without case (`Localizable.STRINGS` is
/// read), and so is an `.lproj` folder's (the forty-fourth attack's A44-2: `DE.LPROJ` was no
/// locale folder, so its strings were checked as the development language's, English).
@Suite("Hostile input: names in capitals")
struct HostileNameCaseTests {
  @Test("DE.LPROJ/Localizable.STRINGS is read as German, beside the development language's file")
  func capitalLprojFolder() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("DE.LPROJ/Localizable.STRINGS", "\"\(Hostile.goodKey)\" = \"Einstellungen\";\n")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let json = try run.jsonObject()
    let results = try #require(json["results"] as? [[String: Any]])
    let locales = results.map { "\($0["file"] as? String ?? "?") \($0["locale"] as? String ?? "?")" }
    #expect(
      locales == [
        "\(folder.path)/DE.LPROJ/Localizable.STRINGS de", "\(folder.path)/\(Hostile.goodFile) en",
      ])
  }

  /// The fiftieth attack's A50-6 and A50-7: what a Mac's case-insensitive file system makes one
  /// file or finds by another name went without a word here.
  @Test("TypeFit.json is named as not used; Swift sources that are case twins are warned of, in the report")
  func configurationAndSwiftTwins() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("TypeFit.json", #"{"failOn": "note"}"#)
    try folder.write("Views/Good.swift", Hostile.goodSwiftView)
    try folder.write("Views/good.swift", "struct Other {}\n")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 0, "\(run.stderr)")
    // The view's two titles have no entry: each is laid out as the key iOS shows (A81-9).
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey, "good.toggle", "good.link"])
    let twin =
      "this file and \(folder.path)/Views/Good.swift are one file on a case-insensitive file system: their file "
      + "names differ only in case. A checkout on a case-insensitive file system (macOS's default) keeps one of "
      + "the two, so the app ships one of them; both are checked here. Keep one"
    #expect(
      run.stderr.split(separator: "\n").map(String.init) == [
        "Warning: \(folder.path)/TypeFit.json is not used as the configuration: its name is typefit.json but "
          + "for case. A case-insensitive file system (macOS's default) finds it, so a run there may apply it; "
          + "keep one file, named typefit.json",
        "Warning: \(folder.path)/Views/good.swift: " + twin,
        "Warning: " + Self.absentTitle("good.toggle", "Toggle at Good.swift:4"),
        "Warning: " + Self.absentTitle("good.link", "NavigationLink at Good.swift:5"),
      ])
    #expect(
      Hostile.diagnostics(run) == [
        "missingPartKey: " + Self.absentTitle("good.toggle", "Toggle at Good.swift:4"),
        "missingPartKey: " + Self.absentTitle("good.link", "NavigationLink at Good.swift:5"),
        "duplicateKey: " + twin,
      ])
  }

  /// The warning of a discovered row whose title key no table has (A81-9).
  static func absentTitle(_ key: String, _ discovered: String) -> String {
    "the row's title \"\(key)\" (discovered: \(discovered)) has no entry in the string files: iOS shows the "
      + "key itself, checked as '\(key)' in 1 locale (en)"
  }
}
