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

  /// The UTF-16 column for a reader's `column` on `line` of `file`, or `nil` when it cannot be
  /// told (see the type's discussion). Column 1 is 1 in every unit and needs no reading.
  func utf16Column(file: String, line: Int, column: Int) -> Int? {
    if column <= 1 { return 1 }
    return converter(for: file)?.utf16Column(line: line, utf8Column: column)
  }

  private func converter(for file: String) -> UTF16ColumnConverter? {
    if let index = converters.firstIndex(where: { $0.file == file }) { return converters[index].converter }
    let converter = Self.read(file).map { UTF16ColumnConverter(bytes: $0) }
    if converters.count == Self.cachedFiles { converters.removeFirst() }
    converters.append((file, converter))
    return converter
  }

  /// The bytes of `file` when it is a regular file no larger than ``maximumFileSize``.
  private static func read(_ file: String) -> [UInt8]? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: file),
      attributes[.type] as? FileAttributeType == .typeRegular,
      let size = attributes[.size] as? Int, size <= maximumFileSize,
      let data = FileManager.default.contents(atPath: file)
    else { return nil }
    return [UInt8](data)
  }
}
