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
}
