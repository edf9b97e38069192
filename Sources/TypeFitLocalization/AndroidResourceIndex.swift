/// The `<string>` resources of the Android files found in one run, for resolving an
/// `@string/name` that the file it is written in does not define.
///
/// The app looks a name up among all the resource files of the folders that match its
/// configuration, in order: the file's own `values…` folder (every `strings*.xml` in it is one
/// table to aapt2), then for a language and region (`values-pt-rBR`) the language alone
/// (`values-pt`), then the default `values` folder, which Android falls back to when a
/// localized resource is missing ("How Android finds the best-matching resource",
/// <https://developer.android.com/guide/topics/resources/providing-resources#BestMatch>;
/// "Localize your app", <https://developer.android.com/guide/topics/resources/localization>).
/// Only files the walker found are read (so nothing outside the given roots), each once, when
/// a reference first needs it. Paths and names are compared by bytes (``ExactText``,
/// ``BytePath``): folders or names that differ only in Unicode normalization are two.
import TypeFitInput

final class AndroidResourceIndex {
  /// One `<string>` of another file, as its own file reads it.
  struct Definition {
    /// The decoded text, or the reference as written when its file could not resolve it.
    var value: String
    /// The reference left unresolved in its file (a name that file does not define), to be
    /// followed further through the index; `nil` for text.
    var reference: AndroidResourceReference?
  }

  private let options: LocalizationReadOptions
  private let readBytes: (String) -> [UInt8]?
  /// Android files by their folder path (`res/values-de`), in byte order of their paths.
  private let filesByFolder: [ExactText: [String]]
  /// Each file's base strings by name, once read.
  private var definitionsByFile: [ExactText: [ExactText: Definition]] = [:]

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
    filesByFolder = folders.mapValues { $0.sorted(by: BytePath.precedes) }
  }

  /// The folders searched for a name used in the file at `path`, its own first.
  func searchedFolders(from path: String) -> [String] {
    let folder = Self.folder(of: path)
    let parts = folder.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    let name = parts.last ?? folder
    let parent = parts.dropLast().joined(separator: "/")
    func sibling(_ name: String) -> String { parent.isEmpty ? name : parent + "/" + name }
    var folders = [folder]
    let qualifiers = name.split(separator: "-").map(String.init)
    if qualifiers.count == 3, qualifiers[0] == "values", qualifiers[2].hasPrefix("r"),
      qualifiers[2].count == 3, (2...3).contains(qualifiers[1].count)
    {
      folders.append(sibling("values-" + qualifiers[1]))
    }
    if name != "values" { folders.append(sibling("values")) }
    return folders
  }

  /// The string `name` as the other files searched from `path` define it; the first found.
  func definition(of name: String, from path: String) -> Definition? {
    for folder in searchedFolders(from: path) {
      for file in filesByFolder[ExactText(folder)] ?? [] where !BytePath.isSame(file, path) {
        if let found = definitions(in: file)[ExactText(name)] { return found }
      }
    }
    return nil
  }

  private func definitions(in file: String) -> [ExactText: Definition] {
    if let known = definitionsByFile[ExactText(file)] { return known }
    var found: [ExactText: Definition] = [:]
    if let bytes = readBytes(file) {
      found = AndroidStringsReader.definitions(in: bytes, path: file, options: options)
    }
    definitionsByFile[ExactText(file)] = found
    return found
  }

  /// The folder part of `path` (`res/values-de` of `res/values-de/strings.xml`).
  static func folder(of path: String) -> String {
    let scalars = path.unicodeScalars
    guard let slash = scalars.lastIndex(of: "/") else { return "" }
    return String(scalars[..<slash])
  }
}
