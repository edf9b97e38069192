import Foundation
import TypeFit
import TypeFitInput

/// Which font stack a command uses: `--font PATH` (one face, nothing applied), `--stack FILE`
/// (a font stack definition in JSON), or the platform default (SF Pro on a Mac when present,
/// else the Inter/Noto stand-in); `--metrics ios|font` picks the width model (see
/// `FontStackDefinition.MetricsPolicy.Widths`).
enum FontSelection {
  static let options = [
    OptionSpec(
      "font", value: "PATH",
      help:
        "Measure with this one font file (PATH or PATH#INDEX in a collection), as it is: no tracking, its own line height."
    ),
    OptionSpec(
      "stack", value: "FILE",
      help: "A font stack definition (JSON, see Fonts/), or a built-in name: ios-system, sf-pro-macos."),
    OptionSpec(
      "metrics", value: "M",
      help: "ios: widths as iOS measures SF (default for the system stack); font: the faces as they are."),
  ]

  /// - Throws: ``UsageError`` when both are given; ``UnreadableInputError`` when the stack file
  ///   cannot be read or decoded.
  static func definition(_ arguments: ParsedArguments) throws -> FontStackDefinition {
    if arguments.value("font") != nil, arguments.value("stack") != nil {
      throw UsageError("give either --font or --stack, not both")
    }
    var definition: FontStackDefinition
    if let path = arguments.value("font") {
      definition = try singleFace(path)
    } else if let file = arguments.value("stack") {
      definition = try FontStackDefinition.builtIn.first { $0.name == file } ?? stackFile(file)
    } else {
      definition = .platformDefault()
    }
    if let metrics = try metricsChoice(arguments) {
      definition.metrics.widths = widths(metrics, for: definition)
    }
    return definition
  }

  /// The `--metrics` value (`ios` or `font`), or `nil` when absent.
  ///
  /// - Throws: ``UsageError`` for any other value.
  static func metricsChoice(_ arguments: ParsedArguments) throws -> String? {
    guard arguments.value("metrics") != nil else { return nil }
    return try arguments.choice("metrics", from: ["ios", "font"], default: "ios")
  }

  /// The width model `--metrics` selects for a stack: `font` is the faces as they are; `ios`
  /// keeps a stack's own iOS model (`sf-ios` for stand-ins, `sf-face` for SF Pro) and gives
  /// any other stack the SF width model.
  static func widths(_ metrics: String, for definition: FontStackDefinition)
    -> FontStackDefinition.MetricsPolicy.Widths
  {
    if metrics == "font" { return .font }
    return definition.metrics.widths == .font ? .sfIOS : definition.metrics.widths
  }

  /// The largest stack file read, in bytes (the built-in ones are a few kilobytes).
  static let maximumStackFileSize = 1 << 20

  /// `PATH` or `PATH#INDEX` (a face inside a collection such as `NotoSansCJK-Regular.ttc#1`).
  ///
  /// - Throws: ``UsageError`` for an empty argument, an index outside 0…65,535
  ///   (``FontStackFileReader/faceIndexes``), an empty path before `#` (`#0`), and an empty index
  ///   after it (`F.ttc#`) unless a file of that name exists.
  static func singleFace(_ argument: String) throws -> FontStackDefinition {
    // A batch line's `"font": ""` (`--font ''` is refused with the other empty paths).
    guard !argument.isEmpty else {
      throw UsageError(
        "the font path is empty; write the font file's path (PATH, or PATH#INDEX for a face in a collection)")
    }
    if let hash = argument.lastIndex(of: "#") {
      let suffix = argument[argument.index(after: hash)...]
      if suffix.isEmpty, !FileManager.default.fileExists(atPath: argument) {
        throw UsageError(
          argument == "#"
            ? "the path before '#' is empty; write the font file's path (PATH, or PATH#INDEX for a face in a collection)"
            : "the face index after '#' is empty; write PATH#INDEX (such as NotoSansCJK-Regular.ttc#1), or the "
              + "path alone for the first face")
      }
      if !suffix.isEmpty, suffix.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }) {
        guard hash != argument.startIndex else {
          throw UsageError(
            "the path before '#' is empty; write the font file's path before '#\(suffix)' (PATH#INDEX)")
        }
        do {
          let index = try InputNumber.parseDecimal(
            String(suffix), field: "the face index after '#'", in: FontStackFileReader.faceIndexes,
            whole: true)
          return .singleFace(path: String(argument[..<hash]), index: Int(index))
        } catch {
          throw UsageError(error.description)
        }
      }
    }
    return .singleFace(path: argument)
  }

  /// - Throws: ``UnreadableInputError`` naming the file and, for bad JSON, the line, column
  ///   and field.
  static func stackFile(_ path: String) throws -> FontStackDefinition {
    if let refusal = RepositoryConfinement.refusal(for: path) {
      throw UnreadableInputError("cannot read font stack file \(TerminalText.escaped(path)): \(refusal)")
    }
    let bytes: [UInt8]
    do {
      // The file opened must still lie in the repository the path was judged in (A14-2).
      let root = ConfigurationLocator.repositoryRealPath(of: path, currentDirectory: WorkingFolder.path())
      bytes = try InputFile.read(path, maximumSize: maximumStackFileSize, identity: nil, root: root)
    } catch {
      let names = FontStackDefinition.builtIn.map(\.name)
      if case .cannotOpen = error, InputFile.nonRegularKind(path) == nil,
        !FileManager.default.fileExists(atPath: path) && !path.contains("/") && !path.hasSuffix(".json")
      {
        let hint = NameSuggestion.closest(to: path, in: names).map { " Did you mean '\($0)'?" } ?? ""
        throw UsageError(
          "unknown font stack '\(path)' (neither a built-in name nor a file).\(hint) Built-in: "
            + names.joined(separator: ", "))
      }
      throw UnreadableInputError("cannot read font stack file \(path): \(error)")
    }
    var definition: FontStackDefinition
    do {
      definition = try FontStackFileReader(file: path).definition(from: bytes)
    } catch {
      throw UnreadableInputError("\(error)")
    }
    try confine(&definition, readFrom: path)
    return definition
  }

  /// Ties a stack file's font paths to the file: relative `searchPaths` are taken from the
  /// file's folder (not from wherever typefit runs), and its fonts outside its repository (the
  /// nearest folder above it holding `.git`; outside a repository, its own folder) are used
  /// only when they load, their failures said alike (``FontStackDefinition/fileRoot``). A
  /// repository's stack file is content a workflow passes along, as it passes `--config`: a
  /// pull request may edit it, and must not learn from its messages what exists on the machine
  /// running the check. `--font` and the built-in stacks are the user's and keep every message.
  ///
  /// - Throws: ``UnreadableInputError`` when `path` is relative and the working folder cannot be
  ///   found (``WorkingFolder``): its `searchPaths` and repository could not be placed.
  static func confine(_ definition: inout FontStackDefinition, readFrom path: String) throws {
    guard let real = FileSystemPath.resolved(path) ?? WorkingFolder.absolute(path) else {
      throw UnreadableInputError(
        "cannot read font stack file \(TerminalText.escaped(path)): \(WorkingFolder.unknownReason())")
    }
    let folder = BytePath.folder(of: real)
    definition.searchPaths = definition.searchPaths.map {
      $0.hasPrefix("~") || BytePath.isAbsolute($0) ? $0 : BytePath.absolute($0, from: folder)
    }
    definition.fileRoot = ConfigurationLocator.repositoryRoot(above: folder) ?? folder
    definition.filePath = path
  }
}
