import TypeFitInput

/// The development language's tables beside each `Base.lproj` table, whose keys the
/// `Base.lproj` table's copies are left out for.
///
/// `Base.lproj` is read as the development language, so an app that also ships
/// `<dev>.lproj` (Mastodon's `Base.lproj/Localizable.strings` and `en.lproj/Localizable.strings`)
/// would have every shared key checked twice as that language (fresh27 F27-1: 671 doubled
/// English pairs). iOS shows a language from its own `.lproj` folder and falls back to
/// `Base.lproj` only for what that folder lacks (Apple's "Bundle Structures", the localized
/// resources search order: the language's folder first, then `Base.lproj`), so the
/// `<dev>.lproj` copy of a key is the one shown and the `Base.lproj` copy is left out, with one
/// note per `Base.lproj` file. A key only `Base.lproj` has is still read.
///
/// ```swift
/// let copies = BaseLocalizationCopies(files: found, developmentLanguage: "en", pairing: PairingPaths())
/// copies.developmentTables(for: "R/Base.lproj/Localizable.strings")
/// // [R/en.lproj/Localizable.strings, R/en.lproj/Localizable.stringsdict]
/// ```
struct BaseLocalizationCopies {
  /// The development language's `.strings` and `.stringsdict` files, by the folder holding
  /// their `.lproj` folder (as ``pairing`` takes it) and their table name (compared by bytes).
  private var tables: [ExactText: [LocalizationFile]] = [:]
  /// How the paths are compared: `./App/Base.lproj` and `App/en.lproj` are beside each other
  /// (the eighty-second attack's A82-8).
  private let pairing: PairingPaths

  /// Indexes the `.strings` and `.stringsdict` files among `files` that sit directly in a
  /// `.lproj` folder of `developmentLanguage` other than `Base.lproj` (`en.lproj`, `en_US`
  /// normalised, `English.lproj`), their paths compared as `pairing` takes them.
  init(files: [LocalizationFile], developmentLanguage: String, pairing: PairingPaths) {
    self.pairing = pairing
    for file in files where file.format == .strings || file.format == .stringsdict {
      guard let place = Self.place(of: pairing.key(file.path)), place.lproj != "Base",
        LocaleTag.normalized(place.lproj) == LocaleTag.normalized(developmentLanguage)
      else { continue }
      tables[ExactText(place.parent + "\u{0}" + place.table), default: []].append(file)
    }
  }

  /// The development language's files of the table `path` (a file directly in `Base.lproj`)
  /// beside it; empty for a file elsewhere or a table only `Base.lproj` has.
  func developmentTables(for path: String) -> [LocalizationFile] {
    guard !tables.isEmpty, let place = Self.place(of: pairing.key(path)), place.lproj == "Base" else {
      return []
    }
    return tables[ExactText(place.parent + "\u{0}" + place.table)] ?? []
  }

  /// The folder above the `.lproj` folder, the `.lproj` folder's name without its extension,
  /// and the table name (the file name without `.strings` or `.stringsdict`) of a file directly
  /// in a `.lproj` folder; `nil` otherwise.
  static func place(of path: String) -> (parent: String, lproj: String, table: String)? {
    var names = BytePath.names(of: path)
    guard names.count >= 2, let file = names.popLast(), let folder = names.popLast(),
      let lproj = LprojFolderName.localeName(of: folder)
    else { return nil }
    let table: Substring
    let lowered = file.lowercased()
    if lowered.hasSuffix(".stringsdict") {
      table = file.dropLast(".stringsdict".count)
    } else if lowered.hasSuffix(".strings") {
      table = file.dropLast(".strings".count)
    } else {
      return nil
    }
    let prefix = BytePath.isAbsolute(path) ? "/" : ""
    return (
      prefix + names.joined(separator: "/"), LprojFolderName.isBase(lproj) ? "Base" : lproj, String(table)
    )
  }

  /// Leaves out, from one `Base.lproj` file's strings, the keys the development language's
  /// tables beside it define, and says so in one note when the file is read to the end.
  struct LeftOut {
    /// The `Base.lproj` file.
    let path: String
    /// The development language's files of the table, for the note.
    let shownFrom: [String]
    /// Their keys, by code points as Foundation compares them, each with the index in
    /// ``shownFrom`` of the first file defining it.
    let keys: [ExactText: Int]
    /// The indices in ``shownFrom`` of the files some left-out key is in.
    private var used: Set<Int> = []
    /// The distinct keys left out so far.
    private(set) var leftOut: Set<ExactText> = []
    private var noted = false

    init(path: String, shownFrom: [String], keys: [ExactText: Int]) {
      self.path = path
      self.shownFrom = shownFrom
      self.keys = keys
    }

    /// Whether `string` is handed out: `false` for a key the development language's table has.
    mutating func admits(_ string: LocalizedString) -> Bool {
      let key = ExactText(string.key)
      guard let file = keys[key] else { return true }
      leftOut.insert(key)
      used.insert(file)
      return false
    }

    /// The note for the keys left out, once, when there are any.
    mutating func finish() -> LocalizationDiagnostic? {
      guard !noted, !leftOut.isEmpty else { return nil }
      noted = true
      let count = leftOut.count
      let names = used.sorted().map { shownFrom[$0] }.map {
        TerminalText.escaped(BytePath.names(of: $0).suffix(2).joined(separator: "/"))
      }
      let language = string(of: shownFrom.first ?? "")
      return LocalizationDiagnostic(
        kind: .baseLocalizationCopy, severity: .note, file: path,
        message:
          "\(count) \(count == 1 ? "key" : "keys") of this Base.lproj table \(count == 1 ? "is" : "are") also in "
          + names.joined(separator: " and ")
          + ", which iOS shows in \(language); \(count == 1 ? "its" : "their") Base.lproj "
          + "\(count == 1 ? "copy is" : "copies are") left out (the keys only Base.lproj has are checked)")
    }

    /// The language of a development-language file's `.lproj` folder, as written.
    private func string(of path: String) -> String {
      let folder = BytePath.names(of: path).dropLast().last ?? ""
      return TerminalText.escaped(LprojFolderName.localeName(of: folder) ?? folder)
    }
  }
}
