import Foundation
import TypeFitInput
import TypeFitLocalization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the `.swift` files under some paths.
///
/// Folders are searched in sorted name order; the folders of
/// ``LocalizationFileWalker/defaultSkippedFolderNames`` are skipped. A symbolic link is followed
/// only when its target stays inside the folder given on the command line, even with
/// `--follow-external-links` (which lets the localization walker follow links out), worked out
/// without looking at anything outside that folder (`ConfinedLink`); a link out of it, a
/// dangling one, or a link back into one of its own parents, is reported as
/// ``DiscoveryDiagnostic/Kind/symlinkNotFollowed`` by the link's own text when its name could
/// hold Swift sources (`.swift`, or no extension: a folder), as is a link into a `.git` folder
/// the given path does not hold (`VersionControlFolder`), and a given path through one. A file
/// reached twice is read once, and a folder reached again (the same device and inode, by another
/// link or by its own path) is not listed again, so folders that link to each other as a graph
/// cost their number, not the number of paths through them. Paths are compared and sorted by bytes
/// (`BytePath`): `Vü.swift` written NFC and NFD are two files, both read. Folders nested
/// deeper than ``maximumDepth`` below a given path are reported and not entered, as the
/// localization walker does.
///
/// - Complexity: Linear in the entries of the folders searched: each folder is listed once.
public struct SwiftSourceWalker: Sendable {
  public var skippedFolderNames: Set<String>
  /// Folders nested deeper than this below a given path are reported and not entered.
  public var maximumDepth: Int
  /// Whether the run reads the localization files behind links out of the given paths
  /// (`--follow-external-links`). This walker never follows such a link; its warning then
  /// says that the link was not searched for Swift sources rather than not followed at all.
  public var localizationWalkerFollowsExternalLinks: Bool

  public init(
    skippedFolderNames: Set<String> = LocalizationFileWalker.defaultSkippedFolderNames,
    maximumDepth: Int = 256, localizationWalkerFollowsExternalLinks: Bool = false
  ) {
    self.skippedFolderNames = skippedFolderNames
    self.maximumDepth = maximumDepth
    self.localizationWalkerFollowsExternalLinks = localizationWalkerFollowsExternalLinks
  }

  /// What a walk found: files in path order, and what could not be searched.
  public struct Outcome: Sendable {
    public var files: [String]
    public var diagnostics: [DiscoveryDiagnostic]
    /// How many folders were listed: each real folder once, however many paths reach it.
    public var foldersListed = 0
    /// Each file's device and inode when the walk found it, in the order of ``files`` (`nil`
    /// for a file given by the caller): the file is read only if its path still leads to it
    /// (thirteenth attack A13-5, Swift sources). Not keyed by path: `Vü.swift` written NFC and
    /// NFD are equal Swift strings and two files.
    package var identities: [FileSystemPath.Identity?] = []
  }

