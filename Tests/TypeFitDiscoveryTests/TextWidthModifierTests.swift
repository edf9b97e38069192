import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The twentieth attack's A20-5: modifiers that change how wide a row's text is drawn.
@Suite("SwiftUI and UIKit rows: width-changing text modifiers")
struct TextWidthModifierTests {
  @Test("a custom face is a note naming it and how to measure in it (fresh22 F22-8)")
  func customFace() {
    let source = """
      import SwiftUI
      struct A: View {
        var body: some View {
          List {
            Text("m.legal").font(.custom("Georgia", size: 15))
            Text("m.named").font(.custom(faceName, size: 15, relativeTo: .body))
            Text("m.system").font(.system(size: 15))
          }
        }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "A.swift")
    let notes = result.findings.filter { $0.severity == .note && $0.ruleID == .notModelled }
      .map { "\($0.location.line) \($0.message)" }
    #expect(
      notes == [
        "5 .font(.custom(\"Georgia\", size: 15)) draws the text in the face \"Georgia\"; TypeFit measures it in "
          + "the run's font stack (the system font's stand-in unless --font or --stack gives that face), so its "
          + "width may differ (not modelled)",
        "6 .font(.custom(faceName, size: 15, relativeTo: .body)) draws the text in a custom face; TypeFit "
          + "measures it in the run's font stack (the system font's stand-in unless --font or --stack gives "
          + "that face), so its width may differ (not modelled)",
      ])
  }

  @Test("tracking, kerning, widths, monospaced designs, padding and frames on the text are notes")
  func notes() {
    let source = """
      import SwiftUI
      struct A: View {
        var body: some View {
          List {
            NavigationLink { EmptyView() } label: { Text("m.track").tracking(3) }
            NavigationLink { EmptyView() } label: { Text("m.kern").kerning(3) }
            NavigationLink { EmptyView() } label: { Text("m.expanded").fontWidth(.expanded) }
            NavigationLink { EmptyView() } label: { Text("m.width").font(.body.width(.expanded)) }
            NavigationLink { EmptyView() } label: { Text("m.mono").monospaced() }
            NavigationLink { EmptyView() } label: { Text("m.pad").padding(.horizontal, 60) }
            NavigationLink { EmptyView() } label: { Text("m.frame").frame(maxWidth: 150, alignment: .leading) }
            NavigationLink { EmptyView() } label: { Text("m.vpad").padding(.vertical, 8) }
            NavigationLink { EmptyView() } label: { Text("m.wide").frame(maxWidth: .infinity) }
            NavigationLink { EmptyView() } label: { Text("m.zero").tracking(0) }
          }
        }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "A.swift")
    let notes = result.findings.filter { $0.severity == .note && $0.ruleID == .notModelled }
      .map { "\($0.location.line) \($0.message)" }
    #expect(
      notes == [
        "5 .tracking(3) spaces the characters further apart; the text is measured without it (not modelled)",
        "6 .kerning(3) spaces the characters further apart; the text is measured without it (not modelled)",
        "7 .fontWidth(.expanded) draws wider or narrower glyphs; the text is measured at the standard width "
          + "(not modelled)",
        "8 .font(.body.width(.expanded)) draws wider or narrower glyphs; the text is measured at the standard "
          + "width (not modelled)",
        "9 .monospaced() draws the text in a monospaced design, wider than the system font; the text is "
          + "measured in the system font (not modelled)",
        "10 .padding(.horizontal, 60) on Text narrows the column its text wraps in; the text is measured at "
          + "the row's full width (not modelled)",
        "11 .frame(maxWidth: 150, alignment: .leading) on Text limits how wide its text is drawn; the text is "
          + "measured at the row's full width (not modelled)",
      ])
    #expect(result.titleKeys.count == 10)
  }

  @Test(".environment(\\.font, .title) is read as .font(.title)")
  func environmentFont() {
    let source = """
      import SwiftUI
      struct A: View {
        var body: some View {
          List {
            NavigationLink { EmptyView() } label: { Text("m.env").environment(\\.font, .title) }
            NavigationLink { EmptyView() } label: { Text("m.other").environment(\\.locale, .current) }
          }
        }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "A.swift")
    #expect(result.row(title: "m.env")?.title?.textStyle == .title1)
    #expect(result.row(title: "m.other")?.title?.textStyle == nil)
  }

  @Test("UIKit textProperties.transform = .uppercase is the title's case; .none is as written")
  func uiKitTransform() {
    func source(_ transform: String) -> String {
      """
      import UIKit
      final class C: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
          var content = cell.defaultContentConfiguration()
          content.text = NSLocalizedString("tr.k", comment: "")
          content.textProperties.transform = \(transform)
          cell.contentConfiguration = content
          return cell
        }
      }
      """
    }
    func textCase(_ transform: String) -> TextCase? {
      RowDiscovery().discover(source: source(transform), path: "A.swift").row(title: "tr.k")?.title?.textCase
    }
    #expect(textCase(".uppercase") == .uppercase)
    #expect(textCase(".lowercase") == .lowercase)
    #expect(textCase(".none") == nil)
  }
}
