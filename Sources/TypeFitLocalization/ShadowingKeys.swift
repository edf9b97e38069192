import TypeFitInput

/// The keys of a file the app shows instead of the same keys of a `.strings` table, for
/// skipping those pairs with one `duplicateKey` warning each, naming both files.
///
/// Two such files exist:
/// - the table's `.stringsdict` (same folder, same name): Foundation reads the `.strings`
///   table, then sets every `.stringsdict` entry over it, so the app shows the `.stringsdict`
///   value (`_copyStringFromTable` in swift-corelibs-foundation's `CFBundle_Strings.c`);
/// - a String Catalog of the same table in the folder above the `.lproj` folder
///   (`Localizable.xcstrings` beside `en.lproj/Localizable.strings`, a migration's leftover):
///   Xcode compiles the catalog into each language's `<lang>.lproj/Localizable.strings`, so the
///   app can ship only one of them, and the catalog is the one kept (the eightieth attack's
///   A80-5: both were checked, without a word).
///
/// ```swift
/// let shadow = ShadowingKeys.stringsDictionary(file: "Localizable.stringsdict", keys: ["k": 4])
/// shadow.warning(skipping: pair).message
/// // key "k" is also defined in Localizable.stringsdict at line 4, which Foundation shows
/// // instead; this .strings value is skipped
/// ```
struct ShadowingKeys {
  /// The shadowing file's name, as the warning shows it.
  let file: String
  /// Its keys, each with the line of its first definition.
  let keys: [ExactText: Int]
  /// Who shows the shadowing file's value, for the warning (`Foundation shows instead`).
  let shownInstead: String

  /// The keys of the table's `.stringsdict`, named `file`.
  static func stringsDictionary(file: String, keys: [ExactText: Int]) -> ShadowingKeys {
    ShadowingKeys(file: file, keys: keys, shownInstead: "which Foundation shows instead")
  }

  /// The keys of a String Catalog of the same table, at `path` (shown as its last name).
  static func stringCatalog(path: String, keys: [ExactText: Int]) -> ShadowingKeys {
    ShadowingKeys(
      file: BytePath.lastName(of: path), keys: keys,
      shownInstead: "which Xcode compiles into this table's place in the app (a target cannot ship both)")
  }

  /// The path of the String Catalog of the table a `.strings` file directly in a `.lproj`
  /// folder belongs to: `App/Localizable.xcstrings` for `App/en.lproj/Localizable.strings`;
  /// `nil` for another file.
  static func catalogPath(ofTable path: String) -> String? {
    guard BaseLocalizationCopies.place(of: path) != nil else { return nil }
    let scalars = path.unicodeScalars
    guard let fileSlash = scalars.lastIndex(of: "/") else { return nil }
    let name = String(scalars[scalars.index(after: fileSlash)...])
    guard name.hasSuffix(".strings") else { return nil }
    let above = scalars[..<fileSlash].lastIndex(of: "/").map { String(scalars[...$0]) } ?? ""
    return above + name.dropLast(".strings".count) + ".xcstrings"
  }

  /// The warning, once for each `.strings` file of a table that a String Catalog at
  /// `catalogPath` holds too (``catalogPath(ofTable:)``), whatever keys the two share: the two
  /// files of one table are the problem, not one key (a fresh user's U54-3: a leftover file
  /// sharing no key with the catalog was checked as if it shipped, without a word). Its keys the
  /// catalog defines are skipped (``warning(skipping:)``); the others are still checked, since a
  /// target that holds the `.strings` file and not the catalog (an extension's) ships them, and
  /// which target holds which file is in the Xcode project, which is not read.
  static func catalogTwinWarning(stringsFile path: String, catalogPath: String) -> LocalizationDiagnostic {
    let catalog = TerminalText.escaped(BytePath.lastName(of: catalogPath))
    return LocalizationDiagnostic(
      kind: .duplicateKey, severity: .warning, file: path,
      message:
        "the String Catalog \(catalog) in the folder above holds the same table, and Xcode compiles it into "
        + "this file's place in the app (a target cannot ship both): this .strings file is not what ships with "
        + "the catalog. Its keys \(catalog) defines are skipped; the others are still checked, in case another "
        + "target ships this file. Remove it once the catalog holds its strings")
  }

  /// The warning for a `.strings` string skipped because this file defines its key.
  func warning(skipping string: LocalizedString) -> LocalizationDiagnostic {
    let line = keys[ExactText(string.key)] ?? 0
    return LocalizationDiagnostic(
      kind: .duplicateKey, severity: .warning, at: string.location,
      message:
        "key \"\(TerminalText.escaped(string.key))\" is also defined in \(TerminalText.escaped(file)) "
        + "at line \(line), \(shownInstead); this .strings value is skipped")
  }
}