  public func findFiles(in paths: [String]) -> Outcome {
    var files: [String] = []
    var identities: [FileSystemPath.Identity?] = []
    var diagnostics: [DiscoveryDiagnostic] = []
    var foldersListed = 0
    var seen: Set<ExactText> = []
    var listed: Set<FileSystemPath.Identity> = []
    let workingFolder = WorkingFolder.path()
    for path in paths {
      // As the localization walker: a path given that leads out of its Git repository through a
      // link is not searched (fifteenth attack A15-12); this walker never follows links out.
      let outcome =
        localizationWalkerFollowsExternalLinks
        ? "not searched for Swift sources (--follow-external-links follows links to localization files only)"
        : nil
      let judgement = RepositoryBoundary.judgeInput(path, currentDirectory: workingFolder, outcome: outcome)
      if let refusal = judgement.refusal {
        diagnostics.append(
          DiscoveryDiagnostic(
            kind: .symlinkNotFollowed, severity: .error, location: SourceLocation(file: path, line: 1),
            message: refusal))
        continue
      }
      // A path given that leads into a `.git` folder through a link (a workflow checking the
      // changed files, one of them committed as a link into `.git`) is refused as the link is in
      // a walk (thirty-fourth attack A34-1); a path written into `.git` is the user's.
      if VersionControlFolder.isEntered(byGivenPath: path, workingFolder: workingFolder) {
        diagnostics.append(
          DiscoveryDiagnostic(
            kind: .symlinkNotFollowed, severity: .error, location: SourceLocation(file: path, line: 1),
            message: VersionControlFolder.givenPathMessage(path)))
        continue
      }
      // Found again as it is to be walked, held to what was judged (the seventy-sixth attack's
      // A76-3: a folder exchanged with the tree's link after the judgement).
      let root: String
      let rootIdentity: FileSystemPath.Identity?
      /// The input is not walked, for this reason.
      func refuse(_ kind: DiscoveryDiagnostic.Kind, _ message: String) {
        diagnostics.append(
          DiscoveryDiagnostic(
            kind: kind, severity: .error, location: SourceLocation(file: path, line: 1), message: message))
      }
      switch judgement.bind(path) {
      case .bound(let realPath, let identity):
        root = realPath
        rootIdentity = identity
      case .missing:
        refuse(
          .unreadableFile,
          FileSystemPath.isSymbolicLink(path)
            ? "symbolic link cannot be resolved" : FileSystemPath.unreachableReason(path))
        continue
      case .changed(let reason):
        refuse(.symlinkNotFollowed, reason)
        continue
      case .unreadable(let reason):
        refuse(.unreadableFile, reason)
        continue
      }
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      if !isDirectory.boolValue {
        if seen.insert(ExactText(root)).inserted {
          files.append(path)
          identities.append(rootIdentity)
        }
        continue
      }
      // Explicit stack of (folder path, its resolved path, depth), taken depth first. The
      // resolved folders from the given path down to the one being listed are one shared chain,
      // O(depth) in all: when a folder at depth d is taken, the chain's first d entries are its
      // ancestors, because everything taken since its parent lies below that parent.
      var pending:
        [(path: String, resolved: String, depth: Int, identity: FileSystemPath.Identity?, throughLink: Bool)] =
          [
            (path, root, 0, rootIdentity, false)
          ]
      var chain = AncestorChain()
      var found: [(path: String, identity: FileSystemPath.Identity?)] = []
      while let folder = pending.popLast() {
        guard folder.depth <= maximumDepth else {
          diagnostics.append(
            DiscoveryDiagnostic(
              kind: .unreadableFile, severity: .error, location: SourceLocation(file: folder.path, line: 1),
              message: LocalizationFileWalker.depthMessage(maximumDepth)))
          continue
        }
        // `/proc` holds a link to every process's root folder and `/sys` files that never end:
        // such folders are reported and not entered, as the localization walker does.
        if let system = FileSystemPath.pseudoFileSystem(ofFolder: folder.path) {
          diagnostics.append(
            DiscoveryDiagnostic(
              kind: .unreadableFile, severity: .warning, location: SourceLocation(file: folder.path, line: 1),
              message:
                "folder of the \(system) pseudo file system (kernel and process state, not files); not searched"
            ))
          continue
        }
        // A folder met again by another path was searched the first time it was taken (in path
        // order, so the path reported for its files is the first one, as before): not again.
        if let identity = FileSystemPath.identity(folder.path), !listed.insert(identity).inserted { continue }
        let entries: [FileSystemPath.Entry]
        do {
          // A folder reached through a link by its real path: by the path through a chain of
          // in-tree links, past the kernel's 40, it failed (the forty-second attack's A42-2).
          entries = try FileSystemPath.entries(
            ofFolder: folder.throughLink ? folder.resolved : folder.path, identity: folder.identity)
        } catch {
          // With the system's reason, as the localization walker says it (`File name too long`
          // for a folder whose path passes PATH_MAX: eleventh attack R1).
          diagnostics.append(
            DiscoveryDiagnostic(
              kind: .unreadableFile, severity: .error, location: SourceLocation(file: folder.path, line: 1),
              message: error.message))
          continue
        }
        foldersListed += 1
        chain.enter(folder.resolved, depth: folder.depth)
        var named: [(name: String, kind: FileSystemPath.Kind, identity: FileSystemPath.Identity)] = []
        for entry in entries {
          if let name = entry.name {
            named.append((name, entry.kind, entry.identity))
          } else if let problem = Self.invalidName(entry, in: folder.path) {
            diagnostics.append(problem)
          }
        }
        for (name, kind, identity) in named.sorted(by: { BytePath.precedes($0.name, $1.name) }).reversed()
        where !skippedFolderNames.containsExactly(name) {
          let child = BytePath.join(folder.path, name)
          // The entry at its real place, to read a link by (A42-2).
          let atRealPath = BytePath.join(folder.resolved, name)
          let resolved: String
          if kind == .symbolicLink {
            switch ConfinedLink.resolve(atRealPath, inFolder: folder.resolved, roots: [root]) {
            case .outside:
              // Said by the link's own text, the same way whether or not its target exists
              // (`ConfinedLink` never looks outside the given path), and only for a link that
              // could hold Swift sources judged by its name: a `.swift` file or a name that may
              // be a folder's (``LinkOutName``). What is on the machine running the check stays
              // unsaid.
              if Self.mayHoldSources(linkNamed: name) {
                let text = FileSystemPath.shownLinkText(atRealPath)
                diagnostics.append(
                  DiscoveryDiagnostic(
                    kind: .symlinkNotFollowed, location: SourceLocation(file: child, line: 1),
                    message: localizationWalkerFollowsExternalLinks
                      ? "symbolic link leads outside the input (to \(text)); not searched for Swift sources "
                        + "(--follow-external-links follows links to localization files only)"
                      : "symbolic link leads outside the input (to \(text)); not followed"))
              }
              continue
            case .unresolvable:
              guard Self.mayHoldSources(linkNamed: name) else { continue }
              diagnostics.append(
                DiscoveryDiagnostic(
                  kind: .symlinkNotFollowed, location: SourceLocation(file: child, line: 1),
                  message: "symbolic link cannot be resolved (dangling or looping)"))
              continue
            case .inside(let path) where VersionControlFolder.isEntered(by: path, roots: [root]):
              // Nor into `.git`, which the walk never enters (thirty-fourth attack A34-1: a
              // committed link to `.git/info` had the Swift files there read as the app's rows).
              if Self.mayHoldSources(linkNamed: name) {
                diagnostics.append(
                  DiscoveryDiagnostic(
                    kind: .symlinkNotFollowed, location: SourceLocation(file: child, line: 1),
                    message: VersionControlFolder.linkMessage(child)))
              }
              continue
            case .inside(let path):
              resolved = path
            }
          } else {
            // The folder's own path is real, so a name in it that is not a link is too.
            resolved = BytePath.join(folder.resolved, name)
          }
          // The kind the listing found (`fstatat` in the open folder), which works at any depth;
          // a path past PATH_MAX cannot be looked up by name, so a folder there was taken for
          // no folder and passed over in silence (eleventh attack R1). A link's is its target's.
          let childKind = kind == .symbolicLink ? FileSystemPath.kind(resolved) : kind
          if childKind == .folder {
            if chain.contains(resolved) {
              diagnostics.append(
                DiscoveryDiagnostic(
                  kind: .symlinkNotFollowed, location: SourceLocation(file: child, line: 1),
                  message:
                    "symbolic link leads back to a folder that holds it (to \(FileSystemPath.shownLinkText(atRealPath))); not followed"
                ))
              continue
            }
            pending.append(
              (
                // Through a link, as deep as its real path below the root, not as the links
                // taken (A42-2: a chain of 300 in-tree links passed the depth limit).
                child, resolved,
                kind == .symbolicLink
                  ? BytePath.depth(of: resolved, below: root) : folder.depth + 1,
                kind == .symbolicLink ? FileSystemPath.identity(resolved) : identity,
                folder.throughLink || kind == .symbolicLink
              ))
          } else if name.hasSuffix(".swift"), seen.insert(ExactText(resolved)).inserted {
            // Reached through a link, a file inside the given path is read and reported at its
            // path without links, the given path and its real place below it, as the
            // localization walker reports it (A42-2: by a path through 41 in-tree links it
            // could not be opened).
            let throughLink = folder.throughLink || kind == .symbolicLink
            let shown =
              throughLink ? Self.pathWithoutLinks(resolved, root: root, given: path) ?? child : child
            found.append((shown, kind == .symbolicLink ? FileSystemPath.identity(resolved) : identity))
          }
        }
      }
      let sorted = found.sorted { BytePath.precedes($0.path, $1.path) }
      files += sorted.map(\.path)
      identities += sorted.map(\.identity)
    }
    // Files whose paths differ only in case: the later in the walk's order is warned of (A50-6).
    let twins = CaseTwinPaths(paths: files)
    for file in files {
      guard let earlier = twins.earlierPath(of: file) else { continue }
      diagnostics.append(
        DiscoveryDiagnostic(
          kind: .caseTwinFile, location: SourceLocation(file: file, line: 1),
          message: CaseTwinPaths.message(file, earlier: earlier)))
    }
    var outcome = Outcome(files: files, diagnostics: diagnostics, foldersListed: foldersListed)
    outcome.identities = identities
    return outcome
  }
}

