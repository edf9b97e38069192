import Testing
import TypeFit

/// `CheckItem.textByteCount`: the UTF-8 bytes of the key and of each label present, read from
/// the row's labels where they are (perf32), and the weight a row layout counts for from them.
@Suite("An item's text bytes are its key's and its labels'")
struct ItemTextBytesTests {
  static func item(_ row: Row) -> CheckItem {
    CheckItem(
      key: "réglages.wifi", locale: "fr",
      location: SourceLocation(file: "fr.lproj/Localizable.strings", line: 3), format: .strings, row: row)
  }

  @Test("Title, subtitle and value: each label counts by its UTF-8 bytes, beside the key's")
  func everyLabel() {
    // Key 14 bytes (é is two); title 7 (U+2011, the non-breaking hyphen, is three), subtitle 19
    // (é and the no-break space are two each), value 9.
    let item = Self.item(
      Row(title: "Wi‑Fi", subtitle: "Réseau\u{00A0}domestique", value: "Connecté", language: "fr"))
    #expect(item.textByteCount == 14 + 7 + 19 + 9)
    #expect(item.row.labels.map(\.role) == [.title, .subtitle, .value])
    #expect(item.row.labels.map(\.label.text) == ["Wi‑Fi", "Réseau\u{00A0}domestique", "Connecté"])
  }

  @Test("A title alone counts the key and the title; a long text weighs one layout per 48 bytes")
  func titleAlone() {
    let short = Self.item(Row(title: "Wi-Fi", language: "fr"))
    #expect(short.textByteCount == 14 + 5)
    #expect(short.rowLayoutWeight == 1)
    #expect(short.row.labels.map(\.role) == [.title])
    let long = Self.item(Row(title: String(repeating: "é", count: 100), value: "Activé", language: "fr"))
    #expect(long.textByteCount == 14 + 200 + 7)
    #expect(long.rowLayoutWeight == 4)  // 221 bytes / 48
    #expect(long.row.labels.map(\.role) == [.title, .value])
  }
}
