import Testing

@testable import TypeFitCLI

/// The thirty-seventh attack's A37-4: under a memory limit a check reads its files twice, and
/// the second question could refuse a file the first admitted (exit 0 or 3 from run to run).
@Suite("Address-space budget: a file is admitted once a run")
struct AdmissionMemoTests {
  @Test("the first answer about a path is kept for that question; other paths and questions are asked")
  func firstAnswerKept() {
    let memo = AdmissionMemo()
    var asked = 0
    #expect(
      memo.answer("file", path: "a.xml") {
        asked += 1
        return nil
      } == nil)
    #expect(
      memo.answer("file", path: "a.xml") {
        asked += 1
        return "refused"
      } == nil)
    #expect(
      memo.answer("tree", path: "a.xml") {
        asked += 1
        return "refused"
      } == "refused")
    #expect(
      memo.answer("tree", path: "a.xml") {
        asked += 1
        return nil
      } == "refused")
    #expect(
      memo.answer("file", path: "b.xml") {
        asked += 1
        return "no"
      } == "no")
    #expect(asked == 3)
  }
}
