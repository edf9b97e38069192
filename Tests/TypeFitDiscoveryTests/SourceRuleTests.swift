import Foundation
import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The source rules on fixtures whose lines say what must be reported there: a line ending in
/// `// TF009` must have exactly that rule's finding, `// note` a note, every other line nothing.
@Suite("Source rules")
struct SourceRuleTests {
  /// `line → expected marker` from the fixture's trailing comments.
  static func expected(in name: String) throws -> [Int: String] {
    let text = try String(contentsOfFile: Fixtures.path("SourceRules/" + name), encoding: .utf8)
    var result: [Int: String] = [:]
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard let range = line.range(of: "  // ", options: .backwards) else { continue }
      let marker = String(line[range.upperBound...])
      if marker.hasPrefix("TF") || marker == "note" { result[index + 1] = marker }
    }
    return result
  }

  /// `line → marker` of the findings reported.
  static func reported(_ findings: [SourceFinding]) -> [Int: String] {
    Dictionary(
      findings.map { ($0.location.line, $0.isUnresolved ? "note" : $0.ruleID.rawValue) },
      uniquingKeysWith: { first, second in first + "," + second })
  }

  @Test(
    "SwiftUI: fixed sizes, .custom(fixedSize:), fixed app fonts, clamps, shrinking, fixed heights in rows")
  func swiftUI() throws {
    let result = Fixtures.discover(["SourceRules/SwiftUIFonts.swift"])
    #expect(Self.reported(result.findings) == (try Self.expected(in: "SwiftUIFonts.swift")))
  }

  @Test(
    "UIKit: fixed UIFonts not scaled, adjustsFontForContentSizeCategory = false, shrinking, fixed heights")
  func uiKit() throws {
    let result = Fixtures.discover(["SourceRules/UIKitFonts.swift"])
    #expect(Self.reported(result.findings) == (try Self.expected(in: "UIKitFonts.swift")))
  }

  @Test(
    "Accessibility: tap-gesture rows, chevrons read aloud, split rows, link traits, ODS selection items in links"
  )
  func accessibility() throws {
    let result = Fixtures.discover(["SourceRules/Accessibility.swift"])
    #expect(Self.reported(result.findings) == (try Self.expected(in: "Accessibility.swift")))
  }

  @Test(
    "The app's own view types placed in a list are rows: their bodies are checked in the file that declares them"
  )
  func rowViews() throws {
    let result = Fixtures.discover(["SourceRules/RowViewList.swift", "SourceRules/RowViews.swift"])
    #expect(result.findings.allSatisfy { $0.location.file.hasSuffix("RowViews.swift") })
    #expect(Self.reported(result.findings) == (try Self.expected(in: "RowViews.swift")))
    // Read alone, the declarations are not rows: nothing places them in a list.
    #expect(Fixtures.discover(["SourceRules/RowViews.swift"]).findings.isEmpty)
  }

  @Test(
    "Deep nesting: 126 lists nested in rows and 126 nested NavigationLink labels are read; 1,000 are too deep",
    arguments: [126, 1_000])
  func deepNesting(depth: Int) {
    // Three brackets for the struct, body and list, two per level, one for the innermost call's
    // parenthesis: 256 brackets at 126 levels, RowDiscovery.maximumNestingDepth.
    var lists = "struct A: View { var body: some View { List {\n"
    for _ in 0..<depth { lists += "VStack { Text(\"a\")\n Text(\"b\")\n List {\n" }
    for _ in 0..<depth { lists += "} }\n" }
    lists += "} } }\n"
    let listsResult = RowDiscovery().discover(source: lists, path: "Lists.swift")
    var links = "struct B: View { var body: some View { List {\n"
    for _ in 0..<depth { links += "NavigationLink(value: 1) { HStack { Text(\"a\")\n" }
    links += "Image(systemName: \"chevron.right\").accessibilityAddTraits(.isLink)\n"
    for _ in 0..<depth { links += "} }\n" }
    links += "} } }\n"
    let linksResult = RowDiscovery().discover(source: links, path: "Links.swift")
    guard depth <= 126 else {
      // Past the limit the file is reported at its 257th bracket and not searched.
      #expect(listsResult.findings.isEmpty && linksResult.findings.isEmpty)
      #expect(
        listsResult.diagnostics.map(\.description) == [
          "Lists.swift:380:14: error: brackets nested more than 256 levels deep; this file is not searched for rows"
        ])
      #expect(linksResult.diagnostics.map { "\($0.kind) \($0.location.line)" } == ["nestingTooDeep 128"])
      return
    }
    // The outer row's two texts; the list nested in it is not part of its name.
    #expect(listsResult.findings.map(\.ruleID) == [.rowSplit])
    #expect(listsResult.findings.first?.message.hasPrefix("VStack row with 2 texts") == true)
    #expect(listsResult.diagnostics.isEmpty && linksResult.diagnostics.isEmpty)
    #expect(linksResult.findings.map(\.ruleID) == [.chevronNotDecorative, .rowLinkTrait])
    #expect(linksResult.findings.first?.location.line == depth + 2)
  }

  @Test("Messages quote the fixed size, the shrink factor, the clamp and the height with the Swift location")
  func messages() throws {
    let result = Fixtures.discover(["SourceRules/SwiftUIFonts.swift", "SourceRules/UIKitFonts.swift"])
    let lines = result.findings.map { "\($0.location.line):\($0.location.column) \($0.message)" }
    #expect(
      lines.contains(
        "8:10 .font(.system(size: 15)) is 15 pt at every category: it does not scale with Dynamic Type"))
    #expect(
      lines.contains(
        "25:23 .minimumScaleFactor(0.5) shrinks the text to 50 % of its size instead of wrapping it"))
    #expect(
      lines.contains(
        "27:23 .dynamicTypeSize(...DynamicTypeSize.xxxLarge) stops the text at xxxLarge: the 5 larger categories "
          + "are never reached"))
    #expect(
      lines.contains(
        "28:29 .dynamicTypeSize(.small ... .large) stops the text at large: the 8 larger categories are never reached"
      ))
    #expect(
      lines.contains(
        "32:10 .frame(height: 44) on NavigationLink fixes the row's height at 44 pt: its text is cut when it grows "
          + "with Dynamic Type"))
    #expect(
      lines.contains(
        "36:12 tableView(_:heightForRowAt:) returns 72: the row's height is fixed at 72 pt and its text is cut when it grows with Dynamic Type"
      ))
    let first = try #require(result.findings.first)
    #expect(
      first.description.hasSuffix(
        "SwiftUIFonts.swift:8:10: error: TF009 label-not-scaled: .font(.system(size: 15)) is 15 pt at every category: it does not scale with Dynamic Type"
      ))
  }
}
