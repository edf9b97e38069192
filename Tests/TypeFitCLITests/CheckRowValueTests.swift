import Foundation
import Testing
import _TypeFitTestSupport

/// `typefit check` lays a discovered row out with the value the screen shows (fresh22 F22-3,
/// F22-4): a `Picker` with each option as the value (the strictest kept), a `LabeledContent`
/// with its verbatim value. Before, both rows were checked with their titles alone.
@Suite("typefit check: a row's value from its Picker options or verbatim text")
struct CheckRowValueTests {
  static let swift = """
    import SwiftUI
    struct S: View { var body: some View { List {
      Picker("sync.interval", selection: $i) {
        Text("interval.5min").tag(5)
        Text("interval.15min").tag(15)
        Text("interval.60min").tag(60)
      }
      LabeledContent("storage.used", value: "12.4 GB")
    } } }
    """
  static let strings = """
    "sync.interval" = "Synchronisierungsintervall";
    "interval.5min" = "Alle 5 Minuten";
    "interval.15min" = "Alle 15 Minuten";
    "interval.60min" = "Stündlich";
    "storage.used" = "Belegter Speicherplatz";
    """

  @Test("the Picker row takes its strictest option as value; the verbatim value is laid out as written")
  func pickerAndVerbatimValues() throws {
    let folder = try TemporaryFolder()
    try folder.write("app/S.swift", Self.swift)
    try folder.write("app/de.lproj/Localizable.strings", Self.strings)
    let run = CapturedRun([
      "check", folder.path + "/app", "--format", "json", "--quiet", "--device", "iPhone SE (3rd generation)",
    ])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    // The options are the Picker row's value, not labels of their own.
    #expect(results.compactMap { $0["key"] as? String } == ["sync.interval", "storage.used"])
    let picker = results[0]
    #expect(
      picker["texts"] as? [String: String] == [
        "title": "Synchronisierungsintervall", "value": "Alle 15 Minuten",
      ])
    #expect(picker["partKeys"] as? [String: String] == ["value": "interval.15min"])
    let pickerFindings = try #require(
      (picker["contexts"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
    let stacked = try #require(pickerFindings.first { $0["rule"] as? String == "TF007" })
    // What `typefit row --title Synchronisierungsintervall --value "Alle 15 Minuten"
    // --accessory disclosure --not-navigable --lang de` says: from large.
    #expect((stacked["categories"] as? [String])?.first == "large")
    #expect(
      (stacked["message"] as? String)?.hasPrefix(
        "value \"Alle 15 Minuten\" moves below the title from large: side by side needs 323.81 pt") == true)
    let storage = results[1]
    #expect(storage["texts"] as? [String: String] == ["title": "Belegter Speicherplatz", "value": "12.4 GB"])
    let storageFindings = try #require(
      (storage["contexts"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
    #expect(storageFindings.compactMap { $0["rule"] as? String } == ["TF007", "TF008"])
    let storageStacked = try #require(storageFindings.first { $0["rule"] as? String == "TF007" })
    #expect((storageStacked["categories"] as? [String])?.first == "xxxLarge")
    // 2 checks: the Picker's title and value strings, the LabeledContent's title (its value is
    // no string).
    let summary = try #require(try run.jsonObject()["summary"] as? [String: Any])
    #expect(summary["rows"] as? Int == 2)
    #expect(summary["strings"] as? Int == 3)
  }

  @Test("the row is checked with every option: the one that does not fit decides")
  func strictestOptionDecides() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/S.swift",
      """
      import SwiftUI
      struct S: View { var body: some View { List {
        Picker("p", selection: $i) { Text("o.short").tag(1); Text("o.long").tag(2) }
      } } }
      """)
    try folder.write(
      "app/de.lproj/Localizable.strings",
      #""p" = "Intervall"; "o.short" = "Kurz"; "o.long" = "Alle fünfzehn Minuten ohne Unterbrechung";"#)
    let run = CapturedRun(["check", folder.path + "/app", "--format", "json", "--quiet"])
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    #expect(results.count == 1)
    // The short option fits beside the title at every size the long one does not: the long
    // one, listed second, is the row's.
    #expect(
      (results[0]["texts"] as? [String: String])?["value"] == "Alle fünfzehn Minuten ohne Unterbrechung")
    #expect((results[0]["partKeys"] as? [String: String])?["value"] == "o.long")
  }

