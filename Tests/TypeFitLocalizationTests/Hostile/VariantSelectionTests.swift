import Foundation
import Testing

@testable import TypeFitLocalization

/// Device and width cases carry where the system shows them, worked out from their sibling
/// cases, so that a checker judges an iPad's text only on an iPad.
@Suite("Device and width variants: where each is shown")
struct VariantSelectionTests {
  static let catalog = """
    {"sourceLanguage": "en", "version": "1.0", "strings": {"settings.x": {"localizations": {
      "de": {"variations": {"device": {
        "iphone": {"stringUnit": {"state": "translated", "value": "Kurz"}},
        "ipad": {"stringUnit": {"state": "translated", "value": "Lang"}},
        "mac": {"stringUnit": {"state": "translated", "value": "Mac"}},
        "applewatch": {"stringUnit": {"state": "translated", "value": "Uhr"}},
        "other": {"stringUnit": {"state": "translated", "value": "Sonst"}}}}},
      "fr": {"variations": {"device": {
        "ipad": {"stringUnit": {"state": "translated", "value": "Long"}},
        "other": {"stringUnit": {"state": "translated", "value": "Autre"}},
        "bogus": {"stringUnit": {"state": "translated", "value": "X"}}}}}}}}}
    """

  static func read(_ text: String, format: LocalizationFormat, path: String) -> LocalizationReadResult {
    LocalizationReader.read(Data(text.utf8), path: path, format: format)
  }

  @Test("a catalog's device cases: each on its own class; other on the classes without a case")
  func catalogDevices() {
    let result = Self.read(Self.catalog, format: .xcstrings, path: "Localizable.xcstrings")
    let shown = Dictionary(
      uniqueKeysWithValues: result.strings.filter { $0.locale != "en" }.map {
        ("\($0.locale) \($0.variant)", $0.selection.deviceClasses.map { $0.sorted() })
      })
    #expect(shown["de device.iphone"] == ["iphone"])
    #expect(shown["de device.ipad"] == ["ipad"])
    #expect(shown["de device.mac"] == ["mac"])
    #expect(shown["de device.other"] == ["appletv", "applevision", "ipod"])
    #expect(shown["fr device.other"] == ["appletv", "applevision", "applewatch", "iphone", "ipod", "mac"])
    #expect(shown["fr device.bogus"] == [])
  }

