/// Finds every supported localization file under some paths, without leaving them.
///
/// Folders are searched recursively in sorted name order; the folders of
/// ``defaultSkippedFolderNames`` (build products, version control, dependencies) are skipped. Symbolic links are followed only while their target stays
/// inside the paths given (the roots): a link whose target resolves outside them is reported
/// as ``LocalizationDiagnostic/Kind/externalLink`` by its own text and not followed (unless
/// ``followsExternalLinks``), so a link to `~/.aws/credentials` or `/proc` in a pull request
/// is never read. Where a link leads is worked out name by name without looking at anything
/// outside the roots (`ConfinedLink`), so the report reads the same whether or not the target
/// exists, and tells nothing about the machine running the check. A link leading back to a folder being searched is reported as
/// ``LocalizationDiagnostic/Kind/symlinkLoop`` and not entered. The locale and table of a file
/// come from its path (`fr.lproj/Localizable.strings`), so a file is read once for each locale
/// folder name (`.lproj`, Android `values-…`) and file name it is reached by: `fr.lproj/Localizable.strings ->
/// ../de.lproj/Localizable.strings` (one table shared by two locales) is read as French and as
/// German, while a folder alias (`Alias -> Sub`) that reaches `Sub/de.lproj/Localizable.strings`
/// again, or a link by another name to a locale folder (`mirror -> en.lproj`), is read once, and
/// reported at the path without links (`Sub/…`) whatever the walk order.
/// Only regular files are read: a FIFO, device or socket
/// with a localization file's name is reported. Folders of pseudo file systems (`/proc`,
/// `/sys`) are reported and not entered, and a walk stops with an error after listing
/// ``maximumEntries`` entries, so following links (``followsExternalLinks``) always ends. A name that is not valid UTF-8 is reported
/// by its escaped bytes (`a\xFF.strings`). Inside an `.xcloc` bundle only
/// `Localized Contents/*.xliff` is read (its `Source Contents` copies the project's files).
/// A path given directly is read whatever its folder, if its extension is supported (`.xml`
/// is then read as Android resources).
///
/// - Complexity: Linear in the number of entries and the depth: a link is resolved
///   (`realpath`) only where it is met, and other entries' real paths are their parent's plus
///   their name. A folder is listed at most twice for each locale folder name it is reached by
///   (once through links, once more by its own path, to report its files there), however many
///   paths of links lead to it: folders linked as a graph (`d0/a -> ../d1`, `d0/b -> ../d1`, …)
///   cost their number, not the number of paths through them.
import TypeFitInput

public struct LocalizationFileWalker: Sendable {
  /// Folder names never entered.
  public var skippedFolderNames: Set<String>
  /// Whether symbolic links may lead outside the paths given (`--follow-external-links`).
  public var followsExternalLinks: Bool
  /// Folders nested deeper than this below a given path are reported and not entered.
  public var maximumDepth: Int
  /// The most folder entries (files, folders, links) one walk lists: 1,000,000 by default,
  /// far more than a project holds without `.build`, `.git`, `node_modules` and
  /// `DerivedData`. A walk that reaches it stops with an error, so a link followed to `/` or
  /// `/usr` (``followsExternalLinks``) ends, and the run says its input was not all searched.
  public var maximumEntries: Int
  /// Whether a `typefit.json` met in a folder walk that is not ``appliedConfiguration`` is
  /// reported (a ``LocalizationDiagnostic/Kind/unmatchedConfiguration`` warning naming it, at
  /// most ``maximumConfigurationWarnings`` and one line counting the rest): the configuration is
  /// looked up from an input folder upward, so `check .` passes over `App/typefit.json`.
  public var warnsOfUnappliedConfigurations = false
  /// The real path (links resolved) of the configuration the run applies, or `nil` for none.
  public var appliedConfiguration: String?
  /// The most unapplied-configuration warnings one walk gives.
  public static let maximumConfigurationWarnings = 100

