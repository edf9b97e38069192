#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin wrappers over the C file APIs the walker needs.
enum FileSystemPath {
  /// The canonical absolute path with every symbolic link resolved, or `nil` when a link
  /// is dangling, loops on itself, or the path does not exist.
  static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// `true` when `path` itself is a symbolic link (not following it).
  static func isSymbolicLink(_ path: String) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0 else { return false }
    return (info.st_mode & S_IFMT) == S_IFLNK
  }
}
