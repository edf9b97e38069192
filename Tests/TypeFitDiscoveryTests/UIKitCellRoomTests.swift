import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The eighty-third attack's A83-6, A83-7 and A83-10: what takes room from a UIKit cell's text.
/// A legacy cell's `imageView?.image` was not read (`leading none`, where `content.image` is a
/// symbol); `imageProperties.reservedLayoutSize`, `imageToTextPadding`,
/// `directionalLayoutMargins`, an `accessoryView` that is no switch and `indentationLevel` were
/// dropped without a word.
@Suite("UIKit rows: the room a cell's image, accessory view, indentation and margins take")
struct UIKitCellRoomTests {
  /// A `tableView(_:cellForRowAt:)` whose `switch` cases each hold one of `cases`.
  static func source(_ cases: [String]) -> String {
    var out = """
      import UIKit
      final class VC: UITableViewController {
        override func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
          let cell = UITableViewCell(style: .default, reuseIdentifier: "c")
          switch ip.row {

      """
    for (index, body) in cases.enumerated() {
      out += "    case \(index):\n" + body.split(separator: "\n").map { "      \($0)\n" }.joined()
    }
    return out + "    default: break\n    }\n    return cell\n  }\n}\n"
  }

  static func notes(_ result: DiscoveryResult) -> [Int: String] {
    Dictionary(
      result.findings.filter { $0.ruleID == .notModelled }.map { ($0.location.line, $0.message) },
      uniquingKeysWith: { first, _ in first })
  }

  @Test("a legacy cell's imageView?.image is the leading symbol, as content.image is; = nil shows none")
  func legacyImageView() {
    let source = Self.source([
      """
      cell.textLabel?.text = NSLocalizedString("k1", comment: "")
      cell.imageView?.image = UIImage(systemName: "star.fill")
      """,
      """
      cell.textLabel?.text = NSLocalizedString("k2", comment: "")
      cell.imageView?.image = nil
      """,
      """
      var content = cell.defaultContentConfiguration()
      content.text = NSLocalizedString("k4", comment: "")
      content.image = UIImage(systemName: "star.fill")
      cell.contentConfiguration = content
      """,
    ])
    let result = RowDiscovery().discover(source: source, path: "A.swift")
    #expect(result.row(title: "k1")?.leading == .symbol)
    #expect(result.row(title: "k2")?.leading == LeadingContent.none)
    #expect(result.row(title: "k4")?.leading == .symbol)
  }

  @Test("a literal reservedLayoutSize is the image's room; another is a note, a zero width nothing")
  func reservedLayoutSize() {
    func configuration(_ key: String, _ size: String) -> String {
      """
      var content = cell.defaultContentConfiguration()
      content.text = NSLocalizedString("\(key)", comment: "")
      content.image = UIImage(systemName: "star")
      content.imageProperties.reservedLayoutSize = \(size)
      cell.contentConfiguration = content
      """
    }
    let source = Self.source([
      configuration("r1", "CGSize(width: 200, height: 40)"),
      configuration("r2", "CGSize(width: w, height: 40)"),
      configuration("r3", ".zero"),
      configuration(
        "r4", "CGSize(width: UIListContentConfiguration.ImageProperties.standardDimension, height: 0)"),
      configuration("r5", "CGSize(width: 0, height: 60)"),
    ])
    let result = RowDiscovery().discover(source: source, path: "A.swift")
    #expect(result.row(title: "r1")?.leading == .image(ImageSpec(width: 200, height: 40, shape: .square)))
    #expect(result.row(title: "r2")?.leading == .symbol)
    #expect(result.row(title: "r3")?.leading == .symbol)
    #expect(result.row(title: "r4")?.leading == .symbol)
    #expect(result.row(title: "r5")?.leading == .symbol)
    let notes = Self.notes(result)
    #expect(notes[10] == nil)
    #expect(notes[16]?.hasPrefix("reservedLayoutSize = CGSize(width: w, height: 40) is not read") == true)
    #expect(notes[22] == nil)
    #expect(notes[28]?.hasPrefix("reservedLayoutSize = CGSize(width: UIListContentConfiguration") == true)
    #expect(notes.count == 2)
  }

