import Foundation
import TypeFitInput
import TypeFitLocalization

/// Finds the list rows an app really has in its Swift sources.
///
/// Files are tokenized with ``SwiftLexer``; SwiftGen output is read first so its accessors
/// resolve to keys everywhere; then every file is searched for SwiftUI rows (in `List`, `Form`,
/// `Section`), UIKit rows (`UIListContentConfiguration`, `textLabel`), `ODSListItem`s and the
/// app's own mapped components.
///
/// ```swift
/// let result = RowDiscovery().discover(in: ["App/Settings"])
/// result.rows.first?.title?.reference  // .key("settings.general.display", table: nil)
/// ```
public struct RowDiscovery: Sendable {
  /// The app's own row components (`typefit.json` `rowComponents`).
  public var components: [RowComponentMapping]
  public var walker: SwiftSourceWalker
  /// Asked for each Swift file before any is discovered, smallest first (`refusals(of:identities:by:)`),
  /// with its path and the bytes of the files admitted before it with it (they are all
  /// discovered together), each file counted by ``SourceTokenDensity/chargedBytes(of:)`` (its
  /// size, or 5 bytes a token start when more, as memory grows with the tokens): a sentence
  /// saying why it is not read, which makes it an unreadable file (an
  /// error; the other files are read), or `nil` to read it. The
  /// command-line tool refuses files whose discovery would take more memory than `ulimit -v`
  /// leaves (the sixteenth attack's A16-2: a 1.09 MB file of 20,000 rows ended the process under
  /// 280 MB). `nil` (the default): every file is read.
  public var admitsFiles: (@Sendable (_ path: String, _ bytesSoFar: Int) -> String?)?
  /// The most rows kept from all the files together, or `nil` for no limit; a file whose rows
  /// would take the count past it is not used (its rows and findings left out, an
  /// ``DiscoveryDiagnostic/Kind/unreadableFile`` error naming it), and the files after it are
  /// still read. Each file is bounded (``SwiftLexer/maximumFileSize``), the sum was not: 16
  /// copies of a file of 166,000 rows kept 1.89 GB (the fifteenth attack's A15-9). The default
  /// is `initialMaximumRows`: ``defaultMaximumRows`` unless a test bound a smaller one.
  public var maximumRows: Int? = Self.initialMaximumRows
  /// The cap a new ``RowDiscovery`` starts with: ``defaultMaximumRows``, unless the task
  /// running it bound another (`RowDiscovery.$initialMaximumRows.withValue(2_000) { … }`). The
  /// command-line tests use it to check how `check` and `rows` report a file past the cap with
  /// files of a few thousand rows instead of 210,000 (which cost minutes of a debug build's
  /// CI run); nothing in the tool binds it.
  @TaskLocal package static var initialMaximumRows: Int = defaultMaximumRows
  /// 200,000 rows: about 130 MB of rows found (about 650 bytes a row in A15-9), so a file of
  /// the most rows the attack put in one file (166,000) is used whole; the two corpus apps find
  /// a few hundred (Docs/Reliability.md, fix16b).
  public static let defaultMaximumRows = 200_000

  /// The deepest bracket nesting (`(`, `[` and `{` together) searched for rows: 256 levels.
  ///
  /// Real SwiftUI code nests a few dozen levels; the searches look into nested calls (a row's
  /// label reads the whole view inside it), so unbounded nesting would make the work grow with
  /// the square of the depth. A file nested deeper gets a
  /// ``DiscoveryDiagnostic/Kind/nestingTooDeep`` diagnostic at the first bracket past the limit
  /// and is not searched for rows, as the lexer refuses files over ``SwiftLexer/maximumFileSize``.
  public static let maximumNestingDepth = 256

  public init(components: [RowComponentMapping] = [], walker: SwiftSourceWalker = SwiftSourceWalker()) {
    self.components = components
    self.walker = walker
  }

