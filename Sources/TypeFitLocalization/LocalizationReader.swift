import Foundation
import TypeFitInput

/// Reads localization files of every supported format from files and folders.
///
/// The entry point for the batch checker: give it paths, get every string with its file and
/// line, plus every problem. Unreadable input never stops the rest.
///
/// ```swift
/// let result = LocalizationReader().read(paths: ["IceCubesApp/Resources/Localization"])
/// result.strings.count  // 13_369: every locale, plural form and substitution combination
/// result.diagnostics.first?.description
/// // e.g. "App/de.lproj/Localizable.strings:12:5: expected ';' after value, found a string"
/// ```
public struct LocalizationReader: Sendable {
  /// Options passed to every format reader.
  public var options: LocalizationReadOptions
  /// How folders are searched.
  public var walker: LocalizationFileWalker
  /// String Catalogs and `.strings` files larger than this many bytes are refused with
  /// ``LocalizationDiagnostic/Kind/unreadableFile``. Default 256 MiB: they are read one entry at
  /// a time, so a file costs its own size in memory plus a little (a 1,000,000-key, 71 MB
  /// catalog is checked in about 130 MB); the largest real catalogs are a few MB.
  public var maximumFileSize: Int
  /// `.stringsdict`, XLIFF and Android files (and XML property-list `.strings` tables) larger
  /// than this many bytes are refused with ``LocalizationDiagnostic/Kind/unreadableFile``
  /// before they are parsed. Default 10,000,000 bytes: the most libxml2, which Foundation's
  /// `XMLParser` uses, parses without its `XML_PARSE_HUGE` option (`XML_MAX_LOOKUP_LIMIT` in
  /// libxml2's `include/libxml/parserInternals.h`); it stops on larger documents with an
  /// internal error, after minutes and gigabytes for a large one. A larger value is lowered
  /// to that, as the parser would refuse the file anyway.
  public var maximumXMLFileSize: Int
  /// A file read from standard input (`typefit check - --stdin-name NAME`): when `name` is among
  /// the paths given, its strings come from `bytes`, reported under `name`, whose extension (and
  /// `.lproj` or `values-…` folder) give the format and locale. Nothing is read from disk for it.
  public var standardInput: (name: String, bytes: [UInt8])?
  /// Why standard input could not be read (`cannot read standard input: Is a directory`):
  /// the file ``standardInput`` names is then reported as unreadable with this message
  /// (``LocalizationDiagnostic/Kind/unreadableFile``), never read as empty.
  public var standardInputProblem: String?
  /// Asked before a file is read whole, with its path, size in bytes (from `stat`) and format: a
  /// sentence saying why it is not read, which makes the file unreadable
  /// (``LocalizationDiagnostic/Kind/unreadableFile``) while the other files are read; `nil`
  /// reads it. The command-line tool refuses a file that reading whole would take more memory
  /// than `ulimit -v` leaves (the fourteenth attack's A14-10). `nil` (the default): every file
  /// is read.
  public var admitsFile: (@Sendable (_ path: String, _ bytes: Int, _ format: LocalizationFormat) -> String?)?
  /// Asked after an XML file (`.stringsdict`, XLIFF, Android, or a `.strings` table written as
  /// an XML property list) is read and before it is parsed, with its path, size in bytes and
  /// the most start tags it can hold (each `<` opening an element, outside comments and CDATA
  /// sections): a sentence saying why it is not parsed, which makes the file unreadable while
  /// the other files are read; `nil` parses it. An XML file's tree takes memory by its elements, which its size alone does not
  /// tell (the thirty-sixth attack's A36-11: 9.6 MB of empty `<x/>` codes took 630 MB); the
  /// command-line tool refuses a tree that would take more than `ulimit -v` leaves. `nil` (the
  /// default): every file is parsed.
  public var admitsXMLTree: (@Sendable (_ path: String, _ bytes: Int, _ startTags: Int) -> String?)?
  /// Asked once the walk has found the files, with how many it found: a sentence saying why
  /// none is read (the run then reads nothing, with that error), `nil` to read them. The
  /// command-line tool refuses files whose count alone would take more memory than `ulimit -v`
  /// leaves. `nil` (the default): the files are read.
  public var admitsFiles: (@Sendable (_ count: Int) -> String?)?
  /// Asked after a `.strings` table (not an XML one) or a String Catalog is read, with its path,
  /// size in bytes, the size of its text in UTF-8 bytes as the reader holds it (more than its
  /// size when it is not valid UTF-8, each bad byte replaced by U+FFFD, or UTF-16; the
  /// forty-sixth attack's A46-1), and the most entries it can hold (``entryBound(in:format:)``): a sentence
  /// saying why it is not read, which makes the file unreadable; `nil` reads it. What a check
  /// keeps for each entry (its key in the run's tables) is more than a small entry's bytes (the
  /// thirty-seventh attack's A37-7: 4,000,000 entries of 12 bytes, `"1"="b";`, passed the
  /// question by size and ended the process under `ulimit -v 800000`). `nil` (the default):
  /// every file is read.
  public var admitsEntries:
    (@Sendable (_ path: String, _ bytes: Int, _ textBytes: Int, _ entries: Int) -> String?)?
  /// The plural categories of each language, to leave out the plural forms a language never
  /// shows (``LocalizationDiagnostic/Kind/unshownPluralForm``); `nil`, the default, hands out
  /// every form. The command-line tool gives ICU's.
  public var pluralRules: LanguagePluralRules?
  /// How a large String Catalog is read in two halves at once (see ``CatalogHalves``); `nil`,
  /// the default, reads every file on the calling thread.
  public var catalogHalves: CatalogHalves?
  /// The most bytes, in one pass over the files, read again for names of a file already read
  /// under another name (symbolic links to one table from many locale folders or file names):
  /// past it, such a name is an ``LocalizationDiagnostic/Kind/unreadableFile`` error and is not
  /// read. Each file's path without links (or its first name) is read freely. 64 MiB by default
  /// (thirty-fourth attack A34-5: 3,600 names of one 117 KB table took 256 s of CPU in a debug
  /// build).
  public var repeatedReadLimit = 64 << 20

