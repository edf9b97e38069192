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
  /// Why each name past the budget is not read, by path; the other names are read.
  let refusals: [ExactText: String]

  /// Works out which of `files` are not read, in the order they are read.
  ///
  /// - Parameters:
  ///   - files: the walk's files, in the order they are read.
  ///   - limit: the bytes names other than a file's free one may read in the pass
  ///     (``LocalizationReader/repeatedReadLimit``, 64 MiB: about 570 reads of a 117 KB table,
  ///     far past what locale folders linked to one another, `en-GB.lproj -> en.lproj`, cost in
  ///     an app).
  ///   - size: the most bytes a file's read takes (its size, at most its format's limit).
  init(files: [LocalizationFile], limit: Int, size: (LocalizationFile) -> Int) {
    var names: [FileSystemPath.Identity: [String]] = [:]
    for file in files {
      if let identity = file.identity { names[identity, default: []].append(file.path) }
    }
    // A path written relative to the working folder (`check App`) is compared made absolute.
    let workingFolder = WorkingFolder.path() ?? "/"
    var free: [FileSystemPath.Identity: String] = [:]
    for (identity, paths) in names where paths.count > 1 {
      free[identity] =
        paths.first { FileSystemPath.resolved($0) == BytePath.absolute($0, from: workingFolder) } ?? paths[0]
    }
    var spent = 0
    var refusals: [ExactText: String] = [:]
    for file in files {
      guard let identity = file.identity, let name = free[identity], name != file.path else { continue }
      let bytes = size(file)
      if bytes <= limit - spent {
        spent += bytes
        continue
      }
      refusals[ExactText(file.path)] =
        "the file this name leads to through symbolic links is read as \(name), and reading it and other "
        + "files again under more names passed the run's limit of \(limit) bytes; not read under this name "
        + "(see Docs/Reliability.md, A34-5)"
    }
    self.refusals = refusals
  }

  /// Why `file` is not read, or `nil` when it is.
  func refusal(for file: LocalizationFile) -> String? {
    refusals.isEmpty ? nil : refusals[ExactText(file.path)]
  }

  /// The size of the file at `path` in bytes, at most `limit` (`0` when `stat` fails: the read
  /// says why).
  static func size(of path: String, atMost limit: Int) -> Int {
    var status = stat()
    guard stat(path, &status) == 0 else { return 0 }
    return min(Int(clamping: status.st_size), limit)
  }
}
