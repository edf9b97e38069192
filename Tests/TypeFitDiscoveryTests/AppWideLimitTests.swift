import Foundation
import Testing
import TypeFitDynamicType
import TypeFitRow

@testable import TypeFitDiscovery

/// The twenty-third attack's A23-8: a Dynamic Type clamp for the whole app, in the `App`'s
/// `WindowGroup` or on the UIKit window in the scene delegate, was reported nowhere.
@Suite("Source rules: app-wide clamps")
struct AppWideLimitTests {
  static let app = """
    import SwiftUI
    @main
    struct MyApp: App {
      var body: some Scene {
        WindowGroup {
          ContentView()
            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        }
      }
    }
    """
  static let scene = """
    import UIKit
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?
      func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.maximumContentSizeCategory = .extraExtraExtraLarge
        self.window = window
      }
    }
    """
  static let other = """
    import SwiftUI
    struct Preview: View {
      var body: some View { Text("x").dynamicTypeSize(...DynamicTypeSize.large) }
    }
    """

  @Test("a clamp in WindowGroup and on the UIKit window: a TF009 error each, none elsewhere outside rows")
  func appWide() throws {
    let result = RowDiscovery().discover(sources: [
      ("App.swift", Array(Self.app.utf8)), ("SceneDelegate.swift", Array(Self.scene.utf8)),
      ("Preview.swift", Array(Self.other.utf8)),
    ])
    let findings = result.findings.filter { $0.ruleID == .labelNotScaled }
    #expect(findings.map(\.location.file) == ["App.swift", "SceneDelegate.swift"])
    #expect(findings.map(\.location.line) == [7, 7])
    #expect(findings.allSatisfy { $0.severity == .error })
    #expect(
      findings.first?.message
        == ".dynamicTypeSize(...DynamicTypeSize.xxxLarge) stops the text at xxxLarge: the 5 larger categories "
        + "are never reached")
    #expect(
      findings.last?.message
        == "maximumContentSizeCategory = .extraExtraExtraLarge stops the text at extraExtraExtraLarge: the 5 "
        + "larger categories are never reached")
  }

  static let list = """
    import SwiftUI
    struct SettingsView: View {
      var body: some View {
        List {
          NavigationLink("settings.general") { EmptyView() }
          Text("settings.about").dynamicTypeSize(...DynamicTypeSize.large)
        }
      }
    }
    """
  static let table = """
    import UIKit
    final class SettingsController: UITableViewController {
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: "c")
        cell.textLabel?.text = NSLocalizedString("table.title", comment: "")
        cell.detailTextLabel?.text = NSLocalizedString("table.value", comment: "")
        return cell
      }
    }
    """

  /// The categories each row and each of its texts is laid out at, by title key.
  static func categories(_ result: DiscoveryResult) -> [String] {
    result.rows.map { row in
      let range = { (range: ClosedRange<ContentSizeCategory>?) in
        range.map { "\($0.lowerBound)...\($0.upperBound)" } ?? "all"
      }
      return
        "\(row.title?.reference.key ?? "-") row \(range(row.sizeCategories)) title \(range(row.title?.sizeCategories))"
        + (row.value.map { " value \(range($0.sizeCategories))" } ?? "")
    }
  }

  @Test(
    "the WindowGroup's clamp limits the layout of the rows of other files; a nearer limit stays (A23-8, fix24d)"
  )
  func appWideLayout() throws {
    let app = Self.app.replacingOccurrences(of: "xxxLarge", with: "xxLarge")
    let result = RowDiscovery().discover(sources: [
      ("App.swift", Array(app.utf8)), ("SettingsView.swift", Array(Self.list.utf8)),
      ("SettingsController.swift", Array(Self.table.utf8)),
    ])
    #expect(
      Self.categories(result) == [
        "settings.general row xSmall...xxLarge title xSmall...xxLarge",
        // The text is the row: its own `.dynamicTypeSize(...large)` limits the whole row.
        "settings.about row xSmall...large title xSmall...large",
        // A UIKit table is not in the SwiftUI environment.
        "table.title row all title all value all",
      ])
    // The finding at the clamp stays (and the row's own clamp has its own).
    #expect(
      result.findings.filter { $0.ruleID == .labelNotScaled }.map(\.location.file) == [
        "App.swift", "SettingsView.swift",
      ])
  }

  @Test(
    "the environment's size and the UIKit window's maximum limit every row; another WindowGroup without one does not"
  )
  func appWideEnvironmentAndWindow() throws {
    let environment = Self.app.replacingOccurrences(
      of: ".dynamicTypeSize(...DynamicTypeSize.xxxLarge)", with: ".environment(\\.dynamicTypeSize, .large)")
    let swiftUI = RowDiscovery().discover(sources: [
      ("App.swift", Array(environment.utf8)), ("SettingsView.swift", Array(Self.list.utf8)),
    ])
    #expect(Self.categories(swiftUI).first == "settings.general row large...large title large...large")
    let uiKit = RowDiscovery().discover(sources: [
      ("SceneDelegate.swift", Array(Self.scene.utf8)), ("SettingsView.swift", Array(Self.list.utf8)),
      ("SettingsController.swift", Array(Self.table.utf8)),
    ])
    #expect(
      Self.categories(uiKit) == [
        "settings.general row xSmall...xxxLarge title xSmall...xxxLarge",
        "settings.about row xSmall...large title xSmall...large",
        "table.title row xSmall...xxxLarge title xSmall...xxxLarge value xSmall...xxxLarge",
      ])
    let twoWindows = Self.app.replacingOccurrences(
      of: "    }\n  }\n}", with: "    }\n    WindowGroup(id: \"other\") { OtherView() }\n  }\n}")
    let loosest = RowDiscovery().discover(sources: [
      ("App.swift", Array(twoWindows.utf8)), ("SettingsView.swift", Array(Self.list.utf8)),
    ])
    #expect(Self.categories(loosest).first == "settings.general row all title all")
  }
}
