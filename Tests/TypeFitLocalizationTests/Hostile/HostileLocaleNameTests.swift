import Foundation
import Testing

@testable import TypeFitLocalization

/// Locale names taken from folder names: spelled in BCP 47 canonical case, or kept as written
/// when they are not tags at all, so the reader refuses them by the name the folder has.
@Suite("Hostile input: locale names from folders")
struct HostileLocaleNameTests {
  @Test(
    "canonical case (RFC 5646 section 2.1.1): regions upper, scripts title, extensions and private use lower",
    arguments: [
      ("zh-Hant-TW-u-co-pinyin", "zh-Hant-TW-u-co-pinyin"),
      ("zh_hant_tw_U_CO_PINYIN", "zh-Hant-TW-u-co-pinyin"),
      ("de-x-ab", "de-x-ab"), ("x-AB", "x-ab"), ("pt_br", "pt-BR"), ("EN", "en"),
      ("sr-latn-rs", "sr-Latn-RS"),
      ("es-419", "es-419"), ("English", "en"), ("en-US-t-de-AT", "en-US-t-de-at"),
    ])
  func canonicalCase(_ name: String, _ tag: String) {
    #expect(LocaleTag.normalized(name) == tag)
  }

  @Test(
    "a folder name that is not a tag is kept as written, empty subtags and all",
    arguments: ["-o", "--help", "de-", "de--CH", "_", "help", "d e"])
  func notATag(_ name: String) {
    #expect(LocaleTag.normalized(name) == name)
    #expect(!LocaleTag.isWellFormed(LocaleTag.normalized(name)))
    #expect(LocaleTag.fromLprojPath("a/\(name).lproj/L.strings", developmentLanguage: "en") == name)
  }

  @Test(
    "four-letter language subtags are reserved (RFC 5646 section 2.2.1); 2–3 and 5–8 letters are well-formed",
    arguments: [
      ("help", false), ("abcd-DE", false), ("de", true), ("gsw", true), ("abcde", true), ("abcdefgh", true),
    ])
  func reservedLength(_ tag: String, _ wellFormed: Bool) {
    #expect(LocaleTag.isWellFormed(tag) == wellFormed)
  }

  @Test(
    "a singleton needs a subtag after it (RFC 5646 section 2.1): a lone x or i, or a trailing de-u, is not a tag",
    arguments: [
      ("x", false), ("i", false), ("X", false), ("de-u", false), ("de-x", false), ("x-a", true),
      ("de-x-a", true),
      ("x-private", true), ("i-klingon", true), ("en-US-u-ca-gregory", true), ("de-u-x-a", true),
    ])
  func singletons(_ tag: String, _ wellFormed: Bool) {
    #expect(LocaleTag.isWellFormed(tag) == wellFormed)
    if !wellFormed {
      #expect(LocaleTag.fromLprojPath("a/\(tag).lproj/L.strings", developmentLanguage: "en") == tag)
    }
  }
  /// The thirty-fifth attack's A35-6: a String Catalog locale of 108,000 characters was quoted
  /// whole in its error, one line of standard error that long.
  @Test("a locale that is no tag is quoted by its first 64 characters, escaped")
  func longLocaleQuotedShort() {
    let tag = "de-" + Array(repeating: "abcdefgh", count: 12_000).joined(separator: "-")
    #expect(LocaleTag.shown(tag) == String(tag.prefix(64)) + "…")
    #expect(LocaleTag.shown("de\u{1B}[2J") == "de\\u{1B}[2J")
    #expect(LocaleTag.shown("pt-BR") == "pt-BR")
    let head = #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{""#
    let tail = #"":{"stringUnit":{"state":"translated","value":"Hallo"}}}}}}"#
    let catalog: String = head + tag + tail
    let result = LocalizationReader.read(
      Data(catalog.utf8), path: "Localizable.xcstrings", format: .xcstrings)
    // The source language's string (its key) is kept; the locale that is no tag is not read.
    #expect(result.strings.map(\.locale) == ["en"])
    // The tag has a tag's shape: what is wrong is its length, which the message says (A36-3).
    let expected: String =
      "locale '" + String(tag.prefix(64))
      + "…' has \(tag.utf8.count) characters: TypeFit reads language tags of "
      + "at most 64 (such as de or pt-BR); its strings are not checked"
    #expect(result.diagnostics.first?.message.hasPrefix(expected) == true)
    #expect(result.diagnostics.allSatisfy { $0.message.utf8.count < 400 })
  }

  /// The thirty-sixth attack's A36-3: a tag of a tag's shape but longer than 64 characters was
  /// called "not a BCP 47 language tag", quoted cut at 64 so that it looked well formed.
  @Test("a refusal says whether the tag is malformed or too long")
  func refusal() {
    #expect(
      LocaleTag.refusal("de DE", examples: "de or pt-BR")
        == "'de DE' is not a BCP 47 language tag (such as de or pt-BR)")
    #expect(LocaleTag.refusal("") == "'' is not a BCP 47 language tag")
    let long = "de-x-" + Array(repeating: "abcdefgh", count: 7).joined(separator: "-")
    #expect(long.utf8.count == 67)
    #expect(!LocaleTag.isWellFormed(long))
    #expect(
      LocaleTag.refusal(long, examples: "en")
        == "'\(long.prefix(64))…' has 67 characters: TypeFit reads language tags of at most 64 (such as en)")
    let sixtyFour = String(long.prefix(64))
    #expect(LocaleTag.isWellFormed(sixtyFour))
    // Too long and malformed: malformed.
    #expect(LocaleTag.refusal(long + " ").hasSuffix("…' is not a BCP 47 language tag"))
  }
}
