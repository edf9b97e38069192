import Foundation
import Testing
import _TypeFitTestSupport

/// A shard's value that no run writes is refused, naming the file, the line and the value
/// (twenty-seventh attack A27-2: `"context":99` in a run of one context, a category `"huge"`,
/// `"line":1e400`, `"height":-1e308`, a locale `"\u0000"` and a problem's `"contexts":[99,-1]` were
/// merged into the report that claims to be the unsharded run's).
@Suite("Hostile input: merge checks each result's and problem's values")
struct HostileMergeValueTests {
  @Test(
    "A value out of range in a result: exit 3, the file, the line and the value named",
    arguments: [
      ("json", "context", "99", "\"context\" 99 is not an index of the run's 1 layout context"),
      ("json", "category", "\"huge\"", "\"category\" \"huge\" is not a category of the run"),
      ("json", "line", "1e400", "\"line\" 1e400 is not a finite number"),
      ("json", "height", "-1e308", "\"height\" -1e308 is negative"),
      ("json", "locale", #""\u0000""#, #""locale" "\u0000" is not a BCP 47 language tag"#),
      ("ndjson", "locale", #""x y""#, #""locale" "x y" is not a BCP 47 language tag"#),
      ("ndjson", "height", "-1", "\"height\" -1 is negative"),
    ])
  func resultValue(format: String, member: String, value: String, problem: String) throws {
    var line = 0
    let run = try HostileMergeTests.mergeEdited(format) { text in
      let result = try #require(text.range(of: format == "json" ? "\n{\"index\":" : "{\"type\":\"result\","))
      let name = try #require(text[result.upperBound...].range(of: "\"\(member)\":"))
      let end = try #require(text[name.upperBound...].firstIndex { $0 == "," || $0 == "}" })
      line = HostileMergeTests.lineAndColumn(of: name.lowerBound, in: text).line
      return text.replacingCharacters(in: name.upperBound..<end, with: value)
    }
    #expect(run.exitCode == 3)
    #expect(run.stderr == "Error: \(run.edited) is malformed: line \(line) is a result whose \(problem)\n")
  }

  @Test(
    "A problem's context index past the run's, or its locales empty: exit 3, the value named",
    arguments: [
      (
        "\"contexts\":[0]", "\"contexts\":[99,-1]",
        "\"contexts\" 99 is not an index of the run's 1 layout context"
      ),
      ("\"context\":0,", "\"context\":2,", "\"context\" 2 is not an index of the run's 1 layout context"),
      ("\"locales\":[{", "\"locales\":[],\"x\":[{", "\"locales\" is empty"),
    ])
  func problemValue(old: String, new: String, problem: String) throws {
    let run = try HostileMergeTests.mergeEdited("json") { text in
      let problems = try #require(text.range(of: "\n\"problems\":[\n"))
      let range = try #require(text[problems.upperBound...].range(of: old))
      return text.replacingCharacters(in: range, with: new)
    }
    #expect(run.exitCode == 3)
    #expect(run.stderr == "Error: \(run.edited) is malformed: a problem whose \(problem)\n")
  }
}
