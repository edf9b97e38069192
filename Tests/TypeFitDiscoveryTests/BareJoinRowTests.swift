import Testing

@testable import TypeFitDiscovery

/// The twenty-eighth attack's A28-1: a join holding a ternary of texts written without
/// parentheses around it, directly in a list, was a row per part (`(on ? Text("a") : Text("b")) +
/// Text("c")` gave rows `a (+1)` and `c`), so `check` laid the parts out apart and never the line
/// iOS shows. It is one row, as `Text("a") + Text("c")` and the parenthesised form are: the
/// first text the title, every other part and branch its alternatives.
@Suite("A bare join with a ternary of texts in a list")
struct BareJoinRowTests {
  @Test(
    "is one row, the other parts and branches alternatives of its first text",
    arguments: [
      ("(on ? Text(\"bj.a\") : Text(\"bj.b\")) + Text(\"bj.c\")", "bj.a", ["bj.b", "bj.c"]),
      ("Text(\"bj.c\") + (on ? Text(\"bj.a\") : Text(\"bj.b\"))", "bj.c", ["bj.a", "bj.b"]),
      (
        "(on ? Text(\"bj.a\") : Text(\"bj.b\")) + (on2 ? Text(\"bj.c\") : Text(\"bj.d\"))", "bj.a",
        ["bj.b", "bj.c", "bj.d"]
      ),
      (
        "(on ? Text(\"bj.a\") : Text(\"bj.b\")) + (on2 ? Text(\"bj.c\") : Text(\"bj.d\")) + (on3 ? Text(\"bj.e\") : Text(\"bj.f\"))",
        "bj.a", ["bj.b", "bj.c", "bj.d", "bj.e", "bj.f"]
      ),
      ("on ? Text(\"bj.a\") + Text(\"bj.b\") : Text(\"bj.z\")", "bj.a", ["bj.b", "bj.z"]),
      (
        "on ? Text(\"bj.a\") + Text(\"bj.b\") : on2 ? Text(\"bj.y\") : Text(\"bj.z\")", "bj.a",
        ["bj.b", "bj.y", "bj.z"]
      ),
      ("on ? (Text(\"bj.a\") + Text(\"bj.b\")) : Text(\"bj.z\")", "bj.a", ["bj.b", "bj.z"]),
    ] as [(String, String, [String])])
  func oneRow(line: String, title: String, alternatives: [String]) throws {
    let source = "struct V: View {\n  var body: some View {\n    List {\n      \(line)\n    }\n  }\n}\n"
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.rows.count == 1)
    let row = try #require(result.row(title: title))
    #expect(Set((row.title?.alternatives ?? []).compactMap(\.key)) == Set(alternatives))
    #expect(row.subtitle == nil && row.value == nil)
  }

  @Test("two lines each a join are two rows; a join of Text calls alone is read as before")
  func separateLines() throws {
    let source =
      "struct V: View {\n  var body: some View {\n    List {\n"
      + "      (on ? Text(\"bj.a\") : Text(\"bj.b\")) + Text(\"bj.c\")\n"
      + "      Text(\"bj.d\") + Text(\"bj.e\")\n"
      + "      Text(\"bj.f\")\n    }\n  }\n}\n"
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.rows.map { $0.title?.reference.key } == ["bj.a", "bj.d", "bj.f"])
    #expect(result.rows.map(\.location.line) == [4, 5, 6])
    #expect(result.row(title: "bj.d")?.title?.alternatives == [.key("bj.e", table: nil)])
  }
}
