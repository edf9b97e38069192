import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The twenty-third attack's A23-11 (arrays, `Self.key`): a row whose title is an element of a
/// constant array (`ForEach(keys, id: \.self) { k in Text(k) }`, `Text(keys[i])`) or a
/// `static let` read as `Self.key` was checked without its keys.
@Suite("String references: constant arrays of keys and Self.key")
struct ConstantArrayKeyTests {
  /// Each row as `title,alternative… line`, its texts by ``StringReference/summary``.
  static func rows(_ result: DiscoveryResult) -> [String] {
    result.rows.map { row in
      ([row.title?.reference.summary ?? "-"] + (row.title?.alternatives.map(\.summary) ?? []))
        .joined(separator: ",") + " \(row.location.line)"
    }
  }

  @Test("an element of a [LocalizedStringKey] or [String] constant is a row titled each of its strings")
  func arrays() {
    let source = """
      import SwiftUI
      struct V: View {
        let keys: [LocalizedStringKey] = ["ka.a", "ka.b"]
        static let shared: [LocalizedStringKey] = [
          "ks.a",
          "ks.b",
        ]
        let names = ["kn.a", "kn.b"]
        var body: some View {
          let local: [String] = ["kl.a", "kl.b"]
          List {
            ForEach(keys, id: \\.self) { k in Text(k).lineLimit(1) }
            ForEach(Self.shared, id: \\.self) { k in NavigationLink(k) { EmptyView() } }
            ForEach(names, id: \\.self) { n in Toggle(LocalizedStringKey(n), isOn: .constant(true)) }
            ForEach(local, id: \\.self) { n in Text(NSLocalizedString(n, comment: "")) }
            ForEach(0..<keys.count, id: \\.self) { i in Text(keys[i]) }
            ForEach(names.indices, id: \\.self) { i in Text(LocalizedStringKey(names[i])) }
            ForEach(V.shared, id: \\.self) { Text($0) }
            ForEach(local, id: \\.self) { Text(String(localized: String.LocalizationValue($0))) }
            ForEach(names, id: \\.self) { n in Text(n) }
            ForEach(Array(keys.enumerated()), id: \\.offset) { i, k in Text(k) }
          }
        }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(
      Self.rows(result) == [
        "ka.a,ka.b 12", "ks.a,ks.b 13", "kn.a,kn.b 14", "kl.a,kl.b 15", "ka.a,ka.b 16", "kn.a,kn.b 17",
        "ks.a,ks.b 18", "kl.a,kl.b 19", "verbatim \"kn.a\",verbatim \"kn.b\" 20", "ka.a,ka.b 21",
      ])
    #expect(result.row(title: "ka.a")?.title?.lineLimit == 1)
    #expect(result.row(title: "ks.a")?.accessory == .disclosure)
    #expect(result.row(title: "kn.a")?.accessory == .toggle)
  }

  @Test("a var, an array of more than literals, or one followed by more stays computed")
  func notConstant() {
    let source = """
      import SwiftUI
      struct V: View {
        var changing: [LocalizedStringKey] = ["nc.a"]
        let mixed: [LocalizedStringKey] = ["nc.b", other]
        let joined: [LocalizedStringKey] = ["nc.c"]
          + extra
        let mapped = ["nc.d"].map { $0 }
        let rows: [Row] = [Row()]
        var body: some View {
          List {
            ForEach(changing, id: \\.self) { k in Text(k) }
            ForEach(mixed, id: \\.self) { k in Text(k) }
            ForEach(joined, id: \\.self) { k in Text(k) }
            ForEach(mapped, id: \\.self) { k in Text(k) }
            ForEach(rows.indices, id: \\.self) { i in Text(rows[i]) }
          }
        }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(
      Self.rows(result) == [
        "? computed: k 11", "? computed: k 12", "? computed: k 13", "? computed: k 14",
        "? computed: rows[i] 15",
      ])
  }

  @Test("an array of more than 256 strings gives its first 256 and a note of the others")
  func hugeArray() {
    let literals = (0..<300).map { "\"h.\($0)\"" }.joined(separator: ", ")
    let uses = String(repeating: "ForEach(keys, id: \\.self) { k in Text(k) }\n", count: 500)
    let source = """
      import SwiftUI
      let keys: [LocalizedStringKey] = [\(literals)]
      struct V: View { var body: some View { List {
      \(uses)} } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.rows.count == 500)
    let title = result.rows.last?.title
    #expect(title?.reference == .key("h.0", table: nil))
    #expect(title?.alternatives.count == 256)
    #expect(title?.alternatives[254] == .key("h.255", table: nil))
    #expect(title?.alternatives.last == .unresolved("44 more elements of keys not read (at most 256 are)"))
  }

  @Test("Self.key of a static let, in the type and in an extension of it, is its key")
  func selfKey() {
    let source = """
      import SwiftUI
      struct W: View {
        static let key: LocalizedStringKey = "sk.a"
        static var computed: LocalizedStringKey { "sk.c" }
        var body: some View { List { Text(Self.key).lineLimit(1) } }
      }
      extension W {
        static let other: LocalizedStringKey = "sk.b"
        var more: some View { List { Text(Self.key); Text(Self.other); Text(Self.computed) } }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "W.swift")
    #expect(Self.rows(result) == ["sk.a 5", "sk.a 9", "sk.b 9", "sk.c 9"])
    #expect(result.row(title: "sk.a")?.title?.lineLimit == 1)
  }
}
