import Foundation
import Testing
import _TypeFitTestSupport

/// The fifty-eighth attack's A58-7: a row's titles and values of as many texts were paired by
/// position, whatever picked them; `ForEach(keys) { k in … Text(k) … Text(values[selection]) }`
/// never laid out the first title with the second value. They pair now only when one thing picks
/// both (``ChoiceOrigin``): one `ForEach` element, one index, one condition.
@Suite("Check: a title goes with the value at its position only when one thing picks both")
struct CheckValuePairingTests {
  static let source = """
    import SwiftUI
    let ka: [LocalizedStringKey] = ["a.t0", "a.t1"]
    let va: [LocalizedStringKey] = ["a.v0", "a.v1"]
    let kb: [LocalizedStringKey] = ["b.t0", "b.t1"]
    let vb: [LocalizedStringKey] = ["b.v0", "b.v1"]
    enum E: CaseIterable {
      case one, two
      var title: LocalizedStringKey { switch self { case .one: return "c.t0"; case .two: return "c.t1" } }
      var detail: LocalizedStringKey { switch self { case .one: return "c.v0"; case .two: return "c.v1" } }
      var name: LocalizedStringKey { switch self { case .one: return "d.t0"; case .two: return "d.t1" } }
      var other: LocalizedStringKey { switch self { case .one: return "d.v0"; case .two: return "d.v1" } }
    }
    struct V: View {
      let current: E
      var body: some View { List {
        ForEach(ka, id: \\.self) { k in HStack { Text(k); Spacer(); Text(va[selection]) } }
        ForEach(0..<2, id: \\.self) { i in HStack { Text(kb[i]); Spacer(); Text(vb[i]) } }
        ForEach(E.allCases, id: \\.self) { e in HStack { Text(e.title); Spacer(); Text(e.detail) } }
        ForEach(E.allCases, id: \\.self) { e in HStack { Text(e.name); Spacer(); Text(current.other) } }
        HStack { Text(on ? "f.t0" : "f.t1"); Spacer(); Text(on ? "f.v0" : "f.v1") }
        HStack { Text(on ? "g.t0" : "g.t1"); Spacer(); Text(off ? "g.v0" : "g.v1") }
      } }
    }

    """

  @Test("unrelated pickers: every title with the long value; one picker: each with its own")
  func pairing() throws {
    let folder = try TemporaryFolder()
    try folder.write("app/V.swift", Self.source)
    var strings = ""
    for prefix in ["a", "b", "c", "d", "f", "g"] {
      strings += "\"\(prefix).t0\" = \"Intervall\"; \"\(prefix).t1\" = \"Intervall\";\n"
      strings +=
        "\"\(prefix).v0\" = \"Aus\"; \"\(prefix).v1\" = \"Alle fünfzehn Minuten ohne Unterbrechung\";\n"
    }
    try folder.write("app/de.lproj/Localizable.strings", strings)
    let run = CapturedRun(["check", folder.path + "/app", "--format", "json", "--quiet"])
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    var values: [String: String] = [:]
    for result in results {
      guard let key = result["key"] as? String else { continue }
      values[key] = (result["partKeys"] as? [String: String])?["value"]
    }
    #expect(
      values == [
        "a.t0": "a.v1", "a.t1": "a.v1", "b.t0": "b.v0", "b.t1": "b.v1", "c.t0": "c.v0", "c.t1": "c.v1",
        "d.t0": "d.v1", "d.t1": "d.v1", "f.t0": "f.v0", "f.t1": "f.v1", "g.t0": "g.v1", "g.t1": "g.v1",
      ])
  }
}

/// The new-user walk of session 44 (NU44-2): a `Picker` row's value is the strictest of its
/// options in each locale, and the text report's headline named the first locale's option
/// while quoting the text of another's.
@Suite("Check: a problem on a value whose key differs by locale")
struct CheckValueKeyByLocaleTests {
  @Test("the headline names the quoted locale's key and how many others the locales show")
  func headlineNamesTheExamplesKey() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/V.swift",
      """
      import SwiftUI
      struct V: View { var body: some View { List {
        Picker("p.title", selection: $s) { Text("o.a").tag(0); Text("o.b").tag(1) }
      } } }

      """)
    let long = "Alle fünfzehn Minuten ohne Unterbrechung und noch mehr"
    try folder.write(
      "app/de.lproj/Localizable.strings",
      "\"p.title\" = \"Intervall\"; \"o.a\" = \"Kurz\"; \"o.b\" = \"\(long)\";")
    try folder.write(
      "app/fr.lproj/Localizable.strings",
      "\"p.title\" = \"Intervalle\"; \"o.a\" = \"Toutes les quinze minutes sans interruption\"; \"o.b\" = \"Court\";"
    )
    let run = CapturedRun(["check", folder.path + "/app", "-q"])
    let headline = run.stdout.split(separator: "\n").first { $0.contains("(value of p.title)") }
    #expect(
      headline.map(String.init)
        == "note     o.b or 1 other key by locale (value of p.title): value moves below the title from large in both locales",
      "\(run.stdout)")
  }
}

