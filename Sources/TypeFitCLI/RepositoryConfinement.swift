import TypeFit
import TypeFitInput

/// Files the command line names (`--config FILE`, `--stack FILE`) are read only when they stay
/// inside their repository: see `ConfigurationLocator.leadsOutOfRepository(_:currentDirectory:)`
/// (thirteenth attack A13-13). Outside every repository the file's own folder is the boundary,
/// and the message says so (sixteenth attack A16-7). A path naming an open descriptor
/// (`/dev/stdin`, `/dev/fd/N`, `/proc/self/fd/N`) is not judged as a link: what is open on it
/// is read when it is a regular file and refused by its kind otherwise.
enum RepositoryConfinement {
  /// Why `path` is not read, or `nil` when it may be: `it is a symbolic link leading outside
  /// its repository (to ../outside/config.json); not read…`, or, when no repository holds it,
  /// `… leading outside its folder, /tmp/x, as no repository holds it (to …)`. The link's text
  /// is the repository's own and is shown escaped; whether its target exists is not said.
  ///
  /// A file that stays in its own folder is then judged as an input path is
  /// (`RepositoryBoundary.inputRefusal`): outside every repository, by the working folder when
  /// it lies below it, and from a working folder that places nothing, by every link on its way
  /// (the seventieth attack's A70-11: `cd src; check App --config cfg/typefit.json`, `cfg` the
  /// tree's link to another folder, opened that folder's file and quoted it).
  static func refusal(for path: String) -> String? {
    let here = WorkingFolder.path()
    guard ConfigurationLocator.leadsOutOfRepository(path, currentDirectory: here) else {
      return RepositoryBoundary.inputRefusal(
        path, currentDirectory: here,
        outcome: "not read. Name the file it leads to, if that is the file meant"
      ).map { TerminalText.escaped($0) }
    }
    let boundary = RepositoryBoundary.repository(of: path, currentDirectory: here)
    let outside =
      boundary.map {
        $0.isRepository
          ? "its repository" : "its folder, \(TerminalText.escaped($0.folder)), as no repository holds it"
      }
      ?? "its repository"
    let how =
      FileSystemPath.isSymbolicLink(path)
      ? "it is a symbolic link leading outside \(outside) (to "
        + TerminalText.escaped(FileSystemPath.shownLinkText(path)) + ")"
      : "a folder on its way is a symbolic link leading outside \(outside)"
    return how + "; not read. Name the file it leads to, if that is the file meant"
  }
}
