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
