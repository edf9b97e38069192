import Testing

@testable import TypeFitDiscovery

@Suite("String references")
struct StringReferenceTests {
  @Test("SwiftGen accessors resolve through the generated file's tr(table, key) calls")
  func swiftGen() {
    let result = Fixtures.discover(["SwiftGenStrings.swift", "SwiftGenUse.swift"])
    #expect(result.swiftGenAccessors == 3)
    #expect(
      result.rows.map { $0.title?.reference } == [
        .key("Scene.Settings.Title", table: "Localizable"),
        .key("Scene.Settings.Logout", table: "Localizable"),
        .key("Scene.Settings.Privacy.Title", table: "Privacy"),
        .unresolved("SwiftGen accessor L10n.Scene.Settings.missing not in the generated file"),
        .key("resource.key", table: "Extra"), .key("localized.key", table: "Other"),
      ])
  }

  @Test("SwiftGen index: paths, tables and roots")
  func swiftGenIndex() {
    var strings = SwiftGenStrings()
    let source = Fixtures.path("SwiftGenStrings.swift")
    let bytes = Array(try! String(contentsOfFile: source, encoding: .utf8).utf8)
    #expect(SwiftGenStrings.mightBeGenerated(bytes))
    let tokens = SwiftLexer.tokenize(bytes, file: source).tokens
    #expect(strings.add(TokenStream(file: source, tokens: tokens)) == 3)
    #expect(strings.roots == ["L10n"])
    #expect(
      strings.lookup(["MastodonLocalization", "L10n", "Scene", "Settings", "title"])?.key
        == "Scene.Settings.Title")
    #expect(strings.lookup(["L10n", "Scene", "Settings", "Privacy", "title"])?.table == "Privacy")
  }

  @Test("a file that only calls tr( is not taken as SwiftGen output")
  func notGenerated() {
    var strings = SwiftGenStrings()
    let tokens = SwiftLexer.tokenize("enum A { static let b = A.tr(\"T\", \"k\") }", file: "A.swift").tokens
    #expect(strings.add(TokenStream(file: "A.swift", tokens: tokens)) == 0)
  }

  @Test(
    "literal forms: LocalizedStringKey, NSLocalizedString table, Text(verbatim:), computed and interpolated")
  func literalForms() {
    let source = """
      List {
        Text(LocalizedStringKey("k.one"))
        Text(NSLocalizedString("k.two", tableName: "T", comment: ""))
        Text(verbatim: "shown as is")
        Text(title)
        Text("count \\(n)")
        Text("k.three", tableName: "Menu")
      }
      """
    let rows = RowDiscovery().discover(source: source, path: "L.swift").rows
    #expect(
      rows.map { $0.title?.reference } == [
        .key("k.one", table: nil), .key("k.two", table: "T"), .verbatim("shown as is"),
        .unresolved("computed: title"), .unresolved("interpolated string \"count \\(n)\""),
        .key("k.three", table: "Menu"),
      ])
  }

  @Test(
    "a computed property returning keys per case gives the first as the part and the rest as alternatives")
  func memberProperty() {
    let model = """
      enum Entry {
        case general, about
        var title: LocalizedStringKey {
          switch self {
          case .general: "entry.general"
          case .about: "entry.about"
          }
        }
      }
      """
    let view = """
      struct V: View {
        let entry: Entry
        var body: some View { List { Text(entry.title) } }
      }
      """
    let result = RowDiscovery().discover(sources: [
      ("Entry.swift", Array(model.utf8)), ("V.swift", Array(view.utf8)),
    ])
    #expect(result.rows.first?.title?.reference == .key("entry.general", table: nil))
    #expect(result.rows.first?.title?.alternatives == [.key("entry.about", table: nil)])
  }
}
