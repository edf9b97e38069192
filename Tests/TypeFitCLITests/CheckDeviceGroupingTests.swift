import Foundation
import Testing
import _TypeFitTestSupport

/// With several devices, a problem is said once, naming the devices where it happens (fresh22
/// F22-5: each problem was printed once per device with near-identical headlines, and SARIF had
/// one result per device).
@Suite("typefit check: one problem across devices")
struct CheckDeviceGroupingTests {
  @Test("two devices: one headline naming both, one SARIF result, both contexts in JSON")
  func devicesGrouped() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/de.lproj/Localizable.strings", #""privacy" = "Datenschutz- und Sicherheitseinstellungen";"#)
    try folder.write(
      "app/typefit.json",
      #"{"devices": ["iPhone SE (3rd generation)", "iPhone 17 Pro"], "rows": [{"match": "*", "titleLines": 1}]}"#
    )
    let app = folder.path + "/app"
    let text = CapturedRun(["check", app, "--quiet"])
    #expect(text.exitCode == 1)
    let headlines = text.stdout.split(separator: "\n").filter { $0.hasPrefix("error ") }
    #expect(
      headlines == [
        "error    privacy: title truncates from large in de; on iPhone SE (3rd generation), iPhone 17 Pro (needs 2 lines, 1 allowed)"
      ])
    // The example's line names the device it was found on first.
    #expect(text.stdout.contains("Localizable.strings:1 (de) · iPhone SE (3rd generation), 375 pt: "))
    let sarif = CapturedRun(["check", app, "--quiet", "-f", "sarif"])
    let runs = try #require(try sarif.jsonObject()["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    #expect(results.count == 1)
    let json = CapturedRun(["check", app, "--quiet", "-f", "json"])
    let problems = try #require(try json.jsonObject()["problems"] as? [[String: Any]])
    #expect(problems.count == 1)
    #expect(problems.first?["context"] as? Int == 0)
    #expect(problems.first?["contexts"] as? [Int] == [0, 1])
  }

  @Test("a title that truncates later on the big phone: each device says its own first size (fresh24 F24-10)")
  func oneDeviceNamed() throws {
    let folder = try TemporaryFolder()
    // Wide enough to wrap on the 375 pt phone only.
    try folder.write("app/de.lproj/Localizable.strings", #""k" = "Belegter Speicherplatz im Konto";"#)
    try folder.write(
      "app/typefit.json",
      #"{"devices": ["iPhone SE (3rd generation)", "iPhone 17 Pro Max"], "rows": [{"match": "*", "titleLines": 1}]}"#
    )
    let json = CapturedRun(["check", folder.path + "/app", "--quiet", "-f", "json"])
    let problems = try #require(try json.jsonObject()["problems"] as? [[String: Any]])
    let truncated = try #require(problems.first { $0["rule"] as? String == "TF001" })
    let contexts = try #require(truncated["contexts"] as? [Int])
    let message = try #require(truncated["message"] as? String)
    // Each device says its own first size, since they differ (fresh24 F24-10).
    #expect(contexts == [0, 1])
    #expect(
      message
        == "k: title truncates on iPhone SE (3rd generation) from xxLarge in de; on iPhone 17 Pro Max from AX1 "
        + "in de (needs 2 lines, 1 allowed)")
    #expect(truncated["contextCategories"] as? [String] == ["xxLarge", "AX1"])
  }
}