  @Test(
    "imageToTextPadding, wide directionalLayoutMargins and non-preserved margins are notes; zero sides are not"
  )
  func paddingAndMargins() {
    func configuration(_ key: String, _ line: String) -> String {
      """
      var content = cell.defaultContentConfiguration()
      content.text = NSLocalizedString("\(key)", comment: "")
      \(line)
      cell.contentConfiguration = content
      """
    }
    let source = Self.source([
      configuration("p1", "content.imageToTextPadding = 160"),
      configuration(
        "p2",
        "content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 100, bottom: 0, trailing: 100)"
      ),
      configuration(
        "p3",
        "content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 0, bottom: 16, trailing: 0)"
      ),
      configuration("p4", "content.axesPreservingSuperviewLayoutMargins = []"),
      configuration("p5", "content.axesPreservingSuperviewLayoutMargins = .both"),
    ])
    let result = RowDiscovery().discover(source: source, path: "A.swift")
    let notes = Self.notes(result)
    #expect(
      notes[9]
        == "imageToTextPadding = 160 is not modelled: the row is laid out with the profile's imageToTextPadding; "
        + "the text column is narrower than modelled when this padding is larger")
    #expect(notes[14]?.hasPrefix("directionalLayoutMargins = NSDirectionalEdgeInsets(") == true)
    #expect(notes[19] == nil)
    #expect(notes[24]?.hasPrefix("axesPreservingSuperviewLayoutMargins = [] is not modelled") == true)
    #expect(notes.count == 3)
  }

  @Test(
    "an accessory view other than a switch and a cell's indentation are notes; a switch and level 0 are not")
  func accessoryViewAndIndentation() {
    let source = Self.source([
      """
      cell.textLabel?.text = NSLocalizedString("a1", comment: "")
      cell.indentationLevel = 10
      cell.indentationWidth = 15
      """,
      """
      cell.textLabel?.text = NSLocalizedString("a2", comment: "")
      cell.accessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      """,
      """
      cell.textLabel?.text = NSLocalizedString("a3", comment: "")
      cell.accessoryView = UISwitch()
      """,
      """
      cell.textLabel?.text = NSLocalizedString("a4", comment: "")
      cell.accessoryView = nil
      cell.indentationLevel = 0
      """,
      """
      cell.textLabel?.text = NSLocalizedString("a5", comment: "")
      cell.indentationLevel = depth
      """,
    ])
    let result = RowDiscovery().discover(source: source, path: "A.swift")
    #expect(result.row(title: "a3")?.accessory == .toggle)
    let notes = Self.notes(result)
    #expect(
      notes[8]
        == "indentationLevel = 10 indents the cell's content by 10 × indentationWidth (10 pt unless set: 100 pt); "
        + "not modelled: the text column is narrower than modelled")
    #expect(
      notes[12]
        == "accessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40)): an accessory view other "
        + "than a UISwitch is not modelled; the text column is narrower than modelled by the view's width and its "
        + "padding")
    #expect(notes[22]?.hasPrefix("indentationLevel = depth indents") == true)
    #expect(notes.count == 3)
  }
}

extension UIKitCellRoomTests {
  @Test("accessoryView = a name declared as a UISwitch is the switch accessory, with no note")
  func switchVariable() {
    let source = Self.source([
      """
      cell.textLabel?.text = NSLocalizedString("s1", comment: "")
      let toggle = UISwitch()
      cell.accessoryView = toggle
      """,
      """
      cell.textLabel?.text = NSLocalizedString("s2", comment: "")
      let button = UIButton(type: .system)
      cell.accessoryView = button
      """,
    ])
    let result = RowDiscovery().discover(source: source, path: "A.swift")
    #expect(result.row(title: "s1")?.accessory == .toggle)
    #expect(result.row(title: "s2")?.accessory == Accessory.none)
    #expect(Self.notes(result).keys.sorted() == [13])
  }
}
