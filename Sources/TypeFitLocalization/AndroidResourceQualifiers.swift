/// Reads the locale out of an Android resource folder name (`values-pt-rBR`, `values-b+sr+Latn`).
public enum AndroidResourceQualifiers {
  /// `true` for `values` and `values-…` folder names.
  public static func isValuesFolder(_ name: String) -> Bool {
    name == "values" || name.hasPrefix("values-")
  }

  /// The BCP 47 locale a `values…` folder stands for, or `defaultLocale` when it has no
  /// language qualifier.
  ///
  /// ```swift
  /// AndroidResourceQualifiers.locale(folder: "values-pt-rBR", defaultLocale: "en")     // "pt-BR"
  /// AndroidResourceQualifiers.locale(folder: "values-b+sr+Latn", defaultLocale: "en")  // "sr-Latn"
  /// AndroidResourceQualifiers.locale(folder: "values-night", defaultLocale: "en")      // "en"
  /// AndroidResourceQualifiers.locale(folder: "values-iw", defaultLocale: "en")         // "he"
  /// AndroidResourceQualifiers.locale(folder: "values-DE", defaultLocale: "en")         // "de"
  /// ```
  ///
  /// The old two-letter codes Android keeps in folder names for Hebrew, Indonesian and Yiddish
  /// (`iw`, `in`, `ji`, as `java.util.Locale` long wrote them) are read as the codes BCP 47 uses
  /// (`legacyLanguages`), so `--locales he` and the reports name the app's languages as its
  /// String Catalogs and `.lproj` folders do (thirteenth attack A13-18).
  ///
  /// The qualifiers are read in any case, as aapt2 reads them (`qualifiers(of:)`):
  /// `values-DE` is German and `values-de-rde` is `de-DE` (twenty-ninth attack A29-5:
  /// `values-DE` was read as the default locale).
  public static func locale(folder: String, defaultLocale: String) -> String {
    let qualifiers = qualifiers(of: folder)
    for (index, qualifier) in qualifiers.enumerated() {
      if qualifier.hasPrefix("b+") {
        let subtags = qualifier.dropFirst(2).split(separator: "+").joined(separator: "-")
        return LocaleTag.normalized(subtags)
      }
      guard isLanguage(qualifier) else { continue }
      var tag = legacyLanguages[qualifier] ?? qualifier
      let next = index + 1
      if next < qualifiers.count, isRegion(qualifiers[next]) {
        tag += "-" + qualifiers[next].dropFirst()
      }
      return LocaleTag.normalized(tag)
    }
    return defaultLocale
  }

  /// The configuration a `values…` folder stands for, one string for every folder name aapt2
  /// reads as one configuration: the locale its qualifiers name (`de` for `values-de`,
  /// `values-DE` and `values-b+de`; empty for none), then its other qualifiers in lower case,
  /// separated by spaces (`values-de-night` and `values-b+de-night`: `de night`). The thirty-sixth
  /// attack's A36-6: `values-de` and `values-b+de` define one configuration's resources, a name
  /// in both is defined twice, and was checked twice without a word.
  static func configuration(folder: String, defaultLocale: String) -> String {
    let parts = configurationParts(folder: folder, defaultLocale: defaultLocale)
    return ([parts.locale] + parts.others).joined(separator: " ")
  }

  /// The two parts of ``configuration(folder:defaultLocale:)``: the locale its qualifiers name
  /// (a BCP 47 tag, `es-419` for `values-b+es+419` and `values-es-r419`'s `es`; empty for none)
  /// and its other qualifiers, lower-cased, in the order written (`["mcc310", "night"]` for
  /// `values-mcc310-de-night`). ``AndroidResourceIndex`` generalizes each part to find the
  /// folders a reference falls back to.
  static func configurationParts(folder: String, defaultLocale: String) -> (locale: String, others: [String])
  {
    var locale = ""
    var others: [String] = []
    var afterLanguage = false
    for qualifier in qualifiers(of: folder) {
      if locale.isEmpty, qualifier.hasPrefix("b+") || isLanguage(qualifier) {
        locale = Self.locale(folder: folder, defaultLocale: defaultLocale)
        // A language qualifier that names no locale (`values-b+`, which aapt2 refuses) is no
        // configuration of another folder: read as '', it was `values`', and its strings, refused
        // for their tag, hid the default folder's (the fifty-fourth attack's A54-1).
        if locale.isEmpty { locale = "(\(qualifier))" }
        afterLanguage = !qualifier.hasPrefix("b+")
        continue
      }
      if afterLanguage, isRegion(qualifier) {
        afterLanguage = false
        continue
      }
      afterLanguage = false
      others.append(qualifier)
    }
    return (locale, others)
  }

