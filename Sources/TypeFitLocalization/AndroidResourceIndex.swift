/// The `<string>` resources of the Android files found in one run, for resolving an
/// `@string/name` that the file it is written in does not define.
///
/// The app looks a name up among all the resource files of the folders that match its
/// configuration, in order: the file's own `values…` folder (every `strings*.xml` in it is one
/// table to aapt2), then the folders of the same locale with fewer other qualifiers, then of
/// the more general locales (`values-pt` and `values-b+pt` for `values-pt-rBR`; `values-es`
/// for `values-b+es+419`; `values-de` for `values-de-night`), then the default `values`
/// folder, which Android falls back to when a localized resource is missing ("How Android finds the best-matching resource",
/// <https://developer.android.com/guide/topics/resources/providing-resources#BestMatch>;
/// "Localize your app", <https://developer.android.com/guide/topics/resources/localization>).
/// Only files the walker found are read (so nothing outside the given roots), each once, when
/// a reference first needs it. Paths and names are compared by bytes (``ExactText``,
/// ``BytePath``): folders or names that differ only in Unicode normalization are two.
import TypeFitInput

final class AndroidResourceIndex {
  /// One `<string>` of another file, as its own file reads it.
  struct Definition {
    /// The decoded text, or the reference as written.
    var value: String
    /// The `@string/` reference the string is, followed further by the file that asked; `nil`
    /// for text.
    var reference: AndroidResourceReference?
  }

  /// The names defined by one folder's files, read in byte order of their paths as far as a
  /// lookup has needed: a name maps to the first file (in that order) that defines it, so each
  /// lookup costs one dictionary access once its file is read, and each file is read once.
  private struct FolderNames {
    /// The folder's files, in byte order of their paths.
    let files: [String]
    /// How many of `files` are read into `first`.
    var filesRead = 0
    /// Each name read so far, with the first file defining it (an index into `files`).
    var first: [ExactText: (file: Int, definition: Definition)] = [:]
  }

  private let options: LocalizationReadOptions
  private let readBytes: (String) -> [UInt8]?
  /// The bytes of text the run's files may still take through `@string/` references, all files
  /// together: each file's own limit (``AndroidStringsReader``'s 1 MiB) was multiplied by the
  /// number of files (thirty-sixth attack A36-2: 1,000 files of 20 references to a 50 KB string,
  /// 97 s of CPU in a debug build before the layout cap refused the run).
  private(set) var referencedTextLeft = maximumReferencedTextBytes

  /// The most bytes of text the files of one run take through references, together: 16 MiB.
  static let maximumReferencedTextBytes = 16 << 20

  /// Takes `bytes` of referenced text from what the run has left; `false` (and nothing taken)
  /// when that is less.
  func take(referencedText bytes: Int) -> Bool {
    guard bytes <= referencedTextLeft else { return false }
    referencedTextLeft -= bytes
    return true
  }
  /// The names of each folder (`res/values-de`) of Android files.
  private var namesByFolder: [ExactText: FolderNames]
  /// The folders of the run's files.
  private let runFolders: Set<ExactText>
  /// The folders and unread files that ``searchedFolders(from:first:)`` and
  /// ``unreadFiles(searchedFrom:first:)`` have looked at, all calls together. For tests: a
  /// message's cost must not grow with the run's folders or unread files (A81-1, A81-2).
  private(set) var messageSteps = 0
  /// The folders of each configuration, in byte order of their paths, by
  /// ``configuration(of:)``.
  private let foldersByConfiguration: [ExactText: [String]]

  /// - Parameters:
  ///   - paths: The Android files found in the run.
  ///   - options: The reader options the files are read with.
  ///   - readBytes: Reads one of `paths` with the run's limits; `nil` when it cannot be read
  ///     (the file is reported at its own turn).
  init(paths: [String], options: LocalizationReadOptions, readBytes: @escaping (String) -> [UInt8]?) {
    self.options = options
    self.readBytes = readBytes
    var folders: [ExactText: [String]] = [:]
    for path in paths { folders[ExactText(Self.folder(of: path)), default: []].append(path) }
    namesByFolder = folders.mapValues { FolderNames(files: $0.sorted(by: BytePath.precedes)) }
    runFolders = Set(folders.keys)
    var configurations: [ExactText: [String]] = [:]
    for path in folders.values.compactMap(\.first) {
      let folder = Self.folder(of: path)
      configurations[Self.configuration(of: folder), default: []].append(folder)
    }
    foldersByConfiguration = configurations.mapValues { $0.sorted(by: BytePath.precedes) }
  }

