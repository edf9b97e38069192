import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The twenty-seventh attack's A27-3: a chain of `Text` views joined by `?` and `:` directly in a
/// list, in a `Toggle`'s label or in parentheses was read in time quadratic in its branches (each
/// `:` scanned to the chain's end, and each text searched every branch around it: 4,000 branches
/// 9.8 s of debug CPU, 16,000 past a minute). Each position is now scanned once per limit
/// (``ExpressionEnds``), and a container knows whether it is in a branch and which stack it is in.
@Suite("SwiftUI rows: long ternary chains of texts")
struct TernaryChainScaleTests {
  /// `c0 ? Text("t.0") : c1 ? Text("t.1") : … : Text("t.end")`, `count` conditions.
  static func chain(_ count: Int) -> String {
    (0..<count).map { "c\($0) ? Text(\"t.\($0)\")" }.joined(separator: " : ") + " : Text(\"t.end\")"
  }

  @Test(
    "3,000 branches in a list, a Toggle label and parentheses: one row, every other branch an alternative",
    arguments: ["list", "toggle", "parenthesised"])
  func longChain(place: String) throws {
    let chain = Self.chain(3_000)
    let line: String
    switch place {
    case "toggle": line = "Toggle(isOn: $on) { \(chain) }"
    case "parenthesised": line = "(\(chain)).lineLimit(1)"
    default: line = chain
    }
    let source = "struct V: View {\n  var body: some View {\n    List {\n      \(line)\n    }\n  }\n}\n"
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.rows.count == 1)
    let row = try #require(result.row(title: "t.0"))
    #expect(row.title?.alternatives.count == 3_000)
    #expect(row.title?.alternatives.last == .key("t.end", table: nil))
    #expect(row.title?.lineLimit == (place == "parenthesised" ? 1 : nil))
    #expect(row.subtitle == nil && row.value == nil)
  }

  @Test("a toggle style chosen by a 3,000-branch ternary of .switch: one Toggle row with its switch")
  func toggleStyleChain() throws {
    let styles = (0..<3_000).map { "c\($0) ? .switch" }.joined(separator: " : ") + " : .switch"
    let source =
      "struct V: View {\n  var body: some View {\n    List {\n      Toggle(\"t.style\", isOn: $on)"
      + ".toggleStyle(\(styles))\n    }\n  }\n}\n"
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.rows.count == 1)
    let row = try #require(result.row(title: "t.style"))
    #expect(row.construct == .toggle)
    #expect(row.accessory == .toggle)
  }

  @Test("a scan from a position an earlier scan went on from ends where the full scan does")
  func expressionEndsMatchFullScans() {
    let source = "a ? f(x ? y : z) : b ? [1, 2] : c\n  .m(1) : d\nlet e = 1"
    let stream = TokenStream(file: "V.swift", tokens: SwiftLexer.tokenize(source, file: "V.swift").tokens)
    var ends = ExpressionEnds()
    // Every start, in order and in reverse, with two limits: the memo agrees with the scan.
    for limit in [stream.count, stream.count - 3] {
      for start in Array(0..<limit) + Array((0..<limit).reversed()) {
        #expect(
          ends.end(from: start, limit: limit, in: stream) == stream.expressionEnd(from: start, limit: limit),
          "start \(start), limit \(limit)")
      }
    }
  }
}
