import Testing
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
}
