import Testing

@testable import TypeFitDiscovery

/// The new-user walk of session 44 (NU44-3): App Intents' titles, descriptions, parameters and
/// dialogs are shown by Shortcuts, Siri and Spotlight, never in a list row of the app; Ice
/// Cubes' were laid out as list labels and made 41 of its problems.
@Suite("Discovery: App Intents texts are prose")
struct AppIntentTextTests {
  static let source = """
    import AppIntents

    struct OpenTab: AppIntent {
      static let title: LocalizedStringResource = "intent.open.title"
      static let description: IntentDescription = "intent.open.description"
      static var typeDisplayName: LocalizedStringResource { "intent.tab" }
      @Parameter(title: "intent.param", requestValueDialog: IntentDialog("intent.ask"))
      var tab: String
      func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "intent.done")
      }
    }
    enum Kind: AppEnum {
      case a, b
      static var caseDisplayRepresentations: [Self: DisplayRepresentation] = [
        .a: "intent.kind.a", .b: .init(title: "intent.kind.b"),
      ]
      static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "intent.kind")
    }
    struct Shortcuts: AppShortcutsProvider {
      static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenTab(), phrases: ["Open \\(.applicationName)"], shortTitle: "intent.short",
          systemImageName: "app")
      }
    }

    """

  @Test("every title, description, parameter, dialog and display name is a prose key; phrases are not")
  func intentTexts() {
    let result = RowDiscovery().discover(source: Self.source, path: "Intents.swift")
    #expect(
      result.keyRoles.map { "\($0.kind) \($0.key) (\($0.reason))" } == [
        "prose intent.open.title (App Intents LocalizedStringResource at Intents.swift:4)",
        "prose intent.open.description (App Intents IntentDescription at Intents.swift:5)",
        "prose intent.tab (App Intents LocalizedStringResource at Intents.swift:6)",
        "prose intent.param (App Intents Parameter title at Intents.swift:7)",
        "prose intent.ask (App Intents IntentDialog at Intents.swift:7)",
        "prose intent.done (App Intents result dialog at Intents.swift:10)",
        "prose intent.kind.a (App Intents DisplayRepresentation at Intents.swift:15)",
        "prose intent.kind.b (App Intents DisplayRepresentation at Intents.swift:15)",
        "prose intent.kind (App Intents TypeDisplayRepresentation at Intents.swift:18)",
        "prose intent.short (App Intents AppShortcut shortTitle at Intents.swift:22)",
      ])
    #expect(result.rows.isEmpty)
  }

  @Test("a file that does not import AppIntents gives no App Intents texts")
  func onlyWithTheImport() {
    let source = Self.source.replacingOccurrences(of: "import AppIntents", with: "import SwiftUI")
    let result = RowDiscovery().discover(source: source, path: "Intents.swift")
    #expect(result.keyRoles.isEmpty)
  }
}

extension AppIntentTextTests {
  @Test("a literal inside nested App Intents types is one text, however deep")
  func nestedOnce() {
    let depth = 200
    let nested =
      String(repeating: "DisplayRepresentation(title: ", count: depth) + "\"deep\""
      + String(repeating: ")", count: depth)
    let source = "import AppIntents\nlet r: DisplayRepresentation = \(nested)\nlet s = \(nested)\n"
    let result = RowDiscovery().discover(source: source, path: "Deep.swift")
    #expect(result.keyRoles.map(\.key) == ["deep", "deep"])
  }
}
