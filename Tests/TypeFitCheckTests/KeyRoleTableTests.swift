import Testing
import TypeFitLocalization

@testable import TypeFitCheck

@Suite("KeyRoleTable: the first pass's roles, one number per key and table")
struct KeyRoleTableTests {
  static let localizable = StringsTable(file: "App/de.lproj/Localizable.strings")
  static let widget = StringsTable(file: "Widget/de.lproj/Localizable.strings")

  @Test("a key's role is found in its own table only, and keys are told apart by their bytes")
  func keyAndTable() {
    var roles = KeyRoleTable()
    let app = roles.entry(key: "caf\u{E9}", table: Self.localizable)
    roles.set(app, to: RoleAssignment(.label, reason: "1 word"), isDevelopment: false)
    let widget = roles.entry(key: "caf\u{E9}", table: Self.widget)
    roles.set(widget, to: RoleAssignment(.prose, reason: "2 sentences"), isDevelopment: true)
    let android = roles.entry(key: "caf\u{E9}", table: nil)
    roles.set(android, to: RoleAssignment(.prose, reason: "key ends in \"message\""), isDevelopment: false)
    #expect(app.table == 0 && widget.table == 1 && android.table == 2)
    #expect(roles.existingNumber(of: Self.localizable) == 0)
    #expect(roles.existingNumber(of: Self.widget) == 1)
    #expect(roles.existingNumber(of: nil) == 2)
    #expect(roles.existingNumber(of: StringsTable(file: "Other/de.lproj/Localizable.strings")) == nil)
    #expect(roles.role(key: "caf\u{E9}", tableNumber: 0) == RoleAssignment(.label, reason: "1 word"))
    #expect(roles.role(key: "caf\u{E9}", tableNumber: 1) == RoleAssignment(.prose, reason: "2 sentences"))
    #expect(roles.role(key: "caf\u{E9}", tableNumber: 2)?.reason == "key ends in \"message\"")
    // NFD: another key, which has no role.
    #expect(roles.role(key: "cafe\u{301}", tableNumber: 0) == nil)
    #expect(roles.count == 3)
  }

  @Test("whether the role came from the development language is kept beside it, not in it")
  func developmentFlag() {
    var roles = KeyRoleTable()
    let entry = roles.entry(key: "k", table: Self.localizable)
    #expect(roles.isDevelopment(entry) == nil)
    roles.set(entry, to: RoleAssignment(.label, reason: "1 word"), isDevelopment: false)
    #expect(roles.isDevelopment(entry) == false)
    roles.set(entry, to: RoleAssignment(.prose, reason: "a sentence of 5 words"), isDevelopment: true)
    #expect(roles.isDevelopment(entry) == true)
    #expect(
      roles.role(key: "k", tableNumber: entry.table)
        == RoleAssignment(.prose, reason: "a sentence of 5 words"))
    #expect(roles.count == 1)
    #expect(roles.distinctAssignments == 2)
  }

  @Test("the entry given a role last answers as the table does, and another key or table is not it")
  func lastSetEntry() {
    var roles = KeyRoleTable()
    let first = roles.entry(key: "k", table: Self.localizable)
    let second = roles.entry(key: "k.2", table: Self.localizable)
    roles.set(first, to: RoleAssignment(.label, reason: "1 word"), isDevelopment: false)
    roles.set(second, to: RoleAssignment(.label, reason: "1 word"), isDevelopment: true)
    // The last set (remembered) and an earlier one (from the dictionary).
    #expect(roles.isDevelopment(second) == true)
    #expect(roles.isDevelopment(first) == false)
    // The same key in another table, and the key written NFD, have no role.
    #expect(roles.isDevelopment(roles.entry(key: "k.2", table: Self.widget)) == nil)
    #expect(roles.isDevelopment(roles.entry(key: "caf\u{E9}", table: Self.localizable)) == nil)
    let composed = roles.entry(key: "caf\u{E9}", table: Self.localizable)
    roles.set(composed, to: RoleAssignment(.label, reason: "1 word"), isDevelopment: false)
    #expect(roles.isDevelopment(roles.entry(key: "cafe\u{301}", table: Self.localizable)) == nil)
    // The first entry decided again from the development language: both answers follow.
    roles.set(first, to: RoleAssignment(.prose, reason: "2 sentences"), isDevelopment: true)
    #expect(roles.isDevelopment(first) == true)
    #expect(roles.isDevelopment(second) == true)
    #expect(roles.role(key: "k", tableNumber: first.table) == RoleAssignment(.prose, reason: "2 sentences"))
  }

  @Test("10,000 keys with two roles keep two roles and reasons, and one number per key")
  func rolesAreShared() {
    var roles = KeyRoleTable()
    for index in 0..<10_000 {
      let entry = roles.entry(key: "k.\(index)", table: Self.localizable)
      let role =
        index.isMultiple(of: 3)
        ? RoleAssignment(.prose, reason: "2 sentences") : RoleAssignment(.label, reason: "1 word")
      roles.set(entry, to: role, isDevelopment: index.isMultiple(of: 2))
    }
    #expect(roles.count == 10_000)
    #expect(roles.distinctAssignments == 2)
    #expect(roles.role(key: "k.9999", tableNumber: 0) == RoleAssignment(.prose, reason: "2 sentences"))
    #expect(roles.role(key: "k.9998", tableNumber: 0) == RoleAssignment(.label, reason: "1 word"))
    #expect(roles.isDevelopment(roles.entry(key: "k.9998", table: Self.localizable)) == true)
    #expect(roles.isDevelopment(roles.entry(key: "k.9999", table: Self.localizable)) == false)
  }

  @Test("planning decides each key's role once, from the first string met or the development language's")
  func plannedRoles() {
    let prose = "Swipe left on a post to reply. Swipe right to boost it."
    func string(_ key: String, _ locale: String, _ value: String, _ file: String) -> LocalizedString {
      LocalizedString(
        key: key, locale: locale, value: value, location: SourceLocation(file: file, line: 1),
        format: .strings)
    }
    let strings = [
      // The first string met decides when the development language has none: the prose `fr`
      // text of the key is a label too.
      string("first.met", "de", "Tipp", "de.lproj/Localizable.strings"),
      // The development language in a later file, after another key: it decides.
      string("later.en", "de", "Tipp", "de.lproj/Localizable.strings"),
      string("first.met", "fr", prose, "fr.lproj/Localizable.strings"),
      string("later.en", "en", prose, "en.lproj/Localizable.strings"),
      // The last key of the input, with no development-language string: its first string decides.
      string("last.key", "de", prose, "de.lproj/Localizable.strings"),
      string("last.key", "fr", "Astuce", "fr.lproj/Localizable.strings"),
    ]
    let plan = RowPlanner(configuration: CheckConfiguration()).plan(strings)
    #expect(plan.items.map(\.key) == strings.map(\.key))
    #expect(plan.items.map(\.role) == [.label, .prose, .label, .prose, .prose, .prose])
    #expect(
      plan.items.map(\.roleReason) == [
        "short text, 1 word", "2 sentences", "short text, 1 word", "2 sentences", "2 sentences",
        "2 sentences",
      ])
  }
}
