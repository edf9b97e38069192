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
  /// ```
  ///
  /// The old two-letter codes Android keeps in folder names for Hebrew, Indonesian and Yiddish
  /// (`iw`, `in`, `ji`, as `java.util.Locale` long wrote them) are read as the codes BCP 47 uses
  /// (`legacyLanguages`), so `--locales he` and the reports name the app's languages as its
  /// String Catalogs and `.lproj` folders do (thirteenth attack A13-18).
  public static func locale(folder: String, defaultLocale: String) -> String {
    let qualifiers = folder.split(separator: "-").dropFirst().map(String.init)
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

  /// What is wrong with a region qualifier after the language one that Android does not accept
  /// (`values-es-r419`: `r` takes a two-letter region; a UN M.49 area such as 419 is written
  /// `values-b+es+419`), or `nil` when there is none. Such a folder is read as its language
  /// alone (``locale(folder:defaultLocale:)``, `es`), as before, and the reader warns
  /// (thirteenth attack A13-18: it was read as `es` without a word). `aapt2` refuses the folder.
  ///
  /// A qualifier counts as a region attempt when it is `r` and one to four ASCII letters or
  /// digits, and is not `round` (the round-screen qualifier).
  public static func regionProblem(folder: String) -> String? {
    let qualifiers = folder.split(separator: "-").dropFirst().map(String.init)
    guard let language = qualifiers.firstIndex(where: { $0.hasPrefix("b+") || isLanguage($0) }),
      !qualifiers[language].hasPrefix("b+"), language + 1 < qualifiers.count
    else { return nil }
    let next = qualifiers[language + 1]
    guard next.hasPrefix("r"), (2...5).contains(next.count), next != "round", !isRegion(next),
      next.dropFirst().allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
    else { return nil }
    let written = qualifiers[language]
    let read = locale(folder: folder, defaultLocale: "")
    let body = String(next.dropFirst())
    let hint =
      body.allSatisfy(\.isNumber)
      ? "; a UN M.49 area such as 419 is written values-b+\(written)+\(body)"
      : body.count == 2 ? "; write the region in capitals (r\(body.uppercased()))" : ""
    return
      "folder \(folder): '\(next)' is not a region qualifier (Android's is r and a two-letter region in "
      + "capitals, as rBR\(hint)), so the folder is read as '\(read)'; aapt2 refuses this folder name"
  }

  private static func isLanguage(_ qualifier: String) -> Bool {
    (2...3).contains(qualifier.count) && qualifier.allSatisfy { $0.isASCII && $0.isLowercase }
      && !nonLanguageQualifiers.contains(qualifier)
  }

  private static func isRegion(_ qualifier: String) -> Bool {
    qualifier.count == 3 && qualifier.hasPrefix("r")
      && qualifier.dropFirst().allSatisfy { $0.isASCII && $0.isUppercase }
  }

  /// Deprecated language subtags and their preferred values in the IANA Language Subtag
  /// Registry (`Type: language`, `Subtag: iw`, `Deprecated: 1989-01-01`, `Preferred-Value: he`;
  /// likewise `in` → `id` and `ji` → `yi`), which Android resource folders still use.
  static let legacyLanguages = ["iw": "he", "in": "id", "ji": "yi"]

  /// Lowercase two- or three-letter qualifiers that are not languages (UI mode `car`).
  private static let nonLanguageQualifiers: Set<String> = ["car"]
}
