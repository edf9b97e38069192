import TypeFitInput

/// Tables of one locale in `.lproj` folders whose names differ only in case, side by side
/// (`de.lproj/Localizable.strings` and `DE.LPROJ/Localizable.strings`).
///
/// An `.lproj` folder's name is compared without case (``LprojFolderName``), so both are the
/// locale `de`, and both are read and checked. A checkout on a case-insensitive file system
/// (macOS's default) keeps only one of the two folders, so the app ships one of them and which
/// one is not up to the strings: the later file in the walk's order gets a warning naming the
/// earlier (the forty-sixth attack's A46-4: both were read with one key in each, and nothing said
/// so).
///
/// ```swift
/// let twins = LprojCaseTwins(files: found)
/// twins.earlierSpelling(of: "R/de.lproj/Localizable.strings")
/// // a warning: "…/DE.LPROJ/Localizable.strings … differ only in the case of their folders' names …"
/// ```
struct LprojCaseTwins {
  /// The first file of each table, by the folder above its `.lproj` folder, the `.lproj`
  /// folder's name in lower case, its table and its format.
  private var first: [ExactText: String] = [:]
  /// The files that are not the first of their table, with that first one.
  private var twins: [ExactText: String] = [:]

  /// Indexes the `.strings` and `.stringsdict` files among `files` (in the walk's order) that
  /// sit directly in an `.lproj` folder.
  init(files: [LocalizationFile]) {
    for file in files where file.format == .strings || file.format == .stringsdict {
      guard let place = BaseLocalizationCopies.place(of: file.path) else { continue }
      let key = ExactText(
        [place.parent, place.lproj.lowercased(), place.table, file.format.rawValue].joined(separator: "\u{0}")
      )
      if let earlier = first[key] {
        twins[ExactText(file.path)] = earlier
      } else {
        first[key] = file.path
      }
    }
  }

  /// The warning for the file at `path` when an earlier file is the same table of the same
  /// locale in a folder spelled in another case; `nil` otherwise.
  func earlierSpelling(of path: String) -> LocalizationDiagnostic? {
    guard !twins.isEmpty, let earlier = twins[ExactText(path)] else { return nil }
    return LocalizationDiagnostic(
      kind: .duplicateKey, severity: .warning, file: path,
      message: "this table and \(TerminalText.escaped(earlier)) are one table of one locale: their "
        + "folders' names differ only in case. A checkout on a case-insensitive file system (macOS's "
        + "default) keeps one of the two folders, so the app ships one of them; both are checked here. "
        + "Keep one folder")
  }
}
