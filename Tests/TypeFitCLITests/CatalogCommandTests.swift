import Foundation
import Testing

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
    #expect(body["trackingMilliEm"] as? Double == 6)
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

  @Test("rules lists TF001 to TF016 with help anchors into Docs/Rules.md")
  func rules() throws {
    let text = CapturedRun(["rules"])
    #expect(text.exitCode == 0)
    for id in 1...16 { #expect(text.stdout.contains(String(format: "TF%03d", id))) }
    let rules = try #require(
      try CapturedRun(["rules", "--format", "json"]).jsonObject()["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == (1...16).map { String(format: "TF%03d", $0) })
    #expect(rules[0]["help"] as? String == "Docs/Rules.md#tf001-label-truncated")
    #expect(rules.allSatisfy { $0["rationale"] != nil && $0["fix"] != nil && $0["source"] != nil })
  }
}