  /// The qualifiers of a `values…` folder name after `values`, with the ASCII letters in lower
  /// case: aapt2 lower-cases a folder's qualifiers before it parses them
  /// (`ConfigDescription::Parse` calls `util::SplitAndLowercase(str, '-')`, AOSP
  /// `frameworks/base/libs/androidfw/ConfigDescription.cpp`, which aapt2 uses for a resource
  /// folder's configuration), so `values-DE` and `values-de` are one configuration.
  ///
  /// ```swift
  /// AndroidResourceQualifiers.qualifiers(of: "values-DE-rde-Night")  // ["de", "rde", "night"]
  /// ```
  static func qualifiers(of folder: String) -> [String] {
    folder.split(separator: "-").dropFirst().map { qualifier in
      String(String.UnicodeScalarView(qualifier.unicodeScalars.map { isASCIIUpper($0) ? lowered($0) : $0 }))
    }
  }

  private static func isASCIIUpper(_ scalar: Unicode.Scalar) -> Bool {
    ("A"..."Z").contains(scalar)
  }

  private static func lowered(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    Unicode.Scalar(UInt8(scalar.value) + 32)
  }

  /// What is wrong with a region qualifier after the language one, or `nil` when there is
  /// none: a qualifier that starts with `r` but is not `r` and a two-letter region
  /// (`values-es-r419`: a UN M.49 area such as 419 is written `values-b+es+419`; `values-de-r`:
  /// no region at all). Such a folder is read as its language alone
  /// (``locale(folder:defaultLocale:)``, `es`), as before, and the reader warns (thirteenth
  /// attack A13-18: it was read as `es` without a word; twenty-ninth attack A29-5:
  /// `values-de-r` still was). aapt2 refuses the folder unless the qualifier is `r` and two
  /// characters, which it takes as the region whatever they are (AOSP
  /// `frameworks/base/libs/androidfw/Locale.cpp`, `LocaleValue::InitFromParts`).
  ///
  /// Qualifiers are compared in any case (`qualifiers(of:)`): `values-pt-rbr` is `pt-BR`
  /// and has no problem. A qualifier counts as a region attempt when it is `r` and at most
  /// four ASCII letters or digits, and is not `round` (the round-screen qualifier).
  public static func regionProblem(folder: String) -> String? {
    let qualifiers = qualifiers(of: folder)
    guard let language = qualifiers.firstIndex(where: { $0.hasPrefix("b+") || isLanguage($0) }),
      !qualifiers[language].hasPrefix("b+"), language + 1 < qualifiers.count
    else { return nil }
    let written = folder.split(separator: "-").dropFirst().map(String.init)
    let next = qualifiers[language + 1]
    guard next.hasPrefix("r"), (1...5).contains(next.count), next != "round", !isRegion(next),
      next.dropFirst().allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
    else { return nil }
    let read = locale(folder: folder, defaultLocale: "")
    let body = String(next.dropFirst())
    let shown = written[language + 1]
    let what =
      body.isEmpty
      ? "'\(shown)' is a region qualifier without a region"
      : "'\(shown)' is not a region qualifier"
    let hint =
      body.count == 3 && body.allSatisfy(\.isNumber)
      ? "; a UN M.49 area such as 419 is written values-b+\(qualifiers[language])+\(body)" : ""
    let aapt2 =
      body.count == 2
      ? "aapt2 reads it as the region '\(body.uppercased())', which is not a region code"
      : "aapt2 refuses this folder name"
    return
      "folder \(folder): \(what) (Android's is r and a two-letter region, as rBR\(hint)), so the folder is "
      + "read as '\(read)'; \(aapt2)"
  }

