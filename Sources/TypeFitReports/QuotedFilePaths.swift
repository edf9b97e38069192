import Synchronization
import TypeFitLocalization

/// The paths of localization files as the JSON and NDJSON reports write them: relative to the
/// source root (``ReportPath/relative(_:to:)``) and quoted (``JSONValue/writeString(_:to:)``),
/// kept for the file of the last result written, which the next result almost always shares
/// (a file's results come one after another).
///
/// Working the path out and escaping it cost about 1,200 instructions a result, once per result
/// of every report (Docs/Performance.md, session 54). The workers that make results' text share
/// one memo; files are compared by bytes (``ExactText``), so an NFC and an NFD name stay two.
///
/// ```swift
/// let paths = QuotedFilePaths(sourceRoot: "/src/app")
/// var bytes: [UInt8] = []
/// paths.append("/src/app/de.lproj/A.strings", to: &bytes)   // "de.lproj/A.strings", quoted
/// ```
final class QuotedFilePaths: Sendable {
  /// The folder paths are made relative to, if any.
  let sourceRoot: String?
  private let last = Mutex<(file: String, quoted: [UInt8])?>(nil)

  init(sourceRoot: String?) {
    self.sourceRoot = sourceRoot
  }

  /// Appends the path of `file` relative to ``sourceRoot``, as a JSON string.
  func append(_ file: String, to output: inout [UInt8]) {
    let known: [UInt8]? = last.withLock { last in
      guard let last, ExactText.sameBytes(last.file, file) else { return nil }
      return last.quoted
    }
    if let known {
      output.append(contentsOf: known)
      return
    }
    let quoted = JSONValue.quoted(ReportPath.relative(file, to: sourceRoot))
    last.withLock { $0 = (file, quoted) }
    output.append(contentsOf: quoted)
  }
}
