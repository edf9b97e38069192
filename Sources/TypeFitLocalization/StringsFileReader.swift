import Foundation

/// Reads `.strings` tables: `"key" = "value";` pairs in UTF-8 or UTF-16.
///
/// The locale comes from the nearest enclosing `X.lproj` folder (`pt_BR.lproj` → `pt-BR`,
/// `Base.lproj` and no folder → the development language). The comment written just before
/// a pair becomes its ``LocalizedString/comment``. A bare `"key";` means the value is the
/// key, as in Apple's property list parser. After a syntax error the reader reports it and
/// resumes at the next line, so one typo loses one entry, not the file.
public enum StringsFileReader {
  /// Reads one `.strings` file from its bytes.
  ///
  /// - Parameters:
  ///   - data: The file contents; UTF-8, or UTF-16 with or without a byte order mark.
  ///   - path: The path to report and to take the `.lproj` locale from.
  ///   - options: The development language for `Base.lproj`.
  /// - Returns: The pairs in file order, each located at its value's opening quote, and diagnostics.
  public static func read(
    _ data: Data, path: String, options: LocalizationReadOptions = LocalizationReadOptions()
  ) -> LocalizationReadResult {
    let decoded = SourceTextDecoder.decode(data, path: path)
    var result = LocalizationReadResult(diagnostics: decoded.diagnostics)
    let locale =
      LocaleTag.fromLprojPath(path, developmentLanguage: options.developmentLanguage)
      ?? options.developmentLanguage
    var tokenizer = StringsFileTokenizer(text: decoded.text, path: path)
    var previous: StringsFileToken?
    /// Reports at `token`, or at the last token read when the file ended. Nothing is added when
    /// the file ended inside a string: the tokenizer has reported that already.
    func syntaxError(_ message: String, at token: StringsFileToken?) {
      if token == nil && tokenizer.endedInsideString { return }
      let place = token ?? previous
      result.diagnostics.append(
        LocalizationDiagnostic(
          kind: .syntaxError, file: path, line: place?.line, column: place?.column, message: message))
    }
    func nextToken() -> StringsFileToken? {
      let token = tokenizer.next()
      if let token { previous = token }
      return token
    }
    func describe(_ token: StringsFileToken?) -> String {
      switch token?.kind {
      case nil: return "end of file"
      case .string: return "a string"
      case .equals: return "'='"
      case .semicolon: return "';'"
      case .unexpected(let character): return "'\(character)'"
      }
    }
    /// After an error at `token`: a string on a later line than `line` may start the next entry,
    /// so it is read again; otherwise the rest of the line is skipped.
    func resume(after token: StringsFileToken?, line: Int) {
      guard let token else { return }
      if case .string = token.kind, token.line > line {
        tokenizer.pushBack(token)
      } else {
        tokenizer.skipToNextLine()
      }
    }
    while let keyToken = nextToken() {
      guard case .string(let key) = keyToken.kind else {
        if keyToken.kind == .semicolon { continue }
        syntaxError("expected a quoted key, found \(describe(keyToken))", at: keyToken)
        tokenizer.skipToNextLine()
        continue
      }
      let separator = nextToken()
      var valueToken = keyToken
      var value = key
      if separator?.kind == .equals {
        let candidate = nextToken()
        guard let candidate, case .string(let text) = candidate.kind else {
          syntaxError("expected a value after '=', found \(describe(candidate))", at: candidate)
          resume(after: candidate, line: separator?.line ?? keyToken.line)
          continue
        }
        valueToken = candidate
        value = text
        let terminator = nextToken()
        guard terminator?.kind == .semicolon else {
          syntaxError("expected ';' after value, found \(describe(terminator))", at: terminator ?? candidate)
          resume(after: terminator, line: candidate.line)
          appendPair()
          continue
        }
      } else if separator?.kind != .semicolon {
        syntaxError("expected '=' or ';' after key, found \(describe(separator))", at: separator ?? keyToken)
        resume(after: separator, line: keyToken.line)
        continue
      }
      appendPair()

      func appendPair() {
        result.strings.append(
          LocalizedString(
            key: key, locale: locale, value: value,
            location: SourceLocation(file: path, line: valueToken.line, column: valueToken.column),
            comment: keyToken.precedingComment, format: .strings))
      }
    }
    result.diagnostics.append(contentsOf: tokenizer.diagnostics)
    result.diagnostics = DiagnosticOrdering.sortedByPosition(result.diagnostics)
    return result
  }
}