extension SwiftSourceWalker {
  /// The path of `resolved` (a real path below `root`, the real path of the path `given`) as
  /// the given path and the names below the root, none a link; `nil` when it is not below it.
  static func pathWithoutLinks(_ resolved: String, root: String, given: String) -> String? {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    guard resolved.hasPrefix(prefix) else { return nil }
    return BytePath.join(given, String(resolved.dropFirst(prefix.count)))
  }

  /// Whether a link named `name` that is not followed is worth a warning: a `.swift` file, or
  /// a name that may be a folder's (``LinkOutName/mayBeFolder(_:)``).
  static func mayHoldSources(linkNamed name: String) -> Bool {
    name.hasSuffix(".swift") || LinkOutName.mayBeFolder(name)
  }

  /// The error for a folder, or a `.swift` file, whose name is not valid UTF-8, named by its
  /// escaped bytes (`V\xFE.swift`, ``FileSystemPath/escaped(_:)``, the folders above escaped
  /// too), as the localization walker reports them: its sources are
  /// not read, so the run must not pass as complete. `nil` for other files.
  fileprivate static func invalidName(_ entry: FileSystemPath.Entry, in folder: String)
    -> DiscoveryDiagnostic?
  {
    // The whole path escaped (A80-6): a backslash of the folders above is `\\` here too.
    let shown = BytePath.join(FileSystemPath.escaped(Array(folder.utf8)), entry.escapedName)
    let message: String
    if entry.kind == .folder {
      message = "folder name is not valid UTF-8; not searched, so no Swift file inside it is read"
    } else if entry.escapedName.hasSuffix(".swift") {
      message = "file name is not valid UTF-8; not read"
    } else {
      return nil
    }
    return DiscoveryDiagnostic(
      kind: .invalidFileName, severity: .error, location: SourceLocation(file: shown, line: 1),
      message: message)
  }
}

/// The resolved folders from a walk's given path down to the folder being listed: a stack with
/// a set beside it, so "is this an ancestor?" is O(1) and moving to another folder costs only the
/// levels left.
private struct AncestorChain {
  private var folders: [String] = []
  private var members: Set<ExactText> = []

  /// Makes `folder`, at `depth` below the given path, the chain's last entry: the entries at
  /// `depth` and below (a finished sibling's subtree) leave first.
  mutating func enter(_ folder: String, depth: Int) {
    while folders.count > depth { members.remove(ExactText(folders.removeLast())) }
    folders.append(folder)
    members.insert(ExactText(folder))
  }

  /// Whether `folder` is the current folder or one of its ancestors.
  func contains(_ folder: String) -> Bool { members.contains(ExactText(folder)) }
}
