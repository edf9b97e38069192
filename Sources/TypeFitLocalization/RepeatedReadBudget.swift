import TypeFitInput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes a walk's files may cost when one real file is reached by many names.
///
/// A file is read once for each locale folder and file name it is reached by (`it.lproj ->
/// de.lproj` checks the table as Italian: Docs/Formats.md), so symbolic links multiply the
/// reading: 60 folder links and 60 file links to one 117 KB table read it 3,600 times, 256 s of
/// CPU in a debug build, and whatever `--locales` says, as a file is read before its strings are
/// filtered (thirty-fourth attack A34-5). Each real file (its device and inode) has one name
/// read freely: its path without links when the walk reached it so, else its first name in path
/// order; every other name is charged the file's size, and a name whose charge would pass the
/// limit is not read, with an error naming the free name. Each pass over the files
/// (``LocalizationReader``'s `streamEach`) starts a budget of its own and makes the same
/// choices.
struct RepeatedReadBudget {
  /// What a name not read gets: an error of its own (the first ``listedRefusals``), or nothing
  /// (the rest, counted in the last listed error).
  enum Refusal {
    case listed(String)
    case unlisted
  }

  /// Whether each file (by its index in the walk's files) is refused.
  private let refused: [Bool]
  /// The name read freely of each file reached by more than one name.
  private let freeNames: [FileSystemPath.Identity: String]
  private let limit: Int
  /// How many names are refused in the pass.
  let refusedCount: Int

  /// The most bytes a read of a name is charged however small the file: 4 KiB, what opening,
  /// reading and planning a file costs beside its bytes (thirty-sixth attack A36-12: 676,000
  /// names of 1,000 files of 12 bytes behind 676 folder links were charged 8 MB in all and
  /// took 223 s of CPU, debug; empty files were charged nothing).
  static let minimumCharge = 4 << 10
  /// How many refused names get an error of their own; the last of them counts the rest.
  static let listedRefusals = 100

  /// Works out which of `files` are not read, in the order they are read.
  ///
  /// - Parameters:
  ///   - files: the walk's files, in the order they are read.
  ///   - limit: the bytes names other than a file's free one may read in the pass
  ///     (``LocalizationReader/repeatedReadLimit``, 64 MiB: about 570 reads of a 117 KB table, or
  ///     16,384 of small files, far past what locale folders linked to one another,
  ///     `en-GB.lproj -> en.lproj`, cost in an app).
  ///   - size: the most bytes a file's read takes (its size, at most its format's limit).
  init(files: [LocalizationFile], limit: Int, size: (LocalizationFile) -> Int) {
    self.limit = limit
    var names: [FileSystemPath.Identity: [String]] = [:]
    for file in files {
      if let identity = file.identity { names[identity, default: []].append(file.path) }
    }
    var free: [FileSystemPath.Identity: String] = [:]
    for (identity, paths) in names where paths.count > 1 {
      free[identity] = paths.first(where: Self.hasNoSymbolicLink) ?? paths[0]
    }
    freeNames = free
    var spent = 0
    var refused = [Bool](repeating: false, count: files.count)
    var count = 0
    for (index, file) in files.enumerated() {
      guard let identity = file.identity, let name = free[identity], name != file.path else { continue }
      let bytes = max(size(file), Self.minimumCharge)
      if bytes <= limit - spent {
        spent += bytes
      } else {
        refused[index] = true
        count += 1
      }
    }
    self.refused = refused
    refusedCount = count
  }

  /// Why the file at `index` of the walk's files, `file`, is not read, or `nil` when it is;
  /// `listedSoFar` is how many refusals the pass has listed before.
  func refusal(at index: Int, of file: LocalizationFile, listedSoFar: Int) -> Refusal? {
    guard refusedCount > 0, refused[index] else { return nil }
    guard listedSoFar < Self.listedRefusals, let identity = file.identity, let name = freeNames[identity]
    else {
      return .unlisted
    }
    let rest = refusedCount - Self.listedRefusals
    let unlisted =
      listedSoFar == Self.listedRefusals - 1 && rest > 0
      ? "; \(rest) more names of files read under other names are not read either, not listed" : ""
    // A name with no symbolic link in it is a hard link to the file (thirty-sixth attack A36-16:
    // the message spoke of symbolic links where there were none).
    let hardLink = Self.hasNoSymbolicLink(file.path)
    return .listed(
      (hardLink
        ? "this name is a hard link to a file read as \(name)"
        : "the file this name leads to through symbolic links is read as \(name)")
        + ", and reading it and other "
        + "files again under more names passed the run's limit of \(limit) bytes (each read counted as at "
        + "least \(Self.minimumCharge)); not read under this name (see Docs/Reliability.md, A34-5)" + unlisted
    )
  }

  /// Whether `path` resolves to itself: no symbolic link on its way (a path written relative to
  /// the working folder, `check App`, is compared made absolute).
  private static func hasNoSymbolicLink(_ path: String) -> Bool {
    FileSystemPath.resolved(path) == BytePath.absolute(path, from: WorkingFolder.path() ?? "/")
  }

  /// Whether the file at `index` of the walk's files is refused.
  func isRefused(_ index: Int) -> Bool { refusedCount > 0 && refused[index] }

  /// The size of the file at `path` in bytes, at most `limit` (`0` when `stat` fails: the read
  /// says why).
  static func size(of path: String, atMost limit: Int) -> Int {
    var status = stat()
    guard stat(path, &status) == 0 else { return 0 }
    return min(Int(clamping: status.st_size), limit)
  }
}
