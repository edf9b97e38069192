import Testing
import TypeFit

/// `CheckItem.taking(valueOf:)`: an item that shares a laid-out result with another item of the
/// same rows (another key or table with the same texts) shows the value the result chose, with
/// its own value key and entry, never the other item's.
@Suite("An item takes the chosen value from its own alternatives")
struct PartAlternativeTakingTests {
  static func item(_ key: String, valueKeys: (String, String), line: Int) -> CheckItem {
    let file = "\(key).strings"
    var item = CheckItem(
      key: key, locale: "de", location: SourceLocation(file: file, line: line), format: .strings,
      partKeys: ["value": valueKeys.0],
      row: Row(title: "Intervall", value: "Alle 5 Minuten", language: "de"))
    item.partLocations = ["value": SourceLocation(file: file, line: line + 1)]
    item.partAlternatives = [
      CheckItem.PartAlternative(
        valueKey: valueKeys.1, valueLocation: SourceLocation(file: file, line: line + 2),
        row: Row(title: "Intervall", value: "Alle 15 Minuten", language: "de"))
    ]
    return item
  }

  @Test("The second value chosen for another key's item: the value key and entry are this item's")
  func ownAlternative() {
    let mine = Self.item("sync.interval", valueKeys: ("interval.5", "interval.15"), line: 10)
    let other = Self.item("backup.interval", valueKeys: ("backup.5", "backup.15"), line: 40)
    var otherSecond = other
    otherSecond.row = other.partAlternatives![0].row
    otherSecond.partKeys["value"] = "backup.15"
    let taken = mine.taking(valueOf: otherSecond)
    #expect(taken.row.value?.text == "Alle 15 Minuten")
    #expect(taken.partKeys["value"] == "interval.15")
    #expect(taken.partLocations?["value"] == SourceLocation(file: "sync.interval.strings", line: 12))
    #expect(taken.key == "sync.interval")
  }

  @Test("The first value chosen: the item is kept as it is")
  func firstValueKept() {
    let mine = Self.item("sync.interval", valueKeys: ("interval.5", "interval.15"), line: 10)
    let other = Self.item("backup.interval", valueKeys: ("backup.5", "backup.15"), line: 40)
    let taken = mine.taking(valueOf: other)
    #expect(taken.partKeys["value"] == "interval.5")
    #expect(taken.partLocations?["value"] == SourceLocation(file: "sync.interval.strings", line: 11))
  }
}