  /// What is wrong with a folder's qualifiers, or `nil`: one that is neither a locale nor
  /// another qualifier Android knows (`values-r`, `values-İ`, `values-ſ`: thirtieth attack
  /// A30-6), a language after another kind of qualifier (`values-night-de`) or a second language
  /// or region (`values-de-rDE-rAT`: thirty-first attack A31-7). Each was read without a word,
  /// where aapt2 refuses the folder name: it wants each kind once, in its table's order, the
  /// locale first after `mcc` and `mnc`. The folder is still read as
  /// ``locale(folder:defaultLocale:)`` says; the reader warns. A region qualifier right after a
  /// language is ``regionProblem(folder:)``'s to judge.
  ///
  /// ```swift
  /// AndroidResourceQualifiers.qualifierProblem(folder: "values-night-v21", defaultLocale: "en")  // nil
  /// AndroidResourceQualifiers.qualifierProblem(folder: "values-r", defaultLocale: "en")
  /// // "folder values-r: 'r' is not a qualifier Android knows (…), so the folder is read as 'en'; …"
  /// ```
  ///
  /// The qualifiers known are those of Android's "Providing alternative resources" table
  /// (<https://developer.android.com/guide/topics/resources/providing-resources#AlternativeResources>),
  /// as aapt2 parses them (AOSP `frameworks/base/libs/androidfw/ConfigDescription.cpp`):
  /// `knownQualifierWords` and the numbered shapes of `isNumberedQualifier(_:)`.
  public static func qualifierProblem(folder: String, defaultLocale: String) -> String? {
    let read =
      "so the folder is read as '\(locale(folder: folder, defaultLocale: defaultLocale))'; aapt2 refuses this folder name"
    if folder.hasSuffix("-") || folder.contains("--") {
      return "folder \(folder): an empty qualifier (two dashes, or one at the end), \(read)"
    }
    let qualifiers = qualifiers(of: folder)
    let written = folder.split(separator: "-").dropFirst().map(String.init)
    var localeSeen = false
    var otherSeen: String?
    var regionMayFollow = false
    var seen = Set<String>()
    var networkSeen: (qualifier: String, written: String)?
    for (index, qualifier) in qualifiers.enumerated() {
      let mayBeRegion = regionMayFollow
      regionMayFollow = false
      // A region attempt after a language is ``regionProblem(folder:)``'s; one of other
      // characters (`rÄÖ`) is no qualifier at all (thirty-second attack A32-5).
      if mayBeRegion && qualifier.hasPrefix("r") && qualifier.unicodeScalars.allSatisfy(\.isASCII) {
        continue
      }
      guard seen.insert(qualifier).inserted else {
        return "folder \(folder): '\(written[index])' is written twice, \(read)"
      }
      if qualifier.hasPrefix("b+"),
        qualifier.dropFirst(2).split(separator: "+", omittingEmptySubsequences: false)
          .contains(where: \.isEmpty)
      {
        return "folder \(folder): '\(written[index])' has an empty subtag, \(read)"
      }
      if qualifier.hasPrefix("b+") || isLanguage(qualifier) {
        if localeSeen {
          return "folder \(folder): '\(written[index])' is a second language or region qualifier, \(read)"
        }
        if let other = otherSeen {
          return
            "folder \(folder): the language qualifier '\(written[index])' comes after '\(other)' (Android "
            + "wants it first, after mcc and mnc only), \(read)"
        }
        localeSeen = true
        regionMayFollow = !qualifier.hasPrefix("b+")
        continue
      }
      if qualifier.hasPrefix("mcc") || qualifier.hasPrefix("mnc"), isNumberedQualifier(qualifier) {
        if localeSeen || otherSeen != nil {
          return
            "folder \(folder): '\(written[index])' comes after the language or another qualifier (Android wants "
            + "mcc and mnc first), \(read)"
        }
        // aapt2 reads at most one mcc, then at most one mnc (`ConfigDescription::Parse`): a
        // second of a kind, or an mcc after the mnc, is no qualifier it knows there (the
        // eighty-first attack's A81-11: `values-mcc310-mnc004-mcc311` was read without a word).
        if let network = networkSeen, qualifier.hasPrefix("mcc") || network.qualifier.hasPrefix("mnc") {
          return
            "folder \(folder): '\(written[index])' comes after '\(network.written)' (Android wants one mcc, "
            + "then one mnc), \(read)"
        }
        networkSeen = (qualifier, written[index])
        continue
      }
      if knownQualifierWords.contains(qualifier) || isNumberedQualifier(qualifier) {
        if otherSeen == nil { otherSeen = written[index] }
        continue
      }
      return
        "folder \(folder): '\(written[index])' is not a qualifier Android knows (a language such as de, a "
        + "region after it such as rBR, b+sr+Latn, night, land, v21, sw600dp, …), \(read)"
    }
    return nil
  }

