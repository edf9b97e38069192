import TypeFitInput

/// The keys of a file the app shows instead of the same keys of a `.strings` table (or of a
/// `.stringsdict` file, for a String Catalog), for skipping those pairs.
///
/// Two such files exist:
/// - the table's `.stringsdict` (same folder, same name): Foundation reads the `.strings`
///   table, then sets every `.stringsdict` entry over it, so the app shows the `.stringsdict`
///   value (`_copyStringFromTable` in swift-corelibs-foundation's `CFBundle_Strings.c`). Each
///   pair skipped gets a `duplicateKey` warning naming both files;
/// - a String Catalog of the same table in a folder above (`Localizable.xcstrings` above
///   `en.lproj/Localizable.strings`, a migration's leftover; ``catalogPath(ofTable:catalogs:)``):
///   Xcode compiles the catalog into each language's `<lang>.lproj/Localizable.strings`, so a
///   target can ship only one of them, and the catalog is the one kept (the eightieth attack's
///   A80-5: both were checked, without a word). The same for the table's `.stringsdict`
///   (`en.lproj/Localizable.stringsdict`): Xcode compiles the catalog's plural and device
///   variations into that file's place, so its entries are shadowed alike (the eighty-second
///   attack's A82-5: they were checked beside the catalog's, without a word). The pairs are
///   skipped without a warning each: the file's one `catalogShadowsStrings` warning counts and
///   names them (``catalogTwinWarning(tableFile:catalogPath:shared:)``; a fresh user's U55-8).
///
/// ```swift
/// let shadow = ShadowingKeys.stringsDictionary(file: "Localizable.stringsdict", keys: ["k": 4])
/// shadow.warning(skipping: pair)?.message
/// // key "k" is also defined in Localizable.stringsdict at line 4, which Foundation shows
/// // instead; this .strings value is skipped
/// ```
struct ShadowingKeys {
  /// The shadowing file's name, as the warning shows it.
  let file: String
  /// Its keys, each with the line of its first definition.
  let keys: [ExactText: Int]
  /// Who shows the shadowing file's value, for the warning (`Foundation shows instead`);
  /// `nil` when each pair is skipped without a warning of its own (a String Catalog's: the
  /// file's one warning names them).
  let shownInstead: String?

  /// The keys of the table's `.stringsdict`, named `file`.
  static func stringsDictionary(file: String, keys: [ExactText: Int]) -> ShadowingKeys {
    ShadowingKeys(file: file, keys: keys, shownInstead: "which Foundation shows instead")
  }

  /// The keys of a String Catalog of the same table, at `path` (shown as its last name).
  static func stringCatalog(path: String, keys: [ExactText: Int]) -> ShadowingKeys {
    ShadowingKeys(file: BytePath.lastName(of: path), keys: keys, shownInstead: nil)
  }

  /// The name a String Catalog of the table a `.strings` or `.stringsdict` file directly in a
  /// `.lproj` folder belongs to has: `Localizable.xcstrings` for
  /// `App/en.lproj/Localizable.strings` and `App/en.lproj/Localizable.stringsdict`; `nil` for
  /// another file.
  static func catalogName(ofTable path: String) -> String? {
    guard BaseLocalizationCopies.place(of: path) != nil else { return nil }
    let name = BytePath.lastName(of: path)
    for suffix in [".strings", ".stringsdict"] where name.hasSuffix(suffix) {
      return name.dropLast(suffix.count) + ".xcstrings"
    }
    return nil
  }

  /// The path of the String Catalog, among `catalogs` (the inputs' `.xcstrings` files' paths,
  /// as ``PairingPaths`` takes them, as `path` is), of the table a `.strings` or `.stringsdict`
  /// file directly in a `.lproj` folder belongs to: the catalog of
  /// that table's name in the nearest folder above the `.lproj` folder; `nil` when there is
  /// none or the file is not such a table.
  ///
  /// Xcode compiles a target's catalog into the place of its table's `.strings` files wherever
  /// the two sit in the target's folders (a fresh user's U55-9: only a catalog in the folder
  /// directly above the `.lproj` was found, not `App/Localizable.xcstrings` for
  /// `App/Resources/en.lproj/Localizable.strings`). A catalog that is not above the `.lproj`
  /// folder is not taken: the Xcode project, which says which target holds which file, is not
  /// read, and two apps checked together (`corpus/IceCubesApp` and `corpus/mastodon-ios`) or two
  /// targets each have their own. One set look-up per folder above the file, so the search is
  /// bounded by the path's length.
  static func catalogPath(ofTable path: String, catalogs: Set<ExactText>) -> String? {
    guard let name = catalogName(ofTable: path) else { return nil }
    let scalars = path.unicodeScalars
    guard var end = scalars.lastIndex(of: "/") else { return nil }
    // Each folder above the `.lproj` folder, nearest first, with its trailing `/`.
    while let slash = scalars[..<end].lastIndex(of: "/") {
      let candidate = String(scalars[...slash]) + name
      if catalogs.contains(ExactText(candidate)) { return candidate }
      end = slash
    }
    if !BytePath.isAbsolute(path), catalogs.contains(ExactText(name)) { return name }
    return nil
  }

