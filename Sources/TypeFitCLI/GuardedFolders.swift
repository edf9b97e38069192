import Foundation
import TypeFitInput

/// The folders whose symbolic links the files being checked may have put there, so that
/// `--output` is never written through them (``OutputDestination``).
///
/// A pull request, a tarball or a Docker context controls every file of its tree, links
/// included, and nothing on disk says reliably where that tree begins: Git never checks out a
/// path named `.git`, but a tarball can bring one (`App/.git/HEAD`), and each rule that took a
/// `.git`, the working folder or an input's parent for the tree's edge was got round by the
/// next attack (A25-1, A26-1, A70-10, A71-1, and the seventy-second attack's A72-1, A72-8 and
/// A72-9). So the tree is taken to be as large as it could be: for each input and for the
/// working folder, the highest folder above it that is neither `/` nor the user's home folder
/// nor a folder holding it, with everything inside (``root(above:home:)``). For
/// `~/Projects/MyApp` that is `~/Projects`; for `/tmp/x/tree/App/Res`, `/tmp`; in GitHub's
/// runner (`/home/runner/work/repo/repo`, home `/home/runner`), `/home/runner/work`.
///
/// A link outside those folders is the user's and is followed: `/tmp -> private/tmp` on macOS,
/// `~/Desktop -> /mnt/…` (the twenty-sixth attack's A26-3), a home folder that is a link. Only
/// a link inside them makes the report go elsewhere than the path names without a link; it is
/// refused and the message says to name the file by its real path.
struct GuardedFolders {
  /// The real paths of the guarded folders: each, and everything inside it, may be the tree's.
  private(set) var roots: [String] = []

  /// Finds the guarded folders of `inputs` (paths as the command line gives them; `-` is
  /// skipped) and of the working folder, by both the path as written (made absolute from the
  /// working folder as `$PWD` names it and as `getcwd` does) and its real path. An input that
  /// cannot be read guards its path all the same: a pull request can delete the app's folder,
  /// or make it a dangling link (twenty-sixth attack A26-1); its real path is taken from its
  /// nearest folder that exists.
  ///
  /// - Parameters:
  ///   - home: the user's home folder, `$HOME` by default; `nil` or `/` exempts nothing but `/`.
  init(inputs: [String], home: String? = ProcessInfo.processInfo.environment["HOME"]) {
    let real = WorkingFolder.path()
    let logical = WorkingFolder.logicalPath()
    var homes = Set<String>()
    if let home, BytePath.isAbsolute(home) {
      let written = BytePath.absolute(home, from: "/")
      homes.insert(written)
      if let resolved = FileSystemPath.resolved(written) { homes.insert(resolved) }
    }
    homes.remove("/")
    var starts: [String] = []
    // A working folder of `/` holds every file of the machine (Docker, cron), and the home
    // folder every file of the user's (`cd ~; typefit check Projects/MyApp -o Desktop/r.html`):
    // neither guards anything of its own (twenty-sixth attack A26-4); the inputs named from
    // them still do.
    starts += [real, logical].compactMap { $0 }.filter { folder in
      folder != "/" && !homes.contains { BytePath.isInside($0, folder) }
    }
    // A path longer than the system's limit (PATH_MAX, 4,096 bytes on Linux) names no file the
    // system will open, so it guards nothing (the seventy-first attack's A71-12).
    for input in inputs where input != "-" && input.utf8.count <= Int(PATH_MAX) {
      var info = stat()
      let isFolder = stat(input, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
      let bases = BytePath.isAbsolute(input) ? ["/"] : [real, logical].compactMap { $0 }
      for base in bases {
        let absolute = BytePath.absolute(input, from: base)
        starts.append(isFolder ? absolute : BytePath.folder(of: absolute))
      }
    }
    var seen = Set<String>()
    for start in starts {
      // By the path as written and by its real path: a link on the written way
      // (`~/work -> /mnt/work`) leads the input into another folder, which is guarded too.
      for path in [start, Self.nearestExisting(start) ?? start] {
        let root = Self.root(above: path, home: homes)
        guard let realRoot = Self.nearestExisting(root), seen.insert(realRoot).inserted else { continue }
        roots.append(realRoot)
      }
    }
  }

  /// The highest folder at or above `folder` (absolute, without `.` or `..`) that is not `/`,
  /// not one of `home`, and not a folder holding one of them: `folder` itself when it is one of
  /// those (checking `~` guards all of `~`, checking `/home` all of `/home`).
  static func root(above folder: String, home: Set<String>) -> String {
    var root = folder
    while root != "/" {
      let parent = BytePath.folder(of: root)
      if parent == "/" || home.contains(where: { BytePath.isInside($0, parent) }) { break }
      root = parent
    }
    return root
  }

  /// The guarded folder holding `link` (met on `--output`'s way, in the real folder `folder`),
  /// or `nil` when the link is the user's and is followed.
  func root(holding link: (path: String, folder: String)) -> String? {
    roots.first { BytePath.isInside(link.folder, $0) }
  }

  /// The real path of `path`, or of its nearest parent folder that exists; `nil` when not even
  /// `/` resolves.
  private static func nearestExisting(_ path: String) -> String? {
    var probe = path
    while true {
      if let real = FileSystemPath.resolved(probe) { return real }
      guard probe != "/", !probe.isEmpty else { return nil }
      probe = BytePath.folder(of: probe)
    }
  }
}
