import Foundation

/// Reads Android string resources (`res/values*/strings.xml`).
///
/// `<string>` gives one string, `<plurals>` one per `<item quantity>` (`plural.one`),
/// `<string-array>` one per `<item>` (`item.0`, `item.1`…), `<item type="string">` one string.
/// Resources marked `translatable="false"` (any case) are skipped; `formatted="false"` ones are
/// measured with their `%` signs as written (``LocalizedString/isFormatted``). Other resource
/// types (`<integer-array>`, `<item type="dimen">`) are not text and are skipped. Text is resolved by `AndroidTextDecoder`: escapes,
/// quotes, whitespace; inline markup such as `<b>` or `<xliff:g>` contributes its text and the
/// tags are dropped; CDATA is read as text. The XML comment just before a resource becomes its
/// comment. The locale comes from the folder: `values-de` → `de`, `values-pt-rBR` → `pt-BR`,
/// `values-b+sr+Latn` → `sr-Latn`, `values` → ``LocalizationReadOptions/androidDefaultLocale``.
public enum AndroidStringsReader {
  /// Reads one resource file from its bytes.
  ///
  /// - Parameters:
  ///   - data: The XML document.
  ///   - path: The path to report and to take the `values…` locale from.
  ///   - options: Default locale for `values` and nesting limit.
  /// - Returns: Strings in document order and diagnostics.
  public static func read(
    _ data: Data, path: String, options: LocalizationReadOptions = LocalizationReadOptions()
  ) -> LocalizationReadResult {
    let document = XMLTreeBuilder.parseDocument(data, path: path, rootName: "resources", options: options)
    var result = document.result
    guard let root = document.root else { return result }
    let folders = path.split(separator: "/")
    let folder = folders.count >= 2 ? String(folders[folders.count - 2]) : ""
    let locale =
      AndroidResourceQualifiers.isValuesFolder(folder)
      ? AndroidResourceQualifiers.locale(folder: folder, defaultLocale: options.androidDefaultLocale)
      : options.androidDefaultLocale
    var lastComment: String?
    var definitions = ResourceDefinitions()
    for child in root.children {
      switch child {
      case .comment(let text):
        lastComment = text.trimmingCharacters(in: .whitespacesAndNewlines)
        continue
      case .text(let text):
        if !text.allSatisfy(\.isWhitespace) { lastComment = nil }
        continue
      case .element(let element):
        readResource(
          element, locale: locale, comment: lastComment, path: path, definitions: &definitions, into: &result)
        lastComment = nil
      }
    }
    return result
  }

  /// The plural quantities `<item quantity>` may name ("Quantity strings (plurals)",
  /// <https://developer.android.com/guide/topics/resources/string-resource#Plurals>).
  static let pluralQuantities: Set<String> = ["zero", "one", "two", "few", "many", "other"]

  /// The line of each resource read so far, by its type and name: `<string>` and
  /// `<item type="string">` share one name space (`R.string`), `<plurals>` and `<string-array>`
  /// each have their own (`R.plurals`, `R.array`).
  private struct ResourceDefinitions {
    var lines: [String: Int] = [:]

    /// Records `element` as `name`; the line of the earlier definition if there is one.
    mutating func firstLine(of element: XMLElementNode, name: String) -> Int? {
      let space = element.name == "item" ? "string" : element.name
      let id = space + "\u{0}" + name
      if let line = lines[id] { return line }
      lines[id] = element.line
      return nil
    }
  }

  private static func readResource(
    _ element: XMLElementNode, locale: String, comment: String?, path: String,
    definitions: inout ResourceDefinitions, into result: inout LocalizationReadResult
  ) {
    let isStringItem = element.name == "item" && element.attributes["type"]?.lowercased() == "string"
    guard ["string", "plurals", "string-array"].contains(element.name) || isStringItem else { return }
    if element.attributes["translatable"]?.lowercased() == "false" { return }
    let isFormatted = element.attributes["formatted"]?.lowercased() != "false"
    guard let name = element.attributes["name"] else {
      result.diagnostics.append(
        LocalizationDiagnostic(
          kind: .syntaxError, severity: .warning, at: element.location(in: path),
          message: "<\(element.name)> without a name; skipped"))
      return
    }
    if let first = definitions.firstLine(of: element, name: name) {
      // aapt2 refuses a resource defined twice ("duplicate value for resource"); the first is
      // kept here, so the file's other strings are still checked.
      result.diagnostics.append(
        LocalizationDiagnostic(
          kind: .duplicateKey, severity: .warning, at: element.location(in: path),
          message:
            "<\(element.name) name=\"\(TerminalText.escaped(name))\"> is defined twice, at lines \(first) and "
            + "\(element.line); the first is kept (aapt2 refuses duplicate resources)"))
      return
    }
    func append(_ node: XMLElementNode, variant: StringVariant) {
      var decoder = AndroidTextDecoder()
      let value = decoder.decode(node.textContent)
      for problem in decoder.problems {
        let shownName = TerminalText.escaped(name)
        let (kind, message): (LocalizationDiagnostic.Kind, String)
        switch problem {
        case .unknownEscape(let escape):
          (kind, message) = (
            .invalidEscape,
            "unknown escape '\\\(TerminalText.escaped(String(escape)))' in \"\(shownName)\"; kept without the backslash"
          )
        case .incompleteUnicodeEscape(let written):
          (kind, message) = (
            .invalidEscape,
            "incomplete \\u escape '\(TerminalText.escaped(written))' in \"\(shownName)\" (four hex digits are "
              + "needed); replaced by U+FFFD"
          )
        case .loneSurrogateEscape(let written):
          (kind, message) = (
            .invalidEncoding,
            "invalid \\u escape '\(written)' in \"\(shownName)\": a lone surrogate, not a character; "
              + "replaced by U+FFFD"
          )
        case .unbalancedQuote:
          (kind, message) = (
            .syntaxError,
            "unbalanced '\"' in \"\(shownName)\": the quoted section it opens never closes; write \\\" for "
              + "a literal quote"
          )
        }
        result.diagnostics.append(
          LocalizationDiagnostic(
            kind: kind, severity: .warning, at: node.location(in: path), message: message))
      }
      var string = LocalizedString(
        key: name, locale: locale, value: value, variant: variant, location: node.location(in: path),
        comment: comment, format: .android)
      string.isFormatted = isFormatted
      result.strings.append(string)
    }
    switch element.name {
    case "string", "item":
      append(element, variant: .base)
    case "plurals":
      let items = element.elements.filter { $0.name == "item" }
      for item in items {
        guard let quantity = item.attributes["quantity"] else {
          result.diagnostics.append(
            LocalizationDiagnostic(
              kind: .syntaxError, severity: .warning, at: item.location(in: path),
              message: "<item> in plurals \"\(name)\" has no quantity; skipped"))
          continue
        }
        guard pluralQuantities.contains(quantity) else {
          result.diagnostics.append(
            LocalizationDiagnostic(
              kind: .syntaxError, severity: .warning, at: item.location(in: path),
              message:
                "<item quantity=\"\(TerminalText.escaped(quantity))\"> in plurals \"\(TerminalText.escaped(name))\" "
                + "is not a plural quantity (zero, one, two, few, many, other); skipped"))
          continue
        }
        append(item, variant: StringVariant([.plural(quantity)]))
      }
    default:
      let items = element.elements.filter { $0.name == "item" }
      for (index, item) in items.enumerated() {
        append(item, variant: StringVariant([.arrayItem(index)]))
      }
    }
  }
}
