import Foundation

/// Reads Xcode XLIFF 1.2 (`.xliff` files, including those in `.xcloc/Localized Contents`), and
/// XLIFF 2.x (`<unit>`/`<segment>`, languages from the root's `srcLang`/`trgLang`).
///
/// Nothing is dropped in silence: an unknown `version`, a `<file>` without `<body>`, or
/// `<target>` elements in a `<file>` without `target-language` are diagnostics at their line.
///
/// Each `<trans-unit>` gives a string in the `<file target-language>` from its `<target>`
/// (skipped when absent), and, when ``LocalizationReadOptions/includesXLIFFSource`` is on, one
/// in the `source-language` from its `<source>`. `<note>` texts become the comment, `<file
/// original>` is kept as ``LocalizedString/originalFile``, and `<target state>` is mapped with
/// ``TranslationState/init(xliffState:)``. Xcode's `key|==|plural.one` ids are split into key and
/// variant. Inline elements are read as `XLIFFInlineContent` describes: a placeholder whose
/// `disp`, `equiv`, `equiv-text` or original data is a format specifier becomes it (and is
/// filled like any other), paired codes keep their content, and a placeholder with nothing to
/// stand for it is one warning per unit. In XLIFF 2, an `<ignorable>` between segments is part
/// of both texts; without a `<target>` of its own, its `<source>` stands in the target too.
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
    gather(data, path: path, options: options).readResult
  }

  /// Reads as ``read(_:path:options:)`` does, the diagnostics limited as they are found;
  /// `pluralRules` as for ``StringsDictReader/gather(_:path:options:pluralRules:)``, for the
  /// target side of Xcode's `.stringsdict` units. The targets the state filter leaves out are
  /// counted in one note at the end (``LeftOutStates``).
  static func gather(
    _ data: Data, path: String, options: LocalizationReadOptions, pluralRules: LanguagePluralRules? = nil
  ) -> XMLReadResult {
    var leftOut = LeftOutStates()
    var result = gather(data, path: path, options: options, pluralRules: pluralRules, leftOut: &leftOut)
    if let note = leftOut.note(file: path, options: options) { result.diagnostics.append(note) }
    return result
  }

  private static func gather(
    _ data: Data, path: String, options: LocalizationReadOptions, pluralRules: LanguagePluralRules?,
    leftOut: inout LeftOutStates
  ) -> XMLReadResult {
    let document = XMLTreeBuilder.parseDocument(
      data, path: path, rootName: "xliff", options: options, leavesOutDeepElements: true)
    var result = document.result
    guard let root = document.root else { return result }
    let version = root.attributes["version"] ?? "1.2"
    if version.hasPrefix("2.") {
      readVersion2(root, path: path, options: options, leftOut: &leftOut, into: &result)
      return result
    }
    guard version.hasPrefix("1.") else {
      result.diagnostics.append(
        LocalizationDiagnostic(
          kind: .unsupportedContent, at: root.location(in: path),
          message:
            "XLIFF version '\(TerminalText.escaped(version))' is not read (only 1.x and 2.x); nothing read"))
      return result
    }
    var expansionBudget = ExpansionBudget(fileBytes: data.count)
    for file in root.elements where file.name == "file" {
      let source = LocaleTag.normalized(file.attributes["source-language"] ?? options.developmentLanguage)
      let target = file.attributes["target-language"].map(LocaleTag.normalized)
      let context = FileContext(
        path: path, original: file.attributes["original"], sourceLocale: source, targetLocale: target,
        options: options)
      let bodies = file.elements.filter { $0.name == "body" }
      var unitLines: [ExactText: Int] = [:]
      var stringsDict = XLIFFStringsDictUnits()
      if bodies.isEmpty {
        let stray = file.elements.contains { $0.name == "trans-unit" || $0.name == "group" }
        result.diagnostics.append(
          LocalizationDiagnostic(
            kind: .unsupportedContent, severity: stray ? .warning : .error, at: file.location(in: path),
            message: stray
              ? "<file> has no <body>; its <trans-unit>s were read as if inside one"
              : "<file> has no <body>: no <trans-unit> to read"))
        if stray {
          readUnits(
            in: file, context: context, unitLines: &unitLines, stringsDict: &stringsDict, leftOut: &leftOut,
            into: &result)
        }
      }
      for body in bodies {
        readUnits(
          in: body, context: context, unitLines: &unitLines, stringsDict: &stringsDict, leftOut: &leftOut,
          into: &result)
      }
      if !stringsDict.isEmpty {
        var locales: [XLIFFStringsDictUnits.Side: String] = [.source: source]
        locales[.target] = target
        let read = stringsDict.read(
          path: path, original: context.original, locales: locales, options: options,
          pluralRules: pluralRules, expansionBudget: &expansionBudget)
        result.strings += read.strings.filter { leftOut.admits($0.state, options) }
        result.diagnostics.append(contentsOf: read.diagnostics)
      }
      if target == nil, let first = firstTarget(in: file) {
        result.diagnostics.append(
          LocalizationDiagnostic(
            kind: .unsupportedContent, at: first.location(in: path),
            message: "<file> has no target-language, so its <target> texts cannot be given a locale; not read"
          ))
      }
    }
    return result
  }

  /// The first `<target>` anywhere inside `element`.
  private static func firstTarget(in element: XMLElementNode) -> XMLElementNode? {
    for child in element.elements {
      if child.name == "target" { return child }
      if let found = firstTarget(in: child) { return found }
    }
    return nil
  }

  /// XLIFF 2.x: `<file>` → `<group>`* → `<unit id>` → `<segment>` (`<source>`, `<target>`),
  /// with `<notes><note>` as the comment and the segment's `state` as the review state.
  private static func readVersion2(
    _ root: XMLElementNode, path: String, options: LocalizationReadOptions, leftOut: inout LeftOutStates,
    into result: inout XMLReadResult
  ) {
    let source = LocaleTag.normalized(root.attributes["srcLang"] ?? options.developmentLanguage)
    let target = root.attributes["trgLang"].map(LocaleTag.normalized)
    // The line of each unit id, per <file>: ids are unique within their file.
    var unitLines: [ExactText: Int] = [:]
    func readContainer(_ container: XMLElementNode, original: String?) {
      for element in container.elements {
        if element.name == "file" { unitLines = [:] }
        if element.name == "group" || element.name == "file" {
          readContainer(element, original: element.name == "file" ? element.attributes["original"] : original)
          continue
        }
        guard element.name == "unit", !element.holdsCut else { continue }
        guard let id = element.attributes["id"] else {
          result.diagnostics.append(
            LocalizationDiagnostic(
              kind: .syntaxError, severity: .warning, at: element.location(in: path),
              message: "<unit> without an id; skipped"))
          continue
        }
        guard !isDuplicate(element, id: id, path: path, unitLines: &unitLines, into: &result) else {
          continue
        }
        let (key, components) = XcodeVariantPath.split(element.attributes["name"] ?? id)
        let notes = (element.firstElement(named: "notes")?.elements ?? []).filter { $0.name == "note" }
        let comment = notes.isEmpty ? nil : notes.map(\.textContent).joined(separator: "\n")
        let segments = element.elements.filter { $0.name == "segment" || $0.name == "ignorable" }
        for segment in segments { reportRepeatedTexts(in: segment, unit: id, path: path, into: &result) }
        guard let first = segments.first else { continue }
        let originalData = Self.originalData(of: element)
        var problems = XLIFFInlineProblems()
        /// The unit's text on one side: each segment's and ignorable's `name` element, in order;
        /// for the target, an ignorable without one gives its source (it is not translated).
        func joined(_ name: String) -> (String, XMLElementNode, XLIFFInlineProblems)? {
          guard let head = segments.lazy.compactMap({ $0.firstElement(named: name) }).first else {
            return nil
          }
          var parts = segments.enumerated().compactMap {
            position, part -> (order: Int, node: XMLElementNode)? in
            guard
              let node = part.firstElement(named: name)
                ?? (name == "target" && part.name == "ignorable" ? part.firstElement(named: "source") : nil)
            else { return nil }
            // A target's `order` gives its place among the unit's segments and ignorables in the
            // translation (XLIFF 2.0, "order"); by default, its own place. One that is no whole
            // number (`a`, `1.5`, empty, past `Int`) is no place: 0, which the warning below names
            // (the fifty-first attack's A51-3: it was taken as absent, in silence).
            let order = name == "target" ? node.attributes["order"].map { Int($0) ?? 0 } : nil
            return (order ?? position + 1, node)
          }
          if name == "target", parts.contains(where: { $0.node.attributes["order"] != nil }) {
            let orders = parts.map(\.order)
            if Set(orders).count == orders.count, orders.allSatisfy({ (1...segments.count).contains($0) }) {
              parts.sort { $0.order < $1.order }
            } else if let first = parts.first(where: { $0.node.attributes["order"] != nil }) {
              result.diagnostics.append(
                LocalizationDiagnostic(
                  kind: .syntaxError, severity: .warning, at: first.node.location(in: path),
                  message:
                    "the <target> order values of unit \"\(TerminalText.escaped(key))\" are not distinct places from 1 "
                    + "to \(segments.count); its targets are read in document order"))
            }
          }
          let contents = parts.map {
            XLIFFInlineContent(of: $0.node, version: .v2, originalData: originalData)
          }
          var found = XLIFFInlineProblems()
          for content in contents { found += content.problems }
          return (contents.map(\.text).joined(), head, found)
        }
        func makeString(_ text: String, _ node: XMLElementNode, locale: String, state: TranslationState?)
          -> LocalizedString
        {
          LocalizedString(
            key: key, locale: locale, value: text, variant: StringVariant(components),
            location: node.location(in: path), comment: comment, state: state, format: .xliff,
            originalFile: original)
        }
        if options.includesXLIFFSource, let (text, node, found) = joined("source") {
          var string = makeString(text, node, locale: source, state: nil)
          string.isXLIFFSource = true
          result.strings.append(string)
          problems += found
        }
        if let (text, node, found) = joined("target") {
          guard let target else {
            result.diagnostics.append(
              LocalizationDiagnostic(
                kind: .unsupportedContent, at: node.location(in: path),
                message: "<xliff> has no trgLang, so <target> texts cannot be given a locale; not read"))
            reportInlineProblems(problems, unit: key, path: path, into: &result)
            continue
          }
          let state = Self.state(of: first, version: 2, path: path, options: options, into: &result)
          if leftOut.admits(state, options) {
            result.strings.append(makeString(text, node, locale: target, state: state))
            problems += found
          }
        }
        reportInlineProblems(problems, unit: key, path: path, into: &result)
      }
    }
    readContainer(root, original: nil)
  }

  /// An XLIFF 2 unit's `<originalData>`: each `<data id>`'s text (with its `<cp>` characters).
  private static func originalData(of unit: XMLElementNode) -> [String: String] {
    var data: [String: String] = [:]
    for item in unit.firstElement(named: "originalData")?.elements ?? [] where item.name == "data" {
      guard let id = item.attributes["id"], data[id] == nil else { continue }
      data[id] = XLIFFInlineContent.ownText(of: item)
    }
    return data
  }

  /// A warning at the second `<source>` or `<target>` of a 1.2 `<trans-unit>` or a 2.0
  /// `<segment>` or `<ignorable>`, which XLIFF allows once: the first is read, the others are
  /// not (the fifty-first attack's A51-8: a hand merge's longer second target was never
  /// measured, in silence).
  private static func reportRepeatedTexts(
    in element: XMLElementNode, unit: String, path: String, into result: inout XMLReadResult
  ) {
    for name in ["source", "target"] {
      let repeated = element.elements.filter { $0.name == name }
      guard repeated.count > 1 else { continue }
      result.diagnostics.append(
        LocalizationDiagnostic(
          kind: .syntaxError, severity: .warning, at: repeated[1].location(in: path),
          message:
            "<\(element.name)> of unit \"\(TerminalText.escaped(unit))\" holds \(repeated.count) <\(name)> elements, "
            + "where XLIFF allows one; the first is read, the others are not"))
    }
  }

  /// One warning for a unit's inline codes that stand for nothing known, at the first of them.
  private static func reportInlineProblems(
    _ problems: XLIFFInlineProblems, unit: String, path: String,
    into result: inout XMLReadResult
  ) {
    guard let problem = problems.first else { return }
    let more = problems.count - 1
    result.diagnostics.append(
      LocalizationDiagnostic(
        kind: .unsupportedContent, severity: .warning, at: problem.element.location(in: path),
        message:
          "inline code \(problem.reason); the text of \"\(TerminalText.escaped(unit))\" is measured without it"
          + (more > 0 ? " (and without \(more) more inline code\(more == 1 ? "" : "s") like it)" : "")))
  }

  /// Adds the texts of a unit whose id is a `.stringsdict` path to `stringsDict`, to be read
  /// with the rest of its entry; returns the unit's inline-code problems.
  private static func readStringsDictUnit(
    _ element: XMLElementNode, _ entryPath: XcodeStringsDictPath, comment: String?, context: FileContext,
    into stringsDict: inout XLIFFStringsDictUnits, diagnostics result: inout XMLReadResult
  ) -> XLIFFInlineProblems {
    var problems = XLIFFInlineProblems()
    if context.options.includesXLIFFSource, let source = element.firstElement(named: "source") {
      let content = XLIFFInlineContent(of: source, version: .v1)
      problems += content.problems
      stringsDict.add(
        entryPath, side: .source, text: content.text, textElement: source, unitElement: element, state: nil,
        comment: comment)
    }
    if context.targetLocale != nil, let target = element.firstElement(named: "target") {
      let content = XLIFFInlineContent(of: target, version: .v1)
      problems += content.problems
      stringsDict.add(
        entryPath, side: .target, text: content.text, textElement: target, unitElement: element,
        state: state(of: target, version: 1, path: context.path, options: context.options, into: &result),
        comment: comment)
    }
    return problems
  }

  /// The state of an XLIFF 1.2 `<target>` or 2.0 `<segment>` (`version` 1 or 2), mapped by
  /// ``TranslationState/init(xliffState:)``; one that is no state of that version
  /// (``TranslationState/isXLIFFState(_:version:)``: `bogus`) keeps its text and is warned of at
  /// the element, as the String Catalog reader warns of an unknown state (the eightieth
  /// attack's A80-9: it was kept without a word).
  private static func state(
    of element: XMLElementNode, version: Int, path: String, options: LocalizationReadOptions,
    into result: inout XMLReadResult
  ) -> TranslationState? {
    guard let text = element.attributes["state"] else { return nil }
    let state = TranslationState(xliffState: text)
    if !TranslationState.isXLIFFState(text, version: version) {
      let known =
        version == 1
        ? "XLIFF 1.2 has " + TranslationState.xliff12States.joined(separator: ", ") + ", and x- custom states"
        : "XLIFF 2.0 has " + TranslationState.xliff20States.joined(separator: ", ")
      result.diagnostics.append(
        LocalizationDiagnostic(
          kind: .unexpectedType, severity: .warning, at: element.location(in: path),
          message: TranslationState.unknownStateMessage(text, known: known, checked: options.includes(state)))
      )
    }
    return state
  }

  private struct FileContext {
    var path: String
    var original: String?
    var sourceLocale: String
    var targetLocale: String?
    var options: LocalizationReadOptions
  }

  /// Whether `element` repeats an id already read in this `<file>` (which XLIFF forbids); if so,
  /// a warning naming both lines is added and the first definition is kept. Ids are compared
  /// by bytes: `café` in NFC and in NFD are two ids (and two keys to the app).
  private static func isDuplicate(
    _ element: XMLElementNode, id: String, path: String, unitLines: inout [ExactText: Int],
    into result: inout XMLReadResult
  ) -> Bool {
    guard let first = unitLines[ExactText(id)] else {
      unitLines[ExactText(id)] = element.line
      return false
    }
    result.diagnostics.append(
      LocalizationDiagnostic(
        kind: .duplicateKey, severity: .warning, at: element.location(in: path),
        message:
          "<\(element.name) id=\"\(TerminalText.escaped(id))\"> is defined twice in one <file>, at lines \(first) "
          + "and \(element.line); the first is kept (XLIFF requires ids unique within a file)"))
    return true
  }

  private static func readUnits(
    in container: XMLElementNode, context: FileContext, unitLines: inout [ExactText: Int],
    stringsDict: inout XLIFFStringsDictUnits, leftOut: inout LeftOutStates, into result: inout XMLReadResult
  ) {
    for element in container.elements {
      if element.name == "group" {
        readUnits(
          in: element, context: context, unitLines: &unitLines, stringsDict: &stringsDict, leftOut: &leftOut,
          into: &result)
        continue
      }
      // A unit with an element left out for its depth is not read (its text would lack it).
      guard element.name == "trans-unit", !element.holdsCut else { continue }
      guard let id = element.attributes["id"] else {
        result.diagnostics.append(
          LocalizationDiagnostic(
            kind: .syntaxError, severity: .warning, at: element.location(in: context.path),
            message: "<trans-unit> without an id; skipped"))
        continue
      }
      guard !isDuplicate(element, id: id, path: context.path, unitLines: &unitLines, into: &result) else {
        continue
      }
      reportRepeatedTexts(in: element, unit: id, path: context.path, into: &result)
      let (key, components) = XcodeVariantPath.split(id)
      let notes = element.elements.filter { $0.name == "note" }.map(\.textContent)
      let comment = notes.isEmpty ? nil : notes.joined(separator: "\n")
      var problems = XLIFFInlineProblems()
      switch XcodeStringsDictPath.read(id) {
      case .path(let entryPath):
        let found = readStringsDictUnit(
          element, entryPath, comment: comment, context: context, into: &stringsDict, diagnostics: &result)
        reportInlineProblems(found, unit: entryPath.key, path: context.path, into: &result)
        continue
      case .malformed(let reason):
        result.diagnostics.append(
          LocalizationDiagnostic(
            kind: .unsupportedContent, severity: .warning, at: element.location(in: context.path),
            message:
              "<trans-unit id=\"\(TerminalText.escaped(id))\"> is written like a .stringsdict path but \(reason); "
              + "read as a plain string with that id"))
      case .notAPath:
        break
      }
      func makeString(_ node: XMLElementNode, locale: String, state: TranslationState?) -> LocalizedString {
        let content = XLIFFInlineContent(of: node, version: .v1)
        problems += content.problems
        return LocalizedString(
          key: key, locale: locale, value: content.text, variant: StringVariant(components),
          location: node.location(in: context.path), comment: comment, state: state, format: .xliff,
          originalFile: context.original)
      }
      if context.options.includesXLIFFSource, let source = element.firstElement(named: "source") {
        var string = makeString(source, locale: context.sourceLocale, state: nil)
        string.isXLIFFSource = true
        result.strings.append(string)
      }
      if let targetLocale = context.targetLocale, let target = element.firstElement(named: "target") {
        let state = Self.state(
          of: target, version: 1, path: context.path, options: context.options, into: &result)
        if leftOut.admits(state, context.options) {
          result.strings.append(makeString(target, locale: targetLocale, state: state))
        }
      }
      reportInlineProblems(problems, unit: key, path: context.path, into: &result)
    }
  }
}
