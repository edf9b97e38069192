import Foundation

/// Reads Xcode String Catalogs (`.xcstrings`).
///
/// Every localization is read, the source language included. A key with no entry for the
/// source language is shown by the app as the key itself, so it yields a source-language
/// string whose value is the key, with no state, located at the key. That holds for
/// `"shouldTranslate": false` keys too: they are not translated, but they are still shown.
///
/// Plural and device variations become one string each (`device.iphone, plural.one`).
/// Substitutions (`%#@name@`) are expanded: each plural form of each argument is written into
/// the host text, every combination, with Xcode's `%arg` placeholder turned into the
/// argument's own specifier (`%2$lld`).
public enum StringCatalogReader {
  /// Reads one catalog from its bytes.
  ///
  /// - Parameters:
  ///   - data: The file contents (UTF-8 JSON).
  ///   - path: The path to report in locations and diagnostics.
  ///   - options: State filter, development language, nesting and combination limits.
  /// - Returns: The strings in catalog order (keys, then localizations, then variants) and
  ///   diagnostics. Malformed JSON yields no strings and one ``LocalizationDiagnostic/Kind/syntaxError``
  ///   (or ``LocalizationDiagnostic/Kind/nestingTooDeep``) at the offending character.
  /// - Complexity: O(n) in the file size plus the number of expanded combinations.
  public static func read(
    _ data: Data, path: String, options: LocalizationReadOptions = LocalizationReadOptions()
  ) -> LocalizationReadResult {
    let decoded = SourceTextDecoder.decode(data, path: path)
    var result = LocalizationReadResult(diagnostics: decoded.diagnostics)
    var parser = JSONParser(bytes: Array(decoded.text.utf8), maximumDepth: options.maximumNestingDepth)
    let document: JSONValue
    do {
      document = try parser.parseDocument()
    } catch {
      result.diagnostics.append(
        LocalizationDiagnostic(
          kind: error.kind == .nestingTooDeep ? .nestingTooDeep : .syntaxError,
          file: path, line: error.line, column: error.column, message: error.message))
      return result
    }
    for warning in parser.warnings {
      result.diagnostics.append(
        LocalizationDiagnostic(
          kind: .invalidEncoding, severity: .warning, file: path, line: warning.line,
          column: warning.column, message: warning.message))
    }
    var walker = StringCatalogWalker(path: path, options: options)
    walker.readDocument(document)
    result.strings.append(contentsOf: walker.strings)
    result.diagnostics.append(contentsOf: walker.diagnostics)
    return result
  }
}
