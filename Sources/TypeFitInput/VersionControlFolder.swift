/// The `.git` folders of a checkout, which no symbolic link the checkout holds may lead a read
/// into.
///
/// The walks never enter `.git`, but a pull request can commit a link that leads there:
/// `de.lproj/Localizable.strings -> ../../.git/config` put `.git/config`'s lines, where
/// `actions/checkout` keeps the job's token, in the report (thirty-second attack A32-1), and a
/// `.swift` file or folder linked into `.git` (thirty-fourth attack A34-1), or a `typefit.json`
/// linked to `.git/config` (A34-2: the JSON error quoted its first character), did the same for
/// row discovery and the configuration. A path is judged by how many of its folders are named
/// `.git`: a real path with more of them than the root (or the path as written) it was reached
/// from went into a `.git` folder through a link. A root or a path written inside `.git` is the
/// user's own choice and is read.
package enum VersionControlFolder {
  /// The folder name that marks version control's files: Git's.
  package static let name = ".git"

  /// How many of the folders (and the last name) on `path` are named `.git`.
  package static func depth(of path: String) -> Int {
    BytePath.names(of: path).count { $0 == name }
  }

  /// Whether the real path `target` of a link lies in a `.git` folder that the deepest of
  /// `roots` (real paths) holding it does not, or, when no root holds it, in any `.git` folder;
  /// never when the path as `written` (by the user, not a link) names as many `.git` folders.
  package static func isEntered(by target: String, roots: [String], written: String? = nil) -> Bool {
    let root = roots.filter { BytePath.isInside(target, $0) }.max { $0.utf8.count < $1.utf8.count }
    return depth(of: target) > max(root.map(depth(of:)) ?? 0, written.map(depth(of:)) ?? 0)
  }

  /// Whether the path a user gave, `path` (taken from `workingFolder` when relative), resolves
  /// inside a `.git` folder it does not name itself: a link on its way leads there. `false` for
  /// a path that does not resolve (its walk says why).
  package static func isEntered(byGivenPath path: String, workingFolder: String?) -> Bool {
    guard let resolved = FileSystemPath.resolved(path) else { return false }
    return depth(of: resolved) > depth(of: workingFolder.map { BytePath.absolute(path, from: $0) } ?? path)
  }

  /// Why the link at `path` is not followed: `symbolic link leads into a .git folder (to
  /// ../../.git/config); not followed: …`, the link's text as the repository wrote it (raw: the
  /// caller escapes it for the terminal).
  package static func linkMessage(_ path: String) -> String {
    "symbolic link leads into a .git folder (to \(FileSystemPath.shownLinkText(path))); not followed: "
      + reason
  }

  /// Why the path `path` a user gave is not read: itself a link into a `.git` folder (said as
  /// ``linkMessage(_:)`` says it), or through a folder on its way that is one.
  package static func givenPathMessage(_ path: String) -> String {
    guard FileSystemPath.isSymbolicLink(path) else {
      return "a folder on its way is a symbolic link into a .git folder; not read: " + reason
    }
    return linkMessage(path)
  }

  /// Why nothing in `.git` is read, for every message that refuses a path into it.
  package static let reason =
    "version control's files are never read (they may hold the job's credentials)"
}