  /// The most shared keys the file's warning names; it counts the others.
  static let namedSharedKeys = 3

  /// The warning, once for each `.strings` or `.stringsdict` file (at `path`) of a table that a
  /// String Catalog at
  /// `catalogPath` holds too (``catalogPath(ofTable:catalogs:)``), whatever keys the two share:
  /// the two files of one table are the problem, not one key (a fresh user's U54-3: a leftover
  /// file sharing no key with the catalog was checked as if it shipped, without a word). Its own
  /// ``LocalizationDiagnostic/Kind/catalogShadowsStrings`` kind, not `duplicateKey`, since the
  /// two may share no key (U55-7). `shared` are the keys the catalog defines too, with their
  /// line in this file, in line order: they are skipped, and the warning counts them and names
  /// the first ``namedSharedKeys`` (U55-8: one warning for each, repeating the explanation);
  /// the others are still checked, since a target that holds the `.strings` file and not the
  /// catalog (an extension's) ships them, and which target holds which file is in the Xcode
  /// project, which is not read.
  static func catalogTwinWarning(
    tableFile path: String, catalogPath: String, shared: [(key: String, line: Int)]
  ) -> LocalizationDiagnostic {
    let kind = BytePath.lastName(of: path).hasSuffix(".stringsdict") ? ".stringsdict" : ".strings"
    let catalog = shownPath(catalogPath)
    let keys: String
    if shared.isEmpty {
      keys = "It shares no key with the catalog, so all of its strings are still checked"
    } else {
      let named = shared.prefix(namedSharedKeys).map {
        "\"\(TerminalText.escaped($0.key))\" (line \($0.line))"
      }
      let more = shared.count > namedSharedKeys ? " and \(shared.count - namedSharedKeys) more" : ""
      keys =
        "The \(shared.count) \(shared.count == 1 ? "key" : "keys") it shares with the catalog, "
        + named.joined(separator: ", ") + more + ", \(shared.count == 1 ? "is" : "are") skipped "
        + "(the catalog's values are checked); its other strings are still checked"
    }
    return LocalizationDiagnostic(
      kind: .catalogShadowsStrings, severity: .warning, file: path,
      message:
        "the String Catalog \(catalog) holds the same table, and Xcode compiles it into this file's place in "
        + "the app (a target cannot ship both): this \(kind) file is not what ships with the catalog. \(keys), "
        + "in case another target ships this file. Remove it once the catalog holds its strings")
  }

  /// The warning, once for each `.strings` or `.stringsdict` file (at `path`) of a table that a
  /// String Catalog at `catalogPath` in another folder of the same project holds too
  /// (``SiblingCatalogs``): if one target holds both, the file does not ship; the file is still
  /// checked whole, since which target holds which file is in the Xcode project, which is not
  /// read (a fresh user's U56-5).
  static func siblingCatalogWarning(tableFile path: String, catalogPath: String) -> LocalizationDiagnostic {
    let kind = BytePath.lastName(of: path).hasSuffix(".stringsdict") ? ".stringsdict" : ".strings"
    return LocalizationDiagnostic(
      kind: .catalogShadowsStrings, severity: .warning, file: path,
      message:
        "the String Catalog \(shownPath(catalogPath)) holds the same table in another folder of this project: "
        + "if one target holds both, Xcode compiles the catalog into this file's place and this \(kind) file "
        + "does not ship. All of its strings are checked, since another target may ship it (which target "
        + "holds which file is in the Xcode project, not read). Remove it once the catalog holds its strings")
  }

  /// A catalog's path as a warning names it: by its names (``BytePath/tidied(_:)``), as reports
  /// write the paths of diagnostics (a fresh user's U56-6: `./App/../App/Localizable.xcstrings`
  /// beside the diagnostic's `App/../App/de.lproj/Localizable.strings`), escaped for a terminal.
  static func shownPath(_ catalogPath: String) -> String {
    TerminalText.escaped(BytePath.tidied(catalogPath))
  }

  /// Whether `string`, of the file these keys shadow, is skipped: its key is one of ``keys``,
  /// and it is a `.strings` pair or the file shadowing it is a String Catalog (which shadows
  /// the table's `.stringsdict` entries too; a `.stringsdict` shadows only `.strings` pairs).
  func shadows(_ string: LocalizedString) -> Bool {
    keys[ExactText(string.key)] != nil && (shownInstead == nil || string.format == .strings)
  }

  /// The warning for a `.strings` string skipped because this file defines its key; `nil`
  /// for a String Catalog's, which the file's one warning names.
  func warning(skipping string: LocalizedString) -> LocalizationDiagnostic? {
    guard let shownInstead else { return nil }
    let line = keys[ExactText(string.key)] ?? 0
    return LocalizationDiagnostic(
      kind: .duplicateKey, severity: .warning, at: string.location,
      message:
        "key \"\(TerminalText.escaped(string.key))\" is also defined in \(TerminalText.escaped(file)) "
        + "at line \(line), \(shownInstead); this .strings value is skipped")
  }
}
