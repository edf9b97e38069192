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
    for child in root.children {
      switch child {
      case .comment(let text):
        lastComment = text.trimmingCharacters(in: .whitespacesAndNewlines)
        continue
      case .text(let text):
        if !text.allSatisfy(\.isWhitespace) { lastComment = nil }
        continue
      case .element(let element):
        readResource(element, locale: locale, comment: lastComment, path: path, into: &result)
        lastComment = nil
      }
    }
    return result
  }

  private static func readResource(
    _ element: XMLElementNode, locale: String, comment: String?, path: String,
    into result: inout LocalizationReadResult
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
    func append(_ node: XMLElementNode, variant: StringVariant) {
      var decoder = AndroidTextDecoder()
      let value = decoder.decode(node.textContent)
      for escape in decoder.unknownEscapes {
        result.diagnostics.append(
          LocalizationDiagnostic(
            kind: .invalidEscape, severity: .warning, at: node.location(in: path),
            message: "unknown escape '\\\(escape)' in \"\(name)\"; kept without the backslash"))
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
