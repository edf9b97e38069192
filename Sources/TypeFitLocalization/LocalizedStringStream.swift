/// The strings of one localization file, read as they are asked for.
///
/// String Catalogs and `.strings` tables are read one entry at a time, so a file with a
/// million keys never holds a million strings; the XML formats (`.stringsdict`, XLIFF,
/// Android) are read whole when the stream is made and handed out one by one. Strings come in
/// the same order, with the same diagnostics, as ``LocalizationReader/read(file:)`` gives.
///
/// ```swift
/// var stream = LocalizationReader().stream(file: LocalizationFile(path: "Localizable.xcstrings", format: .xcstrings))
/// while let string = stream.next() { print(string.key, string.locale, string.value) }
/// stream.diagnostics  // every problem of the file, now that it is read to the end
/// ```
public struct LocalizedStringStream: IteratorProtocol {
  private var catalog: StringCatalogStream?
  private var table: StringsFileStream?
  private var whole: LocalizationReadResult
  private var wholeIndex = 0

  init(catalog: StringCatalogStream) {
    self.catalog = catalog
    whole = LocalizationReadResult()
  }

  init(table: StringsFileStream) {
    self.table = table
    whole = LocalizationReadResult()
  }

  /// A stream over strings and diagnostics already read.
  init(_ result: LocalizationReadResult) {
    whole = result
  }

  /// The next string of the file, or `nil` when it is read to the end.
  public mutating func next() -> LocalizedString? {
    if catalog != nil { return catalog!.next() }
    if table != nil { return table!.next() }
    guard wholeIndex < whole.strings.count else { return nil }
    wholeIndex += 1
    return whole.strings[wholeIndex - 1]
  }

  /// The problems found in the file, in the order ``LocalizationReader/read(file:)`` gives them.
  /// Complete once ``next()`` has returned `nil`; before that, those found so far.
  public var diagnostics: [LocalizationDiagnostic] {
    if let catalog { return catalog.diagnostics }
    if let table { return table.diagnostics }
    return whole.diagnostics
  }

  /// Reads the strings not read yet and returns them with every diagnostic of the file.
  public mutating func readAll() -> LocalizationReadResult {
    var result = LocalizationReadResult()
    while let string = next() { result.strings.append(string) }
    result.diagnostics = diagnostics
    return result
  }
}