  /// Creates a reader.
  public init(
    options: LocalizationReadOptions = LocalizationReadOptions(),
    walker: LocalizationFileWalker = LocalizationFileWalker(), maximumFileSize: Int = 256 << 20,
    maximumXMLFileSize: Int = 10_000_000
  ) {
    self.options = options
    self.walker = walker
    self.maximumFileSize = maximumFileSize
    self.maximumXMLFileSize = maximumXMLFileSize
  }

  /// Reads every supported file under `paths`.
  ///
  /// - Parameter paths: Files or folders, as the user gave them.
  /// - Returns: Strings ordered by file path, then by position in the file; walker diagnostics
  ///   first, then each file's diagnostics in path order.
  public func read(paths: [String]) -> LocalizationReadResult {
    var result = LocalizationReadResult()
    readEach(paths: paths) { _, fileResult in result.append(fileResult) }
    return result
  }

  /// Reads files one by one, calling `body` after each, so callers can start checking early.
  ///
  /// - Parameters:
  ///   - paths: Files or folders.
  ///   - body: Called first with `nil` and the walker's diagnostics (if there are any), then
  ///     once per file, in path order, with that file's strings and diagnostics.
  public func readEach(
    paths: [String], _ body: (LocalizationFile?, LocalizationReadResult) throws -> Void
  ) rethrows {
    try streamEach(paths: paths) { file, stream in try body(file, stream.readAll()) }
  }