  /// The folders a walk skips by default, for localization files and Swift sources alike:
  /// build products (`.build`, `DerivedData`), version control (`.git`) and other people's code
  /// (`node_modules`; CocoaPods' `Pods` and Carthage's `Carthage`, whose strings are not the
  /// app's to fix).
  public static let defaultSkippedFolderNames: Set<String> = [
    ".build", ".git", "node_modules", "DerivedData", "Pods", "Carthage",
  ]

  /// Creates a walker with the default skip list.
  public init(
    skippedFolderNames: Set<String> = defaultSkippedFolderNames,
    followsExternalLinks: Bool = false, maximumDepth: Int = 256, maximumEntries: Int = 1_000_000
  ) {
    self.skippedFolderNames = skippedFolderNames
    self.followsExternalLinks = followsExternalLinks
    self.maximumDepth = maximumDepth
    self.maximumEntries = maximumEntries
  }

  /// What a walk found.
  public struct Outcome: Sendable, Hashable {
    /// Files sorted by path, each real file once per locale folder name and file name it is
    /// reached by (its locale and table), at the path without links when there is one.
    public var files: [LocalizationFile]
    /// Missing paths, unreadable folders, symbolic link loops, links out of the roots, names
    /// that are not UTF-8, FIFOs and devices.
    public var diagnostics: [LocalizationDiagnostic]
    /// How many times a folder was listed: at most twice for each folder and locale folder name
    /// it is reached by (see the walker's complexity note), however many paths reach it.
    public var foldersListed = 0
    /// The real paths of the folders outside the roots that a followed link led the walk into
    /// (`followsExternalLinks`), each once, in the order reached: what is below them is read
    /// as if it were inside an input, so `--output` must not add a file there the next run
    /// would read.
    public var externalFolders: [String] = []
    /// The folders walked that hold a project (`LocalizationFileWalker.isProjectMarker(_:)`), by their paths as
    /// walked: where one app or package begins, for pairing a table with a String Catalog of
    /// its name in another folder of the same project (a fresh user's U56-5).
    public var projectFolders: Set<String> = []
  }

  /// Whether an entry named `name` makes its folder a project's: an Xcode project or workspace
  /// (`App.xcodeproj`, `App.xcworkspace`), a Swift package's `Package.swift`, or a Git
  /// repository's `.git` (looked at by name, never entered).
  static func isProjectMarker(_ name: String) -> Bool {
    name == "Package.swift" || name == ".git" || name.hasSuffix(".xcodeproj")
      || name.hasSuffix(".xcworkspace")
  }

  /// Walks `paths` (files or folders).
  ///
  /// - Returns: The files, in path order, and diagnostics for what could not be searched.
  /// Why a given path that leads to `kind` (`a FIFO (named pipe)`, `a socket`) with no path in
  /// any folder is not read: standard input named by a path (`/dev/stdin` on a pipe) is read
  /// as `-` instead.
  static func unnamedStreamMessage(_ kind: String) -> String {
    "\(kind), not a regular file; only regular files and folders are read. To check standard input, "
      + "give - and name the file it holds: typefit check - --stdin-name de.lproj/Localizable.strings"
  }

