import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow
import TypeFitText
import TypeFitTextMeasuring

/// A device or width case is judged only in the layout contexts where the system shows it.
@Suite("Device and width variants are judged where they are shown")
struct VariantContextTests {
  static let engine = try! TextEngine(definition: .iosSystem)
  static let long = "Dies ist ein sehr langer Text, der nur auf dem großen Bildschirm eines iPad erscheint"

  static func item(_ variant: StringVariant, _ selection: VariantSelection, text: String = long) -> CheckItem
  {
    var title = RowLabel(text, textStyle: .body)
    title.lineLimit = 1
    var item = CheckItem(
      key: "settings.x", locale: "de", variant: variant,
      location: SourceLocation(file: "Localizable.xcstrings", line: 1), format: .xcstrings,
      row: Row(title: title, language: "de"))
    item.selection = selection
    return item
  }

  static let contexts = [
    LayoutContext(device: try! .named("iPhone 17 Pro")),
    LayoutContext(device: try! .named("iPad mini (6th generation)")),
    LayoutContext(device: .width(375)),
  ]

  static func findingCounts(_ item: CheckItem) throws -> [Int] {
    let checker = BatchChecker(
      measurer: TextEngineMeasurer(engine: engine), contexts: contexts, categories: [.large, .accessibility5])
    var results: [CheckResult] = []
    try checker.check([item]) { results.append($0) }
    return results[0].reports.map(\.findings.count)
  }

  @Test("an iPad case truncating in one line: findings on the iPad and the custom width, none on the iPhone")
  func ipadCase() throws {
    let counts = try Self.findingCounts(
      Self.item(StringVariant([.device("ipad")]), .device("ipad", among: ["iphone", "ipad"])))
    #expect(counts[0] == 0)
    #expect(counts[1] > 0)
    #expect(counts[2] > 0)
  }

  @Test("an iPhone case is not judged on the iPad; a plain string is judged everywhere")
  func iphoneCase() throws {
    let counts = try Self.findingCounts(
      Self.item(StringVariant([.device("iphone")]), .device("iphone", among: ["iphone", "ipad"])))
    #expect(counts[0] > 0 && counts[1] == 0 && counts[2] > 0)
    let plain = try Self.findingCounts(Self.item(.base, .everywhere))
    #expect(plain.allSatisfy { $0 > 0 })
  }

  @Test("a width case for 1000 ems is never judged on a phone or a pad; the 1-em case is")
  func widthCases() throws {
    let wide = try Self.findingCounts(
      Self.item(StringVariant([.width("1000")]), .width(1000, among: [1, 1000])))
    #expect(wide == [0, 0, 0])
    let narrow = try Self.findingCounts(Self.item(StringVariant([.width("1")]), .width(1, among: [1, 1000])))
    #expect(narrow.allSatisfy { $0 > 0 })
  }

  @Test("presentation widths in 17 pt ems: 402 pt is 23, 744 pt is 43, 375 pt is 22")
  func presentationWidths() {
    #expect(Self.contexts.map { CheckItem.presentationWidth(of: $0) } == [23, 43, 22])
    #expect(CheckItem.presentationWidth(of: Self.contexts[0], emSize: 10) == 40)
  }

  @Test("the planner lays out no Mac or Apple Watch case and keeps the selection of the others")
  func plannerSkipsHiddenCases() {
    func string(_ device: String) -> LocalizedString {
      var string = LocalizedString(
        key: "settings.x", locale: "de", value: "Text", variant: StringVariant([.device(device)]),
        location: SourceLocation(file: "Localizable.xcstrings", line: 1), format: .xcstrings)
      string.selection = .device(device, among: ["iphone", "mac", "applewatch"])
      return string
    }
    let plan = RowPlanner(configuration: CheckConfiguration()).plan(
      ["iphone", "mac", "applewatch"].map(string))
    #expect(plan.items.map(\.variant.description) == ["device.iphone"])
    #expect(plan.items.first?.selection.deviceClasses == ["iphone"])
  }
}