  /// Walks `paths` (files or folders) and discovers rows in every `.swift` file.
  ///
  /// - Complexity: linear in the total size of the files (nesting is bounded by
  ///   ``maximumNestingDepth``).
  public func discover(in paths: [String]) -> DiscoveryResult {
    let outcome = walker.findFiles(in: paths)
    var diagnostics = outcome.diagnostics
    var sources: [(path: String, bytes: [UInt8])] = []
    let refusals =
      admitsFiles.map { Self.refusals(of: outcome.files, identities: outcome.identities, by: $0) } ?? [:]
    for (index, path) in outcome.files.enumerated() {
      let identity = index < outcome.identities.count ? outcome.identities[index] : nil
      if let refusal = refusals[index] {
        diagnostics.append(
          DiscoveryDiagnostic(
            kind: .unreadableFile, severity: .error, location: SourceLocation(file: path, line: 1),
            message: refusal))
        continue
      }
      guard let bytes = Self.read(path, identity: identity, diagnostics: &diagnostics) else {
        continue
      }
      sources.append((path, bytes))
    }
    var result = discover(sources: sources)
    result.diagnostics = diagnostics + result.diagnostics
    return result
  }

  /// Which of `files` `admits` refuses, by their index: asked smallest file first (by the bytes
  /// it counts for, ``SourceTokenDensity``; in file order among equal sizes), each with
  /// the bytes of the files admitted before it, so when not every file fits the largest are left
  /// out and the many small hand-written files beside one large generated file are read (the
  /// nineteenth attack's A19-7: a 1.4 MB generated file named first took the budget, and the
  /// app's own 98 KB file was refused).
  static func refusals(
    of files: [String], identities: [FileSystemPath.Identity?],
    by admits: (_ path: String, _ bytesSoFar: Int) -> String?
  ) -> [Int: String] {
    // Each file as it counts: read (at most `SwiftLexer.maximumFileSize`, with the checks of
    // its real read, which reports any problem) and charged by its tokens when they are dense
    // (`SourceTokenDensity`, A48-1).
    let sizes = files.indices.map { index in
      var ignored: [DiscoveryDiagnostic] = []
      let identity = index < identities.count ? identities[index] : nil
      return Self.read(files[index], identity: identity, diagnostics: &ignored).map(
        SourceTokenDensity.chargedBytes)
        ?? 0
    }
    var refusals: [Int: String] = [:]
    var admittedBytes = 0
    for index in files.indices.sorted(by: { (sizes[$0], $0) < (sizes[$1], $1) }) {
      if let refusal = admits(files[index], admittedBytes + sizes[index]) {
        refusals[index] = refusal
      } else {
        admittedBytes += sizes[index]
      }
    }
    return refusals
  }

