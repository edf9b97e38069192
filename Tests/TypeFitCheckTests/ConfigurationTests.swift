import Foundation
import Testing
import TypeFitDynamicType
import TypeFitRow

@testable import TypeFitCheck

@Suite("typefit.json configuration")
struct ConfigurationTests {
  func parse(_ json: String) throws -> CheckConfiguration {
    try CheckConfiguration.parse(Data(json.utf8), file: "typefit.json")
  }

  @Test(
    "A UTF-8 byte order mark before the document is skipped, as Foundation's JSON readers skip it; lines and columns count after it"
  )
  func byteOrderMark() throws {
    let json = #"{"device": "iPhone SE (3rd generation)", "titleLines": 2}"#
    let bom = CheckConfiguration.parse
    let withMark = try bom(Data([0xEF, 0xBB, 0xBF] + Array(json.utf8)), "typefit.json")
    #expect(withMark == (try parse(json)))
    #expect(withMark.devices == ["iPhone SE (3rd generation)"])
    // An error after the mark is placed as in the file without it.
    let bad = #"{"titleLines": "2"}"#
    var without: CheckError?
    do { _ = try parse(bad) } catch let error as CheckError { without = error }
    guard case .invalidConfigurationValue(_, 1, let column, _)? = without, column > 1 else {
      Issue.record("expected an error on line 1, got \(String(describing: without))")
      return
    }
    #expect(throws: without!) { try bom(Data([0xEF, 0xBB, 0xBF] + Array(bad.utf8)), "typefit.json") }
    // A mark anywhere else, or twice, is not JSON.
    #expect(throws: CheckError.self) {
      try bom(Data([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array(json.utf8)), "typefit.json")
    }
    #expect(throws: CheckError.self) {
      try bom(Data(Array("{\u{FEFF}\"titleLines\": 2}".utf8)), "typefit.json")
    }
  }

  @Test(
    "The file and the place of each member, ignore and locales entry, formatArguments sample and rows entry (A76-2)"
  )
  func locations() throws {
    let json = """
      {"locales": ["de", "pt_BR"],
       "ignore": ["debug.*"],
       "formatArguments": {"@": "Ann", "": "x"},
       "rows": [{"title": "a"},
                {"match": "b*"}]}
      """
    let locations = try #require(try parse(json).locations)
    let at = { (line: Int, column: Int) in SourceLocation(file: "typefit.json", line: line, column: column) }
    #expect(locations.file == "typefit.json")
    #expect(locations.member("locales") == at(1, 13))
    #expect(locations.locale(0) == at(1, 14))
    #expect(locations.locale(1) == at(1, 20))
    #expect(locations.locale(2) == nil)
    #expect(locations.member("ignore") == at(2, 12))
    #expect(locations.ignoreEntry(0) == at(2, 13))
    #expect(locations.formatArgument("@") == at(3, 27))
    #expect(locations.formatArgument("") == at(3, 38))
    #expect(locations.formatArgument("d") == nil)
    #expect(locations.row(0) == at(4, 11))
    #expect(locations.row(1) == at(5, 11))
    #expect(locations.member("device") == nil)
    // `--locales` replaces the file's: their places are forgotten.
    var elsewhere = locations
    elsewhere.localesGivenElsewhere()
    #expect(elsewhere.locale(0) == nil)
    #expect(elsewhere.member("locales") == nil)
    #expect(elsewhere.member("ignore") == at(2, 12))
    // A configuration made in code has none.
    #expect(CheckConfiguration().locations == nil)
  }

  @Test("developmentLanguage written with _ is spelled as a BCP 47 tag, as a .lproj name is (A28-3)")
  func developmentLanguageSpelling() throws {
    #expect(try parse(#"{"developmentLanguage": "pt_BR"}"#).developmentLanguage == "pt-BR")
    #expect(try parse(#"{"developmentLanguage": "zh_hant"}"#).developmentLanguage == "zh-Hant")
  }

  @Test("Overrides are kept by the constant's own name, however the file spells it")
  func overrideNamesAreCanonical() throws {
    let configuration = try parse(#"{"overrides": {"VERTICALMARGIN": 12, "imagetotextpadding": 3}}"#)
    #expect(configuration.overrides == ["verticalMargin": 12, "imageToTextPadding": 3])
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

  @Test(
    "A formatArguments sample over the 50,000-unit label limit is refused at its place; 50,000 is allowed")
  func longFormatArgument() throws {
    let long = String(repeating: "X", count: 50_001)
    #expect(
      throws: CheckError.invalidConfigurationValue(
        file: "typefit.json", line: 2, column: 27,
        message:
          "formatArguments.@: the sample is 50001 UTF-16 units long; at most 50000 are allowed (the longest label measured)"
      )
    ) { try parse("{\"rows\": [],\n \"formatArguments\": {\"@\": \"\(long)\"}}") }
    let limit = String(repeating: "😀", count: 25_000)
    #expect(try parse(#"{"formatArguments": {"@": "\#(limit)"}}"#).formatArguments["@"] == limit)
  }

  @Test("An unknown field is an error naming it, where it is, and suggesting the nearest")
  func unknownField() {
    #expect(
      throws: CheckError.invalidConfigurationValue(
        file: "typefit.json", line: 1, column: 38,
        message:
          "rows[0].titelLines: unknown field; did you mean \"titleLines\"? (known: title, subtitle, value, match, "
          + "accessory, accessorySize, leading, navigable, titleStyle, subtitleStyle, valueStyle, titleLines, "
          + "subtitleLines, valueLines, titleWeight, subtitleWeight, valueWeight, italic, monospacedDigits)"
      )
    ) { try parse(#"{"rows":[{"match":"a.*","titelLines":1}]}"#) }
  }

  @Test(
    "Wrong types, bad names and numbers out of range say where, the field and the allowed range",
    arguments: [
      (#"{"rows": 3}"#, "typefit.json:1:10: rows: expected an array of row objects"),
      (
        #"{"titleLines": -1}"#,
        #"typefit.json:1:16: "titleLines" must be a whole number from 0 to 1000, got -1"#
      ),
      (
        #"{"titleLines": 1e30}"#,
        #"typefit.json:1:16: "titleLines" must be a whole number from 0 to 1000, got 1e30"#
      ),
      (
        #"{"width": "wide"}"#, #"typefit.json:1:11: "width" must be a number from 100 to 10000, got a string"#
      ),
      (#"{"widths": [375, 10]}"#, #"typefit.json:1:18: "widths" must be a number from 100 to 10000, got 10"#),
      (
        "{\n  \"overrides\": {\n    \"verticalMargin\": 1e300}}",
        #"typefit.json:3:23: "verticalMargin" must be a number from 0 to 1000, got 1e300"#
      ),
      (
        #"{"overrides": {"minimumHeightCategoryCap": 12}}"#,
        #"typefit.json:1:44: "minimumHeightCategoryCap" must be a whole number from 0 to 11, got 12"#
      ),
      (
        #"{"overrides": {"verticalMargn": 3}}"#,
        #"typefit.json:1:33: overrides.verticalMargn: unknown profile constant; did you mean "verticalMargin"? (valid names: "#
          + ProfileConstantName.allCases.map(\.rawValue).joined(separator: ", ") + "; see Docs/Profiles.md)"
      ),
      (
        #"{"displayScale": 1e-300}"#,
        #"typefit.json:1:18: "displayScale" must be a number from 1 to 4, got 1e-300"#
      ),
      (#"{"navigable": 1}"#, "typefit.json:1:15: navigable: expected true or false, got a number"),
      (
        #"{"locales": ["de", ""]}"#,
        "typefit.json:1:20: locales: '' is not a BCP 47 language tag (such as de or pt-BR)"
      ),
      (
        #"{"rows":[{"value":"x"}]}"#,
        #"typefit.json:1:10: rows[0]: give either "title" (a composed row) or "match" (settings for matching keys)"#
      ),
      // The forty-first attack's A41-8: one key as two labels was accepted without a word.
      (
        #"{"rows":[{"title":"k","subtitle":"k","value":"k"}]}"#,
        #"typefit.json:1:34: rows[0].subtitle: names the same key as "title" ("k"); each label of a row is its own string"#
      ),
      (
        #"{"rows":[{"title":"k","subtitle":"s","value":"s"}]}"#,
        #"typefit.json:1:46: rows[0].value: names the same key as "subtitle" ("s"); each label of a row is its own string"#
      ),
      (#"{"failOn":"sometimes"}"#, "typefit.json:1:11: failOn: 'sometimes' is not error, warning or never"),
      ("[1,2]", "typefit.json:1:1: top level: expected a JSON object"),
      // Found by a fresh user: JSONSerialization accepted a trailing comma and duplicate keys,
      // and named a character offset instead of a line.
      (#"{"rows":[{"title":"a"}],}"#, "typefit.json:1:25: not valid JSON: expected a quoted member name"),
      (
        #"{"device":"iPhone SE (3rd generation)","device":"x"}"#,
        #"typefit.json:1:49: not valid JSON: duplicate key "device" (each key may appear once)"#
      ),
      ("{\n  \"rows\": [\n", "typefit.json:3:1: not valid JSON: unexpected end of file; expected a value"),
      (#"{"titleLines": 01}"#, "typefit.json:1:16: not valid JSON: invalid number: leading zero"),
    ])
  func badValues(_ json: String, _ message: String) {
    #expect(throws: CheckError.self) { try parse(json) }
    do {
      _ = try parse(json)
    } catch {
      #expect("\(error)" == message)
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

  /// A fresh user's U54-12: `"categories": ["AX1..<"]` was `expected a string, got an array`,
  /// without saying how several are written.
  @Test("categories as an array: the error says to write one comma-separated string, with the entries given")
  func categoriesArray() {
    #expect(
      throws: CheckError.invalidConfigurationValue(
        file: "typefit.json", line: 1, column: 16,
        message:
          "categories: expected a string, got an array; write several categories and ranges as one "
          + "comma-separated string, as in \"large...AX2, AX5\"")
    ) { try parse(#"{"categories": ["large...AX2", "AX5"]}"#) }
    // Entries that are not all strings: the example instead.
    #expect(
      throws: CheckError.invalidConfigurationValue(
        file: "typefit.json", line: 1, column: 16,
        message:
          "categories: expected a string, got an array; write several categories and ranges as one "
          + "comma-separated string, as in \"large...AX2, AX5\"")
    ) { try parse(#"{"categories": ["AX1", 3]}"#) }
    #expect(
      throws: CheckError.invalidConfigurationValue(
        file: "typefit.json", line: 1, column: 16,
        message:
          "categories: expected a string, got an array; write several categories and ranges as one "
          + "comma-separated string, as in \"small, AX1...\"")
    ) { try parse(#"{"categories": ["small", "AX1..."]}"#) }
    #expect(throws: CheckError.self) { try parse(#"{"categories": 3}"#) }
    // A fresh user's U55-6: entries that are no valid selection are not quoted as the advice;
    // their problem is said too.
    #expect(
      throws: CheckError.invalidConfigurationValue(
        file: "typefit.json", line: 1, column: 16,
        message:
          "categories: expected a string, got an array; write several categories and ranges as one "
          + "comma-separated string, as in \"large...AX2, AX5\"; the entries are not a valid selection either: "
          + "category range 'AX1..<' has no upper end after ..<; name the category it stops before, as in "
          + "AX1..<AX5, or write AX1... for a range up to AX5")
    ) { try parse(#"{"categories": ["AX1..<", "large"]}"#) }
  }

  /// A fresh user's U54-4: a switch row is no `NavigationLink`, so a `typefit.json` row with
  /// `"accessory": "toggle"` and no `navigable` is laid out without a chevron. U56-3: the same
  /// for an info button alone (`"infoButton"`, UIKit's `"detailButton"`), which row discovery
  /// reads as not navigable; `"detailDisclosure"` keeps its chevron.
  @Test("a toggle or info-button row is not navigable unless navigable says so; other accessories are")
  func toggleRowsAreNotNavigable() throws {
    let configuration = try parse(
      #"{"rows": [{"match": "a", "accessory": "toggle"}, {"match": "b", "accessory": "toggle", "navigable": true},"#
        + #" {"match": "c", "accessory": "infoButton"}, {"match": "d"}, {"match": "e", "accessory": "detailButton"},"#
        + #" {"match": "f", "accessory": "detailDisclosure"},"#
        + #" {"match": "g", "accessory": "infoButton", "navigable": true}]}"#)
    let navigable = configuration.rows.map {
      $0.row(title: "Title", subtitle: nil, value: nil, language: "en").isNavigable
    }
    #expect(navigable == [false, true, false, true, false, true, true])
    #expect(Accessory.allCases.filter { !$0.isNavigableByDefault } == [.checkmark, .toggle, .infoButton])
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

extension ConfigurationLabelAttributesTests {
  @Test("boldText takes true, false or \"both\"")
  func boldText() throws {
    #expect(try parse(#"{"boldText": true}"#).boldText == [true])
    #expect(try parse(#"{"boldText": "both"}"#).boldText == [false, true])
    #expect(try parse(#"{}"#).boldText == [false])
    #expect(throws: CheckError.self) { try parse(#"{"boldText": "yes"}"#) }
  }
}

/// The thirty-fifth attack's A35-2: a second `rowComponents` entry of one name (an overload of
/// the app's component with other labels) was left unused without a word.
@Suite("typefit.json rowComponents: one entry a name")
struct ConfigurationRowComponentNameTests {
  @Test("a second entry of a name is an error at its name, naming the first")
  func secondEntryOfName() throws {
    let json =
      #"{"rowComponents": [{"name": "Row", "title": "a"}, {"name": "Other"},"#
      + "\n" + #"  {"name": "Row", "title": "b", "value": "v"}]}"#
    #expect {
      try CheckConfiguration.parse(Data(json.utf8), file: "typefit.json")
    } throws: { error in
      "\(error)"
        == "typefit.json:2:12: rowComponents[2].name: \"Row\" is already mapped by rowComponents[0]; give each "
        + "component one entry (its title, subtitle and value labels)"
    }
    let distinct = try CheckConfiguration.parse(
      Data(#"{"rowComponents": [{"name": "Row"}, {"name": "Other"}]}"#.utf8), file: "typefit.json")
    #expect(distinct.rowComponents.map(\.name) == ["Row", "Other"])
  }

  /// The thirty-sixth attack's A36-8: `"List"` made a list's rows vanish, `"NavigationLink"`
  /// dropped every link's disclosure indicator, without a word.
  @Test(
    "a view row discovery reads itself is an error at its name",
    arguments: ["List", "NavigationLink", "Toggle", "Text"])
  func viewReadByDiscovery(name: String) throws {
    let json = #"{"rowComponents": [{"name": ""# + name + #"", "title": "_"}]}"#
    #expect {
      try CheckConfiguration.parse(Data(json.utf8), file: "typefit.json")
    } throws: { error in
      "\(error)"
        == "typefit.json:1:29: rowComponents[0].name: \"\(name)\" is a view row discovery reads itself; "
        + "rowComponents maps an app's own row components, such as \"SettingsRow\""
    }
    // Names that only start like one are the app's own.
    let own = try CheckConfiguration.parse(
      Data(#"{"rowComponents": [{"name": "ListRow"}, {"name": "TextCell"}]}"#.utf8), file: "typefit.json")
    #expect(own.rowComponents.map(\.name) == ["ListRow", "TextCell"])
  }

  /// The fifty-first attack's A51-7: one argument mapped to the title, subtitle and value laid
  /// its key out three times in a row; `"title": ""` matched no call; both without a word.
  @Test(
    "a part naming another part's argument, or a label no call can have, is an error at it",
    arguments: [
      (
        #"{"rowComponents": [{"name": "Row", "subtitle": "title"}]}"#,
        "typefit.json:1:48: rowComponents[0].subtitle: names the argument \"title\" that \"title\" names too; "
          + "each part of a row is its own argument"
      ),
      (
        #"{"rowComponents": [{"name": "Row", "title": "_", "subtitle": "s", "value": "s"}]}"#,
        "typefit.json:1:76: rowComponents[0].value: names the argument \"s\" that \"subtitle\" names too; "
          + "each part of a row is its own argument"
      ),
      (
        #"{"rowComponents": [{"name": "Row", "title": ""}]}"#,
        "typefit.json:1:45: rowComponents[0].title: give the argument label the component takes for the title, "
          + "such as \"title\", or \"_\" for its first unlabeled argument"
      ),
      (
        #"{"rowComponents": [{"name": "Row", "value": "the value"}]}"#,
        "typefit.json:1:45: rowComponents[0].value: give the argument label the component takes for the value, "
          + "such as \"value\", or \"_\" for its first unlabeled argument"
      ),
    ])
  func partLabels(json: String, message: String) throws {
    #expect {
      try CheckConfiguration.parse(Data(json.utf8), file: "typefit.json")
    } throws: { error in
      "\(error)" == message
    }
    let fine = try CheckConfiguration.parse(
      Data(#"{"rowComponents": [{"name": "Row", "title": "_", "subtitle": "detail_1", "value": "v"}]}"#.utf8),
      file: "typefit.json")
    #expect(fine.rowComponents.first?.title == "_")
    #expect(fine.rowComponents.first?.subtitle == "detail_1")
    #expect(fine.rowComponents.first?.value == "v")
  }
}
