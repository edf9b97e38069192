import Testing

@testable import TypeFitReports

@Suite("JSON strings are escaped byte by byte")
struct JSONStringTests {
  @Test("quotes, backslashes, named and other controls, U+2028 and U+2029 are escaped")
  func escapes() {
    let text = "a\"b\\c\nd\re\tf\u{1}g\u{1F}h\u{2028}i\u{2029}j"
    #expect(JSONValue.string(text).serialized() == #""a\"b\\c\nd\re\tf\u0001g\u001fh\u2028i\u2029j""#)
  }

  @Test("text that needs no escape is copied whole, whatever its script")
  func unescaped() {
    let text = "Réglages · 設定 · إعدادات · 👩‍👩‍👧 \u{7F}\u{2027}\u{202A}"
    #expect(JSONValue.string(text).serialized() == "\"" + text + "\"")
  }

  @Test("the String and byte forms agree, pretty and compact")
  func forms() {
    let value = JSONValue.object([
      ("n", .number(1.23456)), ("i", .int(-3)), ("a", .array([.bool(true), .null])), ("e", .object([])),
    ])
    #expect(value.serialized() == #"{"n":1.235,"i":-3,"a":[true,null],"e":{}}"#)
    #expect(
      value.serialized(indent: 2)
        == "{\n  \"n\": 1.235,\n  \"i\": -3,\n  \"a\": [\n    true,\n    null\n  ],\n  \"e\": {}\n}")
    var bytes: [UInt8] = []
    value.write(to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == value.serialized())
  }
}