  /// Discovers rows in files already in memory.
  public func discover(sources: [(path: String, bytes: [UInt8])]) -> DiscoveryResult {
    var diagnostics: [DiscoveryDiagnostic] = []
    var swiftGen = SwiftGenStrings()
    var accessors = 0
    var lexed: [Int: SwiftLexer.Result] = [:]
    // Files nested deeper than `maximumNestingDepth`: not searched, reported once in file order.
    var tooDeep: [Int: SourceLocation] = [:]
    // SwiftGen's files, whose literals declare keys rather than use them (for `spoken`).
    var generated = Set<Int>()
    for (index, source) in sources.enumerated() where SwiftGenStrings.mightBeGenerated(source.bytes) {
      let tokens = SwiftLexer.tokenize(source.bytes, file: source.path)
      lexed[index] = tokens
      let stream = TokenStream(file: source.path, tokens: ShippedCode.tokens(tokens.tokens))
      if let deep = stream.firstTooDeep {
        tooDeep[index] = stream.location(deep)
        continue
      }
      let added = swiftGen.add(stream)
      if added > 0 { generated.insert(index) }
      accessors += added
    }
    var resolver = StringReferenceResolver(swiftGen: swiftGen)
    let mappings = Dictionary(components.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    // Computed string properties of the app's types, in every file, before rows are read.
    // And the app's cell classes with their labels, for cells that lay out their own labels.
    var members = TypeMemberStrings()
    var cells = CellClassIndex()
    var fonts = FontMemberIndex()
    var modifiers = CustomModifierIndex()
    var wrappers = LocalizedStringWrappers()
    var toggleStyles = AppToggleStyles()
    for (index, source) in sources.enumerated() where tooDeep[index] == nil {
      let declaresStrings = TypeMemberStrings.mightDeclare(source.bytes)
      let declaresCells = CellClassIndex.mightDeclare(source.bytes)
      let declaresFonts = FontMemberIndex.mightDeclare(source.bytes)
      let declaresModifiers = CustomModifierIndex.mightDeclare(source.bytes)
      let declaresWrappers = LocalizedStringWrappers.mightDeclare(source.bytes)
      let declaresToggleStyles = AppToggleStyles.mightDeclare(source.bytes)
      guard
        declaresStrings || declaresCells || declaresFonts || declaresModifiers || declaresWrappers
          || declaresToggleStyles
      else { continue }
      let lexing = lexed[index] ?? SwiftLexer.tokenize(source.bytes, file: source.path)
      let stream = TokenStream(file: source.path, tokens: ShippedCode.tokens(lexing.tokens))
      if let deep = stream.firstTooDeep {
        tooDeep[index] = stream.location(deep)
        continue
      }
      if declaresStrings { members.add(stream, resolver: resolver) }
      if declaresCells { cells.add(stream) }
      if declaresFonts { fonts.add(stream) }
      if declaresModifiers { modifiers.add(stream) }
      if declaresWrappers { wrappers.add(stream) }
      if declaresToggleStyles { toggleStyles.add(stream) }
      if Self.mightContainRows(source.bytes, components: mappings) { lexed[index] = lexing }
    }
    members.shareAlternatives()
    // The app's wrappers of `NSLocalizedString` (A23-18), before any row reads a text.
    resolver.wrappers = wrappers
    resolver.members = members
    // The app's own modifiers (A20-27), each declaration's chain worked out once.
    if !modifiers.isEmpty { modifiers.resolve(paths: sources.map(\.path)) }
    resolver.modifiers = modifiers
    resolver.toggleStyles = toggleStyles
    var rows: [SourceRow] = []
    var findings: [SourceFinding] = []
    // The app's own view types placed directly in a list: their bodies are rows too (TF012–TF014).
    var rowViewNames: [String: Set<String>] = [:]  // view type name → the files placing it in a list
    // Views placed in lists by name and not expanded in the placing file (A21-25).
    var placements: [(user: Int, userTypes: Set<String>, placements: [ListPlacement])] = []
    var prose: [SourceKeyRole] = []
    var appWide = AppWideSizeLimits()
    var spoken = SpokenKeyIndex()
    // The `Picker` option lists of the run, moved into each file's recognizer and back (A59-8).
    var optionLists = PickerOptionLists()
    for (index, source) in sources.enumerated() {
      let lexing = lexed.removeValue(forKey: index) ?? SwiftLexer.tokenize(source.bytes, file: source.path)
      diagnostics += lexing.diagnostics
      let shipped = ShippedCode.tokens(lexing.tokens)
      // Every file's keys, for those only VoiceOver speaks; its spoken places when it may have
      // some and its brackets can be matched.
      // (Its declarations' bodies need the brackets matched, whether or not it speaks.)
      let speaking = tooDeep[index] == nil ? TokenStream(file: source.path, tokens: shipped) : nil
      spoken.add(
        tokens: shipped, stream: speaking?.firstTooDeep == nil ? speaking : nil, path: source.path,
        isGenerated: generated.contains(index), speaks: SpokenContexts.mightContain(source.bytes),
        swiftGen: swiftGen)
      if let deep = tooDeep[index] {
        diagnostics.append(Self.nestingTooDeep(at: deep))
        continue
      }
      let configuresHeights = SourceRuleScanner.configuresRowHeight(source.bytes)
      let setsAppWideLimit = SourceRuleScanner.mightSetAppWideLimit(source.bytes)
      let mightContainRows = Self.mightContainRows(source.bytes, components: mappings)
      let showsProse = ProseTextRecognizer.mightContainProse(source.bytes)
      let usesIntents = AppIntentTextRecognizer.mightContainIntents(source.bytes)
      guard mightContainRows || configuresHeights || setsAppWideLimit || showsProse || usesIntents else {
        continue
      }
      var stream = speaking ?? TokenStream(file: source.path, tokens: shipped)
      stream.fonts = fonts
      if let deep = stream.firstTooDeep {
        tooDeep[index] = stream.location(deep)
        diagnostics.append(Self.nestingTooDeep(at: stream.location(deep)))
        continue
      }
      // Alerts, dialogs and key commands, in any file: their texts are not rows (F23-10, F24-13).
      if showsProse { prose += ProseTextRecognizer(stream: stream, resolver: resolver).recognize() }
      // App Intents' titles and dialogs: shown by Shortcuts and Siri, not in rows (NU44-3).
      if usesIntents { prose += AppIntentTextRecognizer(stream: stream, resolver: resolver).recognize() }
      // An app-wide clamp limits every row's layout, in whichever file it is (A23-8, fix24d).
      if setsAppWideLimit { appWide.add(stream, custom: modifiers) }
      guard mightContainRows || configuresHeights || setsAppWideLimit else { continue }
      var swiftUI = SwiftUIRowRecognizer(stream: stream, resolver: resolver, components: mappings)
      swap(&optionLists, &swiftUI.optionLists)
      var found = LocalizedStringKeyTexts.marked(swiftUI.recognize(), in: stream)
      swap(&optionLists, &swiftUI.optionLists)
      if UIKitRowRecognizer.mightContainRows(source.bytes) {
        found += UIKitRowRecognizer(stream: stream, resolver: resolver, cells: cells).recognize()
      }
      if CellClassIndex.mightDeclare(source.bytes) {
        found += CustomCellRowRecognizer(stream: stream, resolver: resolver, cells: cells).recognize(
          diagnostics: &diagnostics)
        // A cell cast to its class and configured from the view controller (A23-5).
        if CastCellRowRecognizer.mightContainCasts(source.bytes) {
          found += CastCellRowRecognizer(stream: stream, resolver: resolver, cells: cells).recognize()
        }
      }
      // Usually in order already; sorting anyway would copy every row of a large file.
      let inOrder: (SourceRow, SourceRow) -> Bool = {
        ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
      }
      if let maximumRows, found.count > maximumRows - rows.count {
        diagnostics.append(
          DiscoveryDiagnostic(
            kind: .rowsNotUsed, severity: .error, location: SourceLocation(file: source.path, line: 1),
            message: "the \(found.count) rows found in this Swift file with the \(rows.count) kept before it "
              + "pass the \(maximumRows) rows a run keeps from Swift sources; its rows are not used. Check the "
              + "app's own folders, or leave row discovery out (--no-discovery)"))
        continue
      }
      if zip(found, found.dropFirst()).contains(where: { inOrder($1, $0) }) { found.sort(by: inOrder) }
      let scansUIKit =
        configuresHeights || CellClassIndex.mightDeclare(source.bytes)
        || found.contains { !$0.construct.isSwiftUI }
      findings += SourceRuleScanner(
        stream: stream, rows: found, listViews: swiftUI.listViews, scansUIKit: scansUIKit, fonts: fonts,
        modifiers: modifiers, scansAppWide: setsAppWideLimit, cells: cells, toggleStyles: toggleStyles
      ).scan()
      if rows.isEmpty { rows = found } else { rows += found }
      for position in swiftUI.listViews where stream[position].text.first?.isUppercase == true {
        rowViewNames[stream[position].text, default: []].insert(source.path)
      }
      if !swiftUI.placements.isEmpty {
        let types =
          swiftUI.placements.contains(where: \.isMember) ? PlacedListContent.typeNames(in: stream) : []
        placements.append((index, types, swiftUI.placements))
      }
    }
    if !placements.isEmpty {
      var known = Set(
        rows.map { ExactText("\($0.location.file)\u{0}\($0.location.line):\($0.location.column)") })
      let placed = PlacedListContent(
        sources: sources, skipped: Set(tooDeep.keys), resolver: resolver, components: mappings, fonts: fonts
      ).rows(placements: placements, known: &known, optionLists: &optionLists)
      if let maximumRows, placed.rows.count > maximumRows - rows.count {
        diagnostics.append(
          DiscoveryDiagnostic(
            kind: .rowsNotUsed, severity: .error,
            location: SourceLocation(file: sources[placements[0].user].path, line: 1),
            message:
              "the \(placed.rows.count) rows of views placed in lists from other files with the \(rows.count) "
              + "kept before pass the \(maximumRows) rows a run keeps from Swift sources; they are not used"))
      } else if !placed.rows.isEmpty || !placed.findings.isEmpty {
        // In file order, then source order, as the rows of each file are.
        let order = Dictionary(
          sources.enumerated().map { (ExactText($0.element.path), $0.offset) },
          uniquingKeysWith: { first, _ in first })
        rows = (rows + placed.rows).enumerated().sorted {
          (
            order[ExactText($0.element.location.file)] ?? 0, $0.element.location.line,
            $0.element.location.column, $0.offset
          )
            < (
              order[ExactText($1.element.location.file)] ?? 0, $1.element.location.line,
              $1.element.location.column, $1.offset
            )
        }.map(\.element)
        findings += placed.findings
      }
    }
    rows = appWide.applied(to: rows)
    findings += rowViewFindings(
      sources: sources.enumerated().filter { tooDeep[$0.offset] == nil }.map(\.element), names: rowViewNames)
    // In file order, then source order, each place and rule once (a file is read twice when it
    // declares a row view: its NavigationLinks are seen both times).
    // Paths by bytes: `Vü.swift` NFC and NFD are two files, each with its own findings.
    let fileOrder = Dictionary(
      sources.enumerated().map { (ExactText($0.element.path), $0.offset) },
      uniquingKeysWith: { first, _ in first })
    var seenFindings = Set<ExactText>()
    findings = findings.filter {
      seenFindings.insert(ExactText("\($0.location) \($0.ruleID.rawValue)")).inserted
    }
    findings.sort {
      (fileOrder[ExactText($0.location.file)] ?? 0, $0.location.line, $0.location.column)
        < (fileOrder[ExactText($1.location.file)] ?? 0, $1.location.line, $1.location.column)
    }
    return DiscoveryResult(
      rows: rows, findings: findings, diagnostics: diagnostics, filesRead: sources.count,
      swiftGenAccessors: accessors, keyRoles: spoken.roles() + prose)
  }

  /// The accessibility findings (TF012–TF016) in the bodies of the app's own view types that
  /// are placed in lists (``RowViewBodies``), in the files that declare them.
  ///
  /// A name declared by several files is followed, for each file placing it in a list, into the
  /// declaration of that file's module only (``ModuleFolders``): two packages may each declare a
  /// `SettingsRow` (A20-29); a file's own declaration, `private` ones only there, comes first
  /// (A21-4).
  ///
  /// - Complexity: linear in the files and in the uses (``ModuleFolders/Declarers``).
  private func rowViewFindings(sources: [(path: String, bytes: [UInt8])], names: [String: Set<String>])
    -> [SourceFinding]
  {
    guard !names.isEmpty else { return [] }
    let nameSet = Set(names.keys)
    var declarers: [String: [(path: String, filePrivate: Bool)]] = [:]
    var declaredBy: [Int: Set<String>] = [:]
    for (index, source) in sources.enumerated() {
      let declared = RowViewBodies.declared(in: source.bytes, names: nameSet)
      guard !declared.isEmpty else { continue }
      declaredBy[index] = Set(declared.keys)
      for (name, filePrivate) in declared { declarers[name, default: []].append((source.path, filePrivate)) }
    }
    let modules = ModuleFolders(paths: sources.map(\.path))
    var followed = Set<ExactText>()  // "name\u{0}declaring file"
    for (name, files) in declarers {
      let index = modules.declarers(files)
      for user in names[name] ?? [] {
        if let file = index.declaration(usedIn: user) {
          followed.insert(ExactText(name + "\u{0}" + file))
        }
      }
    }
    var findings: [SourceFinding] = []
    for (index, source) in sources.enumerated() {
      guard let declared = declaredBy[index] else { continue }
      let chosen = declared.filter { followed.contains(ExactText($0 + "\u{0}" + source.path)) }
      guard !chosen.isEmpty else { continue }
      let stream = TokenStream(
        file: source.path,
        tokens: ShippedCode.tokens(SwiftLexer.tokenize(source.bytes, file: source.path).tokens))
      // Nested too deep: reported where the file was first read, not searched here either.
      guard stream.firstTooDeep == nil else { continue }
      let roots = RowViewBodies.roots(in: stream, named: chosen)
      guard !roots.isEmpty else { continue }
      findings += SourceRuleScanner(stream: stream, rows: [], listViews: roots, scansUIKit: false).scan()
    }
    return findings
  }

  /// The diagnostic for a file nested deeper than ``maximumNestingDepth``, at its first
  /// bracket past the limit.
  static func nestingTooDeep(at location: SourceLocation) -> DiscoveryDiagnostic {
    DiscoveryDiagnostic(
      kind: .nestingTooDeep, severity: .error, location: location,
      message:
        "brackets nested more than \(maximumNestingDepth) levels deep; this file is not searched for rows")
  }

  /// Whether a file can hold rows at all (a byte search before the patterns run).
  static func mightContainRows(_ bytes: [UInt8], components: [String: RowComponentMapping]) -> Bool {
    for word in ["List", "Form", "Section", "ODSListItem", "UIHostingConfiguration"]
    where bytes.containsSequence(Array(word.utf8)) {
      return true
    }
    if UIKitRowRecognizer.mightContainRows(bytes) || CellClassIndex.mightDeclare(bytes) { return true }
    return components.keys.contains { bytes.containsSequence(Array($0.utf8)) }
  }

  /// Discovers rows in one source text (tests, editors).
  public func discover(source: String, path: String, swiftGen extra: [String] = []) -> DiscoveryResult {
    discover(
      sources: extra.enumerated().map { ("SwiftGen\($0.offset).swift", Array($0.element.utf8)) } + [
        (path, Array(source.utf8))
      ])
  }

  /// A Swift file's bytes, read as localization files are (``InputFile``): only a regular file,
  /// never more than ``SwiftLexer/maximumFileSize`` bytes; else `nil` and a diagnostic saying
  /// why (`a FIFO (named pipe), not a regular file; only regular files are read`). With the
  /// `identity` a walk found the file as, a path that now leads to another file is not read.
  static func read(
    _ path: String, identity: FileSystemPath.Identity? = nil, diagnostics: inout [DiscoveryDiagnostic]
  ) -> [UInt8]? {
    let location = SourceLocation(file: path, line: 1)
    do {
      return try InputFile.read(path, maximumSize: SwiftLexer.maximumFileSize, identity: identity)
    } catch .tooLarge(let size, let limit) {
      let measured = size.map { "file is \($0) bytes" } ?? "file grew while read"
      diagnostics.append(
        DiscoveryDiagnostic(
          kind: .fileTooLarge, severity: .error, location: location,
          message: "\(measured); Swift files over \(limit) bytes are not read"))
    } catch {
      diagnostics.append(
        DiscoveryDiagnostic(
          kind: .unreadableFile, severity: .error, location: location, message: error.description))
    }
    return nil
  }
}
