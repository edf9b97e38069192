import TypeFitDynamicType

/// The style of the list the row sits in.
public enum ListStyle: String, Sendable, Hashable, Codable, CaseIterable {
  /// Edge-to-edge rows (`.plain`).
  case plain
  /// Edge-to-edge rows in grouped sections (`.grouped`).
  case grouped
  /// Rounded sections inset from the screen edges by the layout margin (`.insetGrouped`; what a
  /// SwiftUI `List` in a `NavigationStack` uses by default on iPhone).
  case insetGrouped
  /// Sidebar rows: inset like ``insetGrouped`` on iPhone, with the sidebar symbol width and
  /// image-to-text padding.
  case sidebar

  /// Whether sections are inset from the screen edges by the horizontal margin.
  public var insetsSections: Bool { self == .insetGrouped || self == .sidebar }

  /// Parses a style name, ignoring case and `-`/`_`.
  /// - Throws: ``RowModelError/unknownName(kind:name:validNames:suggestion:)``.
  public init(parsing text: String) throws(RowModelError) {
    let key = text.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
    guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) else {
      let names = Self.allCases.map(\.rawValue)
      throw .unknownName(
        kind: "list style", name: text, validNames: names,
        suggestion: NameSuggestion.closest(to: text, in: names))
    }
    self = match
  }
}
