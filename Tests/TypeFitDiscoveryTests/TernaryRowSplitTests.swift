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

  /// A fresh user's U56-7: an `if`/`else` subtitle's two texts were counted as two, a ternary's
  /// as one; one body is on screen at a time, so the chain counts as its body with the most
  /// texts.
  @Test("an if/else chain counts its widest body's texts, as a ternary counts one branch")
  func ifElseChain() {
    #expect(
      Self.rowSplits("VStack { Text(\"t\"); if on { Text(\"a\") } else { Text(\"b\") } }") == [
        "VStack row with 2 texts (\"t\", \"a\") that VoiceOver reads as separate elements; "
          + "add .accessibilityElement(children: .combine)"
      ])
    #expect(
      Self.rowSplits("VStack { Text(\"t\"); on ? Text(\"a\") : Text(\"b\") }")
        == Self.rowSplits("VStack { Text(\"t\"); if on { Text(\"a\") } else { Text(\"b\") } }"))
    // One text alone in each body of a chain: no TF014.
    #expect(
      Self.rowSplits(
        "VStack { if let n = items.first(where: { $0.on }) { Text(n.name) } else if off { Text(\"b\") } else { Text(\"c\") } }"
      ) == [])
    // The body with the most texts is counted, and the texts after the chain.
    #expect(
      Self.rowSplits("VStack { if on { Text(\"a\") } else { Text(\"b\"); Text(\"c\") }; Text(\"d\") }").first?
        .hasPrefix("VStack row with 3 texts (\"b\", \"c\", \"d\")") == true)
    // A control in a body: no TF014, as for a control anywhere in the row.
    #expect(
      Self.rowSplits("VStack { Text(\"t\"); if on { Text(\"a\") } else { Button(\"b\") {}; Text(\"c\") } }")
        == [])
  }
}
