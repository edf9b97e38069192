import Testing
import TypeFitDynamicType

@testable import TypeFitDiscovery

/// The app's own `extension Font` / `extension UIFont` members are measured in the font they
/// make (the twenty-first attack's A21-9 measured every one as body regular, and gave
/// `static let rowFixed = Font.system(size: 30)` a note instead of TF009).
@Suite("Discovery: the app's own Font and UIFont members")
struct AppFontMemberTests {
  static let fonts = """
    import SwiftUI
    extension Font {
      static let a1 = Font.title
      static var a2: Font { .title }
      static var a3: Font { return .title.weight(.black) }
      static let rowTitle = Font.custom("Avenir", size: 30, relativeTo: .body)
      static var rowBig: Font { .custom("Avenir", size: 30, relativeTo: .body) }
      static let rowHeavy = Font.body.weight(.black)
      static let rowFixed = Font.system(size: 30)
      static let viaMember = Font.rowTitle.bold()
      static let cycleA: Font = .cycleB
      static let cycleB: Font = .cycleA
      static func appFont(_ size: CGFloat) -> Font { .custom("Avenir", size: size) }
      static var twoStatements: Font {
        let base = Font.title
        return base
      }
    }
    extension UIFont {
      static let rowUI = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 30))
    }
    """

  static let views = """
    import SwiftUI
    struct V: View {
      var body: some View {
        List {
          Text("f.a1").font(.a1)
          Text("f.a2").font(.a2)
          Text("f.a3").font(.a3)
          Text("f.rowTitle").font(.rowTitle)
          Text("f.rowBig").font(.rowBig)
          Text("f.rowHeavy").font(.rowHeavy)
          Text("f.rowFixed").font(.rowFixed)
          Text("f.qual").font(Font.rowTitle)
          Text("f.bold").font(.a1.bold())
          Text("f.via").font(.viaMember)
          Text("f.cycle").font(.cycleA)
          Text("f.func").font(.appFont(30))
          Text("f.two").font(.twoStatements)
        }
      }
    }
    """

  static let uiKit = """
    import UIKit
    final class C: UITableViewController {
      override func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = NSLocalizedString("f.ui", comment: "")
        cell.textLabel?.numberOfLines = 1
        cell.textLabel?.font = .rowUI
        return cell
      }
    }
    """

  let result = RowDiscovery().discover(
    sources: [("Font+App.swift", Self.fonts), ("V.swift", Self.views), ("C.swift", Self.uiKit)].map {
      ($0.0, Array($0.1.utf8))
    })

  func font(_ key: String) -> (TextStyle?, Double?, Double?, FontWeight?) {
    let title = result.row(title: key)?.title
    return (title?.textStyle, title?.relativePointSize, title?.fixedPointSize, title?.weight)
  }

  @Test("each member's style, relative or fixed size and weight")
  func members() {
    #expect(font("f.a1") == (.title1, nil, nil, nil))
    #expect(font("f.a2") == (.title1, nil, nil, nil))
    #expect(font("f.a3") == (.title1, nil, nil, .black))
    #expect(font("f.rowTitle") == (.body, 30, nil, nil))
    #expect(font("f.rowBig") == (.body, 30, nil, nil))
    #expect(font("f.rowHeavy") == (.body, nil, nil, .black))
    #expect(font("f.rowFixed") == (nil, nil, 30, nil))
    #expect(font("f.qual") == (.body, 30, nil, nil))
    #expect(font("f.bold") == (.title1, nil, nil, .bold))
    // A member naming another: its font, with the weight it adds.
    #expect(font("f.via") == (.body, 30, nil, .bold))
    // A cycle, a member with parameters and a body of two statements are not read.
    #expect(font("f.cycle") == (nil, nil, nil, nil))
    #expect(font("f.func") == (nil, nil, nil, nil))
    #expect(font("f.two") == (nil, nil, nil, nil))
    #expect(font("f.ui") == (.body, 30, nil, nil))
  }

  @Test("TF009 for the .system(size:) member; notes only for the members not read")
  func findings() {
    let lines = result.findings.map {
      "\($0.location.file):\($0.location.line) \($0.isUnresolved ? "note" : $0.ruleID.rawValue) \($0.message)"
    }
    #expect(
      lines == [
        "V.swift:11 TF009 .font(.rowFixed): the app's Font.rowFixed is a .system(size:) font with no scaling: "
          + "it keeps its size at every category",
        "V.swift:15 note .font(.cycleA) is the app's own font, not followed; check that it scales with Dynamic Type",
        "V.swift:16 note .font(.appFont) is the app's own font, not followed; check that it scales with Dynamic Type",
        "V.swift:17 note .font(.twoStatements) is the app's own font, not followed; check that it scales with "
          + "Dynamic Type",
      ])
  }
}
