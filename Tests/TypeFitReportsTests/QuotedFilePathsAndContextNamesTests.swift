import Testing
import TypeFitRow

@testable import TypeFitReports

@Suite("Memos the JSON reports keep for a run: file paths and context names")
struct QuotedFilePathsAndContextNamesTests {
  @Test("A file's quoted relative path, kept for the next result, with NFC and NFD names two files")
  func quotedFilePaths() {
    let paths = QuotedFilePaths(sourceRoot: "/src/app")
    var bytes: [UInt8] = []
    let nfc = "/src/app/Caf\u{E9}/de.lproj/A.strings"
    let nfd = "/src/app/Cafe\u{301}/de.lproj/A.strings"
    for file in [nfc, nfc, nfd, nfc, "/elsewhere/\"q\".strings"] {
      paths.append(file, to: &bytes)
      bytes.append(UInt8(ascii: "\n"))
    }
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == "\"Caf\u{E9}/de.lproj/A.strings\"\n\"Caf\u{E9}/de.lproj/A.strings\"\n"
        + "\"Cafe\u{301}/de.lproj/A.strings\"\n\"Caf\u{E9}/de.lproj/A.strings\"\n"
        + "\"/elsewhere/\\\"q\\\".strings\"\n")
  }

  @Test("Context names: a device alone by its name, a repeated device by its full label, widths as widths")
  func contextNames() throws {
    let pro = try Device.named("iPhone 17 Pro")
    let contexts = [
      LayoutContext(device: try Device.named("iPhone SE (3rd generation)")),
      LayoutContext(device: pro), LayoutContext(device: pro, orientation: .landscape),
      LayoutContext(device: .width(320)),
    ]
    let names = ContextNames(contexts)
    #expect(names.names[0] == "iPhone SE (3rd generation)")
    #expect(names.names[1] == "iPhone 17 Pro, 402 pt")
    #expect(names.names[2] == "iPhone 17 Pro, 874 pt, landscape")
    #expect(names.names[3] == "320 pt")
    #expect(names.list([0, 3]) == "iPhone SE (3rd generation), 320 pt")
    // A full label holds commas: the names are told apart with slashes.
    #expect(names.list([0, 1]) == "iPhone SE (3rd generation) / iPhone 17 Pro, 402 pt")
    #expect(
      names.list([0, 3, 0, 3, 0], limit: 4)
        == "iPhone SE (3rd generation), 320 pt, iPhone SE (3rd generation), 320 pt and 1 more")
    #expect(names.list([9]) == "")
  }
}
