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

  /// JSON escaping done one Unicode scalar at a time, as the writer's rules say.
  static func reference(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{2028}": out += "\\u2028"
      case "\u{2029}": out += "\\u2029"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  @Test(
    "each escaped character is found at every offset of an 8-byte word, and look-alikes are not escaped",
    arguments: ["\"", "\\", "\n", "\u{1}", "\u{1F}", "\u{2028}", "\u{2029}", "€", "\u{2027}", "é", " ", "~"])
  func everyOffset(special: String) {
    for offset in 0..<19 {
      for length in [offset + 1, offset + 9, 24] {
        let text =
          String(repeating: "a", count: offset) + special
          + String(repeating: "b", count: max(0, length - offset - 1))
        var bytes: [UInt8] = []
        JSONValue.writeString(text, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == Self.reference(text), "offset \(offset)")
      }
    }
  }
}
