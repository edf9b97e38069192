import Foundation
import Testing
import _TypeFitTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A Swift file or folder whose name is not UTF-8 is reported by its escaped bytes by `rows`
/// and by `check`'s discovery, not skipped in silence.
@Suite("Hostile input: Swift file names that are not UTF-8")
struct HostileSwiftFileNameTests {
  /// Creates `prefix` + byte 0xFE + `suffix` under `folder`: a file holding `text`, or a folder.
  private func make(_ folder: TemporaryFolder, _ prefix: String, _ suffix: String, text: String?) {
    var bytes = Array((folder.path + "/" + prefix).utf8) + [0xFE] + Array(suffix.utf8) + [0]
    let made = bytes.withUnsafeMutableBufferPointer { pointer -> Bool in
      pointer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: pointer.count) { name in
        guard let text else { return mkdir(name, 0o755) == 0 }
        let descriptor = open(name, O_CREAT | O_WRONLY, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let data = Array(text.utf8)
        return write(descriptor, data, data.count) == data.count
      }
    }
    #expect(made)
  }

  @Test(
    "rows names a .swift file that is not UTF-8 by its escaped bytes and exits 3; the good view is listed")
  func rowsFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("Good.swift", Hostile.goodSwiftView)
    make(folder, "V", ".swift", text: "List { NavigationLink(\"k\") { Text(\"x\") } }\n")
    let run = CapturedRun(["rows", folder.path, "--format", "json"])
    #expect(run.exitCode == 3)
    #expect(
      run.stderr == "Error: " + folder.path + "/V\\xFE.swift: file name is not valid UTF-8; not read\n")
    #expect(run.stdout.contains("\"good.toggle\""))
  }

  @Test("rows names a folder that is not UTF-8 and exits 3")
  func rowsFolder() throws {
    let folder = try TemporaryFolder()
    try folder.write("Good.swift", Hostile.goodSwiftView)
    make(folder, "Src", "", text: nil)
    let run = CapturedRun(["rows", folder.path])
    #expect(run.exitCode == 3)
    #expect(
      run.stderr == "Error: " + folder.path
        + "/Src\\xFE: folder name is not valid UTF-8; not searched, so no Swift file inside it is read\n"
    )
  }

  @Test("check reports the Swift file in its diagnostics and exits 3; the strings are still checked")
  func checkFile() throws {
    let folder = try Hostile.folderWithGoodFile()
    make(folder, "V", ".swift", text: "List { NavigationLink(\"good.key\") { Text(\"x\") } }\n")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 3)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(Hostile.diagnostics(run) == ["invalidFileName: file name is not valid UTF-8; not read"])
    #expect(run.stderr.contains(#"/V\xFE.swift: file name is not valid UTF-8; not read"#))
  }
}

/// When every entry of the files read was skipped, `check` prints why with its error.
@Suite("Hostile input: nothing checked because every entry was skipped")
struct HostileEverythingSkippedTests {
  @Test("a .stringsdict whose only key has no format key: the warning is printed with the error")
  func stringsDictWithoutFormatKey() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "de.lproj/Localizable.stringsdict",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>k</key><dict>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\
      <key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d viele</string></dict>
      </dict></dict></plist>

      """)
    let run = CapturedRun(["check", folder.path, "--format", "json", "--output", "/dev/null", "--quiet"])
    #expect(run.exitCode == 3)
    let lines = run.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(
      lines.first?.hasPrefix("Warning: " + folder.path + "/de.lproj/Localizable.stringsdict:3:") == true)
    #expect(lines.first?.contains("NSStringLocalizedFormatKey") == true)
    #expect(
      lines.last
        == "Error: nothing was checked: 1 file read in \(folder.path), every entry skipped (see the warnings "
        + "above)")
  }
}
