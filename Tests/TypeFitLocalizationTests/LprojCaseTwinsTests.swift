import Foundation
import Testing

@testable import TypeFitLocalization

@Suite("Tables in .lproj folders that differ only in case")
struct LprojCaseTwinsTests {
  @Test("de.lproj and DE.LPROJ side by side: both read, the later warned of, naming the earlier (A46-4)")
  func twins() throws {
    let root = NSTemporaryDirectory() + "typefit-twins-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let files = FileManager.default
    for (folder, value) in [
      ("de.lproj", "Deutsch klein"), ("DE.LPROJ", "DEUTSCH GROSS"), ("fr.lproj", "Français"),
    ] {
      try files.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
      try Data("\"a\" = \"\(value)\";\n".utf8).write(
        to: URL(fileURLWithPath: root + "/\(folder)/Localizable.strings"))
    }
    // Another table of the same folder is no twin.
    try Data("\"b\" = \"x\";\n".utf8).write(to: URL(fileURLWithPath: root + "/DE.LPROJ/Other.strings"))
    let result = LocalizationReader().read(paths: [root])
    #expect(
      result.strings.filter { $0.locale == "de" }.map(\.value).sorted() == [
        "DEUTSCH GROSS", "Deutsch klein", "x",
      ])
    // The walk's byte order puts `DE.LPROJ` first.
    #expect(
      result.diagnostics.map {
        "\(($0.file as NSString).pathComponents.suffix(2).joined(separator: "/")): \($0.message)"
      }
        == [
          "de.lproj/Localizable.strings: this table and \(root)/DE.LPROJ/Localizable.strings are one table of one "
            + "locale: their folders' names differ only in case. A checkout on a case-insensitive file system "
            + "(macOS's default) keeps one of the two folders, so the app ships one of them; both are checked "
            + "here. Keep one folder"
        ])
    #expect(result.diagnostics.first?.kind == .duplicateKey)
    #expect(result.diagnostics.first?.severity == .warning)
  }
}
