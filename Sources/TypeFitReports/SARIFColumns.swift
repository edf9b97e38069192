import TypeFitInput
import TypeFitLocalization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The SARIF columns of one report: the readers' UTF-8 byte columns turned into the UTF-16 code
/// units the run declares (`"columnKind": "utf16CodeUnits"`, OASIS SARIF 2.1.0 §3.14.27),
/// by reading each file's line again (``UTF16ColumnConverter``).
///
/// A column before which the line is ASCII is the same number in both units. When the file
/// cannot be read again (standard input, a file removed or replaced since, not a regular file,
/// over ``maximumFileSize``) or the line is no longer there, the region gives its line only:
/// no column is better than a wrong one.
final class SARIFColumns {
  /// The largest file read again: the readers' own limit for any localization file.
  static let maximumFileSize = 256 << 20
  /// Files kept at once; a report's results are mostly grouped by file.
  static let cachedFiles = 8

  private var converters: [(file: String, converter: UTF16ColumnConverter?)] = []
  /// The name standard input was read under, which is never read from disk.
  private let standardInputName: String?

  /// Columns for a report whose standard input, if any, was read under `standardInputName`.
  init(standardInputName: String? = nil) {
    self.standardInputName = standardInputName
  }

  /// The UTF-16 column for a reader's `column` on `line` of `file`, or `nil` when it cannot be
  /// told (see the type's discussion). Column 1 is 1 in every unit and needs no reading.
  func utf16Column(file: String, line: Int, column: Int) -> Int? {
    if column <= 1 { return 1 }
    if file == standardInputName { return nil }
    let index = converterIndex(for: file)
    return converters[index].converter?.utf16Column(line: line, utf8Column: column)
  }

  /// Where `file`'s converter is in `converters`, read now when it is not.
  private func converterIndex(for file: String) -> Int {
    if let index = converters.firstIndex(where: { $0.file == file }) { return index }
    if converters.count == Self.cachedFiles { converters.removeFirst() }
    // The last converter is let go before the next file is read.
    let converter = Self.read(file).map { UTF16ColumnConverter(bytes: $0) }
    converters.append((file, converter))
    return converters.count - 1
  }

  /// The bytes of `file` when it is a regular file no larger than ``maximumFileSize`` and a
  /// memory limit leaves room to hold it about ``bytesHeldPerByte`` times
  /// (``HeadroomGuard/Question/fileReadAgain(bytes:)``; the forty-fifth attack's A45-3: a 50 MB
  /// file read again for one column ended the process under `ulimit -v 700000`).
  ///
  /// The size is looked at by path, which opens nothing; the file is then read through the one
  /// checked opener (`InputFile.read`), never `FileManager.contents(atPath:)`, which opened a
  /// device or FIFO swapped in after the look (the sixty-seventh attack's A67-1).
  private static func read(_ file: String) -> [UInt8]? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: file),
      attributes[.type] as? FileAttributeType == .typeRegular,
      let size = attributes[.size] as? Int, size <= maximumFileSize,
      HeadroomGuard.refusal(.fileReadAgain(bytes: size * bytesHeldPerByte)) == nil
    else { return nil }
    // No more than the size the headroom was judged for (a larger file swapped in is not read).
    return try? InputFile.read(file, maximumSize: size, identity: nil)
  }

  /// What a file read again takes a byte, at most: the bytes read, their copy, the text
  /// decoded (a UTF-16 file's is up to half as large again) and the converter's marks.
  static let bytesHeldPerByte = 4
}
