import Testing
import TypeFitDynamicType
import TypeFitRow

@testable import TypeFitDiscovery

/// The twenty-first attack's A21-16: `UIFont.preferredFont(forTextStyle: .body).withSize(30)`,
/// a font of 30 pt that no longer scales, was read as body scaling and got no TF009;
/// `UIFont(descriptor:size: 0)` (the descriptor's own, text-style size) got a TF009 naming
/// `UIFont(name:size:)`; `UIFont(descriptor:size: 30)` was measured as its style scaling.
@Suite("UIKit fonts: withSize and UIFont(descriptor:size:)")
struct UIFontResizeTests {
  static let source = """
    import UIKit
    final class VC: UITableViewController {
      func f0(cell: UITableViewCell) {
        cell.textLabel?.text = NSLocalizedString("uf.withsize", comment: "")
        cell.textLabel?.font = UIFont.preferredFont(forTextStyle: .body).withSize(30)
      }
      func f1(cell: UITableViewCell) {
        cell.textLabel?.text = NSLocalizedString("uf.desc", comment: "")
        cell.textLabel?.font = UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1), size: 0)
      }
      func f2(cell: UITableViewCell) {
        cell.textLabel?.text = NSLocalizedString("uf.descfix", comment: "")
        cell.textLabel?.font = UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body), size: 30)
      }
      func f3(cell: UITableViewCell) {
        cell.textLabel?.text = NSLocalizedString("uf.scaled", comment: "")
        cell.textLabel?.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont.systemFont(ofSize: 17).withSize(30))
      }
    }
    """
  let result = RowDiscovery().discover(source: Self.source, path: "C.swift")

  /// The title's text style, relative size and fixed size.
  func font(_ key: String) -> (TextStyle?, Double?, Double?) {
    let title = result.row(title: key)?.title
    return (title?.textStyle, title?.relativePointSize, title?.fixedPointSize)
  }

  @Test("withSize(30) and UIFont(descriptor:size: 30) are 30 pt at every category; size: 0 scales")
  func sizes() {
    #expect(font("uf.withsize") == (.body, nil, 30))
    #expect(font("uf.descfix") == (.body, nil, 30))
    #expect(font("uf.desc") == (.title1, nil, nil))
    // Inside `scaledFont(for:)` the resized font scales from 30 pt at Large with title1.
    #expect(font("uf.scaled") == (.title1, 30, nil))
  }

  @Test("TF009 for withSize and descriptor size 30, naming the call as written; none for size: 0 or scaled")
  func findings() {
    let lines = result.findings.filter { $0.ruleID == .labelNotScaled }.map {
      "\($0.location.line) \($0.message)"
    }
    #expect(
      lines == [
        "5 withSize(30) without UIFontMetrics.scaledFont(for:) keeps its size at every category",
        "13 UIFont(descriptor:size: 30) without UIFontMetrics.scaledFont(for:) keeps its size at every category",
      ])
  }
}
