import Foundation
import TypeFitInput

/// Finds a stack's face files by name in its search folders (`TYPEFIT_FONT_PATH`'s first, then
/// ``FontStackDefinition/searchPaths``), the first folder holding a readable file of that name
/// winning, as a lookup of each folder in turn would find it.
///
/// Each folder is listed once, at the first lookup, into an index from a name to the folders
/// holding it, so finding every face costs the folders' entries plus the faces, not folders ×
/// faces: a stack file with 20,000 missing folders and 3,000 missing faces made 60 million
/// `access` calls (the eleventh attack's S1). A folder is checked with `access` only where the
/// index says it holds the face's first name, so the answer is the kernel's, links and
/// permissions included.
///
/// Folders that cannot be listed but may still be searched (no read permission), and folders
/// with more than ``maximumIndexedEntries`` entries, are probed with `access` for every face,
/// as is every folder for a name starting with `..`. A folder named twice is used once, where
/// it first appears.
///
/// ```swift
/// var locator = FontFileLocator(searchPaths: ["/usr/share/fonts/opentype/inter"])
/// locator.locate("Inter-Regular.otf")  // "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
/// locator.locate("Missing.ttf")        // nil
/// ```
struct FontFileLocator {
  /// The most entries a folder's index holds; a bigger folder is probed face by face instead,
  /// so a search path such as `/usr/lib` does not fill memory with names.
  static let maximumIndexedEntries = 100_000

  /// The folders searched, in order, `~` expanded, each once.
  let folders: [String]
  /// ``folders`` as they were written (in `TYPEFIT_FONT_PATH` or the stack), `~` not expanded:
  /// what messages show, so a stack file naming `~daemon` learns nothing of the machine's
  /// account database from an error (the fifteenth attack's A15-4).
  let writtenFolders: [String]
  /// For each first name of a path, lowercased, the positions in ``folders`` of the folders listing it,
  /// ascending; `nil` until the first lookup.
  private var index: [String: [Int]]?
  /// The positions of the folders probed for every face, ascending.
  private var probed: [Int] = []
  /// Answers already given, by file name.
  private var answers: [String: String?] = [:]
  /// The `access` calls made for names searched in the folders: the cost the index keeps to
  /// the folders that hold a face's first name.
  private(set) var probes = 0

  /// A locator for `searchPaths`, with `TYPEFIT_FONT_PATH`'s folders (colon-separated, read now)
  /// before them.
  init(searchPaths: [String]) {
    var paths: [String] = []
    // `getenv` reads one variable; `ProcessInfo.environment` copies the whole environment into
    // a dictionary on every call.
    if let value = getenv("TYPEFIT_FONT_PATH") {
      paths = String(cString: value).split(separator: ":").map(String.init)
    }
    let distinct = Self.distinctFolders(paths + searchPaths)
    folders = distinct.map(\.expanded)
    writtenFolders = distinct.map(\.written)
  }

  /// `paths` with `~` expanded, each folder once, where it first appears: two spellings of one
  /// folder (`f`, `./f`, `f/`, a link to it) are one, by the device and inode `stat` gives, and
  /// paths that do not exist by their bytes (the forty-third attack's A43-6: a stack naming one
  /// folder of 99,000 files 57 times over had it listed 57 times, minutes in a debug build).
  static func distinctFolders(_ paths: [String]) -> [(expanded: String, written: String)] {
    var seenPaths = Set<[UInt8]>()
    var seenFolders = Set<FileSystemPath.Identity>()
    var distinct: [(expanded: String, written: String)] = []
    for path in paths {
      let folder = NSString(string: path).expandingTildeInPath
      guard seenPaths.insert(Array(folder.utf8)).inserted else { continue }
      if let identity = FileSystemPath.identity(folder), !seenFolders.insert(identity).inserted { continue }
      distinct.append((folder, path))
    }
    return distinct
  }

  /// The path of the readable file `file` names: itself when absolute (or starting with `~`),
  /// else `folder/file` in the first search folder that has it; `nil` when none has.
  mutating func locate(_ file: String) -> String? {
    let expanded = NSString(string: file).expandingTildeInPath
    if expanded.hasPrefix("/") { return Self.isReadable(expanded) ? expanded : nil }
    if let answer = answers[file] { return answer }
    let answer = search(file)
    answers[file] = answer
    return answer
  }

  /// Whether `file` is a path, used as it is (absolute, or starting with `~`), rather than a
  /// name looked for in ``folders``.
  static func isPath(_ file: String) -> Bool {
    NSString(string: file).expandingTildeInPath.hasPrefix("/")
  }

  private mutating func search(_ file: String) -> String? {
    if index == nil { buildIndex() }
    // `./a/b` is `a/b`; the first other name decides which folders may hold the file.
    let first = file.split(separator: "/", omittingEmptySubsequences: true).first { $0 != "." }.map(
      String.init)
    let candidates: [Int]
    if let first, first != ".." {
      candidates = Self.merged(index?[first.lowercased()] ?? [], probed)
    } else {
      // `..` (or no name at all) leads anywhere: every folder is asked.
      candidates = Array(folders.indices)
    }
    for position in candidates {
      let candidate = folders[position] + "/" + file
      probes += 1
      if Self.isReadable(candidate) { return candidate }
    }
    return nil
  }

  /// Lists every folder once.
  private mutating func buildIndex() {
    var built: [String: [Int]] = [:]
    for (position, folder) in folders.enumerated() {
      var names: [String] = []
      var complete = true
      do {
        try FileSystemPath.eachName(inFolder: folder) { bytes in
          guard names.count < Self.maximumIndexedEntries else {
            complete = false
            return false
          }
          // A name that is not UTF-8 cannot be a stack's file name, which is JSON text.
          if let name = String(validating: bytes, as: UTF8.self) { names.append(name) }
          return true
        }
      } catch {
        // Nothing can be found in a folder that is missing or is no folder; one that cannot be
        // listed (no read permission, or a memory limit) may still be searched.
        if error.code != ENOENT, error.code != ENOTDIR { probed.append(position) }
        continue
      }
      guard complete else {
        probed.append(position)
        continue
      }
      // Lowercased, so a folder on a file system that ignores case (macOS) is asked for
      // `inter-regular.otf` when it lists `Inter-Regular.otf`, as `access` would find it there.
      for name in Set(names.map { $0.lowercased() }) { built[name, default: []].append(position) }
    }
    index = built
  }

  /// The positions of `a` and `b` (each ascending) in one ascending list.
  private static func merged(_ a: [Int], _ b: [Int]) -> [Int] {
    guard !b.isEmpty else { return a }
    guard !a.isEmpty else { return b }
    return Array(Set(a).union(b)).sorted()
  }

  /// Whether the process may read `path` (`access(R_OK)`, links followed).
  private static func isReadable(_ path: String) -> Bool {
    access(path, R_OK) == 0
  }
}
