import Foundation

/// Reads Xcode XLIFF 1.2 (`.xliff` files, including those in `.xcloc/Localized Contents`).
///
/// Each `<trans-unit>` gives a string in the `<file target-language>` from its `<target>`
/// (skipped when absent), and, when ``LocalizationReadOptions/includesXLIFFSource`` is on, one
/// in the `source-language` from its `<source>`. `<note>` texts become the comment, `<file
/// original>` is kept as ``LocalizedString/originalFile``, and `<target state>` is mapped with
/// ``TranslationState/init(xliffState:)``. Xcode's `key|==|plural.one` ids are split into key and
/// variant. Inline elements (`<g>`, `<x/>`) contribute their text only.
public enum XLIFFReader {
  /// Reads one XLIFF document from its bytes.
  ///
  /// - Parameters:
  ///   - data: The XML document.
  ///   - path: The path to report.
  ///   - options: State filter, source inclusion, development language (used when a `<file>` has
  ///     no `source-language`) and nesting limit.
  /// - Returns: Strings in document order (source before target for each unit) and diagnostics.
  public static func read(
    _ data: Data, path: String, options: LocalizationReadOptions = LocalizationReadOptions()
  ) -> LocalizationReadResult {
    let document = XMLTreeBuilder.parseDocument(data, path: path, rootName: "xliff", options: options)
    var result = document.result
    guard let root = document.root else { return result }
    for file in root.elements where file.name == "file" {
      let source = LocaleTag.normalized(file.attributes["source-language"] ?? options.developmentLanguage)
      let target = file.attributes["target-language"].map(LocaleTag.normalized)
      let context = FileContext(
        path: path, original: file.attributes["original"], sourceLocale: source, targetLocale: target,
        options: options)
      for body in file.elements where body.name == "body" {
        readUnits(in: body, context: context, into: &result)
      }
    }
    return result
  }

  private struct FileContext {
    var path: String
    var original: String?
    var sourceLocale: String
    var targetLocale: String?
    var options: LocalizationReadOptions
  }

  private static func readUnits(
    in container: XMLElementNode, context: FileContext, into result: inout LocalizationReadResult
  ) {
    for element in container.elements {
      if element.name == "group" {
        readUnits(in: element, context: context, into: &result)
        continue
      }
      guard element.name == "trans-unit" else { continue }
      guard let id = element.attributes["id"] else {
        result.diagnostics.append(
          LocalizationDiagnostic(
            kind: .syntaxError, severity: .warning, at: element.location(in: context.path),
            message: "<trans-unit> without an id; skipped"))
        continue
      }
      let (key, components) = XcodeVariantPath.split(id)
      let notes = element.elements.filter { $0.name == "note" }.map(\.textContent)
      let comment = notes.isEmpty ? nil : notes.joined(separator: "\n")
      func makeString(_ node: XMLElementNode, locale: String, state: TranslationState?) -> LocalizedString {
        LocalizedString(
          key: key, locale: locale, value: node.textContent, variant: StringVariant(components),
          location: node.location(in: context.path), comment: comment, state: state, format: .xliff,
          originalFile: context.original)
      }
      if context.options.includesXLIFFSource, let source = element.firstElement(named: "source") {
        result.strings.append(makeString(source, locale: context.sourceLocale, state: nil))
      }
      if let targetLocale = context.targetLocale, let target = element.firstElement(named: "target") {
        let state = target.attributes["state"].map(TranslationState.init(xliffState:))
        if context.options.includes(state) {
          result.strings.append(makeString(target, locale: targetLocale, state: state))
        }
      }
    }
  }
}
