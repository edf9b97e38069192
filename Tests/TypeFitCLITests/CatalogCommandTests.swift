import Foundation
import Testing
import TypeFit

@testable import TypeFitCLI

@Suite struct CatalogCommandTests {
  @Test("styles shows body at AX5 as 53 pt on a 62 pt leading")
  func stylesBodyAX5() throws {
    let text = CapturedRun(["styles", "--category", "AX5"])
    #expect(text.exitCode == 0)
    #expect(text.stdout.contains("body           53       62  regular   semibold"))
    let json = CapturedRun(["styles", "--categories", "accessibility5", "--format", "json"])
    let categories = try #require(try json.jsonObject()["categories"] as? [[String: Any]])
    #expect(categories.count == 1)
    let styles = try #require(categories[0]["styles"] as? [[String: Any]])
    let body = try #require(styles.first { $0["style"] as? String == "body" })
    #expect(body["pointSize"] as? Double == 53)
    #expect(body["leading"] as? Double == 62)
    #expect(body["emphasizedWeight"] as? String == "semibold")
    // fresh22 F22-9: the tracking a row applies (SF's own, 11/2048 em at 53 pt, as `row`
    // reports it), and the HIG table's nominal 6/1000 em beside it.
    #expect(body["trackingMilliEm"] as? Double == 5.371)
    #expect(body["tracking"] as? Double == 0.285)
    #expect(body["higTrackingMilliEm"] as? Double == 6)
    #expect(text.stdout.contains("body           53       62  regular   semibold"))
  }

  @Test("fresh22 F22-9: styles and row give body the same tracking at large and AX5")
  func stylesAgreeWithRow() throws {
    for category in ["large", "AX5"] {
      let styles = try CapturedRun(["styles", "--category", category, "--format", "json"]).jsonObject()
      let categories = try #require(styles["categories"] as? [[String: Any]])
      let body = try #require(
        (categories[0]["styles"] as? [[String: Any]])?.first { $0["style"] as? String == "body" })
      let row = CapturedRun(["row", "--title", "Account", "--categories", category, "--format", "json"])
      let text = row.stdout
      let milliEm = try #require(body["trackingMilliEm"] as? Double)
      let points = try #require(body["tracking"] as? Double)
      #expect(text.contains("\"trackingMilliEm\": \(DecimalText.json(milliEm))"), "\(category): \(milliEm)")
      #expect(text.contains("\"tracking\": \(DecimalText.json(points))"), "\(category): \(points)")
    }
    let table = CapturedRun(["styles", "--category", "large"]).stdout
    #expect(
      table.contains(
        "  body           17       22  regular   semibold               -25.391       -0.432            -26\n"
      ))
    #expect(table.hasSuffix("\n" + StylesCommand.footnote))
  }

  @Test("styles covers all 12 categories and 11 styles by default")
  func stylesAll() throws {
    let categories = try #require(
      try CapturedRun(["styles", "--format", "json"]).jsonObject()["categories"] as? [[String: Any]])
    #expect(categories.count == 12)
    #expect(categories.allSatisfy { ($0["styles"] as? [Any])?.count == 11 })
    #expect(CapturedRun(["styles", "--category", "AX5", "--categories", "all"]).exitCode == 2)
  }

  @Test("devices lists iPhone 17 Pro at 402 × 874 @3x and the Display Zoom entries")
  func devices() throws {
    let object = try CapturedRun(["devices", "--format", "json"]).jsonObject()
    #expect(object["default"] as? String == "iPhone 17 Pro")
    let devices = try #require(object["devices"] as? [[String: Any]])
    let pro = try #require(devices.first { $0["name"] as? String == "iPhone 17 Pro" })
    #expect(pro["width"] as? Double == 402)
    #expect(pro["height"] as? Double == 874)
    #expect(pro["scale"] as? Double == 3)
    #expect(devices.contains { $0["displayZoom"] as? Bool == true })
    #expect(CapturedRun(["devices"]).stdout.hasPrefix("name"))
  }

  @Test("rules lists TF001 to TF017 with help anchors into Docs/Rules.md")
  func rules() throws {
    let text = CapturedRun(["rules"])
    #expect(text.exitCode == 0)
    for id in 1...17 { #expect(text.stdout.contains(String(format: "TF%03d", id))) }
    let rules = try #require(
      try CapturedRun(["rules", "--format", "json"]).jsonObject()["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == (1...17).map { String(format: "TF%03d", $0) })
    #expect(rules[0]["help"] as? String == "Docs/Rules.md#tf001-label-truncated")
    #expect(rules.allSatisfy { $0["rationale"] != nil && $0["fix"] != nil && $0["source"] != nil })
  }
}
