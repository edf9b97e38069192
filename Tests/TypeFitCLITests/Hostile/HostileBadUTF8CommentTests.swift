import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// The forty-sixth attack's A46-1: a 10 MB `.strings` whose comment is 0xFF bytes is 30 MB of
/// text (each bad byte a U+FFFD), which the memory question charged as 10 MB; made through a
/// string and trimmed through `NSString`, it ended the process in a failed allocation (exit 134)
/// at every `ulimit -v` from 320,000 to 370,000 KiB. The question now counts the text, and the
/// text is made without the copies.
@Suite(
  "Hostile input: a file of bad UTF-8 under a memory limit",
  .enabled(if: Hostile.binary != nil, "needs the built binary"))
struct HostileBadUTF8CommentTests {
  @Test(
    "10 MB of 0xFF in a comment under ulimit -v 350000 and 400000: refused by name or read, the good file checked",
    arguments: [350_000, 400_000])
  func badCommentUnderLimit(limitKB: Int) throws {
    let folder = try TemporaryFolder("bad-utf8")
    let files = FileManager.default
    try files.createDirectory(atPath: folder.path + "/app/a/de.lproj", withIntermediateDirectories: true)
    let bytes: [UInt8] =
      Array("/*".utf8) + Array(repeating: 0xFF, count: 10_000_000) + Array("*/ \"k\" = \"v\";\n".utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: folder.path + "/app/a/de.lproj/Localizable.strings"))
    try files.createDirectory(atPath: folder.path + "/app/z/de.lproj", withIntermediateDirectories: true)
    try "\"good\" = \"Gut\";\n".write(
      toFile: folder.path + "/app/z/de.lproj/Localizable.strings", atomically: false, encoding: .utf8)
    // Refused by name (3), or read with its encoding error (3); never a signal.
    let (_, keys, messages) = try Hostile.jsonCheckUnderLimit(folder.path + "/app", addressSpaceKB: limitKB)
    #expect(keys.contains("good"))
    #expect(
      messages.contains { $0.contains("(30000016 bytes as text)") && $0.contains("ulimit -v") }
        || messages.contains("invalid UTF-8; bad bytes were replaced by U+FFFD"), "\(messages)")
  }
}
