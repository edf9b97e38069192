import Testing
import TypeFitDynamicType

@testable import TypeFitDiscovery

/// Reading fonts: sizes relative to a text style, weights given as arguments, `.bold(false)`
/// and ternaries (the twentieth attack's A20-11, A20-2, A20-3, A20-4, A20-6).
@Suite("Discovery: font sizes, weights and ternary fonts")
struct FontExpressionTests {
  static let swiftUI = """
    import SwiftUI
    struct F: View {
      var body: some View {
        List {
          Text("r1").font(.custom("Avenir", size: 34, relativeTo: .body))
          Text("r2").font(.custom("Avenir", size: 12, relativeTo: .largeTitle))
          Text("r3").font(.custom("Avenir", size: 34))
          Text("r4").font(.custom("Avenir", fixedSize: 15))
          Text("r5").font(.custom("Avenir", size: 20, relativeTo: .title)).font(.caption)
          Text("w1").font(.system(.body, design: .default, weight: .black))
          Text("w2").font(.system(.body, weight: .heavy))
          Text("w3").font(.system(size: 17, weight: .black, design: .default))
          Text("w4").bold(false)
          Text("w5").bold(isOn)
          Text("w6").bold(true)
          Text("w7").fontWeight(isOn ? .regular : .black)
          Text("w8").font(.body.weight(isOn ? .light : .semibold))
          Text("t1").font(compact ? .body : .title)
          Text("t2").font(compact ? .largeTitle : .body)
          Text("t3").font(compact ? .footnote : .custom("Avenir", size: 40, relativeTo: .body))
          Text("t4").font(compact ? .body.weight(.black) : .title)
          Text("t5").font(a ? .body : b ? .caption : .title2)
        }
      }
    }
    """

  @Test("a size relative to a style is kept beside the style; a nearer style replaces both")
  func relativeSizes() {
    let result = RowDiscovery().discover(source: Self.swiftUI, path: "F.swift")
    func font(_ key: String) -> (TextStyle?, Double?, Double?) {
      let title = result.row(title: key)?.title
      return (title?.textStyle, title?.relativePointSize, title?.fixedPointSize)
    }
    #expect(font("r1") == (.body, 34, nil))
    #expect(font("r2") == (.largeTitle, 12, nil))
    // `.custom(_:size:)` scales relative to body (Apple's documentation).
    #expect(font("r3") == (.body, 34, nil))
    #expect(font("r4") == (nil, nil, 15))
    // In one chain the first `.font` is nearest the text and wins over the outer `.font(.caption)`.
    #expect(font("r5") == (.title1, 20, nil))
  }

  @Test("weight arguments, .bold(false), computed .bold and ternary weights")
  func weights() {
    let result = RowDiscovery().discover(source: Self.swiftUI, path: "F.swift")
    func weight(_ key: String) -> FontWeight? { result.row(title: key)?.title?.weight }
    #expect(weight("w1") == .black)
    #expect(result.row(title: "w1")?.title?.textStyle == .body)
    #expect(weight("w2") == .heavy)
    #expect(weight("w3") == .black)
    #expect(weight("w4") == nil)
    #expect(weight("w5") == .bold)
    #expect(weight("w6") == .bold)
    #expect(weight("w7") == .black)
    #expect(weight("w8") == .semibold)
  }

  @Test("a ternary font is its branch larger at AX5, with the heavier weight")
  func ternaries() {
    let result = RowDiscovery().discover(source: Self.swiftUI, path: "F.swift")
    func font(_ key: String) -> (TextStyle?, Double?, FontWeight?) {
      let title = result.row(title: key)?.title
      return (title?.textStyle, title?.relativePointSize, title?.weight)
    }
    #expect(font("t1") == (.title1, nil, nil))
    #expect(font("t2") == (.largeTitle, nil, nil))
    #expect(font("t3") == (.body, 40, nil))
    #expect(font("t4") == (.title1, nil, .black))
    #expect(font("t5") == (.title2, nil, nil))
  }

  /// One cell class per font: a function reads one `textLabel.font`.
  static let uiKit =
    "import UIKit\n"
    + [
      ("u1", "UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 34))"),
      ("u2", "UIFontMetrics(forTextStyle: .headline).scaledFont(for: .boldSystemFont(ofSize: 20))"),
      ("u3", "UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17, weight: .black))"),
      (
        "u4",
        "UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)"
          + ".withSymbolicTraits(.traitBold)!, size: 0)"
      ),
    ].map { key, font in
      """
      final class C\(key): UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
          cell.textLabel?.text = NSLocalizedString("\(key)", comment: "")
          cell.textLabel?.font = \(font)
          return cell
        }
      }

      """
    }.joined()

  @Test("UIKit: scaledFont(for:) keeps the font's size relative to the metrics' style, and its weight")
  func uiKitFonts() {
    let result = RowDiscovery().discover(source: Self.uiKit, path: "C.swift")
    func font(_ key: String) -> (TextStyle?, Double?, FontWeight?) {
      let title = result.row(title: key)?.title
      return (title?.textStyle, title?.relativePointSize, title?.weight)
    }
    #expect(font("u1") == (.body, 34, nil))
    #expect(font("u2") == (.headline, 20, .bold))
    #expect(font("u3") == (.body, 17, .black))
    #expect(font("u4") == (.body, nil, .bold))
  }
}

/// UIKit: a font made for one content size category keeps that size (A20-30).
@Suite("Discovery: UIKit fonts frozen at a category")
struct FrozenUIKitFontTests {
  @Test("preferredFont(forTextStyle:compatibleWith:) with a literal category is that size, fixed")
  func compatibleWith() {
    let source = """
      import UIKit
      final class C: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
          cell.textLabel?.text = NSLocalizedString("cp.k", comment: "")
          cell.textLabel?.font = .preferredFont(forTextStyle: .title1, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraLarge))
          return cell
        }
      }
      """
    let title = RowDiscovery().discover(source: source, path: "C.swift").row(title: "cp.k")?.title
    #expect(title?.textStyle == .title1)
    // title1 at xxLarge: 32 pt (Large 28).
    #expect(title?.fixedPointSize == TextStyle.title1.metrics(at: .xxLarge).pointSize)
    #expect(title?.fixedPointSize == 32)
  }
}
