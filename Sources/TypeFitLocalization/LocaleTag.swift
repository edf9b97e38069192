/// Normalises the locale names found in folder names into BCP 47 tags.
///
/// `pt_BR` → `pt-BR`, `zh-hans` → `zh-Hans`, `EN` → `en`, and the legacy `.lproj`
/// names Xcode once used (`English.lproj`) → `en`.
public enum LocaleTag {
  /// Returns the BCP 47 spelling of a locale name written with `-` or `_`.
  ///
  /// The first subtag is lowercased, four-letter subtags become title case (scripts), two-letter
  /// and three-digit subtags after the first become uppercase (regions); others are kept.
  public static func normalized(_ name: String) -> String {
    if let legacy = legacyNames[name] { return legacy }
    let parts = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    guard let first = parts.first else { return name }
    var result = [first.lowercased()]
    for part in parts.dropFirst() {
      if part.count == 4, part.allSatisfy(\.isLetter) {
        result.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
      } else if part.count == 2, part.allSatisfy(\.isLetter) {
        result.append(part.uppercased())
      } else if part.count == 3, part.allSatisfy(\.isNumber) {
        result.append(part)
      } else {
        result.append(part)
      }
    }
    return result.joined(separator: "-")
  }

  /// The locale of the nearest enclosing `X.lproj` folder in `path`, or `nil` if none.
  ///
  /// `Base.lproj` yields `developmentLanguage`.
  public static func fromLprojPath(_ path: String, developmentLanguage: String) -> String? {
    let folders = path.split(separator: "/").dropLast()
    guard let folder = folders.last(where: { $0.hasSuffix(".lproj") }) else { return nil }
    let name = String(folder.dropLast(".lproj".count))
    if name == "Base" { return developmentLanguage }
    return normalized(name)
  }

  private static let legacyNames: [String: String] = [
    "English": "en", "German": "de", "French": "fr", "Japanese": "ja", "Spanish": "es",
    "Italian": "it", "Dutch": "nl",
  ]
}
