import Foundation
import Testing
import TypeFitLocalization

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
    let text = "Réglages · 設定 · إعدادات · 👩‍👩‍👧 \u{2027}\u{200D}\u{A0}ỹ，\u{E0080}"
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
      default:
        if TerminalText.needsEscape(scalar) {
          for unit in String(scalar).utf16 {
            let hex = String(unit, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
          }
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  @Test(
    "each escaped character is found at every offset of an 8-byte word, and look-alikes are not escaped",
    arguments: [
      "\"", "\\", "\n", "\u{1}", "\u{1F}", "\u{2028}", "\u{2029}", "€", "\u{2027}", "é", " ", "~", "\u{7F}",
      "\u{9B}",
      "\u{80}", "\u{9F}", "\u{A0}", "\u{202E}", "\u{2066}", "\u{200F}", "\u{61C}", "\u{180E}", "\u{FEFF}",
      "\u{E0001}", "\u{E007F}", "\u{E0080}", "\u{200D}", "\u{2030}",
    ])
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

  @Test("C1 controls, bidirectional controls and invisible characters are written as \\u escapes (A26-8)")
  func terminalControls() throws {
    let text = "k\u{9B}2J\u{9D}0;t\u{9C}\u{202E}x\u{2066}\u{200B}\u{FEFF}\u{E0041}\u{7F}"
    let written = JSONValue.string(text).serialized()
    #expect(written == #""k\u009b2J\u009d0;t\u009c\u202ex\u2066\u200b\ufeff\udb40\udc41\u007f""#)
    // Valid JSON that reads back as the same text.
    let parsed =
      try JSONSerialization.jsonObject(with: Data(written.utf8), options: .fragmentsAllowed) as? String
    #expect(parsed == text)
  }

  @Test("every escaped character's lead byte makes its 8-byte word looked at, at every offset")
  func leadBytesLookedAt() {
    #expect(TerminalText.escapedLeadBytes == [0xC2, 0xD8, 0xE1, 0xE2, 0xEF, 0xF3])
    for lead in TerminalText.escapedLeadBytes + [0x7F] {
      for offset in 0..<8 {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
        bytes[offset] = lead
        let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
        #expect(JSONValue.needsLook(word), "lead \(lead) at \(offset)")
      }
    }
    // Text of scripts whose lead bytes are not among them is skipped a word at a time.
    for text in ["設定設定設定", "Настрой", "aaaaaaaa"] {
      let word = Array(text.utf8.prefix(8)).withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
      #expect(!JSONValue.needsLook(word), "\(text)")
    }
  }

  @Test("JSON text read from a file has its raw controls escaped, and nothing else changed")
  func jsonText() {
    let json = #"{"key":"a\#u{9B}2J\#u{202E}b","n":1,"t":"設定"}"#
    var output: [UInt8] = []
    JSONValue.appendEscapingControls(Array(json.utf8), to: &output)
    #expect(String(decoding: output, as: UTF8.self) == #"{"key":"a\u009b2J\u202eb","n":1,"t":"設定"}"#)
    let plain = #"{"key":"Réglages · 設定 \n","n":[1,2]}"#
    output = []
    JSONValue.appendEscapingControls(Array(plain.utf8), to: &output)
    #expect(output == Array(plain.utf8))
  }
}
