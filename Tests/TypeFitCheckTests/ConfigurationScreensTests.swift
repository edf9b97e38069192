import Foundation
import Testing
import TypeFitCheck
import TypeFitRow

/// Devices and widths in `typefit.json` are counted once each, and a configuration that lists
/// more than 64 different ones is refused where the list starts.
@Suite("typefit.json devices and widths")
struct ConfigurationScreensTests {
  func parse(_ json: String) throws -> CheckConfiguration {
    try CheckConfiguration.parse(Data(json.utf8), file: "typefit.json")
  }

  @Test("100,000 copies of width 375 and repeated device names read as one width and one device")
  func duplicates() throws {
    let widths = Array(repeating: "375", count: 100_000).joined(separator: ",")
    let configuration = try parse(
      #"{"width":375,"widths":["# + widths + #",320],"device":"iPhone SE (3rd generation)","#
        + #""devices":["iPhone SE (3rd generation)","iPhone 17 Pro","iPhone SE (3rd generation)"]}"#)
    #expect(configuration.widths == [375, 320])
    #expect(configuration.devices == ["iPhone SE (3rd generation)", "iPhone 17 Pro"])
  }

  @Test(
    "a device and 64 different widths (65 screens) are refused with the file, line, column and the limit of 64"
  )
  func tooMany() {
    let widths = (0..<64).map { String(300 + $0) }.joined(separator: ",")
    #expect(
      throws: CheckError.invalidConfigurationValue(
        file: "typefit.json", line: 2, column: 11,
        message:
          "widths: 65 different devices and widths; at most 64 are checked in one run "
          + "(each is a layout context: split the list over several runs)")
    ) { try parse("{\"device\":\"iPhone 17 Pro\",\n\"widths\": [" + widths + "]}") }
    #expect(throws: Never.self) {
      try parse(#"{"widths":["# + (0..<64).map { String(300 + $0) }.joined(separator: ",") + "]}")
    }
  }

  @Test("an unknown device or profile is refused at its place in the file (A13-4), with the valid names")
  func unknownNames() throws {
    let devices = Device.catalog.map(\.name)
    #expect(
      throws: CheckError.invalidConfigurationValue(
        file: "typefit.json", line: 3, column: 13,
        message:
          "device: unknown device 'iPhone 99'. Did you mean 'iPhone 8'? Valid names: "
          + devices.joined(separator: ", "))
    ) { try parse("{\n  \"rows\": [],\n  \"device\": \"iPhone 99\"\n}\n") }
    #expect(
      throws: CheckError.invalidConfigurationValue(
        file: "typefit.json", line: 1, column: 26,
        message:
          "devices: unknown device 'iPhone 99'. Did you mean 'iPhone 8'? Valid names: "
          + devices.joined(separator: ", "))
    ) { try parse(#"{"devices": ["iPhone 8", "iPhone 99"]}"#) }
    #expect(
      throws: CheckError.invalidConfigurationValue(
        file: "typefit.json", line: 1, column: 13,
        message:
          "profile: unknown platform profile 'ios99'. Did you mean 'ios18'? Valid names: ios18, ios26, ods")
    ) { try parse(#"{"profile": "ios99"}"#) }
    #expect(try parse(#"{"platform": "IOS26", "device": "iphone se (3rd generation)"}"#).profile == "IOS26")
  }
}
