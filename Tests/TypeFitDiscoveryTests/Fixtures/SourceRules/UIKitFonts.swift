import UIKit

// Lines ending in "// TF009" (or TF010, TF011) must be reported there; every other line must not.
final class FixedFontCell: UITableViewCell {
  let titleLabel = UILabel()
  let detailLabel = UILabel()
  let scaledLabel = UILabel()
  let boundLabel = UILabel()

  func configure() {
    titleLabel.text = "cell.title"
    titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)  // TF009
    detailLabel.text = "cell.detail"
    detailLabel.font = UIFont(name: "Inter", size: 13)  // TF009
    detailLabel.adjustsFontForContentSizeCategory = false  // TF009
    detailLabel.adjustsFontSizeToFitWidth = true  // TF010
    scaledLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))
    scaledLabel.adjustsFontForContentSizeCategory = true
    scaledLabel.adjustsFontSizeToFitWidth = false
    let base = UIFont.systemFont(ofSize: 16)
    boundLabel.font = UIFontMetrics.default.scaledFont(for: base)
    let icon = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 17))
    _ = icon
  }
}

final class SettingsController: UITableViewController {
  override func viewDidLoad() {
    tableView.rowHeight = 56  // TF011
    tableView.estimatedRowHeight = 44
    tableView.rowHeight = UITableView.automaticDimension
  }

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    if indexPath.section == 0 { return UITableView.automaticDimension }
    return 72  // TF011
  }
}
