import TypeFitInput

/// The String Catalogs of a table found in another folder of the same project than one of its
/// `.strings` or `.stringsdict` files: not in a folder above the file's `.lproj` folder
/// (``ShadowingKeys/catalogPath(ofTable:catalogs:)`` takes those), but beside it
/// (`App/B/Localizable.xcstrings` and `App/A/de.lproj/Localizable.stringsdict`).
///
/// Xcode compiles a target's catalog into the place of its table's files, so if one target
/// holds both, the file does not ship; but another target (an extension's) may hold the file
/// alone, and which target holds which file is in the Xcode project, which is not read. So the
/// file is still checked whole, with a warning naming the catalog (a fresh user's U56-5: a
/// leftover `.stringsdict` beside the catalog's folder got no word, one under it did).
///
/// The project of a path is the nearest folder above it that holds an Xcode project or
/// workspace, a `Package.swift` or a `.git` (``LocalizationFileWalker/Outcome/projectFolders``),
/// else the input path holding it: two apps checked together (`corpus/IceCubesApp`, whose
/// catalog is `Localizable.xcstrings`, and `corpus/mastodon-ios`, whose tables below
/// `MastodonSDK/Package.swift` are `Localizable.strings`) are two projects, and their tables are
/// not paired. All paths are as ``PairingPaths`` takes them.
///
/// ```swift
/// let siblings = SiblingCatalogs(
///   catalogs: ["/src/App/B/Localizable.xcstrings"], projectFolders: [], inputs: ["/src/App"])
/// siblings.catalog(ofTable: "/src/App/A/de.lproj/Localizable.stringsdict")
/// // "/src/App/B/Localizable.xcstrings"
/// ```
struct SiblingCatalogs {
  /// The catalogs by file name (`Localizable.xcstrings`), each list in path order.
  private let catalogsByName: [ExactText: [String]]
  /// Folders holding a project.
  private let projectFolders: Set<ExactText>
  /// The input paths given.
  private let inputs: Set<ExactText>

  init(catalogs: some Sequence<String>, projectFolders: some Sequence<String>, inputs: some Sequence<String>)
  {
    var byName: [ExactText: [String]] = [:]
    for catalog in catalogs { byName[ExactText(BytePath.lastName(of: catalog)), default: []].append(catalog) }
    catalogsByName = byName.mapValues { $0.sorted(by: BytePath.precedes) }
    self.projectFolders = Set(projectFolders.map(ExactText.init))
    self.inputs = Set(inputs.map(ExactText.init))
  }

  /// The first catalog, in path order, of the table of the `.strings` or `.stringsdict` file at
  /// `path` (directly in a `.lproj` folder) in the same project, when there is one and none in
  /// a folder above the `.lproj` folder (that one holds the table for Xcode, without doubt);
  /// `nil` otherwise.
  func catalog(ofTable path: String) -> String? {
    guard let name = ShadowingKeys.catalogName(ofTable: path),
      let candidates = catalogsByName[ExactText(name)], let project = project(of: path)
    else { return nil }
    let lproj = BytePath.folder(of: path)
    return candidates.first {
      !BytePath.isInside(lproj, BytePath.folder(of: $0)) && self.project(of: $0) == project
    }
  }

  /// The nearest folder above `path` that holds a project, else the nearest input path at or
  /// above it; `nil` for neither (standard input). One set look-up per folder above the path.
  private func project(of path: String) -> ExactText? {
    if inputs.contains(ExactText(path)) { return ExactText(path) }
    var folder = path
    var input: ExactText?
    while folder != BytePath.folder(of: folder) {
      folder = BytePath.folder(of: folder)
      let key = ExactText(folder)
      if projectFolders.contains(key) { return key }
      if input == nil, inputs.contains(key) { input = key }
    }
    return input
  }
}
