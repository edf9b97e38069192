import Testing
import TypeFitDynamicType
import TypeFitRow

@testable import TypeFitDiscovery

/// A cell's label property set up in a closure gives the label's font and line count, as the
/// `init` and function forms do, and the closure's local is no label of its own (the
/// twenty-third attack's A23-1 and A23-4).
@Suite("UIKit rows: label properties set up in closures")
struct LabelPropertyClosureTests {
  static let source = """
    import UIKit
    final class Cell1: UITableViewCell {
      let titleLabel: UILabel = {
        let l = UILabel()
        l.font = .preferredFont(forTextStyle: .headline)
        l.numberOfLines = 1
        return l
      }()
      func configure() { titleLabel.text = NSLocalizedString("w1", comment: ""); accessoryType = .disclosureIndicator }
    }
    final class Cell2: UITableViewCell {
      let titleLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .headline)
        label.numberOfLines = 1
        return label
      }()
      func configure() { titleLabel.text = NSLocalizedString("w2", comment: ""); accessoryType = .disclosureIndicator }
    }
    final class Cell3: UITableViewCell {
      private lazy var titleLabel: UILabel = {
        let titleLabel = UILabel()
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.numberOfLines = 1
        return titleLabel
      }()
      func configure() { titleLabel.text = NSLocalizedString("w3", comment: ""); accessoryType = .disclosureIndicator }
    }
    final class Cell5: UITableViewCell {
      private let titleLabel = UILabel()
      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.numberOfLines = 1
      }
      func configure() { titleLabel.text = NSLocalizedString("w5", comment: ""); accessoryType = .disclosureIndicator }
    }
    final class Cell6: UITableViewCell {
      private let titleLabel: UILabel = {
        $0.font = .preferredFont(forTextStyle: .headline)
        $0.numberOfLines = 1
        return $0
      }(UILabel())
      func configure() { titleLabel.text = NSLocalizedString("w6", comment: ""); accessoryType = .disclosureIndicator }
    }
    final class TwoLabels: UITableViewCell {
      let nameLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.numberOfLines = 2
        return label
      }()
      let infoLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .caption1)
        label.text = NSLocalizedString("w8", comment: "")
        return label
      }()
      func configure() { nameLabel.text = NSLocalizedString("w7", comment: "") }
    }
    """
  let result = RowDiscovery().discover(source: Self.source, path: "Cells.swift")

  @Test("each closure spelling gives the label's style and line limit, as init does: one row each")
  func closureForms() throws {
    #expect(result.titleKeys == ["w1", "w2", "w3", "w5", "w6", "w7"])
    for key in ["w1", "w2", "w3", "w5", "w6"] {
      let row = try #require(result.row(title: key))
      #expect(row.construct == .cellSubclass("Cell\(key.dropFirst())"))
      #expect(row.title?.textStyle == .headline, "\(key)")
      #expect(row.title?.lineLimit == 1, "\(key)")
      #expect(row.accessory == .disclosure && row.isNavigable, "\(key)")
    }
  }

  @Test("a local named like its property is one label: a title, no subtitle (A23-4)")
  func localNamedLikeProperty() throws {
    let row = try #require(result.row(title: "w3"))
    #expect(row.subtitle == nil && row.value == nil)
  }

  @Test(
    "two closures with a local named label: each property keeps its own font; a closure's text is its label's"
  )
  func twoClosures() throws {
    let row = try #require(result.row(title: "w7"))
    #expect(row.title?.textStyle == .body && row.title?.lineLimit == 2)
    #expect(row.subtitle?.reference == .key("w8", table: nil))
    #expect(row.subtitle?.textStyle == .caption1 && row.subtitle?.lineLimit == nil)
  }

  @Test("the closure index maps a closure's local to its property, only inside that closure")
  func closureIndex() throws {
    let stream = TokenStream(
      file: "C.swift", tokens: SwiftLexer.tokenize(Self.source, file: "C.swift").tokens)
    let classes = CellClassIndex.classDeclarations(stream)
    let cell2 = try #require(classes.first { $0.0 == "Cell2" })
    let closures = LabelPropertyClosures(stream, in: cell2.3)
    #expect(closures.closures.map { "\($0.local)->\($0.property)" } == ["label->titleLabel"])
    let inside = try #require(
      cell2.3.first { stream[$0].isIdentifier("label") && stream.isPunctuation($0 + 1, ".") })
    #expect(closures.property(named: "label", at: inside) == "titleLabel")
    #expect(closures.property(named: "label", at: cell2.3.upperBound - 1) == nil)
    let cell6 = try #require(classes.first { $0.0 == "Cell6" })
    #expect(LabelPropertyClosures(stream, in: cell6.3).closures.map(\.local) == ["$0"])
  }
}