  /// The folders searched for a name used in the file at `path`, its own first, in the order of
  /// ``searchedConfigurations(from:)``: the folders of its configuration, then those of each
  /// more general configuration the run has folders for, then the default `values`. Folder
  /// names that aapt2 reads as one configuration are one (``AndroidResourceQualifiers/configuration(folder:defaultLocale:)``):
  /// from `values-de-rDE`, `values-DE` and `values-b+de` are the language's folders. Its own
  /// configuration and `values` are named as written when the run has no folder of them. For
  /// messages; ``definition(of:from:)`` searches the same folders in the same order through
  /// each configuration's ``definers(in:)``.
  ///
  /// - Returns: The first `limit` of those folders, and how many there are: the count is
  ///   worked out from each configuration's number of folders, and only the first `limit` are
  ///   listed, so an answer costs the number of searched configurations plus `limit`, not the
  ///   number of folders. A configuration may have a folder for each file of the run (names
  ///   that differ only in case): the whole list, made for each missing reference, made the
  ///   references of those folders cost the square of their number (eighty-first attack A81-2:
  ///   4,000 folders, 47 s in a debug build), where a message names at most four.
  func searchedFolders(from path: String, first limit: Int) -> (first: [String], count: Int) {
    let folder = Self.folder(of: path)
    let own = ExactText(folder)
    var first = [folder]
    var count = 1
    let searched = searchedConfigurations(from: folder)
    for (index, configuration) in searched.enumerated() {
      // Each folder of the run is in its configuration's list, once, and the configurations
      // are distinct: only the own folder comes again, in the first list when it is a folder
      // of the run, or as the own configuration's name written when the run has none of it
      // (as is the default's, last).
      let listed = foldersByConfiguration[configuration]
      let folders =
        listed
        ?? (index == 0 ? [folder] : index == searched.count - 1 ? [Self.defaultFolder(beside: folder)] : [])
      let holdsOwn = index == 0 && (listed == nil || runFolders.contains(own))
      count += folders.count - (holdsOwn ? 1 : 0)
      for each in folders {
        guard first.count < limit else { break }
        messageSteps += 1
        if ExactText(each) != own { first.append(each) }
      }
    }
    return (Array(first.prefix(max(limit, 0))), count)
  }

