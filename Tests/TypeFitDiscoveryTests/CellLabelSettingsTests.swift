import Testing
import TypeFitDynamicType
import TypeFitRow

@testable import TypeFitDiscovery

/// What a cell class's code sets on its labels, read wherever it is set: `self.titleLabel.text`
/// as `titleLabel.text` (the twenty-fourth attack's A24-14, seen in mastodon-ios
/// `TimelineLoaderTableViewCell`), a `withSize(30)` font as 30 pt at every category (A24-6) and a
/// `lineBreakMode` (A24-16).
@Suite("UIKit rows: what a cell class sets on its labels")
struct CellLabelSettingsTests {
  static let source = """
    import UIKit
    final class SP0Cell: UITableViewCell {
      let titleLabel: UILabel = { let l = UILabel(); return l }()
      func configure() { self.titleLabel.numberOfLines = 1; self.titleLabel.text = NSLocalizedString("sp0", comment: "") }
    }
    final class SPaCell: UITableViewCell {
      let titleLabel = UILabel()
      let detailLabel = UILabel()
      func configure() {
        titleLabel.numberOfLines = 1
        self.titleLabel.text = NSLocalizedString("spa", comment: "")
        self.detailLabel.text = NSLocalizedString("spb", comment: "")
      }
    }
    final class WACell: UITableViewCell {
      let titleLabel: UILabel = { let l = UILabel(); l.font = UIFont.preferredFont(forTextStyle: .body).withSize(30); l.numberOfLines = 1; return l }()
      func configure() { titleLabel.text = NSLocalizedString("wa", comment: "") }
    }
    final class WBCell: UITableViewCell {
      let titleLabel = UILabel()
      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = UIFont.preferredFont(forTextStyle: .body).withSize(30)
        titleLabel.numberOfLines = 1
      }
      func configure() { titleLabel.text = NSLocalizedString("wb", comment: "") }
    }
    final class WSCell: UITableViewCell {
      let titleLabel: UILabel = { let l = UILabel(); l.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17).withSize(30)); return l }()
      func configure() { titleLabel.text = NSLocalizedString("ws", comment: "") }
    }
    final class TCell: UITableViewCell {
      let titleLabel: UILabel = {
        let l = UILabel()
        l.numberOfLines = 1
        l.lineBreakMode = .byTruncatingMiddle
        return l
      }()
      func configure() { titleLabel.text = NSLocalizedString("tc", comment: "") }
    }
    """
  let result = RowDiscovery().discover(source: source, path: "Cells.swift")

  @Test("`self.titleLabel.text = …` is the label's text: a row with the label's line limit (A24-14)")
  func selfPrefix() throws {
    let row = try #require(result.row(title: "sp0"))
    #expect(row.construct == .cellSubclass("SP0Cell") && row.location.line == 2)
    #expect(row.title?.lineLimit == 1)
    let two = try #require(result.row(title: "spa"))
    #expect(two.title?.lineLimit == 1 && two.subtitle?.reference == .key("spb", table: nil))
  }

  @Test("`withSize(30)` on a class label, in its closure or init: 30 pt at every category (A24-6)")
  func withSize() throws {
    for key in ["wa", "wb"] {
      let title = try #require(result.row(title: key)?.title)
      #expect(title.fixedPointSize == 30 && title.lineLimit == 1, "\(key)")
    }
    // Inside `scaledFont(for:)` the 30 pt scale from Large, as before.
    let scaled = try #require(result.row(title: "ws")?.title)
    #expect(scaled.fixedPointSize == nil && scaled.relativePointSize == 30 && scaled.textStyle == .body)
  }

  @Test("`withSize` literals in every form Swift writes: `+5`, binary, octal, hex, `_` (A26-5)")
  func withSizeLiteralForms() throws {
    let sizes = ["+5": 5.0, "0b11": 3, "0o17": 15, "0x10": 16, "1_0": 10, "0x1.8p4": 24, "(+7)": 7]
    var source = "import UIKit\n"
    for (index, size) in sizes.keys.sorted().enumerated() {
      source += """
        final class W\(index)Cell: UITableViewCell {
          let titleLabel: UILabel = { let l = UILabel(); l.font = UIFont.preferredFont(forTextStyle: .body).withSize(\(size)); l.numberOfLines = 1; return l }()
          func configure() { titleLabel.text = NSLocalizedString("w\(index)", comment: "") }
        }

        """
    }
    let discovered = RowDiscovery().discover(source: source, path: "Cells.swift")
    for (index, size) in sizes.keys.sorted().enumerated() {
      let title = try #require(discovered.row(title: "w\(index)")?.title)
      // `(+7)` is an expression in brackets, not a literal argument: computed, as before.
      #expect(title.fixedPointSize == (size == "(+7)" ? nil : sizes[size]), "\(size)")
    }
    // The TF009 note or error speaks of the same literals.
    #expect(
      discovered.findings.filter { $0.message.hasPrefix("withSize(0b") || $0.message.hasPrefix("withSize(+") }
        .map(\.severity) == [.error, .error])
  }

  @Test("`lineBreakMode = .byTruncatingMiddle` in the label's closure cuts it in the middle (A24-16)")
  func truncation() throws {
    let title = try #require(result.row(title: "tc")?.title)
    #expect(title.truncationMode == .middle && title.lineLimit == 1)
    #expect(result.titleKeys == ["sp0", "spa", "wa", "wb", "ws", "tc"])
  }
}