  public func findFiles(in paths: [String]) -> Outcome {
    var state = WalkState()
    let workingFolder = WorkingFolder.path()
    var given: [(path: String, judgement: InputJudgement)] = []
    for path in paths {
      // A path that goes up from a working folder `$PWD` does not confirm is refused whether or
      // not links out are followed: no link is involved (the seventy-seventh attack's A77-2).
      if let refusal = WorkingFolder.goingUpRefusal(path) {
        state.diagnostics.append(LocalizationDiagnostic(kind: .unreadableFile, file: path, message: refusal))
        continue
      }
      // A path given that lies in a Git repository and leads out of it through a link (the
      // folder a workflow checks, replaced in a pull request by a link to `~` or `/`) is not
      // read (fifteenth attack A15-12), unless links out are followed. (The going-up rule was
      // asked above.)
      let judgement =
        followsExternalLinks
        ? InputJudgement.allowed(boundary: nil)
        : RepositoryBoundary.judgeLinks(path, currentDirectory: workingFolder)
      if let refusal = judgement.refusal {
        state.diagnostics.append(
          LocalizationDiagnostic(
            kind: .externalLink, file: path, message: refusal + " (--follow-external-links allows it)"))
        continue
      }
      // A path given that leads into a `.git` folder through a link (a workflow that checks the
      // changed files, given one committed as a link to `.git/config`) is refused as the walk
      // refuses such a link (thirty-second attack A32-1); a path written into `.git` is the user's.
      if VersionControlFolder.isEntered(byGivenPath: path, workingFolder: workingFolder) {
        // An error, as a given path leading out of its repository is (thirty-sixth attack
        // A36-4: the run passed with the path unchecked).
        state.diagnostics.append(
          LocalizationDiagnostic(
            kind: .externalLink, severity: .error, file: path,
            message: VersionControlFolder.givenPathMessage(path)))
        continue
      }
      given.append((path, judgement))
    }
    // Each input found again as it is to be walked, held to the folder it was judged to stay in
    // and to its identity now, so that a folder or file the tree's own process puts in its place
    // later is refused when it is opened (the seventy-sixth attack's A76-3).
    var bound: [(path: String, resolved: String?, identity: FileSystemPath.Identity?)] = []
    for (path, judgement) in given {
      switch judgement.bind(path) {
      case .bound(let realPath, let identity): bound.append((path, realPath, identity))
      case .missing: bound.append((path, nil, nil))
      case .changed(let reason):
        state.diagnostics.append(
          LocalizationDiagnostic(kind: .externalLink, severity: .error, file: path, message: reason))
      case .unreadable(let reason):
        state.diagnostics.append(
          LocalizationDiagnostic(kind: .unreadableFile, severity: .error, file: path, message: reason))
      }
    }
    state.roots = bound.compactMap(\.resolved)
    for (path, found, identity) in bound {
      guard let resolved = found, let kind = FileSystemPath.kind(resolved) else {
        let reason: String
        if case .other(let name) = FileSystemPath.kind(path) {
          // A link to a pipe or socket with no path in any folder (`/dev/stdin`,
          // `/proc/self/fd/0` on a pipe: `pipe:[…]`) resolves to no path, but it is not dangling.
          reason = Self.unnamedStreamMessage(name)
        } else if FileSystemPath.isSymbolicLink(path) {
          reason = "symbolic link cannot be resolved (dangling or looping)"
        } else {
          reason = FileSystemPath.unreachableReason(path)
        }
        state.diagnostics.append(LocalizationDiagnostic(kind: .unreadableFile, file: path, message: reason))
        continue
      }
      if kind == .folder {
        walkFolder(
          path, resolved: resolved, name: Self.folderName(written: path, resolved: resolved),
          identity: identity,
          state: &state)
      } else if let format = LocalizationFormat(path: path) ?? (path.hasSuffix(".xml") ? .android : nil) {
        let folder = Self.folderName(written: Self.parent(of: path), resolved: Self.parent(of: resolved))
        state.add(
          LocalizationFile(path: path, format: format, identity: identity), resolved: resolved,
          localeAndTable: folder + "/" + Self.lastComponent(of: path), throughLink: false)
      } else {
        let message: String
        if case .other(let name) = kind {
          message = "\(name), not a localization file; only regular files and folders are read"
        } else if path.hasSuffix(".xcloc") {
          message = Self.xclocFileMessage
        } else {
          message = Self.unsupportedFileMessage
        }
        state.diagnostics.append(
          LocalizationDiagnostic(kind: .unreadableFile, severity: .warning, file: path, message: message))
      }
    }
    if state.unappliedConfigurations > Self.maximumConfigurationWarnings {
      let more = state.unappliedConfigurations - Self.maximumConfigurationWarnings
      state.warn(
        .unmatchedConfiguration, paths.first ?? ".",
        "\(more) more typefit.json file\(more == 1 ? "" : "s") inside the inputs not applied")
    }
    let files = state.files.sorted { BytePath.precedes($0.path, $1.path) }
    return Outcome(
      files: files, diagnostics: state.diagnostics, foldersListed: state.foldersListed,
      externalFolders: state.externalFolders, projectFolders: state.projectFolders)
  }

