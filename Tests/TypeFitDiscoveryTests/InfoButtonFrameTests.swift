import Foundation
import Testing
import TypeFitDynamicType
import TypeFitRow
import _TypeFitTestSupport

@testable import TypeFitDiscovery

/// A borderless or plain info button given a frame and a content shape — the fix TF003's
/// message advises — is pressed on the whole frame: TF003 judges the frame, not the symbol (the
/// sixty-eighth attack's A68-8 kept the error at the symbol's 16.67 pt).
@Suite("Discovery: the frame and content shape given to a SwiftUI info button")
struct InfoButtonFrameTests {
  let engine = RowLayoutEngine(measurer: FixedAdvanceMeasurer())
  /// iPhone 17 Pro, 3 px per point.
  let context = LayoutContext()

  /// The rows of a list holding `rows`, each `HStack { Text(key); Spacer(); <button> }`.
  func discover(_ buttons: [(key: String, button: String)]) -> DiscoveryResult {
    let rows = buttons.map { "    HStack { Text(\"\($0.key)\"); Spacer(); \($0.button) }" }
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
      \(rows.joined(separator: "\n"))
      } } }
      """
    return RowDiscovery().discover(source: source, path: "V.swift")
  }

  /// The discovered row's accessory laid out under a body title.
  func laidOut(_ source: SourceRow) -> Row {
    Row(
      title: RowLabel("About this app", textStyle: .body), accessory: source.accessory,
      isNavigable: source.isNavigable, accessorySymbol: source.accessorySymbol)
  }

  func tf003(_ row: Row) throws -> [Finding] {
    try engine.report(for: row, in: context).findings.filter { $0.ruleID == .accessoryTargetTooSmall }
  }

  /// The info button's touch target at `category`.
  func target(_ row: Row, at category: ContentSizeCategory) throws -> Rect {
    let layout = try #require(try engine.layouts(for: row, in: context, categories: [category]).first)
    return try #require(layout.touchTargets.first { $0.kind == .infoButton }).frame
  }

  @Test("a 44 pt frame made the target by contentShape or a background: no TF003, a 44 × 44 pt target")
  func hitFrameMeetsTheMinimum() throws {
    let label = "Button { show() } label: { Image(systemName: \"info.circle\")"
    let result = discover([
      ("a.t", label + ".frame(width: 44, height: 44).contentShape(Rectangle()) }.buttonStyle(.borderless)"),
      ("b.t", label + ".frame(minWidth: 44, minHeight: 44) }.contentShape(Rectangle()).buttonStyle(.plain)"),
      (
        "c.t",
        label + " }.frame(width: 48, height: 48).contentShape(.interaction, .rect).buttonStyle(.borderless)"
      ),
      (
        "d.t",
        label + ".frame(width: 0x2C, height: 44).background(Color.secondary) }.buttonStyle(.borderless)"
      ),
    ])
    #expect(result.titleKeys == ["a.t", "b.t", "c.t", "d.t"])
    let frames: [String: AccessoryFrame?] = [
      "a.t": AccessoryFrame(width: 44, height: 44, isHitArea: true),
      "b.t": AccessoryFrame(minWidth: 44, minHeight: 44, isHitArea: true),
      "c.t": AccessoryFrame(width: 48, height: 48, isHitArea: true),
      "d.t": AccessoryFrame(width: 44, height: 44, isHitArea: true),
    ]
    for (key, frame) in frames {
      let source = try #require(result.row(title: key))
      let symbol = try #require(source.accessorySymbol)
      #expect(symbol.target == .symbol, "\(key)")
      #expect(symbol.frame == frame, "\(key)")
      let row = laidOut(source)
      #expect(try tf003(row).isEmpty, "\(key)")
      let side = key == "c.t" ? 48.0 : 44.0
      #expect(try target(row, at: .xSmall).width == side, "\(key)")
      #expect(try target(row, at: .xSmall).height == side, "\(key)")
    }
    // A least frame hugs a symbol larger than it: 53 pt × 1.2 → 63.667 at AX5.
    let grown = laidOut(try #require(result.row(title: "b.t")))
    #expect(abs(try target(grown, at: .accessibility5).width - 191.0 / 3) < 1e-9)
    #expect(try target(grown, at: .large).width == 44)
  }

  @Test("a frame below 44 pt made the target is a TF003 error at the frame's size, at every size")
  func smallHitFrame() throws {
    let result = discover([
      (
        "s.t",
        "Button { show() } label: { Image(systemName: \"info.circle\").frame(width: 30, height: 36)"
          + ".contentShape(Rectangle()) }.buttonStyle(.borderless)"
      )
    ])
    let row = laidOut(try #require(result.row(title: "s.t")))
    let finding = try #require(try tf003(row).first)
    #expect(finding.severity == .error)
    #expect(finding.target == .infoButton)
    #expect(finding.categories == ContentSizeCategory.allCases)
    #expect(finding.message.hasPrefix("info button is 30×36 pt at xSmall, below the 44×44 pt HIG minimum"))
    #expect(finding.message.contains("the frame it is given made its target by a content shape"))
    // A fixed frame keeps its size as the symbol grows to 63.67 pt at AX5.
    #expect(try target(row, at: .accessibility5).width == 30)
    #expect(try target(row, at: .accessibility5).height == 36)
  }

  @Test("a frame with no hit shape after it takes its room, but only the symbol is pressed: TF003 as before")
  func frameWithoutHitShape() throws {
    let label = "Button { show() } label: { Image(systemName: \"info.circle\")"
    let result = discover([
      ("e.t", label + ".frame(width: 44, height: 44) }.buttonStyle(.borderless)"),
      ("f.t", label + ".frame(width: 44, height: 44).background(Color.clear) }.buttonStyle(.borderless)"),
      (
        "g.t",
        label + ".frame(width: 44, height: 44).contentShape(.focusEffect, Circle()) }.buttonStyle(.plain)"
      ),
      ("h.t", label + ".contentShape(Rectangle()).frame(width: 44, height: 44) }.buttonStyle(.plain)"),
    ])
    for key in ["e.t", "f.t", "g.t", "h.t"] {
      let source = try #require(result.row(title: key))
      #expect(
        source.accessorySymbol?.frame == AccessoryFrame(width: 44, height: 44, isHitArea: false), "\(key)")
      let row = laidOut(source)
      let finding = try #require(try tf003(row).first, "\(key)")
      #expect(finding.severity == .error, "\(key)")
      // Body is 14 pt at xSmall: 16.8 → 16.667; 48 pt from AX3 meets the minimum.
      #expect(finding.message.hasPrefix("info button is 16.67×16.67 pt at xSmall"), "\(key)")
      #expect(finding.message.contains("pressed on the symbol alone"), "\(key)")
      #expect(finding.categories.last == .accessibility2, "\(key)")
      // The frame's room is the accessory's: the symbol is pressed in its middle.
      let placement = try #require(
        row.accessoryPlacements(at: .xSmall, in: context, rowHeight: 100).first { $0.item == .infoButton })
      #expect(placement.frame.width == 44, "\(key)")
      let pressed = try target(row, at: .xSmall)
      #expect(abs(pressed.width - 50.0 / 3) < 1e-9, "\(key)")
      #expect(abs((pressed.x + pressed.width / 2) - (placement.frame.x + 22)) < 1e-9, "\(key)")
    }
  }

  @Test(
    "a side that is negative, huge, computed or out of order, or two frames: the frame is not read, the symbol judged"
  )
  func hostileFrames() throws {
    let label = "Button { show() } label: { Image(systemName: \"info.circle\")"
    let shape = ".contentShape(Rectangle()) }.buttonStyle(.borderless)"
    let frames = [
      ".frame(width: -44, height: 44)", ".frame(width: 1e400, height: 44)",
      ".frame(width: 44, height: 10001)",
      ".frame(width: .infinity, height: 44)", ".frame(width: size * 2, height: 44)",
      ".frame(width: CGFloat.nan, height: 44)", ".frame(minWidth: 50, maxWidth: 40, minHeight: 44)",
      ".frame(width: 44, height: 44).frame(width: 60, height: 60)", ".frame(44, 44)",
      ".frame(width: 99999999999999999999999999999999, height: 44)",
      ".frame(width: 0b1111111111111111111111, height: 44)",
    ]
    let result = discover(frames.enumerated().map { ("x\($0.offset).t", label + $0.element + shape) })
    #expect(result.titleKeys.count == frames.count)
    for (index, frame) in frames.enumerated() {
      let source = try #require(result.row(title: "x\(index).t"), "\(frame)")
      #expect(source.accessory == .infoButton, "\(frame)")
      #expect(source.accessorySymbol?.frame == nil, "\(frame)")
      let finding = try #require(try tf003(laidOut(source)).first, "\(frame)")
      #expect(finding.message.hasPrefix("info button is 16.67×16.67 pt at xSmall"), "\(frame)")
    }
    // The model refuses such sides too.
    #expect(AccessoryFrame(width: -1, isHitArea: true) == nil)
    #expect(AccessoryFrame(width: .nan, isHitArea: true) == nil)
    #expect(AccessoryFrame(height: .infinity, isHitArea: true) == nil)
    #expect(AccessoryFrame(minHeight: 50, maxHeight: 40, isHitArea: true) == nil)
  }

  @Test("the frame survives a round trip through JSON, and a decoded side out of range is refused")
  func codable() throws {
    let symbol = AccessorySymbol(
      textStyle: .body, target: .symbol, frame: AccessoryFrame(minWidth: 44, minHeight: 44, isHitArea: true))
    let data = try JSONEncoder().encode(symbol)
    #expect(try JSONDecoder().decode(AccessorySymbol.self, from: data) == symbol)
    let written = try #require(String(data: data, encoding: .utf8))
    #expect(written.contains("\"minWidth\":44"))
    let hostile = written.replacingOccurrences(of: "\"minWidth\":44", with: "\"minWidth\":-44")
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(AccessorySymbol.self, from: Data(hostile.utf8))
    }
    #expect(
      AccessorySymbol.written(symbol) == "body symbol, target symbol, frame ≥44×≥44 pt, its target")
  }
}