  /// The configurations searched from the files of `folder`, in order, as Android falls back
  /// from a configuration to the folders that match it best ("How Android finds the
  /// best-matching resource"): `folder`'s own; then, for each network code prefix (`mcc`,
  /// `mnc`, which outrank the locale) from all to none, each locale from the folder's to its
  /// generalizations and to none (`es-419`, `es`, none; `pt-BR`, `pt`, none), and for each, the
  /// other qualifiers from all to none, dropped from the last (`de-AT night`, `de-AT`,
  /// `de night`, `de`, `night`, none: the locale outranks `night`); last the default `values`.
  /// Only configurations the run has folders for are kept, besides the first and the last
  /// (the eightieth attack's A80-7: a reference in `values-b+es+419`, `values-de-night` or
  /// `values-de-rAT-night` was resolved in `values`, skipping `values-es` and `values-de`).
  ///
  /// An approximation of Android's rule: it drops other qualifiers one kind at a time in its
  /// table's order (so `values-land` could come before `values-night` for `-night-land`), and
  /// a locale falls back only to the more general locales of its script, written or likely
  /// (``generalizations(of:)``: `sr-Latn-RS` to `sr-Latn`, not `sr`, which is Cyrillic; `zh-TW`
  /// not to `zh`, which is Simplified), as Android 7 and later match a locale only with
  /// resources of its script (``AndroidLikelyScript``); other locales of the same script with
  /// another region (`zh-HK` for `zh-TW`), which Android may also take, are not searched.
  /// Made once per folder and kept.
  private func searchedConfigurations(from folder: String) -> [ExactText] {
    if let known = searchedByFolder[ExactText(folder)] { return known }
    let (parent, name) = Self.parentAndName(of: folder)
    let head = name.split(separator: "-").first.map(String.init) ?? name
    let (locale, others) = AndroidResourceQualifiers.configurationParts(folder: name, defaultLocale: "")
    let network = others.prefix { $0.hasPrefix("mcc") || $0.hasPrefix("mnc") }
    let rest = others.dropFirst(network.count)
    let own = Self.key(parent: parent, head: head, locale: locale, others: others)
    let fallback = Self.key(parent: parent, head: "values", locale: "", others: [])
    var searched = [own]
    var seen: Set<ExactText> = [own, fallback]
    // The spellings of one level of the locale (`zh-TW`, `zh-Hant-TW`) are one locale to
    // Android, so the other qualifiers are dropped after both are tried: `values-zh-rTW-night`
    // (own) and `values-b+zh+Hant+TW-night`, then `values-zh-rTW` and `values-b+zh+Hant+TW`.
    for networkCount in (0...network.count).reversed() {
      for level in Self.generalizationLevels(of: locale) {
        for restCount in (0...rest.count).reversed() {
          for generalized in level {
            let configuration = Self.key(
              parent: parent, head: head, locale: generalized,
              others: Array(network.prefix(networkCount) + rest.prefix(restCount)))
            if foldersByConfiguration[configuration] != nil, seen.insert(configuration).inserted {
              searched.append(configuration)
            }
          }
        }
      }
    }
    if own != fallback { searched.append(fallback) }
    searchedByFolder[ExactText(folder)] = searched
    return searched
  }

  /// ``searchedConfigurations(from:)`` of each folder asked about so far.
  private var searchedByFolder: [ExactText: [ExactText]] = [:]

  /// A locale tag and the more general ones Android falls back to, then none (`""`), in
  /// ``generalizationLevels(of:)``'s order.
  static func generalizations(of locale: String) -> [String] {
    generalizationLevels(of: locale).flatMap { $0 }
  }

  /// A locale tag and the more general ones Android falls back to, then none (`""`), by level:
  /// its subtags dropped from the last (`es-419`, `es`, ``), each level also spelled with its
  /// script written or left out when the locale's script is known (``AndroidLikelyScript``),
  /// keeping only the spellings of the same script (``AndroidLikelyScript/matches(resource:device:)``).
  ///
  /// AOSP's `ResTable_config::match` (`frameworks/base/libs/androidfw/ResourceTypes.cpp`) takes
  /// a resource locale of the device's language whose script, written or computed
  /// (`localeDataComputeScript`), is the device's, whatever its region, and `isLocaleBetterThan`
  /// prefers, of two such, the region nearer the device's (`localeDataCompareRegions`: the
  /// region itself, then its parents, then none). So `zh-HK` (Hant) falls back to
  /// `values-b+zh+Hant` (the eighty-second attack's A82-7: it fell back to `values`), `sr-ME`
  /// (Latn) to `values-b+sr+Latn`, and `zh-Hant-TW` takes `values-zh-rTW`, Traditional too, as its
  /// own level; `zh` (Simplified) is never one of `zh-TW`'s (the eighty-first attack's A81-4).
  /// `sr-Latn-RS`: `sr-Latn-RS`, `sr-Latn`, ``; `zh-TW`: `zh-TW` and `zh-Hant-TW`, `zh-Hant`, ``.
  /// A language qualifier that names no locale (`(b+)`) has only itself and none.
  ///
  /// **Not searched:** a folder of the same script and another region that is no parent of the
  /// locale's (`values-zh-rTW` for `zh-HK` with no `values-b+zh+Hant`, `values-fr-rFR` for
  /// `fr-CH`), which Android takes after the parents, ordered by CLDR's representative locales.
  static func generalizationLevels(of locale: String) -> [[String]] {
    guard !locale.isEmpty else { return [[""]] }
    guard !locale.hasPrefix("(") else { return [[locale], [""]] }
    let subtags = locale.split(separator: "-").map(String.init)
    let script = AndroidLikelyScript.script(of: locale)
    var seen: Set<String> = []
    var levels: [[String]] = []
    for length in stride(from: subtags.count, through: 1, by: -1) {
      let prefix = Array(subtags.prefix(length))
      let spellings =
        [prefix.joined(separator: "-")]
        + (script.map { [AndroidLikelyScript.otherSpelling(of: prefix, script: $0)] } ?? [])
      let kept = spellings.filter {
        ($0 == locale || AndroidLikelyScript.matches(resource: $0, device: locale))
          && seen.insert($0).inserted
      }
      if !kept.isEmpty { levels.append(kept) }
    }
    return levels + [[""]]
  }

