import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The twenty-eighth attack's A28-2: TF014 counted each branch of a ternary of texts as a text
/// VoiceOver reads (`HStack { on ? Text("a") : Text("b") }` → "2 texts"), though one branch is
/// on screen at a time. A ternary counts as one text, and a group joined to a text with `+` is
/// part of it.
@Suite("TF014 and ternaries of texts")
struct TernaryRowSplitTests {
  /// The TF014 messages of a row written as `stack` in a list.
  static func rowSplits(_ stack: String) -> [String] {
    let source = "struct V: View {\n  var body: some View {\n    List {\n      \(stack)\n    }\n  }\n}\n"
    return RowDiscovery().discover(source: source, path: "V.swift").findings.filter { $0.ruleID == .rowSplit }
      .map(\.message)
  }

  @Test(
    "a ternary of texts, or a join holding one, is one text: no TF014",
    arguments: [
      "HStack { on ? Text(\"a\") : Text(\"b\") }",
      "HStack { (on ? Text(\"a\") : Text(\"b\")) + Text(\"c\") }",
      "HStack { on ? Text(\"a\") + Text(\"b\") : Text(\"z\") }",
      "HStack { Text(\"c\") + (on ? Text(\"a\") : Text(\"b\")) }",
      "HStack { c0 ? Text(\"a\") : c1 ? Text(\"b\") : Text(\"c\") }",
    ])
  func oneText(stack: String) {
    #expect(Self.rowSplits(stack) == [])
  }

  @Test("a text beside a joined ternary is two texts, named as shown")
  func twoTexts() {
    #expect(
      Self.rowSplits("HStack { Text(\"t\"); (on ? Text(\"a\") : Text(\"b\")) + Text(\"c\") }") == [
        "HStack row with 2 texts (\"t\", \"a\") that VoiceOver reads as separate elements; "
          + "add .accessibilityElement(children: .combine)"
      ])
    #expect(
      Self.rowSplits("VStack { on ? Text(\"a\") : Text(\"b\"); Text(\"t\") }").first?.hasPrefix(
        "VStack row with 2 texts (\"a\", \"t\")") == true)
  }
}
