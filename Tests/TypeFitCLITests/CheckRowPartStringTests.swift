import Foundation
import Testing
import _TypeFitTestSupport

/// Which string a discovered row's subtitle or value shows (the twenty-fourth attack): the key in
/// its own table (A24-8), the device case an iPhone shows (A24-12), the widest plural form in
/// points (A24-5).
@Suite("typefit check: the string a row part shows")
struct CheckRowPartStringTests {
  /// `(key, locale, texts)` of each result of a JSON run.
  static func texts(_ run: CapturedRun) throws -> [String] {
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    return results.map { result in
      let texts = (result["texts"] as? [String: String] ?? [:]).sorted { $0.key > $1.key }
      return "\(result["key"] as? String ?? "") \(result["locale"] as? String ?? ""): "
        + texts.map { "\($0.key)=\($0.value)" }.joined(separator: " | ")
    }
  }

  @Test(
    "A24-8: Text(\"k\", tableName: \"Other\") takes Other's string; without it, Localizable's (else the development language's)"
  )
  func partTable() throws {
    let folder = try TemporaryFolder()
    let w = String(repeating: "W", count: 30)
    let m = String(repeating: "M", count: 30)
    try folder.write(
      "App/V.swift",
      """
      import SwiftUI
      struct V: View {
        var body: some View {
          List {
            LabeledContent("pl.title") { Text("pl.value") }
            LabeledContent("pl2.title") { Text("pl.value", tableName: "Other") }
          }
        }
      }

      """)
    try folder.write(
      "App/en.lproj/Localizable.strings",
      "\"pl.title\" = \"Storage\";\n\"pl2.title\" = \"Storage\";\n\"pl.value\" = \"\(w)\";\n")
    try folder.write("App/en.lproj/Other.strings", "/* other */\n\"pl.value\" = \"\(m)\";\n")
    try folder.write(
      "App/de.lproj/Localizable.strings", "\"pl.title\" = \"Speicher\";\n\"pl2.title\" = \"Speicher\";\n")
    try folder.write("App/de.lproj/Other.strings", "/* other */\n\"pl.value\" = \"\(m)\";\n")
    let run = CapturedRun(["check", folder.path + "/App", "-f", "json", "-q"])
    // Before: pl2's value was Localizable's W…, and pl's de value Other's M….
    #expect(
      try Self.texts(run) == [
        "pl.title de: value=\(w) | title=Speicher", "pl2.title de: value=\(m) | title=Speicher",
        "pl.title en: value=\(w) | title=Storage", "pl2.title en: value=\(m) | title=Storage",
      ])
    // Each value's findings at its own table's entry: pl2's at Other.strings line 2.
    let xcode = CapturedRun(["check", folder.path + "/App", "-f", "xcode", "--min-severity", "note"])
    let stacked = xcode.stdout.split(separator: "\n").filter { $0.contains("[TF007]") }.map { line in
      String(line.prefix { $0 != ":" }.split(separator: "/").suffix(2).joined(separator: "/"))
        + (line.contains("pl2.title") ? " pl2" : " pl")
    }
    #expect(stacked == ["en.lproj/Localizable.strings pl", "de.lproj/Other.strings pl2"])
  }

  @Test("A24-12: a subtitle's device cases: the iPhone's is laid out, never the Apple Watch's or the Mac's")
  func partDeviceCase() throws {
    let folder = try TemporaryFolder()
    let watch = Array(repeating: "W", count: 38).joined(separator: " ")
    try folder.write(
      "App/V.swift",
      """
      import SwiftUI
      struct V: View {
        var body: some View {
          List {
            VStack(alignment: .leading) { Text("dv.title"); Text("dv.sub").lineLimit(1) }
          }
        }
      }

      """)
    try folder.write(
      "App/Localizable.xcstrings",
      """
      {"sourceLanguage":"en","version":"1.0","strings":{
       "dv.title":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Storage"}}}},
       "dv.sub":{"localizations":{"en":{"variations":{"device":{
         "iphone":{"stringUnit":{"state":"translated","value":"Short"}},
         "mac":{"stringUnit":{"state":"translated","value":"A really very long macOS only subtitle text"}},
         "applewatch":{"stringUnit":{"state":"translated","value":"\(watch)"}}}}}}}
      }}
      """)
    let run = CapturedRun(["check", folder.path + "/App", "-f", "json", "-q"])
    // Before: subtitle = the Apple Watch's text, a TF001 error and exit 1.
    #expect(run.exitCode == 0, "\(run.stdout)")
    #expect(try Self.texts(run) == ["dv.title en: title=Storage | subtitle=Short"])
  }

  @Test("A24-5: a plural value is laid out with its widest form in points, not its form of most characters")
  func widestPluralForm() throws {
    let folder = try TemporaryFolder()
    let wide = String(repeating: "W", count: 24)
    try folder.write(
      "App/VC.swift",
      """
      import UIKit
      final class VC: UITableViewController {
        var n = 3
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
          cell.textLabel?.text = NSLocalizedString("p.title", comment: "")
          cell.detailTextLabel?.text = String.localizedStringWithFormat(NSLocalizedString("p.value", comment: ""), n)
          return cell
        }
      }

      """)
    try folder.write("App/en.lproj/Localizable.strings", "\"p.title\" = \"Storage used by the app\";\n")
    try folder.write(
      "App/en.lproj/Localizable.stringsdict",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>p.value</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>\(wide)</string>
      <key>other</key><string>%d iiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiii</string></dict>
      </dict>
      </dict></plist>
      """)
    let run = CapturedRun(["check", folder.path + "/App", "-f", "json", "-q"])
    // Before: value=1,234 iii… (35 characters, narrower than 24 W), which moved below the title
    // only from AX sizes.
    #expect(try Self.texts(run) == ["p.title en: value=\(wide) | title=Storage used by the app"])
    let text = CapturedRun(["check", folder.path + "/App", "-q"])
    #expect(
      text.stdout.contains(
        "note     p.value (value of p.title): value moves below the title from large in en\n"))
  }
}