  @Test(
    "cases no iPhone or iPad shows are one note per key; an unknown device is a warning naming the valid ones"
  )
  func catalogWarnings() {
    let result = Self.read(Self.catalog, format: .xcstrings, path: "Localizable.xcstrings")
    #expect(
      result.diagnostics.map(\.message) == [
        "unknown device \"bogus\" (a String Catalog's devices are iphone, ipod, ipad, applewatch, appletv, "
          + "applevision, mac, other); no device shows it, so it is not checked",
        // de's other is for the classes without a case: iPod touch, Apple TV, Vision Pro (A29-1).
        "device.applewatch, device.mac, device.other of \"settings.x\" not checked: rows are laid out on "
          + "iPhone and iPad, which never show these variants",
      ])
    // An unknown device is a warning; the devices no iPhone or iPad shows, a note (fresh24 F24-5).
    #expect(result.diagnostics.map(\.severity) == [.warning, .note])
  }

  static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>w</key><dict><key>NSStringVariableWidthRuleType</key><dict>
    <key>20</key><string>Kurz</string><key>1</key><string>K</string><key>1000</key><string>Sehr lang</string>
    <key>x</key><string>?</string></dict></dict>
    <key>d</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
    <key>iphone</key><string>Kurz</string><key>appletv</key><string>TV</string></dict></dict>
    </dict></plist>
    """

  @Test("stringsdict width cases: from their width up to the next; the smallest also below it")
  func stringsDictWidths() {
    let result = Self.read(Self.stringsdict, format: .stringsdict, path: "de.lproj/Localizable.stringsdict")
    let widths = result.strings.filter { $0.key == "w" }
    #expect(widths.map(\.variant.description) == ["width.20", "width.1", "width.1000", "width.x"])
    let one = widths[1].selection
    let twenty = widths[0].selection
    let thousand = widths[2].selection
    #expect(one.isChosen(atWidth: 0) && one.isChosen(atWidth: 19) && !one.isChosen(atWidth: 20))
    #expect(twenty.isChosen(atWidth: 23) && !twenty.isChosen(atWidth: 19) && !twenty.isChosen(atWidth: 1000))
    #expect(thousand.isChosen(atWidth: 1000) && !thousand.isChosen(atWidth: 999))
    #expect(widths[3].selection == .everywhere)
    #expect(
      result.diagnostics.map(\.message) == [
        "width variant 'x' of \"w\" is not a width (a whole number from 1 to 1000000); checked at every width",
        "device.appletv of \"d\" not checked: rows are laid out on iPhone and iPad, which never show this variant",
      ])
    #expect(result.diagnostics.map(\.severity) == [.warning, .note])
  }

  @Test("a row's device class: the iPhone's when an iPhone shows it, else the iPad's; never the iPod touch's")
  func rowDeviceClass() {
    #expect(VariantSelection.everywhere.rowDeviceClass == "iphone")
    #expect(VariantSelection(lowestWidth: 20, widthLimit: 25).rowDeviceClass == "iphone")
    #expect(VariantSelection(deviceClasses: ["ipad", "iphone", "mac"]).rowDeviceClass == "iphone")
    // TypeFit lays rows out on no iPod touch (A29-1): an ipod case is left out as a mac case is.
    #expect(VariantSelection(deviceClasses: ["ipad", "ipod"]).rowDeviceClass == "ipad")
    #expect(VariantSelection(deviceClasses: ["ipod"]).rowDeviceClass == nil)
    #expect(VariantSelection(deviceClasses: ["ipad"]).rowDeviceClass == "ipad")
    #expect(VariantSelection(deviceClasses: ["mac", "applewatch"]).rowDeviceClass == nil)
    #expect(VariantSelection(deviceClasses: []).rowDeviceClass == nil)
    #expect(VariantSelection.device("other", among: ["iphone", "ipod"]).rowDeviceClass == "ipad")
  }

  @Test("A29-1: other of an iphone + other key is shown on no iPhone, with or without an ipod case")
  func otherBesideIPhone() {
    let other = VariantSelection.device("other", among: ["iphone", "other"])
    #expect(!other.isShown(onAnyOf: ["iphone"]))
    #expect(other.isShown(onAnyOf: ["ipad"]))
    #expect(other.rowDeviceClass == "ipad")
    #expect(!VariantSelection.iOSDeviceClasses.contains("ipod"))
    let withIPod = VariantSelection.device("other", among: ["iphone", "ipod", "other"])
    #expect(withIPod.rowDeviceClass == "ipad")
    // The mirror: an ipad + other key's other is the iPhone's.
    #expect(VariantSelection.device("other", among: ["ipad", "other"]).rowDeviceClass == "iphone")
  }

  /// The twenty-ninth attack's A29-8: a device selector nested under another (a hand edit).
  static let nested = """
    {"sourceLanguage": "en", "version": "1.0", "strings": {
    "k": {"localizations": {"de": {"variations": {"device": {
      "iphone": {"variations": {"plural": {
        "one": {"variations": {"device": {
          "iphone": {"stringUnit": {"state": "translated", "value": "A"}},
          "ipad": {"stringUnit": {"state": "translated", "value": "B"}}}}},
        "other": {"stringUnit": {"state": "translated", "value": "C"}}}}},
      "ipad": {"variations": {"device": {
        "iphone": {"stringUnit": {"state": "translated", "value": "D"}},
        "ipad": {"stringUnit": {"state": "translated", "value": "E"}},
        "other": {"stringUnit": {"state": "translated", "value": "F"}}}}},
      "mac": {"stringUnit": {"state": "translated", "value": "G"}}}}}}},
    "k2": {"localizations": {"de": {"variations": {"device": {
      "iphone": {"variations": {"device": {
        "iphone": {"stringUnit": {"state": "translated", "value": "H"}},
        "ipad": {"stringUnit": {"state": "translated", "value": "I"}}}}}}}}}}}}
    """

  @Test("A29-8: an inner device case the outer device case already ruled out is named as such")
  func nestedDeviceCases() {
    let result = Self.read(Self.nested, format: .xcstrings, path: "Localizable.xcstrings")
    let laidOut = result.strings.filter { $0.locale == "de" && $0.selection.rowDeviceClass != nil }
    #expect(
      laidOut.map { "\($0.key) \($0.variant) \($0.value)" } == [
        "k device.iphone, plural.one, device.iphone A", "k device.iphone, plural.other C",
        "k device.ipad, device.ipad E", "k2 device.iphone, device.iphone H",
      ])
    // Before: "device.ipad, device.iphone, device.other of "k" not checked: rows are laid out on
    // iPhone and iPad, which never show these variants" (iPhones show device.iphone).
    #expect(
      result.diagnostics.map(\.message) == [
        "device.mac, device.other of \"k\" not checked: rows are laid out on iPhone and iPad, which never "
          + "show these variants",
        "device.iphone under device.ipad; device.ipad under device.iphone of \"k\" not checked: the outer "
          + "device selector already chose its device, so the inner selector's cases for other devices are "
          + "never shown",
        "device.ipad under device.iphone of \"k2\" not checked: the outer device selector already chose "
          + "device.iphone, so the inner selector's case for another device is never shown",
      ])
    #expect(result.diagnostics.map(\.severity) == [.note, .note, .note])
  }

  @Test("stringsdict device cases: iphone on iPhones only")
  func stringsDictDevices() {
    let result = Self.read(Self.stringsdict, format: .stringsdict, path: "de.lproj/Localizable.stringsdict")
    let devices = result.strings.filter { $0.key == "d" }
    #expect(devices.map { $0.selection.isShown(onAnyOf: ["iphone"]) } == [true, false])
    #expect(devices.map { $0.selection.isShown(onAnyOf: ["ipad"]) } == [false, false])
  }

  @Test("A width case's selection: the next larger case limits it, the smallest takes every narrower width")
  func widthAmongSorted() {
    let widths = [40, 20, 25, 25, 100]
    #expect(VariantSelection.width(20, among: widths) == VariantSelection(lowestWidth: nil, widthLimit: 25))
    #expect(VariantSelection.width(25, among: widths) == VariantSelection(lowestWidth: 25, widthLimit: 40))
    #expect(VariantSelection.width(100, among: widths) == VariantSelection(lowestWidth: 100, widthLimit: nil))
    for width in widths {
      #expect(
        VariantSelection.width(width, amongSorted: widths.sorted())
          == VariantSelection.width(width, among: widths))
    }
  }

  @Test("A .stringsdict key of 2,000 width cases: each chosen up to the next (read in linear time, A39-10)")
  func manyWidthCases() {
    let cases = (1...2_000).map { "<key>\($0 * 10)</key><string>W\($0)</string>" }.joined()
    let plist =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict><key>k</key><dict>"
      + "<key>NSStringVariableWidthRuleType</key><dict>\(cases)</dict></dict></dict></plist>"
    let result = LocalizationReader.read(
      Data(plist.utf8), path: "de.lproj/L.stringsdict", format: .stringsdict)
    #expect(result.strings.count == 2_000)
    #expect(result.strings.first?.selection == VariantSelection(lowestWidth: nil, widthLimit: 20))
    #expect(result.strings[999].selection == VariantSelection(lowestWidth: 10_000, widthLimit: 10_010))
    #expect(result.strings.last?.selection == VariantSelection(lowestWidth: 20_000, widthLimit: nil))
  }
}
