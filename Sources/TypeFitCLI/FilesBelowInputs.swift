import TypeFit

/// The files a command will read below its input folders, found by the same walks the run
/// makes, for the `--output` check (``OutputDestination/refuseAmongInputs(_:alsoReading:fonts:)``):
/// a file reached through a symbolic link (`de.lproj/Localizable.strings -> ../shared/Data.txt`,
/// `V.swift -> Sources/View.swift`, or a table outside the input with
/// `--follow-external-links`) is read under another name, so only its real path tells that the
/// report would replace it.
enum FilesBelowInputs {
  /// The localization files (and, with `swiftSources`, the Swift sources) the walks of `paths`
  /// find, as the walks name them; standard input (`-`) is left out.
  ///
  /// - Complexity: one listing of every folder below `paths` per walk, nothing read.
  static func list(_ paths: [String], followsExternalLinks: Bool, swiftSources: Bool) -> [String] {
    let roots = paths.filter { $0 != "-" }
    guard !roots.isEmpty else { return [] }
    var files = LocalizationFileWalker(followsExternalLinks: followsExternalLinks).findFiles(in: roots).files
      .map(
        \.path)
    if swiftSources {
      files +=
        SwiftSourceWalker(localizationWalkerFollowsExternalLinks: followsExternalLinks).findFiles(in: roots)
        .files
    }
    return files
  }
}
