import Testing
import TypeFitRow
import _TypeFitTestSupport

@testable import TypeFitDiscovery

/// The twenty-third attack's A23-20: a cell whose height an Auto Layout constraint fixes was no
/// TF011, though `rowHeight = 44` and `heightForRowAt` returning 44 were.
@Suite("UIKit rules: a cell's height fixed by a constraint (TF011)")
struct CellHeightConstraintTests {
  static let cell = """
    import UIKit

    final class TitleCell: UITableViewCell {
      let titleLabel = UILabel()
      let iconView = UIImageView()
      let stack = UIStackView()
      let badges = UIStackView()

      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        stack.addArrangedSubview(titleLabel)
        badges.addArrangedSubview(iconView)
        contentView.addSubview(iconView)
        contentView.addSubview(stack)
        contentView.heightAnchor.constraint(equalToConstant: 44).isActive = true
        NSLayoutConstraint.activate([
          iconView.heightAnchor.constraint(equalToConstant: 29),
          badges.heightAnchor.constraint(equalToConstant: 29),
          stack.heightAnchor.constraint(lessThanOrEqualToConstant: 40),
          heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
          self.heightAnchor.constraint(equalToConstant: 60).withPriority(.defaultHigh),
          titleLabel.heightAnchor.constraint(equalToConstant: 20),
        ])
        let low = contentView.heightAnchor.constraint(equalToConstant: 50)
        low.priority = .defaultHigh
        low.isActive = true
      }

      required init?(coder: NSCoder) { fatalError() }

      func configure() { titleLabel.text = NSLocalizedString("h.title", comment: "") }
    }
    """

  static let controller = """
    import UIKit

    final class VC: UITableViewController {
      let header = UIView()

      override func viewDidLoad() {
        header.heightAnchor.constraint(equalToConstant: 80).isActive = true
      }

      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        row.textLabel?.text = NSLocalizedString("h.vc", comment: "")
        row.textLabel?.numberOfLines = 0
        row.contentView.heightAnchor.constraint(equalToConstant: 50).isActive = true
        return row
      }
    }

    final class Banner: UIView {
      let label = UILabel()
      func setUp() {
        addSubview(label)
        heightAnchor.constraint(equalToConstant: 44).isActive = true
      }
    }
    """

  /// `file:line:column severity message` of each TF011 found in an app folder of the two files.
  static func findings() throws -> [String] {
    let folder = try TemporaryFolder()
    try folder.write("App/TitleCell.swift", cell)
    try folder.write("App/VC.swift", controller)
    return RowDiscovery().discover(in: [folder.path + "/App"]).findings
      .filter { $0.ruleID == .fixedRowHeight }
      .map {
        let file = $0.location.file.split(separator: "/").last ?? ""
        return "\(file):\($0.location.line):\($0.location.column) \($0.severity) \($0.message)"
      }
  }

  @Test(
    "fixed and capped heights of a cell, its contentView, a label or its stack are TF011; an icon's is not")
  func constraints() throws {
    let cut = "text is cut when it grows with Dynamic Type"
    #expect(
      try Self.findings() == [
        "TitleCell.swift:15:58 error contentView.heightAnchor.constraint(equalToConstant: 44) fixes the cell's "
          + "height at 44 pt: \(cut)",
        "TitleCell.swift:19:64 error stack.heightAnchor.constraint(lessThanOrEqualToConstant: 40) caps the "
          + "height of stack, which holds the cell's labels, at 40 pt: \(cut)",
        "TitleCell.swift:22:59 error titleLabel.heightAnchor.constraint(equalToConstant: 20) fixes the height "
          + "of the label titleLabel at 20 pt: \(cut)",
        "VC.swift:14:62 error row.contentView.heightAnchor.constraint(equalToConstant: 50) fixes the cell's "
          + "height at 50 pt: \(cut)",
      ])
  }

  @Test("an icon's background declared just before a label is no label: its fixed height is no TF011")
  func viewBeforeLabel() {
    // mastodon-ios `SettingsTableViewCell`: `let iconImageBackgroundView: UIView` then
    // `let titleLabel: UILabel` made the view a label.
    let source = """
      class SettingsCell: UITableViewCell {
        let iconBackground: UIView
        let titleLabel: UILabel
        func setUp() {
          titleLabel.text = NSLocalizedString("s.title", comment: "")
          NSLayoutConstraint.activate([iconBackground.heightAnchor.constraint(equalToConstant: 30)])
        }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "SettingsCell.swift")
    #expect(result.findings.filter { $0.ruleID == .fixedRowHeight }.isEmpty)
    #expect(CellClassIndexProbe.labels(source) == ["titleLabel"])
  }
}

/// The label properties ``CellClassIndex`` reads from one file.
enum CellClassIndexProbe {
  static func labels(_ source: String) -> [String] {
    let stream = TokenStream(
      file: "C.swift", tokens: SwiftLexer.tokenize(Array(source.utf8), file: "C.swift").tokens)
    var index = CellClassIndex()
    index.add(stream)
    return index.classes.values.flatMap { $0.labels.map(\.name) }
  }
}
