import Foundation
import Testing
import _TypeFitTestSupport

/// A line limit is read as the compiler reads its literal: `0x2`, `0b11`, `0o7` and `1_000` are
/// their values, and a prefix operator other than `+` (`~1` is −2, `-1`, `!1`) makes the limit
/// not known, with a note quoting it (the sixteenth attack's A16-4: `.lineLimit(~1)` and
/// `numberOfLines = ~1` were read as one line, the hexadecimal, binary and octal literals as
/// not known without a word).
@Suite("Hostile input: line limit literals in Swift sources")
struct HostileLineLimitLiteralTests {
  static let swiftUI = """
    import SwiftUI
    struct V: View { var body: some View { List {
      NavigationLink("t.tilde") { Text("x") }.lineLimit(~1)
      NavigationLink("t.not") { Text("x") }.lineLimit(!1)
      NavigationLink("t.minus") { Text("x") }.lineLimit(-1)
      NavigationLink("t.hex") { Text("x") }.lineLimit(0x2)
      NavigationLink("t.bin") { Text("x") }.lineLimit(0b11)
      NavigationLink("t.oct") { Text("x") }.lineLimit(0o7)
      NavigationLink("t.sep") { Text("x") }.lineLimit(1_000)
      NavigationLink("t.plus") { Text("x") }.lineLimit(+2)
      NavigationLink("t.bighex") { Text("x") }.lineLimit(0x2711)
      NavigationLink("t.bigbin") { Text("x") }.lineLimit(0b1111_1111_1111_1111)
      NavigationLink("t.range") { Text("x") }.lineLimit(1...0x3)
      NavigationLink("t.upper") { Text("x") }.lineLimit(0...~3)
      NavigationLink("t.computed") { Text("x") }.lineLimit(3 - ~1)
    } } }

    """

  static let uiKit = """
    import UIKit
    final class C: UITableViewCell {
      func f() {
        var c = defaultContentConfiguration()
        c.text = NSLocalizedString("u.tilde", comment: "")
        c.textProperties.numberOfLines = ~1
        contentConfiguration = c
      }
      func g() {
        var c = defaultContentConfiguration()
        c.text = NSLocalizedString("u.hex", comment: "")
        c.textProperties.numberOfLines = 0x3
        contentConfiguration = c
      }
    }

    """

  /// What `rows -f json` says of each row: its title key and line limit, in order.
  private func limits(_ json: [String: Any]) -> [String] {
    let rows = json["rows"] as? [[String: Any]] ?? []
    return rows.map { row in
      let title = row["title"] as? [String: Any] ?? [:]
      return "\(title["key"] as? String ?? "?") \((title["lineLimit"] as? Int).map(String.init) ?? "none")"
    }
  }

  private func notes(_ json: [String: Any]) -> [String] {
    (json["findings"] as? [[String: Any]] ?? []).map {
      "\($0["line"] as? Int ?? 0) \($0["ruleId"] as? String ?? "") \($0["severity"] as? String ?? "") "
        + "\($0["message"] as? String ?? "")"
    }
  }

  static let range = "the line limit must be a whole number from 0 to 10000"

  @Test("SwiftUI .lineLimit: radix literals read, prefix operators other than + not known with a note")
  func swiftUILimits() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/V.swift", Self.swiftUI)
    try folder.write(
      "App/Good.swift",
      "import SwiftUI\nstruct G: View { var body: some View { List {\n  NavigationLink(\"g.two\") { Text(\"x\") }.lineLimit(2)\n} } }\n"
    )
    let run = CapturedRun(["rows", folder.path + "/App", "--format", "json"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let json = try run.jsonObject()
    #expect(
      limits(json) == [
        "g.two 2", "t.tilde none", "t.not none", "t.minus none", "t.hex 2", "t.bin 3", "t.oct 7",
        "t.sep 1000",
        "t.plus 2", "t.bighex none", "t.bigbin none", "t.range 3", "t.upper none", "t.computed none",
      ])
    let tail = "; the text is measured without a line limit"
    #expect(
      notes(json) == [
        "3 TF017 note .lineLimit(~1): \(Self.range), got '~1'\(tail)",
        "4 TF017 note .lineLimit(!1): \(Self.range), got '!1'\(tail)",
        "5 TF017 note .lineLimit(-1): \(Self.range), got -1\(tail)",
        "11 TF017 note .lineLimit(0x2711): \(Self.range), got 0x2711\(tail)",
        "12 TF017 note .lineLimit(0b1111_1111_1111_1111): \(Self.range), got '0b1111111111111111'\(tail)",
        "14 TF017 note .lineLimit(0...~3): \(Self.range), got '~3'\(tail)",
      ])
  }

  @Test("UIKit numberOfLines = ~1 is not known with a note; = 0x3 is three lines")
  func uiKitLimits() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/C.swift", Self.uiKit)
    let run = CapturedRun(["rows", folder.path + "/App", "--format", "json"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let json = try run.jsonObject()
    #expect(limits(json) == ["u.tilde none", "u.hex 3"])
    #expect(
      notes(json) == [
        "6 TF017 note numberOfLines = ~1: \(Self.range), got '~1'; the label is measured without a line limit"
      ])
  }

  @Test(
    "a parenthesised limit is the literal inside: (2), ((1...3)), numberOfLines = (1); ((-1)) a note (A19-11)"
  )
  func parenthesisedLimits() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/V.swift",
      """
      import SwiftUI
      struct V: View { var body: some View { List {
        Text("p.two").lineLimit((2))
        Text("p.range").lineLimit((1...3))
        Text("p.minus").lineLimit((-1))
        Text("p.sum").lineLimit((1) + (2))
      } } }

      """)
    try folder.write(
      "App/C.swift",
      """
      import UIKit
      final class C: UITableViewCell {
        func f() {
          textLabel?.text = NSLocalizedString("p.uikit", comment: "")
          textLabel?.numberOfLines = (1)
        }
      }

      """)
    let run = CapturedRun(["rows", folder.path + "/App", "--format", "json"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let json = try run.jsonObject()
    #expect(limits(json) == ["p.uikit 1", "p.two 2", "p.range 3", "p.minus none", "p.sum none"])
    #expect(
      notes(json) == [
        "5 TF017 note .lineLimit((-1)): \(Self.range), got -1; the text is measured without a line limit"
      ])
  }
}
