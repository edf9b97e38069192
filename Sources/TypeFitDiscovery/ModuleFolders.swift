/// The Swift module a source file belongs to, told by folders: a file below a folder holding a
/// `Package.swift` (among the files read) is in that package's `Sources/<Target>` folder's module
/// (or the package's, outside `Sources`). Used to choose which of several declarations of one
/// type name a file means (A20-29): Swift resolves a name in the using module first.
struct ModuleFolders {
  /// Folders (paths ending in `/`, or empty for the current folder) holding a `Package.swift`.
  private let packages: Set<String>

  init(paths: [String]) {
    var packages = Set<String>()
    for path in paths where Self.fileName(path) == "Package.swift" {
      packages.insert(Self.folder(path))
    }
    self.packages = packages
  }

  private static func fileName(_ path: String) -> Substring {
    path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path)
  }

  /// The folder of a path with its trailing `/` (`a/b/C.swift` → `a/b/`; `C.swift` → ``).
  private static func folder(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[...slash])
  }

  /// The module folder of `path`: `Pkg/Sources/Target/` below the nearest package, the
  /// package folder outside its `Sources`; `nil` when no package holds the file.
  func module(of path: String) -> String? {
    var folder = Self.folder(path)
    while true {
      if packages.contains(folder) {
        let rest = path.dropFirst(folder.count).split(separator: "/")
        if rest.count > 2, rest[0] == "Sources" { return folder + "Sources/" + rest[1] + "/" }
        return folder
      }
      guard !folder.isEmpty else { return nil }
      folder = Self.folder(String(folder.dropLast()))
    }
  }

  /// Which of the files `candidates` declaring a type holds the declaration a file `user` means:
  /// the only candidate; else the only one in `user`'s module; when no package holds `user`, the
  /// only one whose folder shares the longest folder prefix with it (an Xcode target's folder);
  /// otherwise `nil` (ambiguous: nothing is followed).
  func declaration(usedIn user: String, among candidates: [String]) -> String? {
    let unique = Array(Set(candidates))
    if unique.count == 1 { return unique[0] }
    if let module = module(of: user) {
      let same = unique.filter { self.module(of: $0) == module }
      return same.count == 1 ? same[0] : nil
    }
    let userFolder = Self.folder(user)
    let shared = unique.map { candidate -> Int in
      let candidateFolder = Self.folder(candidate)
      var count = 0
      for (a, b) in zip(userFolder.split(separator: "/"), candidateFolder.split(separator: "/")) {
        guard a == b else { break }
        count += 1
      }
      return count
    }
    guard let best = shared.max(), shared.filter({ $0 == best }).count == 1 else { return nil }
    return unique[shared.firstIndex(of: best)!]
  }
}
