/// The script Android takes a resource locale to be written in, for the languages whose folders
/// without a script may hold either of two scripts: Android 7 and later match a locale only with
/// resources of its script, and work out the script of a locale that names none from its
/// language and region. AOSP `ResTable_config::match` (`frameworks/base/libs/androidfw/ResourceTypes.cpp`)
/// calls `localeDataComputeScript` (`frameworks/base/libs/androidfw/LocaleData.cpp`, from
/// CLDR's likely subtags) for a resource locale without a script and rejects one whose script
/// differs from the device's: a `zh-TW` device (Hant) does not take `values-zh` (Hans), a
/// `sr-ME` one (Latn) not `values-sr` (Cyrl). Only when no script can be worked out does Android
/// fall back to comparing regions.
///
/// ```swift
/// AndroidLikelyScript.script(of: "zh-TW")    // "Hant"
/// AndroidLikelyScript.script(of: "zh")       // "Hans"
/// AndroidLikelyScript.script(of: "sr-Latn")  // "Latn"
/// AndroidLikelyScript.script(of: "de")       // nil: not in the table
/// ```
enum AndroidLikelyScript {
  /// The script a locale tag (`zh-TW`, `sr-Latn-RS`) is written in: its script subtag, or the
  /// likely script of its language and region, then of its language alone, from ``likely``;
  /// `nil` when it names none and the table has neither.
  static func script(of locale: String) -> String? {
    let subtags = locale.split(separator: "-").map(String.init)
    guard let language = subtags.first?.lowercased() else { return nil }
    let rest = subtags.dropFirst()
    if let script = rest.first, isScript(script) {
      return script.prefix(1).uppercased() + script.dropFirst().lowercased()
    }
    if let region = rest.first, isRegion(region), let script = likely[language + "-" + region.uppercased()] {
      return script
    }
    return likely[language]
  }

  /// Whether a device whose locale is `device` takes the resources of the more general locale
  /// `resource` (a shorter tag of the same language, `zh` for `zh-TW`) as far as the script goes:
  /// as `ResTable_config::match` compares them, the same script, or either unknown. A resource
  /// locale without a script the table does not know, for a device locale that names its script
  /// (`sr-Latn-RS` → `sr` when `sr` were not in the table), is not taken: Android's full
  /// table would tell, and the language may be written in another script.
  static func matches(resource: String, device: String) -> Bool {
    guard let wanted = script(of: device) else { return true }
    guard let offered = script(of: resource) else { return !namesScript(device) }
    return offered == wanted
  }

  /// Whether `locale` writes its script (`sr-Latn`, `zh-Hant-TW`).
  private static func namesScript(_ locale: String) -> Bool {
    let subtags = locale.split(separator: "-").map(String.init)
    return subtags.count > 1 && isScript(subtags[1])
  }

  /// Whether a subtag is a script: four letters.
  private static func isScript(_ subtag: String) -> Bool {
    subtag.count == 4 && subtag.allSatisfy { $0.isASCII && $0.isLetter }
  }

  /// The locale of `subtags` spelled the other way as to `script`: without it when it is
  /// written (`zh-Hant-TW` → `zh-TW`), with it after the language when not (`zh-TW` →
  /// `zh-Hant-TW`, `zh` → `zh-Hant`). Both are one locale to Android when `script` is the
  /// locale's likely script (``matches(resource:device:)`` tells).
  static func otherSpelling(of subtags: [String], script: String) -> String {
    var other = subtags
    if other.count > 1, isScript(other[1]) {
      other.remove(at: 1)
    } else {
      other.insert(script, at: 1)
    }
    return other.joined(separator: "-")
  }

  /// Whether a subtag is a region: two letters or three digits (a UN M.49 area).
  private static func isRegion(_ subtag: String) -> Bool {
    (subtag.count == 2 && subtag.allSatisfy { $0.isASCII && $0.isLetter })
      || (subtag.count == 3 && subtag.allSatisfy { $0.isASCII && $0.isNumber })
  }

  /// The likely scripts of the languages whose folders most often differ in script, by
  /// language and by language and region, from CLDR's likely subtags
  /// (`common/supplemental/likelySubtags.xml`: `zh` → `zh_Hans_CN`, `zh_TW` → `zh_Hant_TW`,
  /// `zh_HK` → `zh_Hant_HK`, `zh_MO` → `zh_Hant_MO`, `sr` → `sr_Cyrl_RS`, `sr_ME`, `sr_RO`,
  /// `sr_RU`, `sr_TR` → `sr_Latn_…`, `uz` → `uz_Latn_UZ`, `uz_AF` → `uz_Arab_AF`, `uz_CN` →
  /// `uz_Cyrl_CN`, `az` → `az_Latn_AZ`, `az_IR`, `az_IQ` → `az_Arab_…`, `az_RU` → `az_Cyrl_RU`,
  /// `pa` → `pa_Guru_IN`, `pa_PK` → `pa_Arab_PK`, `mn` → `mn_Cyrl_MN`, `mn_CN` →
  /// `mn_Mong_CN`, `bs` → `bs_Latn_BA`), which Android's `LocaleDataTables.cpp` is made from.
  /// Other languages are left out: their folders without a script are one script whatever
  /// the region, so comparing regions, as Android does without a script, gives the same.
  static let likely: [String: String] = [
    "zh": "Hans", "zh-TW": "Hant", "zh-HK": "Hant", "zh-MO": "Hant",
    "sr": "Cyrl", "sr-ME": "Latn", "sr-RO": "Latn", "sr-RU": "Latn", "sr-TR": "Latn",
    "uz": "Latn", "uz-AF": "Arab", "uz-CN": "Cyrl",
    "az": "Latn", "az-IR": "Arab", "az-IQ": "Arab", "az-RU": "Cyrl",
    "pa": "Guru", "pa-PK": "Arab",
    "mn": "Cyrl", "mn-CN": "Mong",
    "bs": "Latn",
  ]
}