  /// Streams files one by one: `body` pulls each file's strings as it needs them, so strings
  /// can be checked while the file is still being read.
  ///
  /// - Parameters:
  ///   - paths: Files or folders.
  ///   - body: Called first with `nil` and a stream of the walker's diagnostics (if there are
  ///     any), then once per file, in path order, with a stream of that file. Strings `body`
  ///     does not read are skipped. When a table's `.strings` and `.stringsdict` (same folder,
  ///     same name) are both found, the `.strings` pairs whose keys the `.stringsdict` defines
  ///     are skipped with a `duplicateKey` warning each: the app shows the `.stringsdict` entry.
  ///     Likewise for a `.lproj` folder's `.strings` table and a String Catalog of the same
  ///     table in a folder above (`Localizable.xcstrings`, `en.lproj/Localizable.strings`; the
  ///     nearest above the `.lproj` folder), and its `.stringsdict`: the catalog's keys
  ///     are kept (`ShadowingKeys`), and the `.strings` or `.stringsdict` file gets one
  ///     `catalogShadowsStrings` warning naming the catalog and the keys the two share, whatever
  ///     keys that is. Files are paired by their paths taken by name from the working folder
  ///     (`PairingPaths`), so `./App/de.lproj` and `App/Localizable.xcstrings` pair.
  ///     A `Base.lproj` table's keys that the development language's table beside it defines
  ///     (`en.lproj/Localizable.strings` or `.stringsdict`) are left out, with one
  ///     `baseLocalizationCopy` note per file (`BaseLocalizationCopies`). An Android resource
  ///     an earlier file of the same `values-…` folder defines is skipped with a `duplicateKey`
  ///     warning (Android merges the folder's files; `aapt2` refuses the second definition).
  ///     Names of a file reached through links past ``repeatedReadLimit`` are read errors.
  public func streamEach(
    paths: [String], _ body: (LocalizationFile?, inout LocalizedStringStream) throws -> Void
  ) rethrows {
    var found = walker.findFiles(in: paths.filter { $0 != standardInput?.name })
    if let name = standardInput?.name, paths.contains(name) {
      if let format = Self.standardInputFormat(named: name) {
        found.files.append(LocalizationFile(path: name, format: format))
        found.files.sort { $0.path < $1.path }
      } else {
        found.diagnostics.append(
          LocalizationDiagnostic(
            kind: .unreadableFile, file: name,
            message:
              "standard input named \(name): not a localization file name (\(LocalizationFormat.writtenList))"
          ))
      }
    }
    // What the run keeps for each file found is asked about before any is read (the
    // thirty-eighth attack's A38-3: 100,000 tables of one pair ended the process under
    // `ulimit -v 350000` as the run's per-file tables doubled).
    if let admitsFiles, let refusal = admitsFiles(found.files.count) {
      found.diagnostics.append(
        LocalizationDiagnostic(kind: .unreadableFile, file: paths.first ?? "", message: refusal))
      found.files = []
    }
    if !found.diagnostics.isEmpty {
      // The walk's problems are the inputs', not one file's (the fortieth attack's A40-6: 40,000
      // links out of the tree ended "and 39900 more warnings in this file").
      var stream = LocalizedStringStream(
        LocalizationReadResult(diagnostics: found.diagnostics), place: "found searching the inputs")
      try body(nil, &stream)
    }
    // A table's `.stringsdict` sorts after its `.strings` file: it is read first when both are
    // given, so the `.strings` pairs it overrides are skipped, and handed out at its turn.
    // By bytes: `Tâble.strings` NFC and NFD are two tables, each paired only with its own
    // `.stringsdict`. Files are paired by their paths taken by their names from the working
    // folder, however the inputs spell them (``PairingPaths``; A82-8).
    let pairing = PairingPaths()
    let filesByPath = Dictionary(
      found.files.map { (ExactText(pairing.key($0.path)), $0) }, uniquingKeysWith: { first, _ in first })
    var readEarly: [ExactText: LocalizedStringStream] = [:]
    // Android `@string/` references to other files are resolved through the files found.
    let androidFiles = found.files.filter { $0.format == .android && $0.path != standardInput?.name }
    let androidPaths = androidFiles.map(\.path)
    // Read as each file's own read reads it, memory questions and all (A45-2).
    let androidIndex =
      androidPaths.isEmpty
      ? nil
      : AndroidResourceIndex(paths: androidPaths, options: options) { [self] path in
        // `filesByPath` is keyed as pairings compare paths: a relative input's files were never
        // found by the path as written, so every reference to another file was left unresolved
        // and that file said unread (a fresh user's U56-1, after A82-8).
        filesByPath[ExactText(pairing.key(path))].flatMap { try? admittedBytes(of: $0).get() }
      }
    let caseTwins = CaseTwinPaths(
      files: found.files.filter { $0.path != standardInput?.name }, pairing: pairing)
    let baseCopies = BaseLocalizationCopies(
      files: found.files, developmentLanguage: options.developmentLanguage, pairing: pairing)
    let repeatedReads = RepeatedReadBudget(files: found.files, limit: repeatedReadLimit) {
      RepeatedReadBudget.size(of: $0.path, atMost: maximumSize(of: $0.format))
    }
    // The resources of each Android configuration of each `res` folder: `values-de` and
    // `values-b+de` are one (``AndroidResourceQualifiers/configuration(folder:defaultLocale:)``).
    var androidConfigurations: [ExactText: AndroidFolderResources] = [:]
    // Each file's index in the walk's order, by path (``PairingPaths``), for the `.stringsdict`
    // read early.
    let indexByPath = Dictionary(
      found.files.enumerated().map { (ExactText(pairing.key($1.path)), $0) },
      uniquingKeysWith: { first, _ in first })
    var refusalsListed = 0
    // The keys of each String Catalog a `.strings` table's keys were compared with, by path.
    var catalogKeys: [ExactText: [ExactText: Int]] = [:]
    // The String Catalogs among the inputs (``PairingPaths``), for the `.strings` and
    // `.stringsdict` tables they hold too.
    let catalogPaths = Set(
      found.files.filter { $0.format == .xcstrings && $0.path != standardInput?.name }.map {
        ExactText(pairing.key($0.path))
      })
    // The catalogs of a table in another folder of its project, not above it (U56-5).
    let siblingCatalogs = SiblingCatalogs(
      catalogs: catalogPaths.map(\.text), projectFolders: found.projectFolders.map(pairing.key),
      inputs: paths.filter { $0 != standardInput?.name }.map(pairing.key))
    for (index, file) in found.files.enumerated() {
      switch repeatedReads.refusal(at: index, of: file, listedSoFar: refusalsListed) {
      case nil: break
      case .unlisted: continue
      case .listed(let refusal):
        refusalsListed += 1
        var stream = LocalizedStringStream(
          LocalizationReadResult(diagnostics: [
            LocalizationDiagnostic(kind: .unreadableFile, file: file.path, message: refusal)
          ]))
        try body(file, &stream)
        continue
      }
      let pairingKey = pairing.key(file.path)
      var stream =
        readEarly.removeValue(forKey: ExactText(pairingKey)) ?? stream(file: file, androidIndex: androidIndex)
      if let twin = caseTwins.earlierSpelling(of: file.path) { stream.add(twin) }
      let developmentTables = baseCopies.developmentTables(for: file.path)
      if !developmentTables.isEmpty {
        var keys: [ExactText: Int] = [:]
        for (index, table) in developmentTables.enumerated() {
          var copy = unfilteredStream(file: table, androidIndex: nil)
          for key in copy.remainingKeys.keys where keys[key] == nil { keys[key] = index }
        }
        stream.leaveOutBaseCopies(of: file.path, shownFrom: developmentTables.map(\.path), keys: keys)
      }
      if file.format == .android, file.path != standardInput?.name {
        // By the path pairings compare (A82-8): `./res/values-de` and `res/values-de` are one folder.
        let folder = BytePath.folder(of: pairingKey)
        let configuration = AndroidResourceQualifiers.configuration(
          folder: BytePath.lastName(of: folder), defaultLocale: options.androidDefaultLocale)
        let key = ExactText(BytePath.folder(of: folder) + "/" + configuration)
        stream.skipResources(
          definedEarlierIn: &androidConfigurations[key, default: AndroidFolderResources()], file: file.path)
      }
      // A String Catalog of the same table in a folder above the `.lproj` folder (a
      // migration's leftover, A80-5; any folder above, U55-9), for the table's `.strings` and
      // `.stringsdict` files alike (Xcode compiles the catalog into both; A82-5): its keys are
      // read once per catalog, for all of its languages' tables. Asked first, so a key the
      // catalog, the `.strings` and the `.stringsdict` files all define is one of the catalog's
      // shared keys, not a `duplicateKey` warning naming a `.stringsdict` value that is skipped too.
      if file.format == .strings || file.format == .stringsdict,
        let catalogPath = ShadowingKeys.catalogPath(ofTable: pairingKey, catalogs: catalogPaths),
        let catalog = filesByPath[ExactText(catalogPath)],
        let position = indexByPath[ExactText(catalogPath)], !repeatedReads.isRefused(position)
      {
        let keys =
          catalogKeys[ExactText(catalogPath)]
          ?? {
            var copy = unfilteredStream(file: catalog, androidIndex: nil)
            return copy.remainingKeys
          }()
        catalogKeys[ExactText(catalogPath)] = keys
        stream.skipKeys(shownInstead: .stringCatalog(path: catalog.path, keys: keys))
        // Once per pair of files, shared keys or not (U54-3), counting the shared keys (U55-8):
        // the leftover file is read a second time for its keys.
        var own = unfilteredStream(file: file, androidIndex: nil)
        let shared = own.remainingKeys.filter { keys[$0.key] != nil }
          .map { (key: $0.key.text, line: $0.value) }.sorted { ($0.line, $0.key) < ($1.line, $1.key) }
        stream.add(
          ShadowingKeys.catalogTwinWarning(tableFile: file.path, catalogPath: catalog.path, shared: shared))
      } else if file.format == .strings || file.format == .stringsdict,
        let catalogPath = siblingCatalogs.catalog(ofTable: pairingKey),
        let catalog = filesByPath[ExactText(catalogPath)]
      {
        // A catalog of the table in another folder of the same project (a fresh user's U56-5):
        // said, the file still checked whole.
        stream.add(ShadowingKeys.siblingCatalogWarning(tableFile: file.path, catalogPath: catalog.path))
      }
      if file.format == .strings, file.path.hasSuffix(".strings"),
        let dictionary = filesByPath[ExactText(pairingKey + "dict")],
        let position = indexByPath[ExactText(pairingKey + "dict")], !repeatedReads.isRefused(position)
      {
        let early = self.stream(file: dictionary)
        let name = BytePath.lastName(of: dictionary.path)
        stream.skipKeys(shownInstead: .stringsDictionary(file: name, keys: early.keyLines))
        readEarly[ExactText(pairingKey + "dict")] = early
      }
      try body(file, &stream)
    }
  }