  /// The fifty-sixth attack's A56-1: each title of a `Picker` label (an `if`/`else` of `Text`s)
  /// is a row of its own checked with every option; the options' texts and labels are now found
  /// once for the titles, so a title's own modifiers must not reach them: each title, plain,
  /// uppercased and italic, or bold, is checked with the long option (reports byte-identical to
  /// those of the build before the change).
  @Test("each title of a Picker label is checked with every option, its own modifiers kept to itself")
  func titlesOfOneLabel() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/S.swift",
      """
      import SwiftUI
      struct S: View { var a = true; var b = false; var body: some View { List {
        Picker(selection: $i) { Text("o.short").tag(1); Text("o.long").tag(2); Text("o.mid").tag(3) } label: {
          if a { Text("t.plain") } else if b { Text("t.upper").textCase(.uppercase).italic() } else { Text("t.bold").bold() }
        }
      } } }
      """)
    try folder.write(
      "app/de.lproj/Localizable.strings",
      #""t.plain" = "Intervall"; "t.upper" = "Intervall"; "t.bold" = "Intervall"; "o.short" = "Kurz"; "#
        + #""o.mid" = "**Mittel** lang"; "#
        + #""o.long" = "Alle fünfzehn Minuten ohne Unterbrechung";"#)
    let run = CapturedRun(["check", folder.path + "/app", "--format", "json", "--quiet"])
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    #expect(results.compactMap { $0["key"] as? String }.sorted() == ["t.bold", "t.plain", "t.upper"])
    for result in results {
      let texts = result["texts"] as? [String: String]
      #expect(texts?["value"] == "Alle fünfzehn Minuten ohne Unterbrechung", "\(result)")
      #expect(texts?["title"] == "Intervall", "\(result)")
      #expect((result["partKeys"] as? [String: String])?["value"] == "o.long")
    }
  }

  /// A56-1's scale: 1,200 titles × 1,200 options (1.44 million rows with a value) took over a
  /// minute to plan, each title's options looked up, filled and made into labels again, before
  /// the row-layout limit, which did not count them, was asked. Now they are found once, and
  /// counted: refused in seconds.
  @Test("1,200 titles × 1,200 options: planned in seconds and refused by the row-layout limit")
  func manyTitlesManyOptions() throws {
    let folder = try HostileManyValuesTests.picker(titles: 1_200, options: 1_200)
    let run = try Hostile.runBinary(
      ["check", folder.path + "/app", "-q", "-o", folder.path + "/out.txt", "--max-row-layouts", "1000"],
      seconds: 60)
    #expect(!run.timedOut)
    #expect(run.exitCode == 2, "\(run.stderr)")
    // Past the limit, once more other values than a chunk holds are planned, the rest are not
    // (A57-1): 55 rows of 1,199 other values each.
    #expect(
      run.stderr.hasPrefix(
        "Error: the check would lay out more than 1000 row layouts (55 rows planned so far counted as 66000 for "
          + "their text"),
      "\(run.stderr)")
  }

  /// The eighty-first attack's A81-6: `rows` listed a verbatim subtitle, but `check` laid the
  /// row out with its title alone (85.3 pt at AX5 where the same subtitle as a key gave 305.3).
  @Test("a verbatim subtitle is laid out as written, as the same text as a key is")
  func verbatimSubtitle() throws {
    let folder = try TemporaryFolder()
    let subtitle = "Subtitle text that is long enough to wrap at large sizes"
    try folder.write(
      "app/V.swift",
      """
      import SwiftUI
      struct V: View { var body: some View { List {
        VStack(alignment: .leading) { Text("k.verbatim"); Text(verbatim: "\(subtitle)") }
        VStack(alignment: .leading) { Text("k.keyed"); Text("k.sub") }
      } } }
      """)
    try folder.write(
      "app/C.swift",
      """
      import UIKit
      final class C: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
          var content = UIListContentConfiguration.subtitleCell()
          content.text = NSLocalizedString("k.uikit", comment: "")
          content.secondaryText = "\(subtitle)"
          cell.contentConfiguration = content
          return cell
        }
      }
      """)
    try folder.write(
      "app/en.lproj/Localizable.strings",
      "\"k.verbatim\" = \"Version\";\n\"k.keyed\" = \"Version\";\n\"k.uikit\" = \"Version\";\n"
        + "\"k.sub\" = \"\(subtitle)\";\n")
    let run = CapturedRun(["check", folder.path + "/app", "--format", "json", "--fail-on", "never"])
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    func row(_ key: String) -> [String: Any]? { results.first { $0["key"] as? String == key } }
    func heights(_ key: String) -> [Double] {
      let categories = (row(key)?["contexts"] as? [[String: Any]])?.first?["categories"] as? [[String: Any]]
      return categories?.compactMap { $0["height"] as? Double } ?? []
    }
    #expect(row("k.verbatim")?["texts"] as? [String: String] == ["title": "Version", "subtitle": subtitle])
    #expect(row("k.uikit")?["texts"] as? [String: String] == ["title": "Version", "subtitle": subtitle])
    // No key, so no part key and no place in a table.
    let partKeys = row("k.verbatim")?["partKeys"] as? [String: String]
    #expect(partKeys == nil || partKeys == [:])
    // Laid out as the same text as a key is, at every size.
    #expect(heights("k.verbatim") == heights("k.keyed"))
    // The stack's unstyled subtitle is SwiftUI's body (A81-14), the subtitle cell's subheadline.
    #expect(heights("k.verbatim").last == 387.667)
    #expect(heights("k.uikit").last == 305.333)
  }

  /// The eighty-second attack's A82-13: a subtitle of a key in one branch and `Text(verbatim:)` in
  /// the other was listed by `rows` as `s.key (+1)` but laid out with the key's text alone
  /// (134.7 pt at AX5, no truncation): the verbatim text is now an alternative of the subtitle,
  /// as a verbatim value's is.
  @Test("a subtitle's verbatim alternative is laid out beside its key, the strictest kept")
  func verbatimSubtitleAlternatives() throws {
    let folder = try TemporaryFolder()
    let subtitle = "A literal subtitle that is long enough to wrap several times at large sizes"
    try folder.write(
      "app/V.swift",
      """
      import SwiftUI
      struct V: View {
        var flag = true
        var body: some View { List {
          VStack(alignment: .leading) {
            Text("k.ternary")
            (flag ? Text("s.key") : Text(verbatim: "\(subtitle)")).lineLimit(1)
          }
          VStack(alignment: .leading) { Text("k.alone"); Text(verbatim: "\(subtitle)").lineLimit(1) }
          VStack(alignment: .leading) {
            Text("k.if")
            if flag { Text("s.key") } else { Text(verbatim: "\(subtitle)") }
          }
          VStack(alignment: .leading) {
            Text("k.fits")
            if flag { Text("s.key") } else { Text(verbatim: "OK") }
          }
        } }
      }
      """)
    try folder.write(
      "app/en.lproj/Localizable.strings",
      "\"k.ternary\" = \"Beta\";\n\"k.alone\" = \"Gamma\";\n\"k.if\" = \"Alpha\";\n"
        + "\"k.fits\" = \"Delta\";\n\"s.key\" = \"Short\";\n")
    let run = CapturedRun(["check", folder.path + "/app", "--format", "json", "--fail-on", "never"])
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    func row(_ key: String) -> [String: Any]? { results.first { $0["key"] as? String == key } }
    func context(_ key: String) -> [String: Any]? { (row(key)?["contexts"] as? [[String: Any]])?.first }
    func heights(_ key: String) -> [Double] {
      (context(key)?["categories"] as? [[String: Any]])?.compactMap { $0["height"] as? Double } ?? []
    }
    func findings(_ key: String) -> [String] {
      (context(key)?["findings"] as? [[String: Any]] ?? []).map {
        "\($0["rule"] as? String ?? "") \(($0["categories"] as? [String])?.first ?? "")"
      }
    }
    // The verbatim branch truncates from the size the lone verbatim subtitle does, and the item
    // names it as a verbatim value is named: its text, no part key, no place in a table.
    #expect(findings("k.ternary") == ["TF001 large"])
    #expect(findings("k.ternary") == findings("k.alone"))
    #expect(row("k.ternary")?["texts"] as? [String: String] == ["title": "Beta", "subtitle": subtitle])
    let partKeys = row("k.ternary")?["partKeys"] as? [String: String]
    #expect(partKeys == nil || partKeys == [:])
    #expect(row("k.ternary")?["partLocations"] == nil)
    // Without a limit the verbatim text's six lines are measured: `typefit row --title Alpha
    // --subtitle "…" --subtitle-style body --not-navigable --categories AX5` gives 451 pt, where
    // the key's text alone gave 134.667.
    #expect(row("k.if")?["texts"] as? [String: String] == ["title": "Alpha", "subtitle": subtitle])
    #expect(heights("k.if").last == 451)
    // Both texts fit: no finding; as strict, the longer subtitle (the key's `Short`) is kept.
    #expect(findings("k.fits") == [])
    #expect(row("k.fits")?["texts"] as? [String: String] == ["title": "Delta", "subtitle": "Short"])
    #expect(row("k.fits")?["partKeys"] as? [String: String] == ["subtitle": "s.key"])
    #expect(heights("k.fits").last == 134.667)
  }
}