  /// The qualifiers without a number that Android's table lists, lower-cased: layout direction,
  /// screen size and aspect, round screens, colour gamut and dynamic range, orientation, UI mode,
  /// night mode, density, touchscreen, keyboard, input, navigation keys and method, and
  /// grammatical gender (see ``qualifierProblem(folder:defaultLocale:)``).
  static let knownQualifierWords: Set<String> = [
    "ldrtl", "ldltr", "small", "normal", "large", "xlarge", "long", "notlong", "round", "notround",
    "widecg", "nowidecg", "highdr", "lowdr", "port", "land", "square", "car", "desk", "television",
    "appliance", "watch", "vrheadset", "night", "notnight", "ldpi", "mdpi", "tvdpi", "hdpi", "xhdpi",
    "xxhdpi", "xxxhdpi", "nodpi", "anydpi", "notouch", "stylus", "finger", "keysexposed", "keyshidden",
    "keyssoft", "nokeys", "qwerty", "12key", "navexposed", "navhidden", "nonav", "dpad", "trackball",
    "wheel", "feminine", "masculine", "neuter",
  ]

  /// Whether a lower-cased qualifier is one of Android's numbered shapes: `mcc310`, `mnc004`,
  /// `sw600dp`, `w720dp`, `h480dp`, `320dpi`, `v21`, or the old screen size `640x480`.
  static func isNumberedQualifier(_ qualifier: String) -> Bool {
    func number(_ text: Substring) -> Bool { !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber } }
    for (prefix, suffix) in [
      ("mcc", ""), ("mnc", ""), ("sw", "dp"), ("w", "dp"), ("h", "dp"), ("", "dpi"), ("v", ""),
    ]
    where qualifier.hasPrefix(prefix) && qualifier.hasSuffix(suffix)
      && qualifier.count > prefix.count + suffix.count
    {
      if number(qualifier.dropFirst(prefix.count).dropLast(suffix.count)) { return true }
    }
    let sides = qualifier.split(separator: "x", omittingEmptySubsequences: false)
    return sides.count == 2 && number(sides[0]) && number(sides[1])
  }

  /// Whether a lower-cased qualifier (``qualifiers(of:)``) is a language: two or three ASCII
  /// letters, not `car`.
  private static func isLanguage(_ qualifier: String) -> Bool {
    (2...3).contains(qualifier.count) && qualifier.allSatisfy { $0.isASCII && $0.isLowercase }
      && !nonLanguageQualifiers.contains(qualifier)
  }

  /// Whether a lower-cased qualifier (``qualifiers(of:)``) is a region: `r` and two ASCII letters.
  private static func isRegion(_ qualifier: String) -> Bool {
    qualifier.count == 3 && qualifier.hasPrefix("r")
      && qualifier.dropFirst().allSatisfy { $0.isASCII && $0.isLowercase }
  }

  /// Deprecated language subtags and their preferred values in the IANA Language Subtag
  /// Registry (`Type: language`, `Subtag: iw`, `Deprecated: 1989-01-01`, `Preferred-Value: he`;
  /// likewise `in` → `id` and `ji` → `yi`), which Android resource folders still use; and `tl`
  /// (Tagalog), the folder Android uses for Filipino, which ICU's language aliases replace by
  /// `fil` and leave out of its list of codes (the seventieth attack's A70-9: `values-tl` was
  /// warned of as no known language).
  static let legacyLanguages = ["iw": "he", "in": "id", "ji": "yi", "tl": "fil"]

  /// Lowercase two- or three-letter qualifiers that are not languages (UI mode `car`).
  private static let nonLanguageQualifiers: Set<String> = ["car"]
}