/// The fifty-ninth attack's A59-2: a subtitle that can show several texts (an `if`/`else`, a
/// ternary) was laid out with its first; the others were checked as labels of their own,
/// without the row's line limit, so a subtitle that truncates in the row was never reported.
@Suite("Check: every text a subtitle can show is laid out in its row")
struct CheckSubtitleAlternativesTests {
  @Test("the strictest subtitle is kept, whichever branch it is in; titles of another count too")
  func everySubtitle() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/V.swift",
      """
      import SwiftUI
      struct V: View { var body: some View { List {
        NavigationLink(value: 1) {
          VStack { Text("a.t"); if idle { Text("a.s0") } else if busy { Text("a.s1") } else { Text("a.s2") } }
            .lineLimit(1)
        }
        NavigationLink(value: 2) {
          VStack { if on { Text("b.t0") } else { Text("b.t1") }; Text(ok ? "b.s0" : "b.s1") }.lineLimit(1)
        }
      } } }

      """)
    let long = "Die Verbindung zum Server ist seit mehreren Stunden unterbrochen"
    try folder.write(
      "app/de.lproj/Localizable.strings",
      """
      "a.t" = "Server"; "a.s0" = "Bereit"; "a.s1" = "\(long)"; "a.s2" = "Beschäftigt";
      "b.t0" = "Konto"; "b.t1" = "Profil"; "b.s0" = "\(long)"; "b.s1" = "Aus";
      """)
    let run = CapturedRun(["check", folder.path + "/app", "--format", "json", "--quiet"])
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    var subtitles: [String: String] = [:]
    for result in results {
      guard let key = result["key"] as? String else { continue }
      subtitles[key] = (result["partKeys"] as? [String: String])?["subtitle"]
    }
    #expect(subtitles == ["a.t": "a.s1", "b.t0": "b.s0", "b.t1": "b.s0"])
    let text = CapturedRun(["check", folder.path + "/app", "-q"])
    #expect(
      text.stdout.contains("error    a.s1 (subtitle of a.t): subtitle truncates from large in de"),
      "\(text.stdout)")
    // The other subtitles are parts of the rows, not labels of their own.
    #expect(Set(results.compactMap { $0["key"] as? String }) == ["a.t", "b.t0", "b.t1"])
  }
}

/// The sixtieth attack's A60-6: a row whose subtitle and value both show several texts kept the
/// strictest of its S + V − 1 layouts, so a subtitle's truncation stood behind a value's and was
/// named nowhere until the value was fixed.
@Suite("Check: a subtitle's and a value's strictest texts are laid out together")
struct CheckSubtitleAndValueTests {
  @Test("both truncations are reported, on one row")
  func bothParts() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/V.swift",
      """
      import SwiftUI
      struct V: View { var body: some View { List {
        LabeledContent { if on { Text("v.a") } else { Text("v.b") } } label: {
          VStack { Text("t"); Text(ok ? "s.a" : "s.b") }
        }.lineLimit(1)
      } } }

      """)
    let long = "A text far too long to fit on one line of a list row at any size"
    try folder.write(
      "app/en.lproj/Localizable.strings",
      """
      "t" = "Title"; "s.a" = "Short"; "s.b" = "\(long)"; "v.a" = "On"; "v.b" = "\(long)";
      """)
    let run = CapturedRun(["check", folder.path + "/app", "--format", "json", "--quiet"])
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    #expect(results.count == 1)
    #expect(results.first?["partKeys"] as? [String: String] == ["subtitle": "s.b", "value": "v.b"])
    let text = CapturedRun(["check", folder.path + "/app", "-q"])
    #expect(text.stdout.contains("error    s.b (subtitle of t): subtitle truncates"), "\(text.stdout)")
    #expect(text.stdout.contains("error    v.b (value of t): value truncates"), "\(text.stdout)")
  }
}
