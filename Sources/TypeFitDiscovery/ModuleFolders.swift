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
  fileprivate static func folder(_ path: String) -> String {
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

  /// The files declaring one type name, indexed once (``Declarers``), for
  /// ``Declarers/declaration(usedIn:)``.
  func declarers(_ files: [(path: String, filePrivate: Bool)]) -> Declarers {
    Declarers(files, modules: self)
  }

  /// The files that declare one type name, indexed by file, by module and by folder, so the
  /// declaration each use means is found without comparing it with every other declaration
  /// (A21-6: 4,000 packages each declaring `SettingsRow` and using it took over 60 s).
  ///
  /// - Complexity: building is linear in the files' path lengths; each use costs time linear
  ///   in its own path, whatever the number of declarations.
  struct Declarers {
    private let modules: ModuleFolders
    /// Every file declaring the name, `private` or not.
    private var all: Set<String> = []
    /// The files with a declaration visible outside them (not `private` or `fileprivate`), in
    /// the order given, each once.
    private var visible: [String] = []
    /// Module folder → the visible declarers in it (at most two kept: one is all a use needs).
    private var byModule: [String: [String]] = [:]
    /// Each folder prefix (components joined by `/`, `` for none) → how many visible declarers
    /// lie below it and the first of them.
    private var byFolder: [String: (count: Int, first: String)] = [:]

    init(_ files: [(path: String, filePrivate: Bool)], modules: ModuleFolders) {
      self.modules = modules
      var seen = Set<String>()
      for file in files {
        all.insert(file.path)
        if !file.filePrivate, seen.insert(file.path).inserted { visible.append(file.path) }
      }
      for path in visible {
        if let module = modules.module(of: path), byModule[module, default: []].count < 2 {
          byModule[module, default: []].append(path)
        }
        for prefix in Self.folderPrefixes(path) {
          if let entry = byFolder[prefix] {
            byFolder[prefix] = (entry.count + 1, entry.first)
          } else {
            byFolder[prefix] = (1, path)
          }
        }
      }
    }

    /// The folder components' prefixes of a path's folder, longest first (`a/b/C.swift` →
    /// `a/b`, `a`, ``).
    private static func folderPrefixes(_ path: String) -> [String] {
      let components = ModuleFolders.folder(path).split(separator: "/")
      return (0...components.count).reversed().map { components[..<$0].joined(separator: "/") }
    }

    /// Which declaring file a file `user` means, resolved as Swift resolves a name: a
    /// declaration in `user` itself first (a `private` one is seen there only, A21-4); else, among
    /// the declarations visible outside their files, the only one; else the only one in `user`'s
    /// module; when no package holds `user`, the only one whose folder shares the longest folder
    /// prefix with it (an Xcode target's folder); otherwise `nil` (ambiguous: nothing is
    /// followed).
    func declaration(usedIn user: String) -> String? {
      if all.contains(user) { return user }
      if visible.count <= 1 { return visible.first }
      if let module = modules.module(of: user) {
        let same = byModule[module] ?? []
        return same.count == 1 ? same[0] : nil
      }
      for prefix in Self.folderPrefixes(user) {
        guard let entry = byFolder[prefix] else { continue }
        return entry.count == 1 ? entry.first : nil
      }
      return nil
    }
  }
}
