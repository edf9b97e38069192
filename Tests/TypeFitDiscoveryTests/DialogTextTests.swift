import Testing

@testable import TypeFitDiscovery

/// Fresh23 F23-10: the titles and messages of alerts and confirmation dialogs are found wherever
/// they are, so that `check` gives their keys no wrap or truncation rules.
@Suite("Row discovery: alert and dialog texts")
struct DialogTextTests {
  static let swiftUI = """
    import SwiftUI
    struct SupportView: View {
      @State var shown = false
      var body: some View {
        List { Text("support.row") }
          .alert(
            "support.alert.title", isPresented: $shown,
            actions: { Button { shown = false } label: { Text("alert.button.ok") } },
            message: { Text("support.alert.message") }
          )
          .alert(Text("other.title", tableName: "Other"), isPresented: $shown) {
            Button("alert.button.ok") {}
          } message: {
            Text("other.message")
          }
          .confirmationDialog("", isPresented: $shown) { Button("dialog.block") {} }
          .alert(isPresented: $shown) {
            Alert(title: Text("delete.title"), message: Text("delete.message"), dismissButton: .cancel())
          }
      }
    }
    """
  static let uiKit = """
    import UIKit
    final class ViewController: UIViewController {
      func warn(failed: Bool) {
        let alert = UIAlertController(
          title: NSLocalizedString("warn.title", comment: ""),
          message: failed ? NSLocalizedString("warn.failed", comment: "") : NSLocalizedString("warn.ok", comment: ""),
          preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(UIAlertController(title: "Verbatim", message: nil, preferredStyle: .alert), animated: true)
      }
    }
    """

  @Test("SwiftUI .alert, .confirmationDialog and Alert: titles and messages, buttons and rows left out")
  func swiftUIDialogs() {
    let result = RowDiscovery().discover(sources: [("SupportView.swift", Array(Self.swiftUI.utf8))])
    #expect(
      result.keyRoles.map { "\($0.kind) \($0.table ?? "-") \($0.key) (\($0.reason))" } == [
        "prose Localizable support.alert.title (title of .alert at SupportView.swift:7)",
        "prose Localizable support.alert.message (message of .alert at SupportView.swift:9)",
        "prose Other other.title (title of .alert at SupportView.swift:11)",
        "prose Localizable other.message (message of .alert at SupportView.swift:14)",
        "prose Localizable delete.title (title of Alert at SupportView.swift:18)",
        "prose Localizable delete.message (message of Alert at SupportView.swift:18)",
      ])
    #expect(result.keyRoles.first.map { [$0.location.line, $0.location.column] } == [7, 9])
    // The list's row is still found; the alerts' buttons are not rows.
    #expect(result.rows.compactMap { $0.title?.reference.key } == ["support.row"])
  }

  @Test("UIAlertController: NSLocalizedString keys and each branch of a ternary; a String literal is no key")
  func uiKitAlerts() {
    let result = RowDiscovery().discover(sources: [("ViewController.swift", Array(Self.uiKit.utf8))])
    #expect(
      result.keyRoles.map { "\($0.key) (\($0.reason))" } == [
        "warn.title (title of UIAlertController at ViewController.swift:5)",
        "warn.failed (message of UIAlertController at ViewController.swift:6)",
        "warn.ok (message of UIAlertController at ViewController.swift:6)",
      ])
    #expect(result.rows.isEmpty)
  }
}

/// Fresh24 F24-13: keyboard shortcuts' titles (iPadOS's shortcut menu and menu bar) are no list
/// rows; Mastodon's `Keyboard.Timeline.*` were checked as labels with wrap notes.
@Suite("Row discovery: key command titles")
struct KeyCommandTitleTests {
  @Test(
    "UIKeyCommand(title:) and discoverabilityTitle: are prose, also an enum case's title over E.allCases.map")
  func keyCommands() {
    let source = """
      import UIKit
      enum Direction: CaseIterable {
        case previous, next
        var title: String {
          switch self {
          case .previous: return NSLocalizedString("keyboard.previous", comment: "")
          case .next: return NSLocalizedString("keyboard.next", comment: "")
          }
        }
      }
      final class Pager: UIViewController {
        override var keyCommands: [UIKeyCommand]? {
          [
            UIKeyCommand(
              title: NSLocalizedString("keyboard.compose", comment: ""), image: nil, action: #selector(compose),
              input: "n", modifierFlags: .command, propertyList: nil, alternates: [],
              discoverabilityTitle: NSLocalizedString("keyboard.compose.long", comment: ""), attributes: [],
              state: .off),
            UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(close)),
          ] + Direction.allCases.map { direction in
            UIKeyCommand(title: direction.title, action: #selector(move), input: "]")
          }
        }
      }
      """
    let result = RowDiscovery().discover(sources: [("Pager.swift", Array(source.utf8))])
    #expect(
      result.keyRoles.map { "\($0.kind) \($0.key) (\($0.reason))" } == [
        "prose keyboard.compose (title of UIKeyCommand at Pager.swift:15)",
        "prose keyboard.compose.long (discoverabilityTitle of UIKeyCommand at Pager.swift:17)",
        "prose keyboard.previous (title of UIKeyCommand at Pager.swift:21)",
        "prose keyboard.next (title of UIKeyCommand at Pager.swift:21)",
      ])
    #expect(result.rows.isEmpty)
  }
}
