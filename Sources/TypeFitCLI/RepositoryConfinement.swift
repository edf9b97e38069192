import TypeFit
import TypeFitInput

/// Files the command line names (`--config FILE`, `--stack FILE`) are read only when they stay
/// inside their repository: see `ConfigurationLocator.leadsOutOfRepository(_:currentDirectory:)`
/// (thirteenth attack A13-13).
enum RepositoryConfinement {
  /// Why `path` is not read, or `nil` when it may be: `it is a symbolic link leading outside
  /// its repository (to ../outside/config.json); not read…`. The link's text is the
  /// repository's own and is shown escaped; whether its target exists is not said.
  static func refusal(for path: String) -> String? {
    guard ConfigurationLocator.leadsOutOfRepository(path, currentDirectory: WorkingFolder.path()) else {
      return nil
    }
    let how =
      FileSystemPath.isSymbolicLink(path)
      ? "it is a symbolic link leading outside its repository (to "
        + TerminalText.escaped(FileSystemPath.shownLinkText(path)) + ")"
      : "a folder on its way is a symbolic link leading outside its repository"
    return how + "; not read. Name the file it leads to, if that is the file meant"
  }
}