  /// Reads one file found by the walker (or named by the caller).
  public func read(file: LocalizationFile) -> LocalizationReadResult {
    var stream = stream(file: file)
    return stream.readAll()
  }

  /// A stream of one file's strings (see ``LocalizedStringStream``): the file's bytes are read
  /// now, its strings as they are asked for.
  public func stream(file: LocalizationFile) -> LocalizedStringStream {
    stream(file: file, androidIndex: nil)
  }

  /// The most bytes read of one file in `format`: ``maximumFileSize`` for string catalogs and
  /// `.strings` tables (a text table is read as a stream), and for the XML formats the smaller of
  /// ``maximumXMLFileSize`` and the XML parser's 10,000,000-byte input limit. A longer file is
  /// refused from the limit + 1 bytes read, from a path and from standard input alike.
  public func maximumSize(of format: LocalizationFormat) -> Int {
    format == .xcstrings || format == .strings
      ? maximumFileSize : min(maximumXMLFileSize, XMLTreeBuilder.parserInputLimit)
  }

  /// The format of standard input named `name` by `--stdin-name`: the format its extension
  /// gives, and Android's for any other `.xml` name; `nil` for a name no reader takes.
  public static func standardInputFormat(named name: String) -> LocalizationFormat? {
    LocalizationFormat(path: name) ?? (name.hasSuffix(".xml") ? .android : nil)
  }

