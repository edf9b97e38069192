import Foundation
import Testing
import TypeFitCLI
import _TypeFitTestSupport

/// The twenty-ninth attack's A29-1: an `iphone` + `other` key's `other` text, which no iPhone
/// shows, was judged on every iPhone (a false TF001 error, exit 1), because an iPhone counted as
/// the `ipod` class too and the key had no `ipod` case. TypeFit lays rows out on no iPod touch:
/// an `ipod` case is left out with a note, and an iPhone is the `iphone` class alone.
@Suite("typefit check: device.other is judged only on the devices without a case of their own")
struct CheckDeviceOtherCaseTests {
  static let long = "Other device text that is long enough to truncate on one line surely yes"

  static func unit(_ value: String) -> String {
    "{\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(value)\"}}"
  }

  /// `k`: `iphone` + `other`; `k2`: plural forms under `iphone`; `k3`: substitutions; `m`: the
  /// mirror, `ipad` + `other`; `p`: `ipod` + `other`.
  static let catalog = """
    {"sourceLanguage": "en", "version": "1.0", "strings": {
    "k": {"localizations": {"en": {"variations": {"device": {
      "iphone": \(unit("Short")), "other": \(unit(long))}}}}},
    "k2": {"localizations": {"en": {"variations": {"device": {
      "iphone": {"variations": {"plural": {"one": \(unit("%lld item")), "other": \(unit("%lld items"))}}},
      "other": \(unit(long + " %lld"))}}}}},
    "k3": {"localizations": {"en": {
      "substitutions": {"n": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
        "one": \(unit("%arg item")), "other": \(unit("%arg items"))}}}},
      "variations": {"device": {"iphone": \(unit("%#@n@")), "other": \(unit(long + " %#@n@"))}}}}},
    "m": {"localizations": {"en": {"variations": {"device": {
      "ipad": \(unit("Short")), "other": \(unit(long))}}}}},
    "p": {"localizations": {"en": {"variations": {"device": {
      "ipod": \(unit("Short")), "other": \(unit(long))}}}}}}}
    """

  static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>d</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
    <key>iphone</key><string>Short</string><key>other</key><string>\(long)</string></dict></dict>
    </dict></plist>
    """

  /// Each result as `key variant: rules of its findings`, and the read diagnostics' messages.
  static func check(device: String) throws -> (exitCode: Int32, results: [String], diagnostics: [String]) {
    let folder = try TemporaryFolder()
    try folder.write("App/Localizable.xcstrings", catalog)
    try folder.write("App/en.lproj/Localizable.stringsdict", stringsdict)
    try folder.write("App/typefit.json", "{\"rows\": [{\"match\": \"*\", \"titleLines\": 1}]}")
    let run = CapturedRun([
      "check", folder.path + "/App", "--config", folder.path + "/App/typefit.json", "--device", device,
      "-f", "json", "-q",
    ])
    let json = try run.jsonObject()
    let results = try #require(json["results"] as? [[String: Any]]).map { result in
      let rules = (result["contexts"] as? [[String: Any]] ?? []).flatMap { context in
        (context["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
      }
      return "\(result["key"] as? String ?? "?") \(result["variant"] as? String ?? "?"): "
        + rules.joined(separator: " ")
    }
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]]).compactMap {
      $0["message"] as? String
    }
    return (run.exitCode, results, diagnostics)
  }

  @Test("on an iPhone: other of an iphone + other key passes (catalog, plural, substitution, stringsdict)")
  func iPhoneSkipsOther() throws {
    let run = try Self.check(device: "iPhone SE (3rd generation)")
    // Before: TF001 on k, k2, k3 and d device.other, exit 1.
    #expect(
      run.results == [
        "k device.iphone: ", "k device.other: ",
        "k2 device.iphone, plural.one: ", "k2 device.iphone, plural.other: ", "k2 device.other: ",
        "k3 device.iphone, %#@n@ → one: ", "k3 device.iphone, %#@n@ → other: ",
        "k3 device.other, %#@n@ → one: ", "k3 device.other, %#@n@ → other: ",
        "m device.ipad: ", "m device.other: TF001",
        "p device.other: TF001",
        "d device.iphone: ", "d device.other: ",
      ])
    #expect(run.exitCode == 1)  // m and p: an iPhone shows their other text
    // The fixture keeps `d` in a `.stringsdict` below the catalog of the same table, which has
    // its own warning since the eighty-second attack's A82-5 (the file is checked: it shares no
    // key with the catalog; HostileTableAndPluralsTests.catalogShadowsStringsdict).
    #expect(
      run.diagnostics.filter { !$0.hasPrefix("the String Catalog ") } == [
        "device.ipod of \"p\" not checked: rows are laid out on iPhone and iPad, which never show this variant"
      ])
    #expect(
      run.diagnostics.filter { $0.hasPrefix("the String Catalog ") }.map {
        $0.contains(
          "this .stringsdict file is not what ships with the catalog. It shares no key with the catalog")
      } == [true])
  }

  @Test("on an iPad: other of an iphone + other key is judged; the mirror ipad + other key's is not")
  func iPadJudgesOther() throws {
    let run = try Self.check(device: "iPad mini (6th generation)")
    #expect(
      run.results == [
        "k device.iphone: ", "k device.other: TF001",
        "k2 device.iphone, plural.one: ", "k2 device.iphone, plural.other: ", "k2 device.other: TF001",
        "k3 device.iphone, %#@n@ → one: ", "k3 device.iphone, %#@n@ → other: ",
        "k3 device.other, %#@n@ → one: TF001", "k3 device.other, %#@n@ → other: TF001",
        "m device.ipad: ", "m device.other: ",
        "p device.other: TF001",
        "d device.iphone: ", "d device.other: TF001",
      ])
    #expect(run.exitCode == 1)
  }

  @Test("the attack's repro alone: an iphone + other key on an iPhone exits 0 with no finding")
  func reproExitsZero() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/Localizable.xcstrings",
      """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"k": {"localizations": {"en": {"variations":
        {"device": {"iphone": \(Self.unit("Short")), "other": \(Self.unit(Self.long))}}}}}}}
      """)
    try folder.write("App/typefit.json", "{\"rows\": [{\"match\": \"k*\", \"titleLines\": 1}]}")
    let run = CapturedRun([
      "check", folder.path + "/App", "--config", folder.path + "/App/typefit.json", "--device",
      "iPhone 17 Pro", "-q",
    ])
    // Before: `error k [device.other]: title truncates from large in en`, exit 1.
    #expect(run.exitCode == 0, "\(run.stdout)")
    #expect(run.stdout.contains("No findings."))
  }
}
