import TypeFitInput

/// Input files whose paths differ only in case, side by side: `de.lproj/Localizable.strings`
/// beside `DE.LPROJ/Localizable.strings` or `de.lproj/localizable.strings`, `Localizable.xcstrings`
/// beside `localizable.xcstrings`.
///
/// Both are read and checked. A checkout on a case-insensitive file system (macOS's default)
/// keeps only one of the two, so the app ships one of them and which one is not up to the
/// strings: the later file in the walk's order gets a warning naming the earlier and the part of
/// the path that differs (the forty-sixth attack's A46-4 for `.lproj` folders; the forty-seventh's
/// A47-3 for file names, which were read with one key in each and nothing said). Case is compared
/// with Swift's `lowercased()`; APFS also ignores Unicode normalization, which is not compared.
///
/// ```swift
/// let twins = CaseTwinPaths(files: found)
/// twins.earlierSpelling(of: "R/de.lproj/Localizable.strings")
/// // a warning: "… and …/DE.LPROJ/Localizable.strings are one file on a case-insensitive file
/// // system: their folders' names differ only in case. …"
/// ```
struct CaseTwinPaths {
  /// The first file of each path in lower case.
  private var first: [ExactText: String] = [:]
  /// The files that are not the first of their lower-cased path, with that first one.
  private var twins: [ExactText: String] = [:]

  /// Indexes `files` (in the walk's order) but Android's: `values-de` and `values-DE` are one
  /// configuration to aapt2, whose names defined twice are reported as such
  /// (``AndroidResourceQualifiers``).
  init(files: [LocalizationFile]) {
    for file in files where file.format != .android {
      let key = ExactText(file.path.lowercased())
      if let earlier = first[key] {
        if earlier != file.path { twins[ExactText(file.path)] = earlier }
      } else {
        first[key] = file.path
      }
    }
  }

  /// The warning for the file at `path` when an earlier file's path differs from it only in
  /// case; `nil` otherwise.
  func earlierSpelling(of path: String) -> LocalizationDiagnostic? {
    guard !twins.isEmpty, let earlier = twins[ExactText(path)] else { return nil }
    return LocalizationDiagnostic(
      kind: .duplicateKey, severity: .warning, file: path,
      message: "this file and \(TerminalText.escaped(earlier)) are one file on a case-insensitive file "
        + "system: their \(Self.differingPart(path, earlier)) differ only in case. A checkout on a "
        + "case-insensitive file system (macOS's default) keeps one of the two, so the app ships one of "
        + "them; both are checked here. Keep one")
  }

  /// Which names of two paths that differ only in case differ: the files', the folders', or both.
  static func differingPart(_ one: String, _ other: String) -> String {
    let names = (BytePath.names(of: one), BytePath.names(of: other))
    let fileDiffers = names.0.last != names.1.last
    let folderDiffers = names.0.dropLast() != names.1.dropLast()
    switch (folderDiffers, fileDiffers) {
    case (true, true): return "folders' and files' names"
    case (true, false): return "folders' names"
    default: return "file names"
    }
  }
}
