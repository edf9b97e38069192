import Foundation
import TypeFitInput

/// Reads Android string resources (`res/values*/strings.xml`).
///
/// `<string>` gives one string, `<plurals>` one per `<item quantity>` (`plural.one`),
/// `<string-array>` one per `<item>` (`item.0`, `item.1`…), `<item type="string">` one string.
/// Resources marked `translatable="false"` (any case) are read for the references to them and
/// not checked, counted in a note per file; `formatted="false"` ones are
/// measured with their `%` signs as written (``LocalizedString/isFormatted``). Of a resource's
/// `product` variants, the default product's (no `product`, or `product="default"`) is read:
/// it is the one `aapt2 link` keeps unless the app is built with `--product`; the others
/// (`product="tablet"`) are skipped, with one warning per file that counts them. Other resource
/// types (`<integer-array>`, `<item type="dimen">`) are not text and are skipped. Text is resolved by `AndroidTextDecoder`: escapes,
/// quotes, whitespace; inline markup such as `<b>` or `<xliff:g>` contributes its text and the
/// tags are dropped; CDATA is read as text. The XML comment just before a resource becomes its
/// comment. A `<string>` whose whole value is `@string/name` shows the string it names: it is
/// resolved within the file (`AndroidResourceReference`). The locale comes from the folder: `values-de` → `de`, `values-pt-rBR` → `pt-BR`,
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
    gather(data, path: path, options: options).readResult
  }

  /// Reads as ``read(_:path:options:)`` does, the diagnostics limited as they are found; with
  /// `index`, an `@string/name` this file does not define is looked up in the other files of
  /// the run the app resolves it from (`AndroidResourceIndex`).
  static func gather(
    _ data: Data, path: String, options: LocalizationReadOptions, index: AndroidResourceIndex? = nil
  ) -> XMLReadResult {
    var file = parse(data, path: path, options: options)
    resolve(file.references, path: path, resources: index, in: &file.result)
    if !file.untranslatable.isEmpty {
      // Read for the references to them (`@string/app_name`), not checked: counted in a note.
      file.result.strings = file.result.strings.enumerated().filter {
        !file.untranslatable.contains($0.offset)
      }
      .map(\.element)
      file.result.diagnostics.append(untranslatableNote(count: file.untranslatable.count, path: path))
    }
    if let note = file.productsNote { file.result.diagnostics.append(note) }
    return file.result
  }

  /// The base strings of a file by name, each as written: its text, or the `@string/`
  /// reference it is (followed by the reader of the file that asked, from that file's
  /// configuration, as Android resolves a reference in the configuration of the string shown);
  /// for `AndroidResourceIndex`. The first definition of a name wins; names are compared by
  /// bytes.
  static func definitions(
    in bytes: [UInt8], path: String, options: LocalizationReadOptions
  ) -> [ExactText: AndroidResourceIndex.Definition]? {
    let file = parse(Data(bytes), path: path, options: options)
    // Refused whole (`<!ENTITY`, not well-formed): its own read reports why.
    if file.result.strings.isEmpty, file.result.diagnostics.kept.contains(where: { $0.severity == .error }) {
      return nil
    }
    let referenceAt = Dictionary(
      file.references.map { ($0.index, $0.reference) }, uniquingKeysWith: { first, _ in first })
    var found: [ExactText: AndroidResourceIndex.Definition] = [:]
    for (offset, string) in file.result.strings.enumerated()
    where string.variant.isBase && found[ExactText(string.key)] == nil {
      found[ExactText(string.key)] = AndroidResourceIndex.Definition(
        value: string.value, reference: referenceAt[offset])
    }
    return found
  }

  /// One file read, its references not yet followed.
  private struct ParsedFile {
    var result: XMLReadResult
    /// The strings (by index into `result.strings`) whose value is an `@string/` reference.
    var references: [(index: Int, reference: AndroidResourceReference)] = []
    /// The note counting resources of other products, which comes after the references' warnings.
    var productsNote: LocalizationDiagnostic?
    /// The strings (indices into `result.strings`) of resources marked `translatable="false"`:
    /// read so that references to them resolve, not checked.
    var untranslatable = IndexSet()
  }

  /// The note for the `count` strings of `translatable="false"` resources of the file at `path`
  /// (thirty-second attack A32-3: they were left out without a word, so marking the one string
  /// that truncates hid it; and a reference to one, `@string/app_name`, was "defined by no
  /// strings file" and measured as written).
  static func untranslatableNote(count: Int, path: String) -> LocalizationDiagnostic {
    LocalizationDiagnostic(
      kind: .unsupportedContent, severity: .note, file: path,
      message:
        "\(count == 1 ? "1 string" : "\(count) strings") of resources marked translatable=\"false\" not checked: "
        + "TypeFit checks the strings translators localize; references to them are resolved")
  }

  /// Reads a file's resources, leaving `@string/` references as written.
  private static func parse(_ data: Data, path: String, options: LocalizationReadOptions) -> ParsedFile {
    let document = XMLTreeBuilder.parseDocument(
      data, path: path, rootName: "resources", options: options, leavesOutDeepElements: true)
    var result = document.result
    guard let root = document.root else { return ParsedFile(result: result) }
    let folders = BytePath.names(of: path)
    let folder = folders.count >= 2 ? folders[folders.count - 2] : ""
    let locale =
      AndroidResourceQualifiers.isValuesFolder(folder)
      ? AndroidResourceQualifiers.locale(folder: folder, defaultLocale: options.androidDefaultLocale)
      : options.androidDefaultLocale
    if AndroidResourceQualifiers.isValuesFolder(folder),
      let problem = AndroidResourceQualifiers.regionProblem(folder: folder)
        ?? AndroidResourceQualifiers.qualifierProblem(
          folder: folder, defaultLocale: options.androidDefaultLocale)
    {
      result.diagnostics.append(
        LocalizationDiagnostic(
          kind: .invalidLanguageTag, severity: .warning, file: path, line: 1,
          message: TerminalText.escaped(problem)))
    }
    var lastComment: String?
    var definitions = ResourceDefinitions()
    var references: [(index: Int, reference: AndroidResourceReference)] = []
    var otherProducts = OtherProducts()
    var untranslatable = IndexSet()
    for child in root.children {
      switch child {
      case .comment(let text, _):
        lastComment = text.trimmingEndWhiteSpace()
        continue
      case .text(let text):
        if !text.allSatisfy(\.isWhitespace) { lastComment = nil }
        continue
      case .element(let element):
        // A `<resources>` inside the root is no resource aapt2 reads: its strings were dropped
        // without a word (the fifty-first attack's A51-9).
        if element.name == "resources" {
          result.diagnostics.append(
            LocalizationDiagnostic(
              kind: .unsupportedContent, severity: .warning, at: element.location(in: path),
              message:
                "<resources> inside <resources> is not read (aapt2 reads the resources of the root only)"))
          continue
        }
        if let product = element.attributes["product"], !isDefaultProduct(product),
          isStringResource(element)
        {
          otherProducts.add(product, line: element.line, column: element.column)
        } else {
          let first = result.strings.count
          readResource(
            element, locale: locale, comment: lastComment, path: path, definitions: &definitions,
            references: &references, into: &result)
          if element.attributes["translatable"]?.lowercased() == "false" {
            untranslatable.insert(integersIn: first..<result.strings.count)
          }
        }
        lastComment = nil
      }
    }
    return ParsedFile(
      result: result, references: references, productsNote: otherProducts.warning(path: path),
      untranslatable: untranslatable)
  }

  /// Whether a `product` attribute names the default product: `default`, or empty (as no
  /// attribute). `aapt2 link` keeps these values unless `--product` selects another (AOSP
  /// `frameworks/base/tools/aapt2/process/ProductFilter.cpp`, `SelectProductToKeep`; the
  /// `--product` link option in https://developer.android.com/tools/aapt2).
  static func isDefaultProduct(_ product: String) -> Bool {
    product.isEmpty || product == "default"
  }

  /// Whether `element` is a resource this reader reads text from.
  private static func isStringResource(_ element: XMLElementNode) -> Bool {
    ["string", "plurals", "string-array"].contains(element.name)
      || (element.name == "item" && element.attributes["type"]?.lowercased() == "string")
  }

  /// The resources of a file skipped because they belong to a product other than the default
  /// (`product="tablet"`), counted for one warning at the first of them.
  private struct OtherProducts {
    var count = 0
    var first: (line: Int, column: Int)?
    var names = Set<String>()

    mutating func add(_ product: String, line: Int, column: Int) {
      count += 1
      if first == nil { first = (line, column) }
      if names.count < 8 { names.insert(product) }
    }

    func warning(path: String) -> LocalizationDiagnostic? {
      guard let first else { return nil }
      let products = names.sorted().map { "product=\"\(TerminalText.escaped(TextExcerpt.key($0)))\"" }.joined(
        separator: ", ")
      let resources = count == 1 ? "1 resource" : "\(count) resources"
      // Another product's strings are left out by design: a note, not a warning (fresh24 F24-5).
      return LocalizationDiagnostic(
        kind: .unsupportedContent, severity: .note, file: path, line: first.line, column: first.column,
        message:
          "\(resources) for other products (\(products)) not checked: TypeFit checks the default product's "
          + "strings (no product, or product=\"default\"), which aapt2 keeps unless the app is built with --product"
      )
    }
  }

  /// Replaces each `@string/name` value by the text of the string it names in the same file,
  /// or, with `index`, in the other files the app resolves it from, following chains; a
  /// reference that cannot be resolved is measured as written with a warning at its line: a
  /// platform string, a theme attribute or another resource type, a name no file searched
  /// defines, or a cycle.
  ///
  /// Each step is looked up from this file (its own strings, then the index from its path), the
  /// steps written in other folders too: Android resolves a reference in the configuration of
  /// the string shown, so `y` → `@string/z` in `values` shows `values-de`'s `z` on a German
  /// device. Every name followed counts towards
  /// ``AndroidResourceReference/maximumChainLength`` and a cycle is named whole, wherever its
  /// names are defined (thirtieth attack A30-3: `x → y → y` for `y ↔ z` in another folder;
  /// A30-4: the limit was applied per folder).
  private static func resolve(
    _ references: [(index: Int, reference: AndroidResourceReference)], path: String,
    resources: AndroidResourceIndex?, in result: inout XMLReadResult
  ) {
    guard !references.isEmpty else { return }
    // By bytes: `@string/café` in NFC names only the NFC resource.
    var byName: [ExactText: Int] = [:]
    for (index, string) in result.strings.enumerated() where string.variant.isBase {
      if byName[ExactText(string.key)] == nil { byName[ExactText(string.key)] = index }
    }
    let referenceAt = Dictionary(
      references.map { ($0.index, $0.reference) }, uniquingKeysWith: { first, _ in first })
    // What the index gives for each name asked, looked up once: every step is asked from this
    // file's path, so the answer is the same for every chain through the name.
    var fromIndex: [ExactText: AndroidResourceIndex.Definition?] = [:]
    func definition(of name: ExactText) -> AndroidResourceIndex.Definition? {
      guard let resources else { return nil }
      if let known = fromIndex[name] { return known }
      let found = resources.definition(of: name.text, from: path)
      fromIndex[name] = .some(found)
      return found
    }
    var taken = 0
    var beyondLimit: (count: Int, first: SourceLocation?) = (0, nil)
    for (index, reference) in references {
      let string = result.strings[index]
      // A plural or array item is named with its variant: `"files" [plural.other]`.
      let shown =
        "\"\(TerminalText.escaped(string.key))\"" + (string.variant.isBase ? "" : " [\(string.variant)]")
      func warn(_ message: String, severity: LocalizationDiagnostic.Severity = .warning) {
        result.diagnostics.append(
          LocalizationDiagnostic(
            kind: .unsupportedContent, severity: severity, at: string.location, message: message))
      }
      // The names followed, in `R.string`'s name space: a plural or an array is in its own
      // (`<plurals name="a">` → `@string/a` is no cycle).
      var chain = string.variant.isBase ? [string.key] : []
      var inChain = Set(chain.map(ExactText.init))
      var current = reference
      var resolved: String?
      while resolved == nil {
        switch current {
        case .platformString(let written):
          warn(
            "\(shown) is \(TerminalText.escaped(written)), an Android platform string whose text is not in the app; "
              + "measured as written",
            // Nothing the app can change: information, not a warning (fresh24 F24-5).
            severity: .note)
        case .notText(let written):
          warn(
            "\(shown) is \(TerminalText.escaped(written)), a reference that is not a string; measured as written"
          )
        case .string(let name):
          let id = ExactText(name)
          if inChain.contains(id) {
            // The string is in the cycle only when the cycle closes at it (thirty-second attack
            // A32-8: `x → a → b → a` said `x` is in it).
            let isInCycle = string.variant.isBase && chain.first.map { ExactText.sameBytes($0, name) } == true
            warn(
              "\(shown) \(isInCycle ? "is in" : "leads into") a reference cycle ("
                + (chain + [name]).map { TerminalText.escaped($0) }.joined(separator: " → ")
                + "); measured as written")
            break
          }
          guard chain.count <= AndroidResourceReference.maximumChainLength else {
            warn(
              "\(shown) starts a chain of more than \(AndroidResourceReference.maximumChainLength) references; "
                + "measured as written")
            break
          }
          guard let target = byName[id] else {
            // Another file of the run the app resolves the name from (its folder, then the
            // language's and the default `values`).
            if let definition = definition(of: id) {
              chain.append(name)
              inChain.insert(id)
              if let next = definition.reference {
                current = next
                continue
              }
              resolved = definition.value
              break
            }
            if let resources {
              // At most four folders named: a configuration may have a folder for each file of
              // the run (names that differ only in case), and each such file's message named
              // them all (A79-4: a message of 2,000 names per file). Only the names shown are
              // listed and escaped, the rest counted (A81-1, A81-2: every folder and every
              // unread file of the run, for each missing reference).
              let searched = resources.searchedFolders(from: path, first: 4)
              let shownFolders = searched.count > 4 ? searched.first.prefix(3) : searched.first[...]
              var folders = shownFolders.map { TerminalText.escaped(BytePath.lastName(of: $0)) }
              if searched.count > shownFolders.count {
                folders.append("\(searched.count - shownFolders.count) more folders")
              }
              let unread = resources.unreadFiles(searchedFrom: path, first: 3)
              var notRead = ""
              if unread.count > 0 {
                let more = unread.count > 3 ? " and \(unread.count - 3) more" : ""
                let verb = unread.count == 1 ? "was" : "were"
                let whose = unread.count == 1 ? "its" : "their"
                notRead =
                  "; \(unread.first.map { TerminalText.escaped($0) }.joined(separator: ", "))\(more), which might, "
                  + "\(verb) not read (see \(whose) own diagnostics)"
              }
              warn(
                "\(shown) refers to @string/\(TerminalText.escaped(name)), which no strings file of "
                  + "\(folders.joined(separator: " or ")) defines\(notRead); measured as written")
            } else {
              warn(
                "\(shown) refers to @string/\(TerminalText.escaped(name)), which this file does not define; "
                  + "measured as written (references are resolved within one file)")
            }
            break
          }
          chain.append(name)
          inChain.insert(id)
          if let next = referenceAt[target] {
            current = next
            continue
          }
          resolved = result.strings[target].value
        }
        break
      }
      guard let resolved else { continue }
      // The texts a file takes through references are bounded together (thirty-fifth attack
      // A35-4: 25,000 references to one 50 KB string made 1.2 GB of text to weigh from a 1 MB
      // file, 122 s of CPU in a debug build before the layout cap refused the run).
      let bytes = resolved.utf8.count
      guard bytes <= maximumReferencedTextBytes - taken, resources?.take(referencedText: bytes) ?? true else {
        if beyondLimit.count == 0 { beyondLimit.first = string.location }
        beyondLimit.count += 1
        continue
      }
      taken += bytes
      result.strings[index].value = resolved
    }
    if let first = beyondLimit.first {
      let references = beyondLimit.count == 1 ? "1 reference" : "\(beyondLimit.count) references"
      result.diagnostics.append(
        LocalizationDiagnostic(
          kind: .unsupportedContent, severity: .warning, at: first,
          message:
            "\(references) from here on would take the file past \(maximumReferencedTextBytes) bytes, or the "
            + "run's files past \(AndroidResourceIndex.maximumReferencedTextBytes), of text taken through "
            + "@string/ references; measured as written"))
    }
  }

  /// The most bytes of text one file's `@string/` references take from the strings they name,
  /// together: 1 MiB, a thousand times what an app's references (its name, a product term)
  /// take.
  static let maximumReferencedTextBytes = 1 << 20

  /// The plural quantities `<item quantity>` may name ("Quantity strings (plurals)",
  /// <https://developer.android.com/guide/topics/resources/string-resource#Plurals>).
  static let pluralQuantities = Set(PluralCategory.ordered)

  /// The line of each resource read so far, by its type and name: `<string>` and
  /// `<item type="string">` share one name space (`R.string`), `<plurals>` and `<string-array>`
  /// each have their own (`R.plurals`, `R.array`). Names are compared by bytes: `café` in NFC
  /// and in NFD are two names.
  private struct ResourceDefinitions {
    var lines: [ExactText: Int] = [:]

    /// Records `element` as `name`; the line of the earlier definition if there is one.
    mutating func firstLine(of element: XMLElementNode, name: String) -> Int? {
      let space = element.name == "item" ? "string" : element.name
      let id = ExactText(space + "\u{0}" + name)
      if let line = lines[id] { return line }
      lines[id] = element.line
      return nil
    }
  }

  private static func readResource(
    _ element: XMLElementNode, locale: String, comment: String?, path: String,
    definitions: inout ResourceDefinitions,
    references: inout [(index: Int, reference: AndroidResourceReference)],
    into result: inout XMLReadResult
  ) {
    // A resource with an element left out for its depth is not read (its text would lack it).
    guard isStringResource(element), !element.holdsCut else { return }
    let isFormatted = element.attributes["formatted"]?.lowercased() != "false"
    guard let name = element.attributes["name"], !name.isEmpty else {
      // An empty name is no name: aapt2 refuses it (A51-9: checked as the key '').
      result.diagnostics.append(
        LocalizationDiagnostic(
          kind: .syntaxError, severity: .warning, at: element.location(in: path),
          message: "<\(element.name)> without a name; skipped"))
      return
    }
    if let first = definitions.firstLine(of: element, name: name) {
      // Only default-product values get here (the others are skipped before), so two of one
      // name are two defaults: aapt2 refuses them ("duplicate value for resource", or "multiple
      // default products defined" when one says product="default"). The first is kept here, so
      // the file's other strings are still checked.
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
      // A plural or array item that is a reference shows the string it names, as a `<string>`
      // does: aapt2 parses each item as a value of type string, which may be a reference
      // (`ResourceParser::ParsePlural` and `ParseArrayImpl` call `ParseXml` with `TYPE_STRING`,
      // AOSP `frameworks/base/tools/aapt2/ResourceParser.cpp`; A29-7: measured as written).
      if let reference = AndroidResourceReference(rawValue: node.textContent) {
        references.append((result.strings.count, reference))
      }
      result.strings.append(string)
    }
    switch element.name {
    case "string", "item":
      append(element, variant: .base)
    case "plurals":
      let items = element.elements.filter { $0.name == "item" }
      // The line of each quantity given so far: aapt2 refuses a second item of one quantity
      // ("duplicate quantity", `ResourceParser::ParsePlural` in AOSP's tools/aapt2), so no app
      // shows either; the first is kept, as for a resource defined twice (A25-5: both were checked).
      var quantityLines: [String: Int] = [:]
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
              message: PluralCategory.notACategory(
                "<item quantity=\"\(TerminalText.escaped(quantity))\"> in plurals \"\(TerminalText.escaped(name))\""
              )))
          continue
        }
        if let first = quantityLines[quantity] {
          result.diagnostics.append(
            LocalizationDiagnostic(
              kind: .duplicateKey, severity: .warning, at: item.location(in: path),
              message:
                "<item quantity=\"\(quantity)\"> in plurals \"\(TerminalText.escaped(name))\" is given twice, at "
                + "lines \(first) and \(item.line); the first is kept (aapt2 refuses a duplicate quantity)"))
          continue
        }
        quantityLines[quantity] = item.line
        append(item, variant: StringVariant([.plural(quantity)]))
      }
    default:
      let items = element.elements.filter { $0.name == "item" }
      for (index, item) in items.enumerated() {
        append(item, variant: StringVariant([.arrayItem(index)]))
      }
      // An array holds `<item>`s only (aapt2's `ParseArrayImpl`); a `<string>` in it was
      // dropped without a word (A51-9).
      if let other = element.elements.first(where: { $0.name != "item" }) {
        result.diagnostics.append(
          LocalizationDiagnostic(
            kind: .unsupportedContent, severity: .warning, at: other.location(in: path),
            message:
              "<\(TerminalText.escaped(other.name))> in string-array \"\(TerminalText.escaped(name))\" is not an "
              + "<item>; not read (an array holds items only)"))
      }
    }
  }
}
