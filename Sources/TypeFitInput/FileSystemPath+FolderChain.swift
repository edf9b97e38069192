#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileSystemPath {
  /// Where a walk of folders from `/`, one name at a time, ended (``openFolderChain(_:followingLinks:)``).
  package enum FolderChainEnd: Equatable {
    /// The last folder named, open as a descriptor (``placeOnly``) the caller closes.
    case opened(Int32)
    /// The system refused a step, with this error number.
    case failed(errno: Int32)
  }

  /// Opens `/` and then each folder of `names` in the one before (`openat`), so the path they
  /// make is never given to the system whole: a lookup by path fails past `PATH_MAX`
  /// (`ENAMETOOLONG`), a walk by name does not (the seventy-ninth attack's A79-2).
  ///
  /// - Parameters:
  ///   - names: the folders from `/` down, without `/` itself.
  ///   - followingLinks: whether a link in a folder's place is followed (as a lookup by path
  ///     follows it); without, a link fails the step (`ELOOP` or `ENOTDIR`).
  package static func openFolderChain(_ names: some Sequence<String>, followingLinks: Bool) -> FolderChainEnd
  {
    var descriptor = openat(AT_FDCWD, "/", placeOnly | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failed(errno: errno) }
    let flags = placeOnly | O_DIRECTORY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
    for name in names {
      let next = openat(descriptor, name, flags)
      let code = errno
      close(descriptor)
      guard next >= 0 else { return .failed(errno: code) }
      descriptor = next
    }
    return .opened(descriptor)
  }

  /// The ``Identity`` of what the absolute `path` names, links followed, found a name at a time
  /// (``openFolderChain(_:followingLinks:)``): what `stat` gives for a path it can take, and also
  /// for one longer than `PATH_MAX`, such as a name in a working folder deeper than that (the
  /// seventy-ninth attack's A79-2: `$PWD` could not be compared with the working folder there,
  /// so `-o ../out.json` was refused as if `$PWD` were wrong). `nil` when it does not exist or a
  /// step fails.
  static func identityByName(_ path: String) -> Identity? {
    guard BytePath.isAbsolute(path) else { return nil }
    var names = BytePath.names(of: path)
    guard let last = names.popLast() else { return identity("/") }
    guard case .opened(let folder) = openFolderChain(names, followingLinks: true) else { return nil }
    defer { close(folder) }
    var info = stat()
    guard fstatat(folder, last, &info, 0) == 0 else { return nil }
    return Identity(info)
  }
}
