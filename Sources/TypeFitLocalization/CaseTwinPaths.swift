import Foundation
import TypeFitInput

/// Input files whose paths differ only in case, side by side: `de.lproj/Localizable.strings`
/// beside `DE.LPROJ/Localizable.strings` or `de.lproj/localizable.strings`, `Localizable.xcstrings`
/// beside `localizable.xcstrings`, `RowView.swift` beside `Rowview.swift`.
///
/// Both are read and checked. A checkout on a case-insensitive file system (macOS's default)
/// keeps only one of the two, so the app ships one of them and which one is not up to the
/// strings: the later file in the walk's order gets a warning naming the earlier and the part of
/// the path that differs (the forty-sixth attack's A46-4 for `.lproj` folders; the forty-seventh's
/// A47-3 for file names, which were read with one key in each and nothing said; the fiftieth's
/// A50-6 for Swift sources, whose rows both gave).
///
/// Case is compared by Unicode's simple case folding, one code point at a time
/// (``caseFolded(_:)``): `σς` and `ΣΣ`, `K` and `k` (U+212A KELVIN SIGN), `ſ` and `s` are twins
/// (the fiftieth attack's A50-2: `lowercased()` keeps `ς`, `K` and `ſ`); `ß` and `ss` are not, as
/// full folding would make them. Which folding APFS's case-insensitive variant applies is not
/// written in a document we can cite; simple folding is the one that keeps a name's length, as
/// HFS+'s case-insensitive comparison did (Apple's Technical Note TN1150, "Case-Insensitive
/// String Comparison Algorithm"). APFS also ignores Unicode normalization in names, case-sensitive
/// or not (Apple's "Apple File System Guide", FAQ: normalization-insensitive since macOS 10.13),
/// so names that differ in it (`ü` composed, U+00FC, and decomposed, `u` U+0308) are twins too
/// (the fifty-second attack's A52-8), compared in canonical decomposition (``fileSystemKey(_:)``).
///
/// ```swift
/// let twins = CaseTwinPaths(files: found, pairing: PairingPaths())
/// twins.earlierSpelling(of: "R/de.lproj/Localizable.strings")
/// // a warning: "… and …/DE.LPROJ/Localizable.strings are one file on a case-insensitive file
/// // system: their folders' names differ only in case. …"
/// ```
package struct CaseTwinPaths {
  /// The first path of each case-folded path.
  private var first: [ExactText: String] = [:]
  /// The paths that are not the first of their case-folded path, with that first one.
  private var twins: [ExactText: String] = [:]
  /// The path each path is compared by (``PairingPaths/key(_:)`` for the localization files;
  /// the path itself for the Swift sources, which one walk spells alike).
  private let compared: (String) -> String

  /// Indexes `paths` in the order given (the walk's), each compared as `compared` gives it; a
  /// path given twice is no twin of itself.
  package init(paths: some Sequence<String>, compared: @escaping (String) -> String = { $0 }) {
    self.compared = compared
    for path in paths {
      let key = ExactText(Self.fileSystemKey(compared(path)))
      if let earlier = first[key] {
        // By bytes: `String`'s `==` takes a composed and a decomposed spelling for one path.
        if ExactText(compared(earlier)) != ExactText(compared(path)) { twins[ExactText(path)] = earlier }
      } else {
        first[key] = path
      }
    }
  }

  /// Indexes `files` (in the walk's order) but Android's: `values-de` and `values-DE` are one
  /// configuration to aapt2, whose names defined twice are reported as such
  /// (``AndroidResourceQualifiers``). Paths are compared by their names from the working folder
  /// (``PairingPaths``), so `./App/de.lproj` and `App/DE.LPROJ` are twins as `App` finds them
  /// (the eighty-second attack's A82-8).
  init(files: [LocalizationFile], pairing: PairingPaths) {
    self.init(paths: files.lazy.filter { $0.format != .android }.map(\.path), compared: pairing.key)
  }

  /// What a case-insensitive APFS volume compares of `path`: its canonical decomposition (NFD),
  /// case-folded (``caseFolded(_:)``). ASCII paths are only folded.
  static func fileSystemKey(_ path: String) -> String {
    if path.utf8.allSatisfy({ $0 < 0x80 }) { return path.lowercased() }
    return caseFolded(path.decomposedStringWithCanonicalMapping)
  }

  /// The earlier path that differs from `path` only in case; `nil` when there is none.
  package func earlierPath(of path: String) -> String? {
    twins.isEmpty ? nil : twins[ExactText(path)]
  }

  /// The warning for the file at `path` when an earlier file's path differs from it only in
  /// case; `nil` otherwise.
  func earlierSpelling(of path: String) -> LocalizationDiagnostic? {
    earlierPath(of: path).map { earlier in
      LocalizationDiagnostic(
        kind: .duplicateKey, severity: .warning, file: path,
        message: Self.message(compared(path), earlier: compared(earlier), shown: earlier))
    }
  }

  /// The warning's words for the file at `path`, an earlier file's path differing from it only
  /// in case: the earlier path is escaped for a terminal (``TerminalText``).
  package static func message(_ path: String, earlier: String) -> String {
    message(path, earlier: earlier, shown: earlier)
  }

  /// ``message(_:earlier:)`` comparing `path` and `earlier` and naming the earlier file as
  /// `shown` (its path as written, when the two are compared as ``PairingPaths`` takes them).
  static func message(_ path: String, earlier: String, shown shownPath: String) -> String {
    let part = differingPart(path, earlier)
    let shown = TerminalText.escaped(shownPath)
    if ExactText(caseFolded(path)) == ExactText(caseFolded(earlier)) {
      return "this file and \(shown) are one file on a case-insensitive file "
        + "system: their \(part) differ only in case. A checkout on a "
        + "case-insensitive file system (macOS's default) keeps one of the two, so the app ships one of "
        + "them; both are checked here. Keep one"
    }
    let differences =
      ExactText(path.decomposedStringWithCanonicalMapping)
        == ExactText(earlier.decomposedStringWithCanonicalMapping)
      ? "Unicode normalization (composed and decomposed forms of the same characters), which APFS ignores"
      : "case and Unicode normalization, which a case-insensitive APFS volume (macOS's default) ignores"
    return "this file and \(shown) are one file on macOS: their \(part) differ only in \(differences). "
      + "A checkout there keeps one of the two, so the app ships one of them; both are checked here. Keep one"
  }

  /// Which names of two paths that differ only in case differ: the files', the folders', or both.
  static func differingPart(_ one: String, _ other: String) -> String {
    // By bytes, as the twins were found (`String`'s `==` ignores normalization).
    let names = (BytePath.names(of: one).map(ExactText.init), BytePath.names(of: other).map(ExactText.init))
    let fileDiffers = names.0.last != names.1.last
    let folderDiffers = names.0.dropLast() != names.1.dropLast()
    switch (folderDiffers, fileDiffers) {
    case (true, true): return "folders' and files' names"
    case (true, false): return "folders' names"
    default: return "file names"
    }
  }

  /// `text` case-folded one code point at a time, each to one code point (Unicode's simple
  /// case folding: CaseFolding.txt's statuses C and S, https://www.unicode.org/Public/UCD/latest/ucd/CaseFolding.txt).
  ///
  /// A code point whose full folding is one code point folds to it (status C); one whose full
  /// folding is longer folds to its lower case when that is one code point (status S: `ẞ` to
  /// `ß`, `ᾈ` to `ᾀ`) and stays as it is otherwise (`ß`, `ﬁ`, `İ`). ASCII folds to lower case.
  package static func caseFolded(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
    var folded = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard scalar.properties.changesWhenCaseFolded else {
        folded.append(scalar)
        continue
      }
      let full = String(scalar).folding(options: .caseInsensitive, locale: nil).unicodeScalars
      let lower = scalar.properties.lowercaseMapping.unicodeScalars
      if full.count == 1, let only = full.first {
        folded.append(only)
      } else if lower.count == 1, let only = lower.first {
        folded.append(only)
      } else {
        folded.append(scalar)
      }
    }
    return String(folded)
  }
}
