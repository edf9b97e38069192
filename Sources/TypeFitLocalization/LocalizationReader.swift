import Foundation

/// Reads localization files of every supported format from files and folders.
///
/// The entry point for the batch checker: give it paths, get every string with its file and
/// line, plus every problem. Unreadable input never stops the rest.
///
/// ```swift
/// let result = LocalizationReader().read(paths: ["IceCubesApp/Resources/Localization"])
/// result.strings.count  // 13_369: every locale, plural form and substitution combination
/// result.diagnostics.first?.description
/// // e.g. "App/de.lproj/Localizable.strings:12:5: expected ';' after value, found a string"
/// ```
public struct LocalizationReader: Sendable {
  /// Options passed to every format reader.
  public var options: LocalizationReadOptions
  /// How folders are searched.
  public var walker: LocalizationFileWalker
  /// Files larger than this many bytes are refused with ``LocalizationDiagnostic/Kind/unreadableFile``.
  /// Default 64 MiB (the largest real catalogs are a few MB).
  public var maximumFileSize: Int

  /// Creates a reader.
  public init(
    options: LocalizationReadOptions = LocalizationReadOptions(),
    walker: LocalizationFileWalker = LocalizationFileWalker(), maximumFileSize: Int = 64 << 20
  ) {
    self.options = options
    self.walker = walker
    self.maximumFileSize = maximumFileSize
  }

  /// Reads every supported file under `paths`.
  ///
  /// - Parameter paths: Files or folders, as the user gave them.
  /// - Returns: Strings ordered by file path, then by position in the file; walker diagnostics
  ///   first, then each file's diagnostics in path order.
  public func read(paths: [String]) -> LocalizationReadResult {
    var result = LocalizationReadResult()
    readEach(paths: paths) { _, fileResult in result.append(fileResult) }
    return result
  }

  /// Reads files one by one, calling `body` after each, so callers can start checking early.
  ///
  /// - Parameters:
  ///   - paths: Files or folders.
  ///   - body: Called first with `nil` and the walker's diagnostics (if there are any), then
  ///     once per file, in path order, with that file's strings and diagnostics.
  public func readEach(
    paths: [String], _ body: (LocalizationFile?, LocalizationReadResult) throws -> Void
  ) rethrows {
    let found = walker.findFiles(in: paths)
    if !found.diagnostics.isEmpty {
      try body(nil, LocalizationReadResult(diagnostics: found.diagnostics))
    }
    for file in found.files {
      try body(file, read(file: file))
    }
  }

  /// Reads one file found by the walker (or named by the caller).
  public func read(file: LocalizationFile) -> LocalizationReadResult {
    let url = URL(fileURLWithPath: file.path)
    if let size = try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber,
      size.intValue > maximumFileSize
    {
      return LocalizationReadResult(diagnostics: [
        LocalizationDiagnostic(
          kind: .unreadableFile, file: file.path,
          message: "file is \(size.intValue) bytes, more than the \(maximumFileSize)-byte limit")
      ])
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      return LocalizationReadResult(diagnostics: [
        LocalizationDiagnostic(kind: .unreadableFile, file: file.path, message: "cannot read file")
      ])
    }
    return Self.read(data, path: file.path, format: file.format, options: options)
  }

  /// Reads bytes in a given format; what fuzzers and in-memory callers use.
  ///
  /// - Parameters:
  ///   - data: The file contents.
  ///   - path: The path to report; `.lproj` and `values-…` folders in it set the locale.
  ///   - format: Which reader to use.
  ///   - options: Reader options.
  /// - Returns: Strings and diagnostics; never throws or traps on bad input.
  public static func read(
    _ data: Data, path: String, format: LocalizationFormat,
    options: LocalizationReadOptions = LocalizationReadOptions()
  ) -> LocalizationReadResult {
    switch format {
    case .xcstrings: return StringCatalogReader.read(data, path: path, options: options)
    case .strings: return StringsFileReader.read(data, path: path, options: options)
    case .stringsdict: return StringsDictReader.read(data, path: path, options: options)
    case .xliff: return XLIFFReader.read(data, path: path, options: options)
    case .android: return AndroidStringsReader.read(data, path: path, options: options)
    }
  }
}
