import Foundation
import Testing

@testable import TypeFitLocalization

/// Feeds damaged and hostile input to every reader: none may trap, hang or lose the location.
@Suite("Robustness against bad input")
struct RobustnessTests {
  /// A small deterministic generator (SplitMix64), so failures reproduce.
  private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
  }

  private static let samples: [(LocalizationFormat, String)] = [
    (
      .xcstrings,
      #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"stringUnit":{"state":"new","value":"\u00e9 %#@n@"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"d","variations":{"plural":{"one":{"stringUnit":{"value":"%arg"}}}}}}}}}}}"#
    ),
    (.strings, "/* c */\n\"a\" = \"b\\U00e9\\n\";\nkey = value;\n\"x\";\n"),
    (
      .stringsdict,
      "<plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string><key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>one</key><string>1</string></dict></dict></dict></plist>"
    ),
    (
      .xliff,
      "<xliff><file source-language=\"en\" target-language=\"de\"><body><trans-unit id=\"a\"><source>A</source><target>B</target><note>n</note></trans-unit></body></file></xliff>"
    ),
    (
      .android,
      "<resources><string name=\"a\">It\\'s <b>x</b></string><plurals name=\"p\"><item quantity=\"one\">1</item></plurals></resources>"
    ),
  ]

  @Test("random byte damage never traps; every string keeps a line ≥ 1", arguments: samples.indices)
  func mutations(sampleIndex: Int) {
    let (format, text) = Self.samples[sampleIndex]
    var generator = SeededGenerator(state: UInt64(sampleIndex + 1))
    let original = Array(text.utf8)
    for _ in 0..<300 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let position = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes[position] = UInt8.random(in: 0...255, using: &generator)
        case 1: bytes.remove(at: position)
        default: bytes = Array(bytes[..<position])
        }
        if bytes.isEmpty { break }
      }
      let result = LocalizationReader.read(Data(bytes), path: "values-de/x", format: format)
      #expect(result.strings.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
      #expect(result.diagnostics.allSatisfy { ($0.line ?? 1) >= 1 })
    }
  }

  @Test("empty input gives no strings for every format", arguments: LocalizationFormat.allCases)
  func empty(format: LocalizationFormat) {
    let result = LocalizationReader.read(Data(), path: "values/x", format: format)
    #expect(result.strings.isEmpty)
  }

  @Test("a 4 MB value is read whole")
  func hugeString() {
    let value = String(repeating: "ab", count: 2 << 20)
    let strings = StringsFileReader.read(Data("\"k\" = \"\(value)\";".utf8), path: "x.strings")
    #expect(strings.strings.first?.value.utf8.count == 4 << 20)
    let catalog = StringCatalogReader.read(
      Data(#"{"strings":{"k":{"localizations":{"de":{"stringUnit":{"value":"\#(value)"}}}}}}"#.utf8),
      path: "x")
    #expect(catalog.strings.last?.value.utf8.count == 4 << 20)
  }

  @Test("a substitution that refers to itself is reported as a cycle and left as written")
  func substitutionCycle() {
    let selfReferring =
      #"{"strings":{"k":{"localizations":{"en":{"stringUnit":{"value":"%#@a@"},"substitutions":{"a":{"variations":{"plural":{"one":{"stringUnit":{"value":"x%#@a@"}},"other":{"stringUnit":{"value":"y"}}}}}}}}}}}"#
    let options = LocalizationReadOptions(maximumVariantCombinations: 10)
    let result = StringCatalogReader.read(Data(selfReferring.utf8), path: "x", options: options)
    #expect(result.strings.map(\.value) == ["x%#@a@", "y"])
    #expect(
      result.diagnostics.map(\.message) == [
        "substitution '%#@a@' refers back to itself through its forms (a cycle); left as written"
      ])
  }

  @Test("combinations are capped: 11 variables of 2 forms give the first 10 of 2,048, in order")
  func combinationCap() {
    let names = (1...11).map { "v\($0)" }
    let substitutions = names.map {
      #""\#($0)":{"variations":{"plural":{"one":{"stringUnit":{"value":"1"}},"other":{"stringUnit":{"value":"2"}}}}}"#
    }.joined(separator: ",")
    let value = names.map { "%#@\($0)@" }.joined()
    let json =
      #"{"strings":{"k":{"localizations":{"en":{"stringUnit":{"value":"\#(value)"},"substitutions":{\#(substitutions)}}}}}}"#
    let options = LocalizationReadOptions(maximumVariantCombinations: 10)
    let result = StringCatalogReader.read(Data(json.utf8), path: "x", options: options)
    // Every variable at its longest form (the later of equal ones, other), then each one's other
    // form in turn, as far as the limit goes (A29-2; before: the first 10 in order, 1111111111x).
    #expect(result.strings.map(\.value).prefix(3) == ["22222222222", "12222222222", "21222222222"])
    #expect(result.strings.count == 10)
    #expect(result.diagnostics.map(\.kind) == [.tooManyVariants])
  }
}
