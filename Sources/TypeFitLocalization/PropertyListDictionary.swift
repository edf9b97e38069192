import Foundation

/// Reads the `<key>`/value pairs of an XML property list `<dict>` element.
///
/// A key written twice in one `<dict>` keeps its last value: Foundation's property list parser
/// sets each pair into the dictionary as it reads it, so a later pair replaces an earlier one
/// (`parseDictTag` in swift-corelibs-foundation's `CoreFoundation/Parsing.subproj/CFPropertyList.c`
/// calls `CFDictionarySetValue` for every pair). The earlier pairs are never shown by the app,
/// so they are not read, and each gets a ``LocalizationDiagnostic/Kind/duplicateKey`` warning.
enum PropertyListDictionary {
  /// Parses a property-list file whose top level is one `<dict>` (a `.stringsdict`, or a strings
  /// table in XML form) and checks its keys. A file CoreFoundation's XML property-list parser
  /// refuses though libxml2 reads it (``PropertyListConformance``) gives an error and no `<dict>`.
  ///
  /// - Returns: The top `<dict>` (nil when the document is unreadable or holds none, with the
  ///   reason in `result`), the result so far with the document's and the keys' diagnostics, and
  ///   the locale named by the file's `.lproj` folder (else the development language).
  static func openTopDictionary(
    _ data: Data, path: String, options: LocalizationReadOptions
  ) -> (top: XMLElementNode?, result: XMLReadResult, locale: String) {
    let document = XMLTreeBuilder.parseDocument(data, path: path, rootName: "plist", options: options)
    var result = document.result
    let locale =
      LocaleTag.fromLprojPath(path, developmentLanguage: options.developmentLanguage)
      ?? options.developmentLanguage
    guard let root = document.root else {
      result.diagnostics = result.diagnostics.map {
        PropertyListConformance.explained($0, text: document.text)
      }
      return (nil, result, locale)
    }
    guard let top = root.firstElement(named: "dict") else {
      result.diagnostics.append(
        LocalizationDiagnostic(
          kind: .unexpectedType, at: root.location(in: path), message: "expected a <dict> inside <plist>"))
      return (nil, result, locale)
    }
    // libxml2 accepts what CoreFoundation's own parser refuses (a comment inside a <string>, an
    // <integer> of letters, an unknown element): the app would get no table from such a file.
    if let refusal = PropertyListConformance.refusal(in: document.text, path: path) {
      result.diagnostics.append(refusal)
      return (nil, result, locale)
    }
    result.diagnostics.append(contentsOf: keyDiagnostics(in: top, path: path))
    return (top, result, locale)
  }

  /// The pairs of `dict` in order, each key once, with its last value, at the place of that
  /// last definition.
  ///
  /// - Complexity: linear in the number of elements in `dict`.
  static func entries(of dict: XMLElementNode) -> [(key: String, value: XMLElementNode)] {
    let all = pairs(of: dict)
    // Keys by code points, as an `NSDictionary` of `NSString` compares them.
    var last: [ExactText: Int] = [:]
    for (index, pair) in all.enumerated() { last[ExactText(pair.key)] = index }
    guard last.count < all.count else { return all.map { ($0.key, $0.value) } }
    return all.enumerated().filter { last[ExactText($0.element.key)] == $0.offset }.map {
      ($0.element.key, $0.element.value)
    }
  }

  /// Every pair of `dict` in order, duplicates included, with the `<key>` element, paired as
  /// CoreFoundation's `parseDictTag` pairs them: a `<key>`, then the next element whatever it is
  /// (another `<key>` too, which it reads as a string). ``PropertyListConformance`` has refused
  /// the file when that leaves a `<key>` without a value or a value where a key belongs; a
  /// `<dict>` built by another reader (XLIFF) is paired the same way, and what is left over is
  /// not read.
  private static func pairs(of dict: XMLElementNode) -> [(
    key: String, keyElement: XMLElementNode, value: XMLElementNode
  )] {
    var pairs: [(key: String, keyElement: XMLElementNode, value: XMLElementNode)] = []
    var pendingKey: XMLElementNode?
    for element in dict.elements {
      if let key = pendingKey {
        pairs.append((key.textContent, key, element))
        pendingKey = nil
      } else if element.name == "key" {
        pendingKey = element
      }
    }
    return pairs
  }

  /// The problems with the keys of `dict`, in document order: a `<key>` read as the value of the
  /// `<key>` before it (a warning), and a key defined again later in the same `<dict>` (a
  /// warning at the earlier definition, naming the line of the last one, which is the one read).
  static func keyDiagnostics(in dict: XMLElementNode, path: String) -> [LocalizationDiagnostic] {
    var diagnostics: [(line: Int, column: Int, diagnostic: LocalizationDiagnostic)] = []
    for pair in pairs(of: dict) where pair.value.name == "key" {
      let key = TerminalText.escaped(pair.key)
      let value = TerminalText.escaped(pair.value.textContent)
      diagnostics.append(
        (
          pair.keyElement.line, pair.keyElement.column,
          LocalizationDiagnostic(
            kind: .unexpectedType, severity: .warning, at: pair.keyElement.location(in: path),
            message:
              "<key>\(key)</key> is followed by another <key> (line \(pair.value.line)), which Foundation reads "
              + "as its value, the string \"\(value)\"; write <string>\(value)</string> if that is meant, or "
              + "give <key>\(key)</key> its value"
          )
        ))
    }
    let all = pairs(of: dict)
    var last: [ExactText: XMLElementNode] = [:]
    for pair in all { last[ExactText(pair.key)] = pair.keyElement }
    if last.count < all.count {
      for pair in all where last[ExactText(pair.key)] !== pair.keyElement {
        let lastLine = last[ExactText(pair.key)]!.line
        diagnostics.append(
          (
            pair.keyElement.line, pair.keyElement.column,
            LocalizationDiagnostic(
              kind: .duplicateKey, severity: .warning, at: pair.keyElement.location(in: path),
              message:
                "key \"\(TerminalText.escaped(pair.key))\" is defined again at line \(lastLine) in this <dict>; "
                + "the last definition is kept, as Foundation reads the property list, and this one is skipped"
            )
          ))
      }
    }
    return diagnostics.sorted { ($0.line, $0.column) < ($1.line, $1.column) }.map(\.diagnostic)
  }

  /// The value element for `key` in `dict` (its last definition), if present.
  static func value(for key: String, in dict: XMLElementNode) -> XMLElementNode? {
    entries(of: dict).last { ExactText.sameBytes($0.key, key) }?.value
  }
}