  /// A stream of one file's strings; an Android file resolves `@string/` names it does not
  /// define through `androidIndex`.
  func stream(file: LocalizationFile, androidIndex: AndroidResourceIndex?) -> LocalizedStringStream {
    var stream = unfilteredStream(file: file, androidIndex: androidIndex)
    if let pluralRules { stream.leaveOutUnshownForms(pluralRules) }
    return stream
  }

  /// ``stream(file:androidIndex:)`` with every plural form.
  private func unfilteredStream(file: LocalizationFile, androidIndex: AndroidResourceIndex?)
    -> LocalizedStringStream
  {
    func unreadable(_ message: String) -> LocalizedStringStream {
      LocalizedStringStream(
        LocalizationReadResult(diagnostics: [
          LocalizationDiagnostic(kind: .unreadableFile, file: file.path, message: message)
        ]))
    }
    let limit = maximumSize(of: file.format)
    if let standardInput, file.path == standardInput.name {
      if let standardInputProblem { return unreadable(standardInputProblem) }
      guard standardInput.bytes.count <= limit else {
        return unreadable(
          "standard input is more than the \(limit)-byte limit of one file; not read")
      }
      if let refusal = contentRefusal(standardInput.bytes, file: file) { return unreadable(refusal) }
      return Self.stream(
        standardInput.bytes, path: file.path, format: file.format, options: options,
        androidIndex: androidIndex, halves: catalogHalves, pluralRules: pluralRules)
    }
    switch admittedBytes(of: file) {
    case .failure(let refusal): return unreadable(refusal.message)
    case .success(let bytes):
      return Self.stream(
        bytes, path: file.path, format: file.format, options: options, androidIndex: androidIndex,
        halves: catalogHalves, pluralRules: pluralRules)
    }
  }