  /// The key of a configuration among the folders of `parent`: the folder name's head
  /// (`values`), then the configuration (``AndroidResourceQualifiers/configuration(folder:defaultLocale:)``),
  /// after a `/` each, which neither part holds.
  private static func key(parent: String, head: String, locale: String, others: [String]) -> ExactText {
    ExactText(parent + head + "/" + ([locale] + others).joined(separator: " "))
  }

  /// The key of the configuration of `folder` (``key(parent:head:locale:others:)``).
  private static func configuration(of folder: String) -> ExactText {
    let (parent, name) = parentAndName(of: folder)
    let head = name.split(separator: "-").first.map(String.init) ?? name
    let (locale, others) = AndroidResourceQualifiers.configurationParts(folder: name, defaultLocale: "")
    return key(parent: parent, head: head, locale: locale, others: others)
  }

  /// The default `values` folder beside `folder`, as written.
  private static func defaultFolder(beside folder: String) -> String {
    parentAndName(of: folder).parent + "values"
  }

  /// A folder's parent path with its final `/` (empty for none) and its name.
  private static func parentAndName(of folder: String) -> (parent: String, name: String) {
    let scalars = folder.unicodeScalars
    guard let slash = scalars.lastIndex(of: "/") else { return ("", folder) }
    return (String(scalars[...slash]), String(scalars[scalars.index(after: slash)...]))
  }

  /// The string `name` as the other files searched from `path` define it; the first found, in
  /// the order of ``searchedFolders(from:)``: the file's own folder, then each configuration's
  /// first folder (by bytes) that defines the name, found in ``definers(in:)``. A search of
  /// every folder of the configuration for each name made many folders of one configuration
  /// cost the square of their number (A79-4).
  func definition(of name: String, from path: String) -> Definition? {
    let folder = Self.folder(of: path)
    let name = ExactText(name)
    if let found = definition(of: name, in: ExactText(folder), skipping: path) { return found }
    for configuration in searchedConfigurations(from: folder) {
      guard let folders = foldersByConfiguration[configuration], let found = definers(in: configuration)[name]
      else { continue }
      for index in [found.first, found.second].compactMap({ $0 })
      where !BytePath.isSame(folders[index], folder) {
        if let definition = definition(of: name, in: ExactText(folders[index]), skipping: path) {
          return definition
        }
      }
    }
    return nil
  }

  /// Each name the folders of `configuration` define, with the first two of its folders (by
  /// index in ``foldersByConfiguration``, in byte order) that define it: two, since the first
  /// may be the asking file's own folder, searched before. Made once per configuration, reading
  /// every file of its folders.
  private func definers(in configuration: ExactText) -> [ExactText: (first: Int, second: Int?)] {
    if let known = definersByConfiguration[configuration] { return known }
    var definers: [ExactText: (first: Int, second: Int?)] = [:]
    for (index, folder) in (foldersByConfiguration[configuration] ?? []).enumerated() {
      for name in names(in: ExactText(folder)) {
        if let found = definers[name] {
          if found.second == nil { definers[name] = (found.first, index) }
        } else {
          definers[name] = (index, nil)
        }
      }
    }
    definersByConfiguration[configuration] = definers
    return definers
  }

  /// ``definers(in:)`` of each configuration searched so far.
  private var definersByConfiguration: [ExactText: [ExactText: (first: Int, second: Int?)]] = [:]

