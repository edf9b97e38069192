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
      result.dialogTexts.map { "\($0.construct) \($0.part.rawValue) \($0.reference.summary)" } == [
        ".alert title \(StringReference.key("support.alert.title", table: nil).summary)",
        ".alert message \(StringReference.key("support.alert.message", table: nil).summary)",
        ".alert title \(StringReference.key("other.title", table: "Other").summary)",
        ".alert message \(StringReference.key("other.message", table: nil).summary)",
        "Alert title \(StringReference.key("delete.title", table: nil).summary)",
        "Alert message \(StringReference.key("delete.message", table: nil).summary)",
      ])
    #expect(result.dialogTexts.first.map { [$0.location.line, $0.location.column] } == [7, 9])
    // The list's row is still found; the alerts' buttons are not rows.
    #expect(result.rows.compactMap { $0.title?.reference.key } == ["support.row"])
  }

  @Test("UIAlertController: NSLocalizedString keys and each branch of a ternary; a String literal is no key")
  func uiKitAlerts() {
    let result = RowDiscovery().discover(sources: [("ViewController.swift", Array(Self.uiKit.utf8))])
    #expect(
      result.dialogTexts.map { "\($0.part.rawValue) \($0.reference.key ?? "-")" } == [
        "title warn.title", "message warn.failed", "message warn.ok",
      ])
    #expect(result.dialogTexts.allSatisfy { $0.construct == "UIAlertController" })
    #expect(result.rows.isEmpty)
  }
}
