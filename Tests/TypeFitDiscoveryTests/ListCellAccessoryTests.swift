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

  /// The twenty-fifth attack's A25-3: each configuration walked its range for a `.label(text:)`
  /// accessory; 4,000 configurations in one function took 15 s of CPU (debug build).
  @Test(
    "3,000 configurations in one function: one row each, the last with the label accessory set after it as its value"
  )
  func manyConfigurations() {
    let count = 3_000
    let lines = (0..<count).map {
      "    var c\($0) = UIListContentConfiguration.cell(); c\($0).text = NSLocalizedString(\"mc.\($0)\", comment: \"\")\n"
    }
    let source =
      "import UIKit\nfinal class V: UICollectionViewController {\n  func make(cell: UICollectionViewListCell) {\n"
      + lines.joined() + "    cell.contentConfiguration = c\(count - 1)\n"
      + "    cell.accessories = [.label(text: \"Neu\")]\n  }\n}\n"
    let result = RowDiscovery().discover(source: source, path: "A.swift")
    #expect(result.rows.count == count)
    #expect(result.row(title: "mc.0")?.title?.reference == .key("mc.0", table: nil))
    #expect(result.row(title: "mc.\(count - 1)")?.value?.reference == .verbatim("Neu"))
  }
}
