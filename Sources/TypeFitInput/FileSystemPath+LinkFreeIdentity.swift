#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileSystemPath {
  /// What a walk from `/` that follows no symbolic link finds at a real path
  /// (``lookUpFollowingNoLink(_:)``).
  package enum LinkFreeLookup: Equatable, Sendable {
    /// What the path names, reached through folders only.
    case found(Identity)
    /// A name on the path is now a symbolic link, or missing, or not a folder where one was:
    /// something was put in its place since the path was resolved.
    case replaced
    /// The system refused a step for another reason (`errno`: too many open files, no memory,
    /// no permission to search a folder, a path too long): nothing says the path changed (the
    /// seventy-ninth attack's A79-1 read `EMFILE` as a link put in place).
    case failed(errno: Int32)
  }

  /// The ``Identity`` of what the real path `realPath` names, found by a walk from `/` that
  /// follows no symbolic link: each folder on the way is opened in the one before with
  /// `O_NOFOLLOW`, and the last name is looked up without following (`fstatat` with
  /// `AT_SYMLINK_NOFOLLOW`).
  ///
  /// A real path (``resolved(_:)``) holds no link when it is found; ``LinkFreeLookup/replaced``
  /// here means that one of its names is now a link, or missing, or no longer a folder:
  /// something was put in its place since it was resolved. Used to hold a walk to the input
  /// that was judged (the seventy-sixth attack's A76-3: a folder exchanged with a link by the
  /// tree's own process between the judgement and the walk).
  ///
  /// - Parameter realPath: an absolute path without `.`, `..` or links, at most `PATH_MAX`
  ///   bytes; a longer one fails with `ENAMETOOLONG`, any other with `EINVAL`.
  package static func lookUpFollowingNoLink(_ realPath: String) -> LinkFreeLookup {
    guard realPath.utf8.count <= Int(PATH_MAX) else { return .failed(errno: ENAMETOOLONG) }
    var names = BytePath.names(of: realPath)
    guard BytePath.isAbsolute(realPath), !names.contains(where: { $0 == "." || $0 == ".." }) else {
      return .failed(errno: EINVAL)
    }
    /// The outcome of a failed step, by its error.
    func failure(_ code: Int32) -> LinkFreeLookup {
      // `O_NOFOLLOW` with `O_DIRECTORY`: a link in a folder's place fails with `ELOOP` or
      // `ENOTDIR`; a name taken away, with `ENOENT`.
      code == ELOOP || code == ENOTDIR || code == ENOENT ? .replaced : .failed(errno: code)
    }
    let last = names.popLast()
    let descriptor: Int32
    switch openFolderChain(names, followingLinks: false) {
    case .opened(let opened): descriptor = opened
    case .failed(let code): return failure(code)
    }
    defer { close(descriptor) }
    var info = stat()
    guard let last else {
      return fstat(descriptor, &info) == 0 ? .found(Identity(info)) : failure(errno)
    }
    guard fstatat(descriptor, last, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return failure(errno) }
    return info.st_mode & S_IFMT == S_IFLNK ? .replaced : .found(Identity(info))
  }
}
