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
    #expect(closures.closures.map { "\($0.local)->\($0.property ?? "factory")" } == ["label->titleLabel"])
    let inside = try #require(
      cell2.3.first { stream[$0].isIdentifier("label") && stream.isPunctuation($0 + 1, ".") })
    #expect(closures.labelName(at: inside, in: stream) == "titleLabel")
    let configure = try #require(cell2.3.last { stream[$0].isIdentifier("titleLabel") })
    #expect(closures.labelName(at: configure, in: stream) == "titleLabel")
    let cell6 = try #require(classes.first { $0.0 == "Cell6" })
    #expect(LabelPropertyClosures(stream, in: cell6.3).closures.map(\.local) == ["$0"])
  }

  // The twenty-fourth attack's A24-1, A24-2 and A24-3 (`gen24.py closures`, `closures2`).
  static let closureShapes = """
    import UIKit
    final class C2Cell: UITableViewCell {
      let titleLabel = { () -> UILabel in
        let label = UILabel()
        label.numberOfLines = 1
        return label
      }()
      func configure() { titleLabel.text = NSLocalizedString("c2", comment: "") }
    }
    final class C5Cell: UITableViewCell {
      let makeLabel: () -> UILabel = {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = NSLocalizedString("c7", comment: "")
        return label
      }
      lazy var makeOther = { () -> UILabel in
        let label = UILabel()
        label.text = NSLocalizedString("c8", comment: "")
        return label
      }
      let titleLabel = UILabel()
      func configure() { titleLabel.numberOfLines = 1; titleLabel.text = NSLocalizedString("c5", comment: "") }
    }
    final class D2Cell: UITableViewCell {
      let titleLabel: UILabel = {
        let label = UILabel()
        label.numberOfLines = 0
        if true { let label = UILabel(); label.numberOfLines = 1 }
        return label
      }()
      func configure() { titleLabel.text = NSLocalizedString("d2", comment: "") }
    }
    final class D3Cell: UITableViewCell {
      let titleLabel: UILabel = {
        let label = UILabel()
        label.numberOfLines = 1
        let nested: UILabel = { let label = UILabel(); label.numberOfLines = 0; return label }()
        _ = nested
        return label
      }()
      func configure() { titleLabel.text = NSLocalizedString("d3", comment: "") }
    }
    final class D4Cell: UITableViewCell {
      let titleLabel: UILabel = {
        let label = UILabel()
        label.numberOfLines = 1
        if let label = other { label.numberOfLines = 0 }
        items.forEach { label in label.numberOfLines = 0 }
        return label
      }()
      func configure() { titleLabel.text = NSLocalizedString("d4", comment: "") }
    }
    """
  let shapes = RowDiscovery().discover(source: Self.closureShapes, path: "Cells.swift")

  @Test("`{ () -> UILabel in … }()`: a label property with its closure's line limit (A24-2)")
  func closureSignature() throws {
    let row = try #require(shapes.row(title: "c2"))
    #expect(row.construct == .cellSubclass("C2Cell") && row.location.line == 2)
    #expect(row.title?.lineLimit == 1 && row.subtitle == nil)
  }

  @Test("a label factory (a closure not called) is no label: the real label is the title, one line (A24-1)")
  func factoryIsNoLabel() throws {
    let row = try #require(shapes.row(title: "c5"))
    #expect(row.construct == .cellSubclass("C5Cell"))
    #expect(row.title?.lineLimit == 1 && row.subtitle == nil && row.value == nil)
    #expect(shapes.row(title: "c7") == nil && shapes.row(title: "c8") == nil)
    #expect(
      !shapes.rows.contains { $0.subtitle?.reference.key == "c7" || $0.subtitle?.reference.key == "c8" })
  }

  @Test("a local declared again in a nested block or closure is another label there (A24-3)")
  func shadowedLocal() throws {
    // D2: the inner label's one line is not the property's: unlimited.
    #expect(try #require(shapes.row(title: "d2")).title?.lineLimit == nil)
    // D3: a nested closure's label of the same name leaves the property its one line.
    #expect(try #require(shapes.row(title: "d3")).title?.lineLimit == 1)
    // D4: `if let label = …` and a closure parameter `label in` shadow it in their blocks.
    #expect(try #require(shapes.row(title: "d4")).title?.lineLimit == 1)
    #expect(shapes.titleKeys == ["c2", "c5", "d2", "d3", "d4"])
  }
}