  /// Why a file found is not read: the sentence its diagnostic gives.
  struct ReadRefusal: Error {
    let message: String
  }

  /// The bytes of `file` (a path, not standard input), read when the run's questions admit it:
  /// its size against the memory left (``admitsFile``), its size limit (``maximumSize(of:)``),
  /// and its content (``admitsXMLTree``, ``admitsEntries``). Both a file's own read and another
  /// file's `@string/` references to it read it so (the forty-fifth attack's A45-2: a reference
  /// parsed a default `values/` file the run had refused for the memory limit, and the process
  /// ended in a failed allocation).
  func admittedBytes(of file: LocalizationFile) -> Result<[UInt8], ReadRefusal> {
    let limit = maximumSize(of: file.format)
    if let admitsFile {
      var status = stat()
      // A file past the size limit is refused by the read itself, with that reason (the
      // thirty-seventh attack's A37-3: the memory refusal came first, quoting `limit + 1` bytes).
      if stat(file.path, &status) == 0, Int(status.st_size) <= limit,
        let refusal = admitsFile(file.path, Int(status.st_size), file.format)
      {
        return .failure(ReadRefusal(message: refusal))
      }
    }
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(file.path, maximumSize: limit, identity: file.identity)
    } catch {
      return .failure(ReadRefusal(message: error.description))
    }
    let xmlLimit = min(maximumXMLFileSize, XMLTreeBuilder.parserInputLimit)
    if file.format == .strings, bytes.count > xmlLimit, StringsTableForm(bytes) == .xml {
      // An XML strings table is parsed whole, as the other XML formats are.
      return .failure(
        ReadRefusal(
          message: "an XML property list of \(bytes.count) bytes, more than the \(xmlLimit)-byte limit of "
            + "XML files; not read"))
    }
    if let refusal = contentRefusal(bytes, file: file) { return .failure(ReadRefusal(message: refusal)) }
    return .success(bytes)
  }

  /// Why the text `bytes` of `file` is not read, by ``admitsXMLTree`` for XML and
  /// ``admitsEntries`` for the other formats; `nil` without that question.
  private func contentRefusal(_ bytes: [UInt8], file: LocalizationFile) -> String? {
    switch file.format {
    case .stringsdict, .xliff, .android: break
    case .strings where StringsTableForm(bytes) == .xml: break
    case .strings, .xcstrings:
      guard let admitsEntries else { return nil }
      return admitsEntries(
        file.path, bytes.count, SourceTextDecoder.decodedUTF8Count(bytes),
        Self.entryBound(in: bytes, format: file.format))
    }
    return admitsXMLTree?(file.path, bytes.count, XMLTreeBuilder.startTagBound(in: bytes))
  }

  /// The most entries a `.strings` table (each `=`, or each `;` where more: `"key";` is an
  /// entry too; such a character inside a value counts too) or a String Catalog (the members
  /// two levels down, each `:` outside strings there) written as `bytes` can hold; 0 for the
  /// other formats.
  public static func entryBound(in bytes: [UInt8], format: LocalizationFormat) -> Int {
    switch format {
    case .strings:
      return bytes.withUnsafeBufferPointer { buffer in
        var (equals, semicolons) = (0, 0)
        for byte in buffer {
          if byte == UInt8(ascii: "=") { equals += 1 } else if byte == UInt8(ascii: ";") { semicolons += 1 }
        }
        return max(equals, semicolons)
      }
    case .xcstrings: return catalogEntryBound(in: bytes)
    case .stringsdict, .xliff, .android: return 0
    }
  }

  /// The entries of a String Catalog written as `bytes`: each member of its second level (the
  /// keys of `strings`, whatever their values: `"k":{…}`, or `"k":1`, which the reader reports
  /// and keeps the key of; the thirty-eighth attack's A38-1, counted by each `{`, missed
  /// 1,000,000 such keys), and each other member as one too (a member table of an object deeper
  /// down: 1,000,000 members of one key's `localizations` did the same, and a quarter of an
  /// entry each still let one allocation of 84 MB end the process at 400,000 KiB): each `:`
  /// outside strings.
  static func catalogEntryBound(in bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      var (count, others, depth) = (0, 0, 0)
      var strings = JSONStringScan()
      for byte in buffer where strings.take(byte) == .outside {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
        case UInt8(ascii: ":") where depth == 2: count += 1
        case UInt8(ascii: ":"): others += 1
        default: break
        }
      }
      return count + others
    }
  }

  /// Reads bytes in a given format; what fuzzers and in-memory callers use.
  ///
  /// - Parameters:
  ///   - data: The file contents.
  ///   - path: The path to report; `.lproj` and `values-…` folders in it set the locale.
  ///   - format: Which reader to use.
  ///   - options: Reader options.
  /// - Returns: Strings and diagnostics; never throws or traps on bad input.
  public static func read(
    _ data: Data, path: String, format: LocalizationFormat,
    options: LocalizationReadOptions = LocalizationReadOptions()
  ) -> LocalizationReadResult {
    var stream = stream([UInt8](data), path: path, format: format, options: options)
    return stream.readAll()
  }

  /// A stream of the strings in `bytes`, read in a given format (see ``LocalizedStringStream``).
  ///
  /// - Parameters:
  ///   - bytes: The file contents.
  ///   - path: The path to report; `.lproj` and `values-…` folders in it set the locale.
  ///   - format: Which reader to use.
  ///   - options: Reader options.
  public static func stream(
    _ bytes: [UInt8], path: String, format: LocalizationFormat,
    options: LocalizationReadOptions = LocalizationReadOptions()
  ) -> LocalizedStringStream {
    stream(bytes, path: path, format: format, options: options, androidIndex: nil)
  }

  /// `pluralRules` are the rules the stream is then filtered with (``stream(file:androidIndex:)``):
  /// the readers enumerate only the substitution forms a language shows (``ShownSubstitutionForms``).
  static func stream(
    _ bytes: [UInt8], path: String, format: LocalizationFormat, options: LocalizationReadOptions,
    androidIndex: AndroidResourceIndex?, halves: CatalogHalves? = nil, pluralRules: LanguagePluralRules? = nil
  ) -> LocalizedStringStream {
    switch format {
    case .xcstrings:
      return LocalizedStringStream(
        catalog: StringCatalogStream(
          bytes, path: path, options: options, halves: halves, pluralRules: pluralRules))
    case .strings:
      switch StringsTableForm(bytes) {
      case .text: return LocalizedStringStream(table: StringsFileStream(bytes, path: path, options: options))
      case .xml: return LocalizedStringStream(StringsTableForm.readXML(bytes, path: path, options: options))
      case .binary:
        return LocalizedStringStream(
          LocalizationReadResult(diagnostics: [StringsTableForm.binaryRefusal(path: path)]))
      }
    case .stringsdict:
      return LocalizedStringStream(
        StringsDictReader.gather(Data(bytes), path: path, options: options, pluralRules: pluralRules))
    case .xliff:
      return LocalizedStringStream(
        XLIFFReader.gather(Data(bytes), path: path, options: options, pluralRules: pluralRules))
    case .android:
      return LocalizedStringStream(
        AndroidStringsReader.gather(Data(bytes), path: path, options: options, index: androidIndex))
    }
  }
}
