import Foundation

/// Finds every supported localization file under some paths.
///
/// Folders are searched recursively in sorted name order; `.build`, `.git`, `node_modules`
/// and `DerivedData` are skipped. Symbolic links are followed; a link leading back to a folder
/// being searched is reported as ``LocalizationDiagnostic/Kind/symlinkLoop`` and not entered,
/// and a folder or file reached twice through links is read once. Inside an `.xcloc` bundle only
/// `Localized Contents/*.xliff` is read (its `Source Contents` copies the project's files).
/// A path given directly is read whatever its folder, if its extension is supported (`.xml`
/// is then read as Android resources).
public struct LocalizationFileWalker: Sendable {
  /// Folder names never entered.
  public var skippedFolderNames: Set<String>

  /// Creates a walker with the default skip list.
  public init(skippedFolderNames: Set<String> = [".build", ".git", "node_modules", "DerivedData"]) {
    self.skippedFolderNames = skippedFolderNames
  }

  /// What a walk found.
  public struct Outcome: Sendable, Hashable {
    /// Files sorted by path, each real file once.
    public var files: [LocalizationFile]
    /// Missing paths, unreadable folders, symbolic link loops.
    public var diagnostics: [LocalizationDiagnostic]
  }

  /// Walks `paths` (files or folders).
  ///
  /// - Returns: The files, in path order, and diagnostics for what could not be searched.
  public func findFiles(in paths: [String]) -> Outcome {
    var state = WalkState()
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        let resolved = FileSystemPath.resolved(path)
      else {
        let reason =
          FileSystemPath.isSymbolicLink(path)
          ? "symbolic link cannot be resolved (dangling or looping)" : "no such file or folder"
        state.diagnostics.append(LocalizationDiagnostic(kind: .unreadableFile, file: path, message: reason))
        continue
      }
      if isDirectory.boolValue {
        walkFolder(path, resolved: resolved, ancestors: [], state: &state)
      } else if let format = LocalizationFormat(path: path) ?? (path.hasSuffix(".xml") ? .android : nil) {
        state.add(LocalizationFile(path: path, format: format), resolved: resolved)
      } else {
        state.diagnostics.append(
          LocalizationDiagnostic(
            kind: .unreadableFile, severity: .warning, file: path,
            message:
              "not a supported localization file (.xcstrings .strings .stringsdict .xliff or Android .xml)"))
      }
    }
    let files = state.files.sorted { $0.path < $1.path }
    return Outcome(files: files, diagnostics: state.diagnostics)
  }

  private struct WalkState {
    var files: [LocalizationFile] = []
    var diagnostics: [LocalizationDiagnostic] = []
    var visitedFolders: Set<String> = []
    var visitedFiles: Set<String> = []

    mutating func add(_ file: LocalizationFile, resolved: String) {
      guard visitedFiles.insert(resolved).inserted else { return }
      files.append(file)
    }
  }

  private func walkFolder(_ path: String, resolved: String, ancestors: Set<String>, state: inout WalkState) {
    guard state.visitedFolders.insert(resolved).inserted else { return }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    } catch {
      state.diagnostics.append(
        LocalizationDiagnostic(kind: .unreadableFile, file: path, message: "cannot list folder"))
      return
    }
    let inside = ancestors.union([resolved])
    let isBundle = path.split(separator: "/").last?.hasSuffix(".xcloc") ?? false
    for name in names where !skippedFolderNames.contains(name) {
      let child = path.hasSuffix("/") ? path + name : path + "/" + name
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory),
        let childResolved = FileSystemPath.resolved(child)
      else {
        if FileSystemPath.isSymbolicLink(child) {
          state.diagnostics.append(
            LocalizationDiagnostic(
              kind: .unreadableFile, severity: .warning, file: child,
              message: "symbolic link cannot be resolved (dangling or looping)"))
        }
        continue
      }
      if isDirectory.boolValue {
        if isBundle && name != "Localized Contents" { continue }
        if inside.contains(childResolved) {
          state.diagnostics.append(
            LocalizationDiagnostic(
              kind: .symlinkLoop, severity: .warning, file: child,
              message: "symbolic link leads back to \(childResolved); not followed"))
          continue
        }
        walkFolder(child, resolved: childResolved, ancestors: inside, state: &state)
      } else if let format = LocalizationFormat(path: child) {
        state.add(LocalizationFile(path: child, format: format), resolved: childResolved)
      }
    }
  }
}
