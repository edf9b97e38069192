import Testing
import TypeFitCheck
import TypeFitDiscovery
import TypeFitLocalization

/// Review finding D1: alert and dialog texts (prose) and keys only VoiceOver speaks reached the
/// planner through two channels (`dialogTexts` and `keyRoles`). They are one now,
/// ``SourceKeyRole`` with a kind, looked up by ``DiscoveredKeyRoles``.
@Suite("Planning the roles the sources give keys (one channel: spoken and prose)")
struct SourceKeyRolePlanningTests {
  static func string(_ key: String, _ value: String, line: Int) -> LocalizedString {
    LocalizedString(
      key: key, locale: "en", value: value,
      location: SourceLocation(file: "Localizable.xcstrings", line: line),
      format: .xcstrings)
  }

  @Test("prose in its own table, spoken in every table and over prose, keys compared in their shape")
  func oneChannel() {
    var planner = RowPlanner(configuration: CheckConfiguration())
    let place = SourceLocation(file: "/app/A.swift", line: 3)
    planner.keyRoles = DiscoveredKeyRoles([
      SourceKeyRole(
        key: "alert.title", table: "Localizable", kind: .prose, reason: "title of .alert at A.swift:3",
        location: place),
      SourceKeyRole(
        key: "other.title", table: "Other", kind: .prose, reason: "title of .alert at A.swift:4",
        location: place),
      SourceKeyRole(
        key: "both", table: "Localizable", kind: .prose, reason: "title of .alert at A.swift:5",
        location: place),
      SourceKeyRole(
        key: "both", kind: .spoken, reason: "argument of .accessibilityLabel at A.swift:6", location: place),
      SourceKeyRole(
        key: "n-%@ posts", kind: .spoken, reason: "argument of .accessibilityLabel at A.swift:7",
        location: place),
    ])
    #expect(planner.keyRoles.count == 4)
    let plan = planner.plan([
      Self.string("alert.title", "Delete", line: 1),
      Self.string("other.title", "Remove", line: 2),
      Self.string("both", "Both", line: 3),
      Self.string("n-%lld posts", "%lld posts", line: 4),
    ])
    #expect(
      plan.items.map { "\($0.key) \($0.role) (\($0.roleReason))" } == [
        "alert.title prose (title of .alert at A.swift:3)",
        "other.title label (key ends in \"title\")",
        "both spoken (argument of .accessibilityLabel at A.swift:6)",
        "n-%lld posts spoken (argument of .accessibilityLabel at A.swift:7)",
      ])
  }
}
