import Testing

@testable import TypeFitDiscovery

/// The twenty-first attack's A21-25: a `Form` placing `Section` views declared in their own
/// files, and a view member of an extension in another file, gave no rows at all.
@Suite("SwiftUI rows: sections and members placed in a list from other files")
struct PlacedListContentTests {
  static let settings = """
    import SwiftUI
    struct SettingsView: View {
      var body: some View {
        Form {
          NotificationsSection()
          PrivacySection(title: "sf.priv.header")
          Section { generalRows }
          AccountRow()
        }
        .lineLimit(2)
        .contextMenu { MenuSection() }
      }
    }

    """
  static let notifications = """
    import SwiftUI
    struct NotificationsSection: View {
      @State private var on = true
      var body: some View {
        Section("sf.notif.header") {
          Toggle("sf.notif.push", isOn: $on).lineLimit(1)
          NavigationLink("sf.notif.sounds") { Text("x") }
        }
      }
    }

    """
  static let privacy = """
    import SwiftUI
    struct PrivacySection: View {
      let title: LocalizedStringKey
      var body: some View {
        if title == "" { EmptyView() } else {
          Section(title) { NavigationLink("sf.priv.tracking") { Text("x") }.lineLimit(1) }
        }
      }
    }

    """
  static let general = """
    import SwiftUI
    extension SettingsView {
      @ViewBuilder var generalRows: some View {
        NavigationLink("sf.gen.lang") { Text("x") }.lineLimit(1)
      }
    }
    struct Other: View { @ViewBuilder var unused: some View { Text("sf.unused") } }

    """
  /// A row view (not a section) and a menu's section: no rows, as before.
  static let others = """
    import SwiftUI
    struct AccountRow: View { var body: some View { HStack { Text("sf.account") } } }
    struct MenuSection: View { var body: some View { Section { Button("sf.menu") { } } } }

    """

  static func discover(_ files: [(String, String)]) -> DiscoveryResult {
    RowDiscovery().discover(sources: files.map { ($0.0, Array($0.1.utf8)) })
  }

  @Test("the sections' rows and the extension member's, each at its place, with the Form's line limit")
  func rowsAcrossFiles() {
    let result = Self.discover([
      ("App/SettingsView.swift", Self.settings), ("App/NotificationsSection.swift", Self.notifications),
      ("App/PrivacySection.swift", Self.privacy), ("App/General.swift", Self.general),
      ("App/Others.swift", Self.others),
    ])
    #expect(
      result.rows.map { "\($0.location.file):\($0.location.line) \($0.title?.reference.summary ?? "-")" } == [
        "App/NotificationsSection.swift:6 sf.notif.push", "App/NotificationsSection.swift:7 sf.notif.sounds",
        "App/PrivacySection.swift:6 sf.priv.tracking", "App/General.swift:4 sf.gen.lang",
      ])
    // Their own limit wins; the link without one has the Form's.
    #expect(result.rows.map { $0.title?.lineLimit } == [1, 2, 1, 1])
    #expect(result.row(title: "sf.notif.push")?.construct == .toggle)
    #expect(result.row(title: "sf.notif.sounds")?.construct == .navigationLink)
  }

  @Test("without the list's file nothing is followed: a Section view alone is not a list")
  func notPlaced() {
    let result = Self.discover([
      ("App/NotificationsSection.swift", Self.notifications), ("App/General.swift", Self.general),
    ])
    #expect(result.rows.isEmpty)
  }

  @Test("two section views placing each other are read once each, and the walk ends")
  func cycle() {
    let result = Self.discover([
      ("App/V.swift", "import SwiftUI\nstruct V: View { var body: some View { List { A() } } }\n"),
      (
        "App/A.swift",
        "import SwiftUI\nstruct A: View { var body: some View { Section { B(); Text(\"cy.a\") } } }\n"
      ),
      (
        "App/B.swift",
        "import SwiftUI\nstruct B: View { var body: some View { Section { A(); Text(\"cy.b\") } } }\n"
      ),
    ])
    #expect(result.rows.map { $0.title?.reference.summary ?? "-" } == ["cy.a", "cy.b"])
  }

  @Test("a name declared in two packages is followed into the placing file's own module")
  func modules() {
    let section = { (key: String) in
      "import SwiftUI\nstruct Tips: View { var body: some View { Section { Text(\"\(key)\") } } }\n"
    }
    let result = Self.discover([
      ("Pkg/A/Package.swift", "// swift-tools-version:5.9\n"),
      (
        "Pkg/A/Sources/A/V.swift",
        "import SwiftUI\nstruct V: View { var body: some View { List { Tips() } } }\n"
      ),
      ("Pkg/A/Sources/A/Tips.swift", section("mod.a")),
      ("Pkg/B/Package.swift", "// swift-tools-version:5.9\n"),
      ("Pkg/B/Sources/B/Tips.swift", section("mod.b")),
    ])
    #expect(result.rows.map { $0.title?.reference.summary ?? "-" } == ["mod.a"])
  }
}
