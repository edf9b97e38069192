#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's working folder, which relative paths are taken from, or why it has no name.
///
/// Foundation's `FileManager.currentDirectoryPath` gives `""` when `getcwd` fails (the folder
/// was deleted while the shell stood in it; its path is longer than `PATH_MAX`), and a relative
/// path joined to `""` is a path from `/`: `-o tmp/x/report.json` in a deleted folder replaced
/// `/tmp/x/report.json` (the eleventh attack's W1). Here the failure is an answer of its own, so
/// a relative path is refused (or left to the kernel) instead.
///
/// ```swift
/// WorkingFolder.path()                      // "/src/app"; nil in a deleted folder
/// WorkingFolder.absolute("de.lproj/A.strings")  // "/src/app/de.lproj/A.strings"; nil there
/// ```
package enum WorkingFolder {
  /// The working folder's absolute path, as `getcwd` gives it (links resolved); `nil` when it
  /// cannot be found. glibc names a folder deeper than `PATH_MAX` too, by climbing its parents.
  package static func path() -> String? {
    guard let pointer = getcwd(nil, 0) else { return nil }
    defer { free(pointer) }
    let path = String(cString: pointer)
    // Linux writes `(unreachable)/…` for a folder outside the process's root.
    return path.hasPrefix("/") ? path : nil
  }

  /// The working folder as the shell names it, `$PWD`, when that is an absolute path without
  /// `.` or `..` naming the same folder as ``path()`` (as `pwd -L` trusts it); `nil` otherwise.
  /// Through a link (`cd /tmp/x` on macOS, whose `/tmp` leads to `private/tmp`) `getcwd` gives
  /// the real path, so `"$PWD/App"` did not lie below it as written (twenty-eighth attack A28-4).
  /// Repeated slashes are taken as one (bash keeps POSIX's leading `//` after `cd //src`: the
  /// seventy-seventh attack's A77-6).
  package static func logicalPath() -> String? {
    guard let named = shellPath(), BytePath.isAbsolute(named),
      !BytePath.names(of: named).contains(where: { $0 == "." || $0 == ".." })
    else {
      return nil
    }
    let normal = BytePath.absolute(named, from: "/")
    guard let here = FileSystemPath.identity("."), FileSystemPath.identity(normal) == here else { return nil }
    return normal
  }

  /// `$PWD` as the environment gives it, or `nil` when it is not set.
  private static func shellPath() -> String? {
    getenv("PWD").map { String(cString: $0) }
  }

  /// Why the relative path `path`, which goes up out of the working folder (`..`, `../Shared`:
  /// ``BytePath/goesUp(_:)``), is not read; `nil` when it may be, or does not go up.
  ///
  /// The system takes `..` from where the working folder is now, and a process of the tree
  /// being checked can move that folder since the shell entered it: `check ..` from the
  /// checkout's `ios`, moved into the runner's home folder, read the home folder (the
  /// seventy-sixth attack's A76-1), also with a link to the new place left at the old name, which
  /// `$PWD` then still reaches (the seventy-seventh attack's A77-1). So `$PWD` must name the
  /// working folder (``logicalPath()``), and `path` taken from `$PWD` by name must be the same
  /// file or folder (device and inode) as `path` taken by the system; a missing one on both
  /// sides passes, and is reported as missing when read.
  package static func goingUpRefusal(_ path: String) -> String? {
    guard BytePath.goesUp(path) else { return nil }
    let advice = "; not read. Name it by an absolute path"
    let here = self.path().map { ", \($0)," } ?? ""
    guard let logical = logicalPath() else {
      let named = shellPath().map { "$PWD (\($0)) does not name it" } ?? "$PWD is not set"
      return
        "it goes up out of the working folder\(here) and \(named): the folder may have been moved since the "
        + "shell entered it, or the program that started typefit did not set $PWD as a shell does" + advice
    }
    let byName = BytePath.absolute(path, from: logical)
    guard FileSystemPath.identity(byName) == FileSystemPath.identity(path) else {
      return "it goes up out of the working folder\(here) and does not lead where it leads from $PWD "
        + "(\(logical)), which reaches the working folder through a symbolic link: a link of yours (`..` is then "
        + "taken from where it leads), or the folder was moved and a link left in its place" + advice
    }
    return nil
  }

  /// `path` made absolute from the working folder, with `.` and `..` removed by name
  /// (`BytePath/absolute(_:from:)`); `nil` when `path` is relative and the working folder cannot
  /// be found. An absolute path is never `nil`.
  package static func absolute(_ path: String) -> String? {
    if BytePath.isAbsolute(path) { return BytePath.absolute(path, from: "/") }
    guard let folder = self.path() else { return nil }
    return BytePath.absolute(path, from: folder)
  }

  /// Why a relative path cannot be used: `the working folder cannot be found (No such file or
  /// directory: was it deleted?), so a relative path cannot be resolved; give an absolute path`.
  /// Asks `getcwd` again for its reason.
  package static func unknownReason() -> String {
    var reason = "it has no absolute name"
    if let pointer = getcwd(nil, 0) {
      free(pointer)
    } else {
      let code = errno
      reason = String(cString: strerror(code)) + (code == ENOENT ? ": was it deleted?" : "")
    }
    return "the working folder cannot be found (\(reason)), so a relative path cannot be resolved; "
      + "give an absolute path"
  }
}
