import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The twentieth attack's A20-31: `UICollectionViewListCell` accessories.
@Suite("UIKit rows: list-cell accessories")
struct ListCellAccessoryTests {
  static func source(_ accessories: [String]) -> String {
    var out = "import UIKit\nlet menu = UIMenu()\n"
    for (index, accessory) in accessories.enumerated() {
      out += """
        final class V\(index): UICollectionViewController {
          func make() {
            let reg = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, _ in
              var content = cell.defaultContentConfiguration()
              content.text = NSLocalizedString("ac.\(index)", comment: "")
              cell.contentConfiguration = content
              cell.accessories = [\(accessory)]
            }
            _ = reg
          }
        }

        """
    }
    return out
  }

  @Test("detail, outline disclosure, label text and a switch view are read; a pop-up menu is a note")
  func accessories() {
    let accessories = [
      ".disclosureIndicator()", ".outlineDisclosure()", ".label(text: \"Neu und ungelesen\")", ".detail()",
      ".checkmark()", ".popUpMenu(menu)",
      ".customView(configuration: .init(customView: UISwitch(), placement: .trailing()))",
    ]
    let result = RowDiscovery().discover(source: Self.source(accessories), path: "A.swift")
    func accessory(_ index: Int) -> Accessory? { result.row(title: "ac.\(index)")?.accessory }
    #expect(accessory(0) == .disclosure)
    #expect(accessory(1) == .disclosure)
    #expect(accessory(2) == Accessory.none)
    #expect(result.row(title: "ac.2")?.value?.reference == .verbatim("Neu und ungelesen"))
    #expect(accessory(3) == .infoButton)
    #expect(accessory(4) == .checkmark)
    #expect(accessory(5) == Accessory.none)
    #expect(accessory(6) == .toggle)
    let notes = result.findings.filter { $0.severity == .note }.map(\.message)
    #expect(
      notes == [
        "list-cell accessory .popUpMenu(menu) is not modelled; the row's texts are measured as if it took no room"
      ])
  }
}
