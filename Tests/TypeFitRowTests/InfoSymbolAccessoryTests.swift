import Testing
import TypeFitDynamicType
import TypeFitRow
import _TypeFitTestSupport

/// An info button SwiftUI draws from its SF Symbol (``Row/accessorySymbol``) grows with its
/// font's text style, and its target is the row (default button style) or its own frame
/// (`.borderless`, `.plain`); UIKit's control stays 22 × 22 pt (the sixty-seventh attack's A67-4).
@Suite struct InfoSymbolAccessoryTests {
  let engine = RowLayoutEngine(measurer: FixedAdvanceMeasurer())
  /// iPhone 17 Pro, 3 px per point.
  let context = LayoutContext()

  func row(_ symbol: AccessorySymbol?, accessory: Accessory = .infoButton, navigable: Bool = false) -> Row {
    Row(
      title: RowLabel("About this app", textStyle: .body), accessory: accessory, isNavigable: navigable,
      accessorySymbol: symbol)
  }

  /// The info or detail button's frame at `category`.
  func infoFrame(_ row: Row, at category: ContentSizeCategory, in context: LayoutContext? = nil) throws
    -> Rect
  {
    let placement = try #require(
      row.accessoryPlacements(at: category, in: context ?? self.context, rowHeight: 100).first {
        $0.item == .infoButton || $0.item == .detailButton
      })
    return placement.frame
  }

  func tf003(_ row: Row) throws -> [Finding] {
    try engine.report(for: row, in: context).findings.filter { $0.ruleID == .accessoryTargetTooSmall }
  }

  @Test(
    "the symbol is 1.2 × its font's point size on the pixel grid: body 17 pt → 20.333, AX5 53 pt → 63.667")
  func sideGrowsWithTheTextStyle() throws {
    let body = row(AccessorySymbol(textStyle: .body, target: .row))
    #expect(abs(try infoFrame(body, at: .large).width - 61.0 / 3) < 1e-9)
    #expect(abs(try infoFrame(body, at: .large).height - 61.0 / 3) < 1e-9)
    #expect(abs(try infoFrame(body, at: .accessibility3).width - 48) < 1e-9)
    #expect(abs(try infoFrame(body, at: .accessibility5).width - 191.0 / 3) < 1e-9)
    // `.font(.title2)`: 22 pt at Large → 26.4 → 26.333.
    let title2 = row(AccessorySymbol(textStyle: .title2, target: .row))
    #expect(abs(try infoFrame(title2, at: .large).width - 79.0 / 3) < 1e-9)
    // A fixed font does not grow.
    let fixed = row(AccessorySymbol(fixedPointSize: 30, target: .symbol))
    #expect(try infoFrame(fixed, at: .large).width == 36)
    #expect(try infoFrame(fixed, at: .accessibility5).width == 36)
    // UIKit's control keeps its 22 pt.
    #expect(try infoFrame(row(nil), at: .accessibility5).width == 22)
  }

  @Test("the title has the symbol's width less room at AX5 than beside UIKit's 22 pt button")
  func textWidth() throws {
    let swiftUI = try engine.layouts(
      for: row(AccessorySymbol(textStyle: .body, target: .row)), in: context, categories: [.accessibility5])
    let uiKit = try engine.layouts(for: row(nil), in: context, categories: [.accessibility5])
    #expect(abs((uiKit[0].textWidth - swiftUI[0].textWidth) - (191.0 / 3 - 22)) < 1e-9)
  }

  @Test("the factor is the profile's infoSymbolSizeFactor, which an override changes")
  func overridableFactor() throws {
    let profile = try PlatformProfile.ios18.overriding(["infoSymbolSizeFactor": 2])
    let body = row(AccessorySymbol(textStyle: .body, target: .row))
    #expect(try infoFrame(body, at: .large, in: LayoutContext(profile: profile)).width == 34)
    #expect(PlatformProfile.ios18[.infoSymbolSizeFactor] == 1.2)
    #expect(PlatformProfile.ios18.constant(.infoSymbolSizeFactor)?.confidence == .unconfirmed)
  }

  @Test("default button style: the row is the target, so no TF003 and the row is tappable")
  func defaultStyleRowIsTheTarget() throws {
    let symbolRow = row(AccessorySymbol(textStyle: .body, target: .row))
    #expect(symbolRow.isTappable)
    #expect(try tf003(symbolRow).isEmpty)
    let layout = try #require(try engine.layouts(for: symbolRow, in: context, categories: [.large]).first)
    #expect(layout.touchTargets.map(\.kind) == [.row])
  }

  @Test(
    "borderless or plain: the symbol's frame is the target, a TF003 error that does not say Apple sizes it")
  func ownTargetIsAnError() throws {
    let symbolRow = row(AccessorySymbol(textStyle: .body, target: .symbol))
    #expect(!symbolRow.isTappable)
    #expect(!symbolRow.accessoryIsSystemControl)
    let finding = try #require(try tf003(symbolRow).first)
    #expect(finding.severity == .error)
    #expect(finding.target == .infoButton)
    // 48 pt from AX3 (40 pt × 1.2) meets the 44 pt minimum.
    #expect(
      finding.categories == [
        .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility2,
      ])
    // Body is 14 pt at xSmall: 16.8 → 16.667.
    #expect(
      finding.message.hasPrefix("info button is 16.67×16.67 pt at xSmall, below the 44×44 pt HIG minimum"))
    #expect(!finding.message.contains("cannot change"))
    #expect(finding.message.contains("a SwiftUI button drawn from its SF Symbol at the body style"))
  }

  @Test("UIKit's info button stays Apple's 22 pt control: a note that says so")
  func uiKitStaysANote() throws {
    let finding = try #require(try tf003(row(nil)).first)
    #expect(finding.severity == .note)
    #expect(finding.message.contains("22×22 pt"))
    #expect(finding.message.contains("Apple's control, whose size the app cannot change"))
  }

  @Test("beside a NavigationLink's chevron: the detail button is the symbol, its target per its style")
  func detailDisclosure() throws {
    let own = row(
      AccessorySymbol(textStyle: .body, target: .symbol), accessory: .detailDisclosure, navigable: true)
    #expect(abs(try infoFrame(own, at: .accessibility5).width - 191.0 / 3) < 1e-9)
    #expect(try tf003(own).first?.severity == .error)
    #expect(try tf003(own).first?.target == .detailButton)
    let rowTarget = row(
      AccessorySymbol(textStyle: .body, target: .row), accessory: .detailDisclosure, navigable: true)
    #expect(try tf003(rowTarget).isEmpty)
  }

  @Test("another accessory ignores the symbol")
  func otherAccessories() throws {
    let toggle = row(AccessorySymbol(textStyle: .body, target: .symbol), accessory: .toggle)
    #expect(toggle.infoSymbol == nil)
    #expect(toggle.accessoryIsSystemControl)
    #expect(try tf003(toggle).first?.severity == .note)
  }
}
