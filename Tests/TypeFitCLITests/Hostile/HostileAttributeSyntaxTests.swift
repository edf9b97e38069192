import Foundation
import Testing
import _TypeFitTestSupport

/// The twenty-first attack's A21-1: the inline attribute syntax `^[text](attributes)` that every
/// value is read for (even with `--no-discovery`) searched for the `]` of each `^[` to the end
/// of the value, so a value of `^[` × 22,000 took about 4 s and 20 of them stopped a run. Each
/// bracket is now matched once (`MarkdownBrackets`).
@Suite(
  "Hostile input: inline attribute syntax in every value",
  .enabled(if: Hostile.binary != nil, "needs the built binary"))
struct HostileAttributeSyntaxTests {
  /// A value of `count` unmatched `^[`: 2 × `count` characters, under the label limit.
  static func carets(_ count: Int) -> String { String(repeating: "^[", count: count) }

  @Test("four values of ^[ × 22,000 are checked as written, ^[…](inflect: true) still read")
  func unmatchedCarets() throws {
    let folder = try Hostile.folderWithGoodFile()
    var table = ""
    for index in 0..<4 { table += "\"caret.\(index)\" = \"\(Self.carets(22_000))\";\n" }
    table += "\"caret.inflect\" = \"^[1 Foto](inflect: true) geteilt\";\n"
    table += "\"caret.after\" = \"\(Self.carets(5_000))^[2 Fotos](inflect: true)\";\n"
    try folder.write("de.lproj/Localizable.strings", table)
    let run = try Hostile.runBinary(
      [
        "check", folder.path, "-q", "-f", "json", "--no-discovery", "--fail-on", "never", "--categories",
        "large",
      ],
      seconds: 60)
    #expect(!run.timedOut)
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stderr == "")
    let texts = try HostileMarkdownTests.titles(run.stdout)
    #expect(texts[Hostile.goodKey] == "Settings")
    for index in 0..<4 { #expect(texts["caret.\(index)"] == Self.carets(22_000)) }
    #expect(texts["caret.inflect"] == "1 Foto geteilt")
    #expect(texts["caret.after"] == Self.carets(5_000) + "2 Fotos")
  }
}