  /// Every name the files of `folder` define, each file read once.
  private func names(in folder: ExactText) -> Dictionary<ExactText, (file: Int, definition: Definition)>.Keys
  {
    guard var names = namesByFolder.removeValue(forKey: folder) else { return [:].keys }
    defer { namesByFolder[folder] = names }
    while names.filesRead < names.files.count { read(nextFileOf: &names) }
    return names.first.keys
  }

  /// Reads the next file of a folder's names into them.
  private func read(nextFileOf names: inout FolderNames) {
    let file = names.filesRead
    for (defined, definition) in definitions(in: names.files[file]) where names.first[defined] == nil {
      names.first[defined] = (file, definition)
    }
    names.filesRead += 1
  }

  /// The first definition of `name` among the files of `folder` other than `path`, reading
  /// the folder's files in order only until one defines it.
  private func definition(of name: ExactText, in folder: ExactText, skipping path: String) -> Definition? {
    guard var names = namesByFolder.removeValue(forKey: folder) else { return nil }
    defer { namesByFolder[folder] = names }
    while names.first[name] == nil, names.filesRead < names.files.count { read(nextFileOf: &names) }
    guard let found = names.first[name] else { return nil }
    guard BytePath.isSame(names.files[found.file], path) else { return found.definition }
    // The file asking defines the name itself (its reader looks there before asking): the
    // next file defining it, read again. Kept for exactness; the reader never gets here.
    for file in names.files[(found.file + 1)...] where !BytePath.isSame(file, path) {
      if let later = definitions(in: file)[name] { return later }
    }
    return nil
  }

  private func definitions(in file: String) -> [ExactText: Definition] {
    guard let bytes = readBytes(file),
      let found = AndroidStringsReader.definitions(in: bytes, path: file, options: options)
    else {
      if unread.insert(ExactText(file)).inserted {
        unreadByConfiguration[Self.configuration(of: Self.folder(of: file)), default: []].append(
          (unread.count, file))
      }
      return [:]
    }
    return found
  }

  /// The files looked in for a name that could not be read (refused for their size, the memory
  /// limit, `<!ENTITY`, or not well-formed XML; each is reported at its own turn).
  private var unread: Set<ExactText> = []
  /// The files of ``unread`` by the configuration of their folder (``configuration(of:)``),
  /// each with its place in the order tried (1 for the first).
  private var unreadByConfiguration: [ExactText: [(order: Int, file: String)]] = [:]

  /// The files of the folders searched from `path` (``searchedFolders(from:first:)``) that a
  /// lookup tried and could not read, other than the file at `path`: after
  /// ``definition(of:from:)`` found nothing, every file of those folders was tried, so these are
  /// the files that might define the name (forty-fifth attack A45-7: a reference into a refused
  /// file said no file defines the name).
  ///
  /// - Returns: The first `limit` of them in the order tried, and how many there are. Only the
  ///   first `limit` of each searched configuration's are looked at, so an answer costs the
  ///   number of searched configurations times `limit`, not the number of unread files: every
  ///   missing reference filtered (and escaped) every unread file of the run, though its
  ///   message names three (eighty-first attack A81-1: 3,000 unread files and 16,000 missing
  ///   references, 65 s in a debug build).
  func unreadFiles(searchedFrom path: String, first limit: Int) -> (first: [String], count: Int) {
    guard !unread.isEmpty else { return ([], 0) }
    let isUnread = unread.contains(ExactText(path))
    var count = 0
    var candidates: [(order: Int, file: String)] = []
    // The searched configurations are distinct, and the first is the one of `path`'s folder.
    for configuration in searchedConfigurations(from: Self.folder(of: path)) {
      guard let files = unreadByConfiguration[configuration] else { continue }
      count += files.count
      for each in files.prefix(limit + 1) {
        messageSteps += 1
        candidates.append(each)
      }
    }
    if isUnread { count -= 1 }
    let first = candidates.filter { !BytePath.isSame($0.file, path) }.sorted { $0.order < $1.order }
    return (first.prefix(max(limit, 0)).map(\.file), count)
  }

  /// The folder part of `path` (`res/values-de` of `res/values-de/strings.xml`).
  static func folder(of path: String) -> String {
    let scalars = path.unicodeScalars
    guard let slash = scalars.lastIndex(of: "/") else { return "" }
    return String(scalars[..<slash])
  }
}
