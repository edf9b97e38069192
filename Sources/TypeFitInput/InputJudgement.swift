/// What the judgement of an input path the command line names found
/// (``RepositoryBoundary/judgeInput(_:currentDirectory:outcome:)``): why it is not read, or the
/// real path of the folder it must stay inside while it is read.
///
/// The judgement looks at the path by name, and the walk that reads it comes later: a tree's
/// own process that exchanges its folder `App` with its link `App.link -> /elsewhere`
/// (`renameat2` with `RENAME_EXCHANGE`, atomic) between the two had `/elsewhere` read and
/// reported as `App/…` (the seventy-sixth attack's A76-3: 20 runs of 20 with a watcher that waits
/// for the walk of the input before it). ``bind(_:)`` holds the walk to what was judged.
package enum InputJudgement: Equatable, Sendable {
  /// The path is not read, for this reason (the link's text raw: the caller escapes it).
  case refused(String)
  /// The path may be read. `boundary` is the real path of the folder it was judged to stay
  /// inside (its repository, the working folder, or its folder's folder); `nil` when there was
  /// nothing to judge (the path does not exist, or names an open descriptor).
  case allowed(boundary: String?)

  /// Why the path is not read, or `nil` when it may be.
  package var refusal: String? {
    if case .refused(let reason) = self { return reason }
    return nil
  }

  /// How the reason of ``Binding/unreadable(_:)`` begins: both walkers bind the same inputs,
  /// so `check` says it once, from the localization walker.
  package static let unreadablePrefix = "cannot be opened: "

  /// An allowed input as it is to be walked, found again after the judgement.
  package enum Binding: Equatable, Sendable {
    /// Its real path now, and the identity every open of it must find (`nil`: no boundary was
    /// judged, so nothing to hold it to).
    case bound(realPath: String, identity: FileSystemPath.Identity?)
    /// It no longer resolves to anything; the caller reports it as before.
    case missing
    /// It now leads out of its boundary, or a name on its real path is now a link: something
    /// was put in its place since it was judged. The reason, for a message.
    case changed(String)
    /// The system refused to open a name on its real path for a reason of its own (too many
    /// open files, no permission), or its full path is longer than the system opens by name
    /// (``InputFile/inputPathTooLong(absolute:workingFolder:)``): the reason, with the system's
    /// message, for a message.
    case unreadable(String)
  }

  /// Why `path`, which does not resolve, is not read although it is there: its full path is
  /// longer than the system opens by name (a working folder deeper than `PATH_MAX`: A79-2);
  /// `nil` when it is not, or nothing is there.
  private static func pathTooLongReason(_ path: String) -> String? {
    let workingFolder = BytePath.isAbsolute(path) ? nil : WorkingFolder.path()
    guard
      let absolute = workingFolder.map({ BytePath.absolute(path, from: $0) })
        ?? (BytePath.isAbsolute(path) ? path : nil),
      let reason = InputFile.inputPathTooLong(absolute: absolute, workingFolder: workingFolder),
      FileSystemPath.identity(path) != nil
    else { return nil }
    return reason
  }

  /// `path` found again for walking: its real path must still lie inside the boundary judged,
  /// and its identity is taken by a walk from `/` that follows no link
  /// (``FileSystemPath/lookUpFollowingNoLink(_:)``), so that a folder or file put in its place
  /// later is refused when the walk opens it (``FileSystemPath/entries(ofFolder:identity:)``,
  /// a file's read). `nil` boundaries and refusals bind without an identity.
  ///
  /// - Complexity: one `realpath`-like resolution and one lookup per name of the real path.
  package func bind(_ path: String) -> Binding {
    guard let realPath = FileSystemPath.resolved(path) else {
      return Self.pathTooLongReason(path).map(Binding.unreadable) ?? .missing
    }
    guard case .allowed(let boundary?) = self else { return .bound(realPath: realPath, identity: nil) }
    guard BytePath.isInside(realPath, boundary) else {
      return .changed(
        "it changed after it was judged: it now leads outside the folder it was judged to stay in; not read")
    }
    switch FileSystemPath.lookUpFollowingNoLink(realPath) {
    case .found(let identity):
      return .bound(realPath: realPath, identity: identity)
    case .replaced:
      return .changed(
        "it changed after it was judged: a folder on its way, or the input itself, was replaced by a symbolic "
          + "link; not read")
    case .failed(let code):
      return .unreadable(Self.unreadablePrefix + "\(InputFile.describe(errno: code)); not read")
    }
  }
}
