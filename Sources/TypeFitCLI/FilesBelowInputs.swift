import TypeFit

/// The files a command will read below its input folders, found by the same walks the run
/// makes, for the `--output` check (``OutputDestination/refuseAmongInputs(_:alsoReading:fonts:)``):
/// a file reached through a symbolic link (`de.lproj/Localizable.strings -> ../shared/Data.txt`,
/// `V.swift -> Sources/View.swift`, or a table outside the input with
/// `--follow-external-links`) is read under another name, so only its real path tells that the
/// report would replace it. With `--follow-external-links`, the folders outside the inputs that
/// a followed link leads into are listed too: they are read as input folders are.
enum FilesBelowInputs {
  /// The files the walks of the command's positional paths find, as the walks name them (and
  /// the real paths of the folders outside them that followed links lead into), for
  /// a command whose report may land in a file (``OutputDestination/mayWriteToFile(_:)``);
  /// empty when the report goes to a standard output that is no regular file (a pipe, a
  /// terminal), so no folder is listed for nothing. Standard output open on a regular file is
  /// listed for: a hard link to a walked file (`1<>link.strings`) is found by device and inode
  /// only (tenth attack H1). Standard input (`-`) is left out of the paths.
  ///
  /// - Parameters:
  ///   - localizationFiles: whether the command reads localization files (`check`).
  ///   - swiftSources: whether it reads Swift sources (`rows`, and `check` unless
  ///     `--no-discovery`).
  /// - Complexity: one listing of every folder below the paths per walk, nothing read.
  static func list(
    _ arguments: ParsedArguments, localizationFiles: Bool, swiftSources: Bool, followsExternalLinks: Bool
  ) -> [String] {
    guard OutputDestination.mayWriteToFile(arguments) else { return [] }
    let roots = arguments.positionals.filter { $0 != "-" }
    guard !roots.isEmpty else { return [] }
    var files: [String] = []
    if localizationFiles {
      let outcome = LocalizationFileWalker(followsExternalLinks: followsExternalLinks).findFiles(in: roots)
      // The folders a followed link leads into are read as input folders are, so an output
      // whose name the walk reads is refused inside them too (eighth attack F17).
      files += outcome.files.map(\.path) + outcome.externalFolders
    }
    if swiftSources {
      files +=
        SwiftSourceWalker(localizationWalkerFollowsExternalLinks: followsExternalLinks).findFiles(in: roots)
        .files
    }
    return files
  }
}