  /// The name a folder is known by: its name as written when that gives a locale (`fr.lproj`,
  /// `values-fr`), else the last name of its real path.
  private static func folderName(written: String, resolved: String) -> String {
    let last = lastComponent(of: written)
    return isLocaleFolder(last) ? last : lastComponent(of: resolved)
  }

  /// Whether a folder's name gives its files a locale: `fr.lproj`, Android's `values` and
  /// `values-fr`. A link by another name (`mirror -> en.lproj`) is only another way to the
  /// same files.
  private static func isLocaleFolder(_ name: String) -> Bool {
    LprojFolderName.isLproj(name) || name == "values" || name.hasPrefix("values-")
  }

  /// The last name of a path (`de.lproj` for `App/de.lproj/`); empty for `/` or an empty path.
  private static func lastComponent(of path: String) -> String {
    BytePath.lastName(of: path)
  }

  /// The path without its last name (`App` for `App/de.lproj`, `.` for `de.lproj`).
  private static func parent(of path: String) -> String {
    var parts = BytePath.names(of: path)
    guard !parts.isEmpty else { return path }
    parts.removeLast()
    let joined = parts.joined(separator: "/")
    if path.hasPrefix("/") { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// A file or folder reached: its real path and the name it was reached by (for a file, its
  /// folder's name and its own: the locale and table its path gives), both compared by bytes,
  /// so names that differ only in Unicode normalization (`Résumé` NFC and NFD, two folders to
  /// the kernel) are two.
  private struct Reached: Hashable {
    var resolved: ExactText
    var name: ExactText

    init(resolved: String, name: String) {
      self.resolved = ExactText(resolved)
      self.name = ExactText(name)
    }
  }

  private struct WalkState {
    var roots: [String] = []
    var files: [LocalizationFile] = []
    var diagnostics: [LocalizationDiagnostic] = []
    /// Folders walked, and whether only through a symbolic link so far.
    var visitedFolders: [Reached: Bool] = [:]
    /// Files found: the index in ``files`` and whether the path found goes through a link.
    var visitedFiles: [Reached: (index: Int, throughLink: Bool)] = [:]
    /// Entries listed so far, and whether the walk stopped at ``maximumEntries``.
    var entriesListed = 0
    var foldersListed = 0
    var stopped = false
    /// `typefit.json` files met that the run does not apply.
    var unappliedConfigurations = 0
    /// Folders outside the roots entered through a followed link (``Outcome/externalFolders``).
    var externalFolders: [String] = []
    /// Folders holding a project (``Outcome/projectFolders``).
    var projectFolders: Set<String> = []

    /// Adds a file unless its real path was found before under the same locale and table; a
    /// path without links then replaces one through a link.
    mutating func add(_ file: LocalizationFile, resolved: String, localeAndTable: String, throughLink: Bool) {
      let key = Reached(resolved: resolved, name: localeAndTable)
      if let found = visitedFiles[key] {
        if found.throughLink && !throughLink {
          files[found.index] = file
          visitedFiles[key] = (found.index, false)
        }
        return
      }
      visitedFiles[key] = (files.count, throughLink)
      files.append(file)
    }

    mutating func warn(_ kind: LocalizationDiagnostic.Kind, _ file: String, _ message: String) {
      diagnostics.append(LocalizationDiagnostic(kind: kind, severity: .warning, file: file, message: message))
    }
  }

  /// How deep `resolved` (a real path) lies below the root holding it, or `nil` when none does:
  /// a folder reached through a link inside the roots is as deep as its real path, not as the
  /// links it was reached through (A42-2: a chain of 300 in-tree links passed the depth limit).
  private static func depth(of resolved: String, roots: [String]) -> Int? {
    let holding = roots.filter { BytePath.isInside(resolved, $0) }
    guard let root = holding.max(by: { $0.utf8.count < $1.utf8.count }) else { return nil }
    return BytePath.depth(of: resolved, below: root)
  }

  /// What a folder past the depth limit is told, by this walker and the Swift sources' walker.
  public static func depthMessage(_ maximumDepth: Int) -> String {
    "\(depthMessagePrefix) \(maximumDepth) levels; not searched, so no file inside is checked"
  }

  /// How ``depthMessage(_:)`` begins.
  public static let depthMessagePrefix = "folders nested deeper than"

  /// Whether `path` lies in a part of an `.xcloc` bundle this walker does not enter: below
  /// `App.xcloc/` but not below `App.xcloc/Localized Contents` (`App.xcloc/Source Contents/V.swift`).
  /// What another walk finds there (the Swift walker's unlisted folders) is said by that walk,
  /// since this one never looks (the forty-third attack's A43-2).
  public static func isInBundlePartNotWalked(_ path: String) -> Bool {
    let names = path.split(separator: "/", omittingEmptySubsequences: true)
    for (index, name) in names.enumerated().dropLast() where name.hasSuffix(".xcloc") {
      if names[index + 1] != "Localized Contents" { return true }
    }
    return false
  }

  /// The warning for a file given or found whose name is no localization format's.
  public static let unsupportedFileMessage =
    "not a supported localization file (\(LocalizationFormat.writtenList))"

  /// What a regular file named `*.xcloc` is told, given or found in a folder.
  static let xclocFileMessage =
    "a file, but an .xcloc is a folder (Xcode's localization bundle, holding Localized Contents/*.xliff); not read"

  /// Whether a link named `name` could lead to strings, judged by its name alone: a
  /// localization file, a `.lproj` or `.xcloc` folder, or a name with no extension (a folder).
  private static func mayHoldStrings(linkNamed name: String) -> Bool {
    LinkOutName.mayBeFolder(name) || LocalizationFormat(path: name) != nil || name.hasSuffix(".xml")
  }

  /// A folder being walked: where it was reached, its entries and the next one to take.
  private struct FolderFrame {
    var path: String
    var resolved: String
    var name: String
    var depth: Int
    var throughLink: Bool
    var entries: [FileSystemPath.Entry]
    var next = 0
  }

  /// Walks one folder given, and every folder below it, depth first in name order.
  ///
  /// The folders being walked are kept in an explicit stack rather than on the call stack, so
  /// the walk's stack use does not grow with the depth of the tree: a tree 2,000 folders deep
  /// under `ulimit -s 1024` is refused at ``maximumDepth`` like any other (fortieth attack
  /// A40-8: the recursive walk ended in SIGSEGV).
  ///
  /// - Parameter identity: what the folder given must still be when it is opened
  ///   (``InputJudgement/bind(_:)``); `nil` when nothing holds it.
  private func walkFolder(
    _ path: String, resolved: String, name folderName: String, identity: FileSystemPath.Identity?,
    state: inout WalkState
  ) {
    var ancestors: Set<ExactText> = []
    var stack: [FolderFrame] = []
    if let frame = enterFolder(
      path, resolved: resolved, name: folderName, depth: 0, throughLink: false, identity: identity,
      state: &state)
    {
      ancestors.insert(ExactText(resolved))
      stack.append(frame)
    }
    while let top = stack.indices.last, !state.stopped {
      guard stack[top].next < stack[top].entries.count else {
        ancestors.remove(ExactText(stack[top].resolved))
        stack.removeLast()
        continue
      }
      let entry = stack[top].entries[stack[top].next]
      stack[top].next += 1
      if let child = visit(entry, in: stack[top], ancestors: ancestors, state: &state) {
        ancestors.insert(ExactText(child.resolved))
        stack.append(child)
      }
    }
  }

  /// Lists a folder reached at `path` by the name `name` (`throughLink`: some folder on the
  /// way, or `path` itself, is a symbolic link), or returns `nil` when it is not to be walked:
  /// a folder already walked by that real path and name is not walked again, unless it was
  /// reached only through a link and now is not (so its files are reported at their real paths).
  private func enterFolder(
    _ path: String, resolved: String, name folderName: String, depth: Int, throughLink: Bool,
    identity: FileSystemPath.Identity?, state: inout WalkState
  ) -> FolderFrame? {
    guard !state.stopped else { return nil }
    let reached = Reached(resolved: resolved, name: folderName)
    if let onlyThroughLink = state.visitedFolders[reached], !(onlyThroughLink && !throughLink) { return nil }
    state.visitedFolders[reached] = throughLink
    guard depth <= maximumDepth else {
      // An error, as a folder name that is not UTF-8 is: the files inside are not checked, so
      // the run must not pass as complete (the forty-first attack's A41-5: a warning, exit 0).
      state.diagnostics.append(
        LocalizationDiagnostic(kind: .unreadableFile, file: path, message: Self.depthMessage(maximumDepth)))
      return nil
    }
    // A folder reached through links is opened by its real path: by the path through them, a
    // chain of in-tree links (`L0/next -> ../L1`, `L1/next -> ../L2`, …) passed the kernel's 40
    // links a path may follow, and its folders failed as `Too many levels of symbolic links`
    // though each is read by its real path too (the forty-second attack's A42-2). The identity
    // check below still refuses a folder swapped since the link was followed.
    let opened = throughLink ? resolved : path
    if let system = FileSystemPath.pseudoFileSystem(ofFolder: opened) {
      state.warn(
        .unreadableFile, path,
        "folder of the \(system) pseudo file system (kernel and process state, not files); not searched")
      return nil
    }
    let entries: [FileSystemPath.Entry]
    do {
      entries = try FileSystemPath.entries(ofFolder: opened, identity: identity)
    } catch {
      state.diagnostics.append(
        LocalizationDiagnostic(
          kind: .unreadableFile, file: path, message: error.message))
      return nil
    }
    state.foldersListed += 1
    state.entriesListed += entries.count
    if state.entriesListed > maximumEntries {
      // An error: files beyond this point are not checked, so the run must not pass as complete.
      state.stopped = true
      state.diagnostics.append(
        LocalizationDiagnostic(
          kind: .unreadableFile, file: path,
          message:
            "the walk stopped here, after listing more than \(maximumEntries) files and folders; "
            + "the files found so far are checked, the rest are not (give narrower paths)"))
      return nil
    }
    return FolderFrame(
      path: path, resolved: resolved, name: folderName, depth: depth, throughLink: throughLink,
      entries: entries)
  }

  /// Takes one entry of the folder `frame`: records a localization file, reports what is not
  /// read, and returns the folder to walk next when the entry is (or leads to) one.
  private func visit(
    _ entry: FileSystemPath.Entry, in frame: FolderFrame, ancestors: Set<ExactText>, state: inout WalkState
  ) -> FolderFrame? {
    let path = frame.path
    let resolved = frame.resolved
    let folderName = frame.name
    let throughLink = frame.throughLink
    let isBundle = BytePath.lastName(of: path).hasSuffix(".xcloc")
    let prefix = path.hasSuffix("/") ? path : path + "/"
    let resolvedPrefix = resolved.hasSuffix("/") ? resolved : resolved + "/"
    guard let name = entry.name else {
      // The whole path escaped, so that it is one text per path (A80-6): a backslash of the
      // folders above is `\\` here, as in the name.
      let shown = FileSystemPath.escaped(Array(prefix.utf8)) + entry.escapedName
      if entry.kind == .folder {
        // An error, like a file's: the localization files inside are not checked, so a run
        // that skipped them must not pass as complete.
        state.diagnostics.append(
          LocalizationDiagnostic(
            kind: .invalidFileName, file: shown,
            message: "folder name is not valid UTF-8; not searched, so no file inside it is checked"))
      } else if LocalizationFormat.hasSupportedExtension(entry.escapedName) {
        state.diagnostics.append(
          LocalizationDiagnostic(
            kind: .invalidFileName, file: shown, message: "file name is not valid UTF-8; not read"))
      }
      return nil
    }
    if Self.isProjectMarker(name) { state.projectFolders.insert(path) }
    if skippedFolderNames.containsExactly(name) { return nil }
    let child = prefix + name
    var kind = entry.kind
    var childResolved = resolvedPrefix + name
    // The entry at its real place, to read a link by: by `child`, a path through a chain of
    // in-tree links passed the kernel's 40 (A42-2).
    let atRealPath = childResolved
    // What a later open of the child must find: the entry itself, or for a link what its
    // target was when the link was followed.
    var childIdentity: FileSystemPath.Identity? = entry.identity
    let childThroughLink = throughLink || kind == .symbolicLink
    if kind == .symbolicLink {
      let target: String?
      if followsExternalLinks {
        target = FileSystemPath.resolved(atRealPath)
      } else {
        switch ConfinedLink.resolve(atRealPath, inFolder: resolved, roots: state.roots) {
        case .outside:
          // Said the same way whether or not the target exists, and by the link's own text,
          // which the repository wrote: a report must not tell a pull request's author what
          // is on the machine running the check (`ConfinedLink` never looks outside the
          // roots). Links that cannot matter (`README.md`, `run.sh`) are passed over in
          // silence, judged by name, for the same reason.
          guard Self.mayHoldStrings(linkNamed: name) else { return nil }
          state.warn(
            .externalLink, child,
            "symbolic link leads outside the input (to \(FileSystemPath.shownLinkText(atRealPath))); not followed "
              + "(--follow-external-links allows it)")
          return nil
        case .unresolvable: target = nil
        case .inside(let path): target = path
        }
      }
      guard let target, let targetKind = FileSystemPath.kind(target) else {
        state.warn(.unreadableFile, child, "symbolic link cannot be resolved (dangling or looping)")
        return nil
      }
      // Nor into `.git`, whose files the walk never reads (thirty-second attack A32-1).
      if VersionControlFolder.isEntered(by: target, roots: state.roots) {
        guard Self.mayHoldStrings(linkNamed: name) else { return nil }
        state.warn(.externalLink, child, VersionControlFolder.linkMessage(child))
        return nil
      }
      kind = targetKind
      childResolved = target
      childIdentity = FileSystemPath.identity(target)
    }
    switch kind {
    case .folder:
      if isBundle && name != "Localized Contents" { return nil }
      if childThroughLink, !state.roots.contains(where: { BytePath.isInside(childResolved, $0) }),
        !state.externalFolders.contains(where: { BytePath.isInside(childResolved, $0) })
      {
        state.externalFolders.append(childResolved)
      }
      if ancestors.contains(ExactText(childResolved)) {
        state.diagnostics.append(
          LocalizationDiagnostic(
            kind: .symlinkLoop, severity: .warning, file: child,
            message:
              "symbolic link leads back to a folder that holds it (to \(FileSystemPath.shownLinkText(atRealPath))); not followed"
          ))
        return nil
      }
      return enterFolder(
        child, resolved: childResolved, name: Self.folderName(written: name, resolved: childResolved),
        depth: entry.kind == .symbolicLink
          ? Self.depth(of: childResolved, roots: state.roots) ?? frame.depth + 1 : frame.depth + 1,
        throughLink: childThroughLink, identity: childIdentity, state: &state)
    case .regularFile:
      if let format = LocalizationFormat(path: child) {
        state.add(
          LocalizationFile(path: child, format: format, identity: childIdentity), resolved: childResolved,
          localeAndTable: folderName + "/" + name, throughLink: childThroughLink)
      } else if name.hasSuffix(".xcloc"), !isBundle {
        // Passed over in silence before (thirteenth attack A13-10), though the message for
        // a file named on the command line says it.
        state.warn(.unreadableFile, child, Self.xclocFileMessage)
      } else if warnsOfUnappliedConfigurations, name == "typefit.json",
        !(appliedConfiguration.map { BytePath.isSame(childResolved, $0) } ?? false)
      {
        state.unappliedConfigurations += 1
        if state.unappliedConfigurations <= Self.maximumConfigurationWarnings {
          state.warn(
            .unmatchedConfiguration, child,
            "\(child) is not applied: the configuration is looked up from each input folder upward ("
              + (appliedConfiguration.map { "this run applies \($0)" } ?? "this run applies none")
              + "); check that folder, or pass --config \(child)")
        }
      }
    case .other(let description):
      if LocalizationFormat(path: child) != nil {
        state.diagnostics.append(
          LocalizationDiagnostic(
            kind: .unreadableFile, file: child,
            message: "\(description), not a regular file; only regular files are read"))
      }
    case .symbolicLink:
      return nil
    }
    return nil
  }
}
