import Foundation
import Testing

@testable import TypeFitLocalization

@Suite("Input files whose paths differ only in case")
struct CaseTwinPathsTests {
  /// Writes `files` (path under a new folder, content) and reads the folder.
  static func read(_ files: [(String, String)]) throws -> (root: String, result: LocalizationReadResult) {
    let root = NSTemporaryDirectory() + "typefit-twins-" + UUID().uuidString
    for (path, content) in files {
      let url = URL(fileURLWithPath: root + "/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(content.utf8).write(to: url)
    }
    return (root, LocalizationReader().read(paths: [root]))
  }

  static func warning(_ later: String, _ earlier: String, _ part: String) -> String {
    "\(later): this file and \(earlier) are one file on a case-insensitive file system: their \(part) differ "
      + "only in case. A checkout on a case-insensitive file system (macOS's default) keeps one of the two, so "
      + "the app ships one of them; both are checked here. Keep one"
  }

  @Test("de.lproj and DE.LPROJ side by side: both read, the later warned of, naming the earlier (A46-4)")
  func folderTwins() throws {
    let (root, result) = try Self.read([
      ("de.lproj/Localizable.strings", "\"a\" = \"Deutsch klein\";\n"),
      ("DE.LPROJ/Localizable.strings", "\"a\" = \"DEUTSCH GROSS\";\n"),
      ("fr.lproj/Localizable.strings", "\"a\" = \"Français\";\n"),
      // Another table of the same folder is no twin.
      ("DE.LPROJ/Other.strings", "\"b\" = \"x\";\n"),
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(
      result.strings.filter { $0.locale == "de" }.map(\.value).sorted() == [
        "DEUTSCH GROSS", "Deutsch klein", "x",
      ])
    // The walk's byte order puts `DE.LPROJ` first.
    #expect(
      result.diagnostics.map { "\($0.file): \($0.message)" } == [
        Self.warning(
          root + "/de.lproj/Localizable.strings", root + "/DE.LPROJ/Localizable.strings", "folders' names")
      ])
    #expect(result.diagnostics.first?.kind == .duplicateKey)
    #expect(result.diagnostics.first?.severity == .warning)
  }

  /// Eighty-second attack A82-8 (as for the catalog twins): the paths were compared as written,
  /// so `./de.lproj` beside `//DE.LPROJ` got no warning. They are compared by their names.
  @Test("twins given by paths spelled apart (./de.lproj, //DE.LPROJ) are warned of as in one folder (A82-8)")
  func spelledApart() throws {
    let (root, whole) = try Self.read([
      ("de.lproj/Localizable.strings", "\"a\" = \"Deutsch klein\";\n"),
      ("DE.LPROJ/Localizable.strings", "\"a\" = \"DEUTSCH GROSS\";\n"),
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(whole.diagnostics.count == 1)
    let result = LocalizationReader().read(paths: [root + "/./de.lproj", root + "//DE.LPROJ"])
    // The walk's byte order puts `./de.lproj` first; the later file names it as written.
    #expect(
      result.diagnostics.map { "\($0.file): \($0.message)" } == [
        Self.warning(
          root + "//DE.LPROJ/Localizable.strings", root + "/./de.lproj/Localizable.strings", "folders' names")
      ])
    // The same file by two spellings is no twin of itself.
    let paths = [root + "/de.lproj/Localizable.strings", root + "/./de.lproj/Localizable.strings"]
    let twins = CaseTwinPaths(paths: paths, compared: PairingPaths(workingFolder: "/").key)
    #expect(twins.earlierPath(of: paths[1]) == nil)
  }

  @Test("file names that differ only in case, in their stem or their extension, and String Catalogs (A47-3)")
  func fileTwins() throws {
    let catalog = { (key: String) in
      #"{"sourceLanguage":"en","version":"1.0","strings":{"\#(key)":{"localizations":{"de":{"stringUnit":"#
        + #"{"state":"translated","value":"Hallo"}}}}}}"#
    }
    // The catalogs hold another table than the `.strings` files (`Strings`), so that no
    // catalog in a sibling folder is warned of beside them (U56-5).
    let (root, result) = try Self.read([
      ("t1/de.lproj/Localizable.strings", "\"a\" = \"Eins\";\n"),
      ("t1/de.lproj/localizable.strings", "\"b\" = \"Zwei\";\n"),
      ("t2/de.lproj/Localizable.strings", "\"a\" = \"Eins\";\n"),
      ("t2/de.lproj/Localizable.STRINGS", "\"b\" = \"Zwei\";\n"),
      ("t3/Strings.xcstrings", catalog("k1")),
      ("t3/strings.xcstrings", catalog("k2")),
      ("T4/x/Strings.xcstrings", catalog("k3")),
      ("t4/X/strings.xcstrings", catalog("k4")),
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    // Every file is read.
    #expect(
      result.strings.filter { $0.locale == "de" }.map(\.key).sorted() == [
        "a", "a", "b", "b", "k1", "k2", "k3", "k4",
      ])
    #expect(
      result.diagnostics.map { "\($0.file): \($0.message)" } == [
        Self.warning(
          root + "/t1/de.lproj/localizable.strings", root + "/t1/de.lproj/Localizable.strings", "file names"),
        Self.warning(
          root + "/t2/de.lproj/Localizable.strings", root + "/t2/de.lproj/Localizable.STRINGS", "file names"),
        Self.warning(root + "/t3/strings.xcstrings", root + "/t3/Strings.xcstrings", "file names"),
        Self.warning(
          root + "/t4/X/strings.xcstrings", root + "/T4/x/Strings.xcstrings",
          "folders' and files' names"),
      ])
  }

  /// The fiftieth attack's A50-2: `lowercased()` keeps `ς`, `K` (KELVIN SIGN) and `ſ` (LONG S),
  /// which case folding makes `σ`, `k` and `s`.
  @Test("Case is compared by simple case folding: final sigma, Kelvin sign and long s fold; ß and ss do not")
  func simpleCaseFolding() throws {
    #expect(CaseTwinPaths.caseFolded("ΣΣ") == "σσ")
    #expect(CaseTwinPaths.caseFolded("σς") == "σσ")
    #expect(CaseTwinPaths.caseFolded("\u{212A}.strings") == "k.strings")
    #expect(CaseTwinPaths.caseFolded("\u{17F}.strings") == "s.strings")
    // Status S: capital sharp s folds to ß, not to "ss"; ß, the ligature fi and İ stay.
    #expect(CaseTwinPaths.caseFolded("\u{1E9E}") == "\u{DF}")
    #expect(CaseTwinPaths.caseFolded("\u{DF}\u{FB01}\u{130}") == "\u{DF}\u{FB01}\u{130}")
    #expect(CaseTwinPaths.caseFolded("\u{1F88}") == "\u{1F80}")
    #expect(CaseTwinPaths.caseFolded("Ä.lproj/X.strings") == "ä.lproj/x.strings")
    #expect(CaseTwinPaths.caseFolded("DE.LPROJ") == "de.lproj")
    let (root, result) = try Self.read([
      ("a/ΣΣ.strings", "\"a\" = \"1\";\n"),
      ("a/σς.strings", "\"a\" = \"2\";\n"),
      ("b/\u{212A}.strings", "\"a\" = \"3\";\n"),
      ("b/k.strings", "\"a\" = \"4\";\n"),
      ("c/\u{17F}.strings", "\"a\" = \"5\";\n"),
      ("c/S.strings", "\"a\" = \"6\";\n"),
      ("d/Straße.strings", "\"a\" = \"7\";\n"),
      ("d/Strasse.strings", "\"a\" = \"8\";\n"),
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(result.strings.map(\.value).sorted() == ["1", "2", "3", "4", "5", "6", "7", "8"])
    // In the walk's byte order: Σ (CE A3) before σ (CF 83), k (6B) before K (E2 84 AA), S before ſ.
    #expect(
      result.diagnostics.map { "\($0.file): \($0.message)" } == [
        Self.warning(root + "/a/σς.strings", root + "/a/ΣΣ.strings", "file names"),
        Self.warning(root + "/b/\u{212A}.strings", root + "/b/k.strings", "file names"),
        Self.warning(root + "/c/\u{17F}.strings", root + "/c/S.strings", "file names"),
      ])
  }

  /// Fifty-second attack A52-8: names that differ only in Unicode normalization are one file on
  /// APFS, case-sensitive or not, and were not warned of.
  @Test("names that differ in Unicode normalization, or in it and in case, are twins, and said to be")
  func normalizationTwins() {
    let composed = "R/de.lproj/\u{DC}bersicht.strings"
    let decomposed = "R/de.lproj/U\u{308}bersicht.strings"
    let lower = "R/de.lproj/u\u{308}bersicht.strings"
    let twins = CaseTwinPaths(paths: [composed, decomposed, lower, "R/de.lproj/Other.strings"])
    #expect(twins.earlierPath(of: decomposed) == composed)
    #expect(twins.earlierPath(of: lower) == composed)
    #expect(twins.earlierPath(of: "R/de.lproj/Other.strings") == nil)
    #expect(
      CaseTwinPaths.message(decomposed, earlier: composed)
        == "this file and \(composed) are one file on macOS: their file names differ only in Unicode "
        + "normalization (composed and decomposed forms of the same characters), which APFS ignores. A "
        + "checkout there keeps one of the two, so the app ships one of them; both are checked here. Keep one"
    )
    #expect(
      CaseTwinPaths.message(lower, earlier: composed).contains(
        "differ only in case and Unicode normalization, which a case-insensitive APFS volume (macOS's default) "
          + "ignores"))
    #expect(
      CaseTwinPaths.message("R/u\u{308}.lproj/a.strings", earlier: "R/\u{FC}.lproj/a.strings").contains(
        "their folders' names differ only in Unicode normalization"))
    // Case alone keeps its words.
    #expect(
      CaseTwinPaths.message("R/de.lproj/a.strings", earlier: "R/de.lproj/A.strings").contains(
        "are one file on a case-insensitive file system: their file names differ only in case"))
  }
}
