#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileSystemPath {
  /// The ``Identity`` of what the real path `realPath` names, found by a walk from `/` that
  /// follows no symbolic link: each folder on the way is opened in the one before with
  /// `O_NOFOLLOW`, and the last name is looked up without following (`fstatat` with
  /// `AT_SYMLINK_NOFOLLOW`).
  ///
  /// A real path (``resolved(_:)``) holds no link when it is found; `nil` here means that one
  /// of its names is now a link, or missing, or cannot be searched: something was put in its
  /// place since it was resolved. Used to hold a walk to the input that was judged (the
  /// seventy-sixth attack's A76-3: a folder exchanged with a link by the tree's own process
  /// between the judgement and the walk).
  ///
  /// - Parameter realPath: an absolute path without `.`, `..` or links, at most `PATH_MAX`
  ///   bytes; anything else gives `nil`.
  package static func identityFollowingNoLink(_ realPath: String) -> Identity? {
    guard BytePath.isAbsolute(realPath), realPath.utf8.count <= Int(PATH_MAX) else { return nil }
    var names = BytePath.names(of: realPath)
    guard !names.contains(where: { $0 == "." || $0 == ".." }) else { return nil }
    var descriptor = openat(AT_FDCWD, "/", placeOnly | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard let last = names.popLast() else {
      return fstat(descriptor, &info) == 0 ? Identity(info) : nil
    }
    for name in names {
      // `O_NOFOLLOW` with `O_DIRECTORY`: a link in the folder's place fails (`ELOOP`, `ENOTDIR`).
      let next = openat(descriptor, name, placeOnly | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard next >= 0 else { return nil }
      close(descriptor)
      descriptor = next
    }
    guard fstatat(descriptor, last, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT != S_IFLNK else {
      return nil
    }
    return Identity(info)
  }
}
