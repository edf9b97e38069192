// Fixture for row discovery: UIKit rows.
import UIKit

final class SettingsCell: UITableViewCell {
  func configure(isOn: Bool) {
    var content = defaultContentConfiguration()
    content.text = NSLocalizedString("uikit.wifi", tableName: "Settings", comment: "")
    content.secondaryText = String(localized: "uikit.wifi.status")
    content.image = UIImage(systemName: "wifi")
    content.textProperties.numberOfLines = 1
    content.secondaryTextProperties.numberOfLines = 2
    content.textProperties.font = .preferredFont(forTextStyle: .headline)
    contentConfiguration = content
    accessoryType = .disclosureIndicator
  }
}

final class ValueCell: UITableViewCell {
  func configure() {
    var content = UIListContentConfiguration.valueCell()
    content.text = "uikit.verbatim.title"
    content.secondaryText = detail
    contentConfiguration = content
    accessoryType = isSelected ? .checkmark : .none
  }
}

final class SideBySideCell: UITableViewCell {
  func configure() {
    var content = defaultContentConfiguration()
    content.text = NSLocalizedString("uikit.language", comment: "")
    content.secondaryText = NSLocalizedString("uikit.language.value", comment: "")
    content.prefersSideBySideTextAndSecondaryText = true
    contentConfiguration = content
    accessoryType = .detailDisclosureButton
  }
}

final class LegacyController: UITableViewController {
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: "legacy")
    cell.textLabel?.text = NSLocalizedString("uikit.legacy.title", comment: "")
    cell.detailTextLabel?.text = NSLocalizedString("uikit.legacy.detail", comment: "")
    cell.textLabel?.numberOfLines = 0
    cell.accessoryView = UISwitch()
    return cell
  }
}

final class InfoCell: UITableViewCell {
  func configure() {
    var content = defaultContentConfiguration()
    content.text = NSLocalizedString("uikit.info", comment: "")
    contentConfiguration = content
    accessoryType = .detailButton
  }
}

final class SwitchCell: UITableViewCell {
  let titleLabel = UILabel()
  let switchView = UISwitch()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    titleLabel.font = .preferredFont(forTextStyle: .body)
    titleLabel.numberOfLines = 0
  }

  func configure(with entry: SwitchEntry) {
    titleLabel.text = entry.title
  }
}

enum SwitchEntry {
  case sounds
  case haptics

  var title: String {
    switch self {
    case .sounds: return NSLocalizedString("uikit.entry.sounds", comment: "")
    case .haptics: return NSLocalizedString("uikit.entry.haptics", comment: "")
    }
  }
}

final class BannerView: UIView {
  let textLabel = UILabel()
  func update() {
    textLabel.text = NSLocalizedString("uikit.banner.not.a.row", comment: "")
  }
}
