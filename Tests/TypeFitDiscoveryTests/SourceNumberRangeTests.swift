import Testing

@testable import TypeFitDiscovery

/// Numbers read from Swift sources go through the range check every number from outside gets
/// (seventh attack F16): a finding never says `inf pt`, `1e+23 pt` or `0 pt` for a literal
/// that is none of these.
@Suite("Hostile input: number literals in Swift sources are range-checked")
struct SourceNumberRangeTests {
  static let swiftUI = """
    import SwiftUI
    struct V: View {
      var body: some View {
        List {
          Text("a").frame(height: 1e400)
          Text("b").frame(maxHeight: 0x1p1024)
          Text("c").font(.system(size: 99999999999999999999999))
          Text("d").font(.system(size: 1e-400))
          Text("e").minimumScaleFactor(1e400)
          Text("f").frame(height: 44).font(.system(size: 15)).minimumScaleFactor(0.5)
        }
      }
    }
    """

  @Test("out-of-range SwiftUI literals are notes quoting them as written, with the allowed range")
  func swiftUILiterals() {
    let findings = RowDiscovery().discover(source: Self.swiftUI, path: "V.swift").findings
    let lines = findings.map { "\($0.location.line) \($0.ruleID.rawValue) \($0.severity) \($0.message)" }
    #expect(
      lines == [
        "5 TF011 note .frame(height: 1e400) on Text: the height in points must be a number from 0 to 10000, got "
          + "'1e400'; not checked",
        "6 TF011 note .frame(maxHeight: 0x1p1024) on Text: the height in points must be a number from 0 to 10000, "
          + "got '0x1p1024'; not checked",
        "7 TF009 note .font(.system(size: 99999999999999999999999)): the size in points must be a number from 1 to "
          + "1000, got 99999999999999999999999; not checked",
        "8 TF009 note .font(.system(size: 1e-400)): the size in points must be a number from 1 to 1000, got "
          + "1e-400; not checked",
        "9 TF010 note .minimumScaleFactor(1e400): the factor must be a number from 0 to 1, got '1e400'; not checked",
        "10 TF011 error .frame(height: 44) on Text fixes the row's height at 44 pt: its text is cut when it grows "
          + "with Dynamic Type",
        "10 TF009 error .font(.system(size: 15)) is 15 pt at every category: it does not scale with Dynamic Type",
        "10 TF010 warning .minimumScaleFactor(0.5) shrinks the text to 50 % of its size instead of wrapping it",
      ])
    #expect(!findings.contains { $0.message.contains("inf") || $0.message.contains("nan") })
  }

  @Test("withSize literals are range-checked as .system(size:)'s; in range, a TF009 error (A24-7)")
  func withSizeLiterals() {
    let source = """
      import UIKit
      final class WCell: UITableViewCell {
        let a: UILabel = { let l = UILabel(); l.font = UIFont.preferredFont(forTextStyle: .body).withSize(-5); return l }()
        let b: UILabel = { let l = UILabel(); l.font = UIFont.preferredFont(forTextStyle: .body).withSize(1e400); return l }()
        let c: UILabel = { let l = UILabel(); l.font = UIFont.preferredFont(forTextStyle: .body).withSize(0); return l }()
        let d: UILabel = { let l = UILabel(); l.font = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 17).withSize(0x1p1024)); return l }()
        let e: UILabel = { let l = UILabel(); l.font = UIFont.preferredFont(forTextStyle: .body).withSize(30); return l }()
      }
      """
    let findings = RowDiscovery().discover(source: source, path: "C.swift").findings
    #expect(
      findings.map { "\($0.location.line):\($0.location.column) \($0.severity) \($0.message)" } == [
        "3:92 note withSize(-5): the size in points must be a number from 1 to 1000, got -5; not checked",
        "4:92 note withSize(1e400): the size in points must be a number from 1 to 1000, got '1e400'; not checked",
        "5:92 note withSize(0): the size in points must be a number from 1 to 1000, got 0; not checked",
        "6:118 note withSize(0x1p1024): the size in points must be a number from 1 to 1000, got '0x1p1024'; "
          + "not checked",
        "7:92 error withSize(30) without UIFontMetrics.scaledFont(for:) keeps its size at every category",
      ])
  }

  @Test("UIKit rowHeight and heightForRowAt literals are range-checked too")
  func uiKitLiterals() {
    let source = """
      import UIKit
      class C: UITableViewController {
        override func viewDidLoad() {
          tableView.rowHeight = 1e400
        }
        override func tableView(_ t: UITableView, heightForRowAt ip: IndexPath) -> CGFloat {
          return 1e999
        }
      }
      """
    let findings = RowDiscovery().discover(source: source, path: "C.swift").findings
    #expect(
      findings.map { "\($0.location.line) \($0.severity) \($0.message)" } == [
        "4 note rowHeight = 1e400: the height in points must be a number from 0 to 10000, got '1e400'; not checked",
        "7 note tableView(_:heightForRowAt:) returns 1e999: the height in points must be a number from 0 to 10000, "
          + "got '1e999'; not checked",
      ])
  }

  /// The thirty-fourth attack's A34-7: `.lineLimit(5...2)`, which stops the app when it runs,
  /// was read as a 2-line limit without a word.
  @Test("a reversed line limit range is a note; the text is measured without a line limit")
  func reversedLineLimitRange() {
    let swiftUI = """
      import SwiftUI
      struct V: View {
        var body: some View {
          List {
            Text("a").lineLimit(5...2)
            Text("b").lineLimit(2...5)
            Text("c").lineLimit(3...3)
          }
        }
      }
      """
    let discovered = RowDiscovery().discover(source: swiftUI, path: "V.swift")
    #expect(
      discovered.findings.map { "\($0.location.line) \($0.ruleID.rawValue) \($0.severity) \($0.message)" }
        == [
          "5 TF017 note .lineLimit(5...2): the range's lower bound is above its upper bound, which stops the app when "
            + "it runs (\"Range requires lowerBound <= upperBound\"); the text is measured without a line limit"
        ])
    #expect(discovered.rows.map { $0.title?.lineLimit } == [nil, 5, 3])
  }

  @Test(
    "a line limit past 10,000 (.lineLimit, numberOfLines) is a note quoting it; the text is measured without one"
  )
  func lineLimits() throws {
    let swiftUI = """
      import SwiftUI
      struct V: View {
        var body: some View {
          List {
            Text("a").lineLimit(20000)
            Text("b").lineLimit(1...99999999999999999999)
            Text("c").lineLimit(10000)
            Text("d").lineLimit(3)
          }
        }
      }
      """
    let discovered = RowDiscovery().discover(source: swiftUI, path: "V.swift")
    #expect(
      discovered.findings.map { "\($0.location.line) \($0.ruleID.rawValue) \($0.severity) \($0.message)" }
        == [
          "5 TF017 note .lineLimit(20000): the line limit must be a whole number from 0 to 10000, got 20000; the text "
            + "is measured without a line limit",
          "6 TF017 note .lineLimit(1...99999999999999999999): the line limit must be a whole number from 0 to 10000, "
            + "got 99999999999999999999; the text is measured without a line limit",
        ])
    // The rows beside them are found, with the limits they set.
    #expect(discovered.rows.map { $0.title?.lineLimit } == [nil, nil, 10000, 3])

    let uiKit = """
      import UIKit
      class C: UITableViewController {
        override func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
          let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
          cell.textLabel?.text = "Title"
          cell.textLabel?.numberOfLines = 123456
          return cell
        }
      }
      """
    let cells = RowDiscovery().discover(source: uiKit, path: "C.swift")
    #expect(
      cells.findings.map { "\($0.location.line) \($0.ruleID.rawValue) \($0.severity) \($0.message)" } == [
        "6 TF017 note numberOfLines = 123456: the line limit must be a whole number from 0 to 10000, got 123456; "
          + "the label is measured without a line limit"
      ])
    #expect(cells.rows.count == 1)
    #expect(cells.rows.first?.title?.lineLimit == nil)
  }

  /// The fifteenth attack's A15-7: `.lineLimit(-1)` was read as a one-line limit (the minus
  /// sign dropped), and the note on `-9223372036854775808` quoted it without its sign.
  @Test(
    "a negative or computed line limit is not read as its digits; a negative literal is a note with its sign")
  func negativeLineLimits() {
    let swiftUI = """
      import SwiftUI
      struct V: View {
        var body: some View {
          List {
            Text("a").lineLimit(-1)
            Text("b").lineLimit(-1...-1)
            Text("c").lineLimit(-9223372036854775808)
            Text("d").lineLimit(3 - 1)
            Text("e").lineLimit(2...4)
            Text("f").lineLimit(2...)
            Text("g").lineLimit(...3)
            Text("h").lineLimit(2..., reservesSpace: true)
          }
        }
      }
      """
    let discovered = RowDiscovery().discover(source: swiftUI, path: "V.swift")
    let range = "the line limit must be a whole number from 0 to 10000"
    #expect(
      discovered.findings.map { "\($0.location.line) \($0.ruleID.rawValue) \($0.severity) \($0.message)" }
        == [
          "5 TF017 note .lineLimit(-1): \(range), got -1; the text is measured without a line limit",
          "6 TF017 note .lineLimit(-1...-1): \(range), got -1; the text is measured without a line limit",
          "7 TF017 note .lineLimit(-9223372036854775808): \(range), got -9223372036854775808; the text is measured "
            + "without a line limit",
        ])
    // `2...` is at least two lines, no maximum (the sixteenth attack's A16-4 read it as two).
    #expect(discovered.rows.map { $0.title?.lineLimit } == [nil, nil, nil, nil, 4, nil, 3, nil])
  }
}
