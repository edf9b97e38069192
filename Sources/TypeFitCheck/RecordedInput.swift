import TypeFitLocalization

/// The strings and read problems of a first read of the input, kept so that a second pass over
/// the same input plans from memory instead of reading and parsing every file again, as long as
/// they fit a budget.
///
/// A check reads its input twice when the planner needs a first pass
/// (``RowPlanner/needsFirstPass``). What the first read gives is recorded file by file, in the
/// order read; once the estimated size passes ``byteLimit``, the recording is dropped
/// (``isComplete`` becomes `false`) and the second pass reads the files again, as before.
///
/// Memory: at most ``byteLimit`` estimated bytes (each string counted as its key, value and
/// comment in UTF-8 plus ``overheadPerString``); ``replay(_:)`` releases each string as it hands
/// it out.
struct RecordedInput {
  /// One file's strings, in the order read, and its problems.
  struct File {
    var file: LocalizationFile?
    var strings: [LocalizedString]
    var diagnostics: [LocalizationDiagnostic]
    /// The problems its counting lines stand for beyond themselves.
    var unlisted = UnlistedDiagnosticCounts()
  }

  /// What a string costs beyond its text: the `LocalizedString` value (about 150 bytes) and the
  /// heap objects of its key and value.
  static let overheadPerString = 256
  /// What a file or a read problem costs beyond its text: the ``File`` or the diagnostic value
  /// and the heap objects of its strings (many small files or problems weigh as much as
  /// strings do).
  static let overheadPerRecord = 256

  /// The most bytes recorded before the recording is dropped (``CheckSession/recordingByteLimit``).
  let byteLimit: Int
  private(set) var files: [File] = []
  /// Whether every string read so far is recorded.
  private(set) var isComplete = true
  private var byteCount = 0

  init(byteLimit: Int) {
    self.byteLimit = byteLimit
  }

  /// Starts the strings of `file` (`nil` for the problems met finding the files).
  mutating func begin(_ file: LocalizationFile?) {
    guard isComplete, charge(Self.overheadPerRecord + (file?.path.utf8.count ?? 0)) else { return }
    files.append(File(file: file, strings: [], diagnostics: []))
  }

  /// Adds `bytes` to the estimate; past the budget, drops the recording and returns `false`.
  private mutating func charge(_ bytes: Int) -> Bool {
    byteCount += bytes
    guard byteCount <= byteLimit else {
      isComplete = false
      files = []
      return false
    }
    return true
  }

  /// Records `string` in the current file, or drops the recording when it would pass the budget.
  /// `string` is taken: the caller's copy moves into the recording (lent, it was copied once
  /// more there and the caller's destroyed, perf32).
  mutating func record(_ string: consuming LocalizedString) {
    guard isComplete else { return }
    // A string before any file began: not recorded, so the second pass reads again.
    guard !files.isEmpty else {
      isComplete = false
      return
    }
    guard
      charge(
        Self.overheadPerString + string.key.utf8.count + string.value.utf8.count
          + (string.comment?.utf8.count ?? 0))
    else { return }
    files[files.count - 1].strings.append(consume string)
  }

  /// Ends the current file with its problems (complete once its stream is read to the end).
  mutating func end(
    diagnostics: [LocalizationDiagnostic], unlisted: UnlistedDiagnosticCounts = UnlistedDiagnosticCounts()
  ) {
    guard isComplete, !files.isEmpty else { return }
    let bytes = diagnostics.reduce(0) {
      $0 + Self.overheadPerRecord + $1.file.utf8.count + $1.message.utf8.count
    }
    guard charge(bytes) else { return }
    files[files.count - 1].diagnostics = diagnostics
    files[files.count - 1].unlisted = unlisted
  }

  /// Every recorded string, in order, leaving the recording as it is (to count the rows a run
  /// would plan before it plans them for good).
  func forEachString(_ body: (LocalizedString) -> Bool) {
    for file in files {
      for string in file.strings where !body(string) { return }
    }
  }

  /// Hands out every recorded file in order, then empties the recording: `body` gets the file,
  /// a function giving its strings one at a time (`nil` at the end), and its problems with the
  /// count of those its counting lines stand for beyond themselves.
  mutating func replay(
    _ body: (
      LocalizationFile?, () -> LocalizedString?,
      (diagnostics: [LocalizationDiagnostic], unlisted: UnlistedDiagnosticCounts)
    ) throws -> Void
  ) rethrows {
    var recorded: [File] = []
    swap(&recorded, &files)
    for index in recorded.indices {
      // Taken out of the recording, so each string is released once handed out.
      var strings: [LocalizedString] = []
      swap(&strings, &recorded[index].strings)
      // Reversed in the buffer, whose swaps move the strings: `Array.reverse()` swapped them by
      // copying each and destroying the copies (about 640 instructions a string, perf32).
      strings.withUnsafeMutableBufferPointer { $0.reverse() }
      try body(
        recorded[index].file, { strings.popLast() }, (recorded[index].diagnostics, recorded[index].unlisted))
    }
  }
}
