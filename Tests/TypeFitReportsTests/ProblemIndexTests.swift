import Testing
import TypeFitCheck
import TypeFitLocalization
import TypeFitRow

@testable import TypeFitReports

@Suite("Problems found by row, then by rule, part, context and subject")
struct ProblemIndexTests {
  static let privacy = ProblemIndex.Row(
    key: ExactText("settings.privacy"), table: "App/Localizable", variant: "base")

  static func part(
    _ rule: RuleID = .labelTruncated, severity: Severity = .error, part: String = "title", context: Int = 0,
    subject: String = "title truncates"
  ) -> ProblemIndex.Part {
    ProblemIndex.Part(rule: rule, severity: severity, part: part, context: context, subject: subject)
  }

  @Test("A row is numbered once; the same row asked again, after another or not, has its number")
  func rows() {
    var index = ProblemIndex()
    let first = index.row(Self.privacy)
    #expect(first == 0)
    #expect(index.row(Self.privacy) == 0)
    var widget = Self.privacy
    widget.table = "Widget/Localizable"
    #expect(index.row(widget) == 1)
    var plural = Self.privacy
    plural.variant = "plural.one"
    #expect(index.row(plural) == 2)
    // Back to the first row after others: the dictionary, not the last row, finds it.
    #expect(index.row(Self.privacy) == 0)
    #expect(index.rowCount == 3)
  }

  @Test("Keys compare by bytes, tables and variants as strings (NFC and NFD keys are two rows)")
  func equalities() {
    var index = ProblemIndex()
    let nfc = ProblemIndex.Row(key: ExactText("caf\u{E9}"), table: "caf\u{E9}/Localizable", variant: "base")
    let nfdKey = ProblemIndex.Row(key: ExactText("cafe\u{301}"), table: nfc.table, variant: "base")
    let nfdTable = ProblemIndex.Row(key: nfc.key, table: "cafe\u{301}/Localizable", variant: "base")
    #expect(index.row(nfc) == 0)
    #expect(index.row(nfdKey) == 1)
    // As `ProblemList.Identity` compares a table: canonically equivalent strings are one.
    #expect(index.row(nfdTable) == 0)
  }

  @Test("A problem is found by every field of its part; one field apart is another problem")
  func problems() {
    var index = ProblemIndex()
    let row = index.row(Self.privacy)
    #expect(index.problem(in: row, Self.part()) == nil)
    index.insert(7, in: row, Self.part())
    index.insert(9, in: row, Self.part(context: 2))
    #expect(index.problem(in: row, Self.part()) == 7)
    #expect(index.problem(in: row, Self.part(context: 2)) == 9)
    #expect(index.problem(in: row, Self.part(context: 1)) == nil)
    #expect(index.problem(in: row, Self.part(context: 3)) == nil)
    #expect(index.problem(in: row, Self.part(.labelWraps)) == nil)
    #expect(index.problem(in: row, Self.part(severity: .warning)) == nil)
    #expect(index.problem(in: row, Self.part(part: "subtitle")) == nil)
    #expect(index.problem(in: row, Self.part(subject: "title wraps")) == nil)
    // The same part in another row is not found there.
    let other = index.row(
      ProblemIndex.Row(key: ExactText("settings.general"), table: "App/Localizable", variant: "base"))
    #expect(index.problem(in: other, Self.part()) == nil)
    index.insert(11, in: other, Self.part())
    #expect(index.problem(in: other, Self.part()) == 11)
    #expect(index.problem(in: row, Self.part()) == 7)
  }
}
