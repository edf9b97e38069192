import Testing
import TypeFitDynamicType

@testable import TypeFitRow

/// `Row.hashShape(into:)` feeds every member `==` compares but the texts and the language: rows of
/// one text that differed in a member left out collided in a run's caches (the thirty-ninth
/// attack's A39-2, the fortieth's A40-1).
@Suite("Row.hashShape: every member but the texts and the language")
struct RowShapeHashTests {
  static func shapeHash(_ row: Row) -> Int {
    var hasher = Hasher()
    row.hashShape(into: &hasher)
    return hasher.finalize()
  }

  @Test("the members listed are the types' own: a member added to Row or RowLabel must be hashed")
  func membersListed() {
    let row = Row(title: "a", subtitle: "b", value: "c")
    // A row keeps its members in one copy-on-write object (perf48): its members are that object's.
    let stored = Mirror(reflecting: row).children.map { ($0.label, $0.value) }
    #expect(stored.map(\.0) == ["fields"])
    let members = stored.first.map { Mirror(reflecting: $0.1).children.compactMap(\.label) } ?? []
    #expect(members.sorted() == Row.shapeHashMembers.sorted())
    #expect(
      Mirror(reflecting: row.title).children.compactMap(\.label).sorted()
        == RowLabel.shapeHashMembers.sorted())
  }

  @Test("changing any member but the texts and the language changes the hash")
  func everyMemberChangesTheHash() {
    let base = Row(title: "Datenschutz", subtitle: "Alle", value: "Aus")
    var changes: [(String, Row)] = []
    func change(_ name: String, _ edit: (inout Row) -> Void) {
      var row = base
      edit(&row)
      changes.append((name, row))
    }
    change("leading") { $0.leading = .image(ImageSpec(width: 40.001, height: 40, shape: .square)) }
    change("accessory") { $0.accessory = .disclosure }
    change("accessorySize") { $0.accessorySize = Size(width: 30, height: 30) }
    change("isNavigable") { $0.isNavigable = false }
    change("sizeCategories") { $0.sizeCategories = .large ... .accessibility3 }
    change("listStyle") { $0.listStyle = .plain }
    change("no subtitle") { $0.subtitle = nil }
    change("no value") { $0.value = nil }
    change("title.textStyle") { $0.title.textStyle = .headline }
    change("title.lineLimit") { $0.title.lineLimit = 2 }
    change("title.truncationMode") { $0.title.truncationMode = .middle }
    change("title.weight") { $0.title.weight = .bold }
    change("title.italic") { $0.title.italic = true }
    change("title.monospacedDigits") { $0.title.monospacedDigits = true }
    change("title.sizeCategories") { $0.title.sizeCategories = .large ... .xxLarge }
    change("title.fixedPointSize") { $0.title.fixedPointSize = 10.001 }
    change("title.relativePointSize") { $0.title.relativePointSize = 20 }
    change("title.minimumScaleFactor") { $0.title.minimumScaleFactor = 0.5 }
    change("subtitle.lineLimit") { $0.subtitle?.lineLimit = 1 }
    change("value.weight") { $0.value?.weight = .semibold }
    let hash = Self.shapeHash(base)
    for (name, row) in changes {
      #expect(row != base, "\(name)")
      #expect(Self.shapeHash(row) != hash, "\(name)")
    }
    var other = base
    other.title.text = "Privacy"
    other.language = "de"
    #expect(Self.shapeHash(other) == hash)
  }
}
