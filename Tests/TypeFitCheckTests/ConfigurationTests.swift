import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitRow

@Suite("typefit.json configuration")
struct ConfigurationTests {
  func parse(_ json: String) throws -> CheckConfiguration {
    try CheckConfiguration.parse(Data(json.utf8), file: "typefit.json")
  }

  @Test("The SPEC's example parses: composed rows, match rules, device and sample values")
  func specExample() throws {
    let configuration = try parse(
      """
      {"rows":[{"title":"settings.wifi","value":"settings.wifi.status","accessory":"disclosure"},
               {"match":"menu.*","titleLines":1}],
       "device":"iPhone SE (3rd generation)", "formatArguments":{"@":"Alexandra","d":"1,234"}}
      """)
    #expect(configuration.rows.count == 2)
    #expect(configuration.rows[0].title == "settings.wifi")
    #expect(configuration.rows[0].value == "settings.wifi.status")
    #expect(configuration.rows[0].accessory == .disclosure)
    #expect(configuration.rows[1].match?.matches("menu.open") == true)
    #expect(configuration.rows[1].titleLines == 1)
    #expect(configuration.devices == ["iPhone SE (3rd generation)"])
    #expect(configuration.formatArguments == ["@": "Alexandra", "d": "1,234"])
  }

  @Test("An unknown field is an error naming it and suggesting the nearest")
  func unknownField() {
    #expect(
      throws: CheckError.invalidConfiguration(
        file: "typefit.json",
        message:
          "rows[0].titelLines: unknown field; did you mean \"titleLines\"? (known: title, subtitle, value, match, "
          + "accessory, leading, navigable, titleStyle, subtitleStyle, valueStyle, titleLines, subtitleLines, valueLines, "
          + "titleWeight, subtitleWeight, valueWeight, italic, monospacedDigits)"
      )
    ) { try parse(#"{"rows":[{"match":"a.*","titelLines":1}]}"#) }
  }

  @Test(
    "Wrong types and bad names say where",
    arguments: [
      (#"{"rows": 3}"#, "rows: expected an array of row objects"),
      (#"{"titleLines": -1}"#, "titleLines: expected a whole number of lines (0 for unlimited)"),
      (#"{"width": "wide"}"#, "width: expected a number above 0"),
      (#"{"widths": [375, 10]}"#, "widths: expected a width between 100 and 10000 points, got 10.0"),
      (
        #"{"rows":[{"value":"x"}]}"#,
        #"rows[0]: give either "title" (a composed row) or "match" (settings for matching keys)"#
      ),
      (#"{"failOn":"sometimes"}"#, "failOn: 'sometimes' is not error, warning or never"),
      ("[1,2]", "top level: expected a JSON object"),
      // Found by a fresh user: JSONSerialization accepted a trailing comma and duplicate keys,
      // and named a character offset instead of a line.
      (#"{"rows":[{"title":"a"}],}"#, "not valid JSON at 1:25: expected a quoted member name"),
      (
        #"{"device":"iPhone SE (3rd generation)","device":"x"}"#,
        #"not valid JSON at 1:49: duplicate key "device" (each key may appear once)"#
      ),
      ("{\n  \"rows\": [\n", "not valid JSON at 3:1: unexpected end of file; expected a value"),
    ])
  func badValues(_ json: String, _ message: String) {
    #expect(throws: CheckError.invalidConfiguration(file: "typefit.json", message: message)) {
      try parse(json)
    }
  }

  @Test("Truncated JSON is an error, not a crash")
  func truncatedJSON() {
    #expect(throws: CheckError.self) { try parse(#"{"rows":[{"title":"#) }
  }

  @Test("Categories and text styles accept every alias")
  func aliases() throws {
    let configuration = try parse(#"{"categories":"accessibility1...","titleStyle":"headline"}"#)
    #expect(
      configuration.categories == [
        .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
      ])
    #expect(configuration.defaults.titleStyle == .headline)
  }
}

@Suite("Key patterns")
struct GlobTests {
  @Test(
    "* spans dots, ? is one character, the rest is literal",
    arguments: [
      ("menu.*", "menu.open", true), ("menu.*", "menu", false), ("*.title", "a.b.title", true),
      ("settings.?", "settings.a", true), ("settings.?", "settings.ab", false), ("a*b*c", "axxbyyc", true),
      ("a*b*c", "axxbyy", false), ("exact", "exact", true), ("*", "", true),
    ])
  func matches(_ pattern: String, _ key: String, _ expected: Bool) {
    #expect(Glob(pattern).matches(key) == expected)
  }
}

@Suite("typefit.json label weights and attributes")
struct ConfigurationLabelAttributesTests {
  func parse(_ json: String) throws -> CheckConfiguration {
    try CheckConfiguration.parse(Data(json.utf8), file: "typefit.json")
  }

  @Test("Weights by name or number, italic and monospacedDigits by role reach the row's labels")
  func attributes() throws {
    let configuration = try parse(
      #"{"titleWeight": 700, "valueWeight": "light", "italic": ["subtitle"], "monospacedDigits": ["value"],"#
        + #" "rows": [{"match": "a.*", "titleWeight": 450}]}"#)
    #expect(configuration.defaults.titleWeight == .bold && configuration.defaults.valueWeight == .light)
    let rule = configuration.rows[0].over(configuration.defaults)
    #expect(rule.titleWeight == .regular)
    #expect(configuration.notes.count == 1)
    #expect(
      configuration.notes == [
        "typefit.json: rows[0].titleWeight: weight 450 is not one of the nine named weights; using regular (400)"
      ])
    #expect(rule.italic == [.subtitle] && rule.monospacedDigits == [.value] && rule.valueWeight == .light)
  }

  @Test("A weight out of range or an unknown role is an error naming the field")
  func errors() {
    #expect(throws: CheckError.self) { try parse(#"{"titleWeight": 1200}"#) }
    #expect(throws: CheckError.self) { try parse(#"{"italic": ["titel"]}"#) }
    #expect(throws: CheckError.self) { try parse(#"{"italic": "title"}"#) }
  }
}
