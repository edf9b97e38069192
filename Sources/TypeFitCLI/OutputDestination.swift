import Foundation
import TypeFit
import TypeFitConcurrency
import TypeFitInput

/// The `--output F` option: where a command's results go, a file or standard output.
///
/// Diagnostics always go to standard error; only results follow `--output`. Colour is used
/// only when results go to standard output and it is a terminal.
///
/// ```swift
/// let output = try OutputDestination(arguments, io: io)
/// let style = TerminalStyle(enabled: output.isTerminal)
/// try output.write(text)
/// ```
struct OutputDestination {
  /// The option's declaration.
  static let option = OptionSpec(
    "output", value: "F", help: "Write results to file F instead of standard output ('-' for stdout).")

  /// The file path, or `nil` for standard output.
  let path: String?
  private let io: CommandIO

  /// Reads `--output` from parsed arguments.
  ///
  /// - Throws: ``UsageError`` when `--output` is empty or names one of the command's inputs
  ///   (``refuseAmongInputs(_:)``).
  /// - Parameters:
  ///   - alsoReading: more files the command reads, such as the `typefit.json` found by
  ///     searching the input's folders.
  ///   - fonts: the font stack the command measures with, whose font files are inputs too.
  init(
    _ arguments: ParsedArguments, alsoReading: [String] = [], fonts: FontStackDefinition? = nil, io: CommandIO
  ) throws {
    try Self.refuseAmongInputs(arguments, alsoReading: alsoReading, fonts: fonts)
    let value = arguments.value(Self.option.name)
    self.path = value == "-" ? nil : value
    self.io = io
  }

  /// Refuses an `--output` that is empty, or that would overwrite or add to what the command
  /// reads: one of its positional paths (files to check, Swift sources, reports to merge), the
  /// `--config`, `--stack`, `--font` or `--batch` file, or a file inside an input folder that the
  /// run reads (a localization file, a Swift source, `typefit.json`). Paths are compared after
  /// resolving links, so `./a/../x.strings` and a link to an input are caught too, as is a
  /// dangling link whose target would be created inside an input folder.
  ///
  /// `alsoReading` adds files the command found for itself (the configuration found by the
  /// search, which `-o` could otherwise replace with the report). `fonts` adds every font file
  /// the stack reads (``FontStackDefinition/faceFilePaths()``: its faces found through its
  /// search paths and `TYPEFIT_FONT_PATH`, and the script fonts it discovers), so a report
  /// cannot replace a font of the stack in use, the built-in one's included.
  ///
  /// When the command reads standard input (``readsStandardInput(_:)``) and it is a regular
  /// file (`< s.strings`), that file is an input too, found by device and inode whatever its
  /// name: a path `--output` that leads to it, or a descriptor (standard output, `/dev/fd/N`)
  /// open on it, is refused.
  ///
  /// - Throws: ``UsageError`` (exit 2) naming the input.
  static func refuseAmongInputs(
    _ arguments: ParsedArguments, alsoReading: [String] = [], fonts: FontStackDefinition? = nil
  ) throws {
    let output = arguments.value(option.name) ?? "-"
    guard !output.isEmpty else { throw UsageError("--output needs a file name ('-' for standard output)") }
    // The file standard input stands for (`check - --stdin-name F < F`) is an input too, also
    // when it does not exist (`git show HEAD:F | typefit check - --stdin-name F`).
    let standardInputName = arguments.positionals.contains("-") ? arguments.value("stdin-name") : nil
    let named = standardInputName.map { [$0] } ?? []
    let target: String
    var judgedWalk: OutputPath?
    // A descriptor (standard output, `/dev/fd/N`) is written where it is open: nothing is
    // replaced, but the file it is open on may be an input (`-o /dev/fd/3 3<>de.lproj/x.strings`,
    // `1<>x.strings`), found by its device and inode.
    let descriptor = output == "-" ? 1 : ReportFile.descriptor(named: output)
    let openFile = descriptor.flatMap(Self.regularFile(openOn:))
    if descriptor != nil {
      // A pipe, a terminal or `/dev/null` is no file the run reads.
      guard let openFile else { return }
      target = openFile.path
    } else {
      // The file that would be replaced, found as the kernel finds it (``ReportFile`` writes
      // there), even when it does not exist yet. A path that cannot be walked (a missing
      // folder, a loop of links) is an output error when the report is written.
      // A repository's link that would send the report out of its folder is refused first,
      // judged from inside that folder only, so a missing folder behind it cannot turn the
      // refusal into a write error (which would tell a pull request what exists on the runner).
      let attempt = OutputPath.attempt(output)
      // The file standard input stands for is an input too (A26-2: `check - --stdin-name F`).
      try refuseGuardedLinks(output, linksMet: attempt.linksMet)
      // A path that cannot be walked now is walked again, and its links judged again, when the
      // report is written (``walkForWriting(_:)``).
      guard case .success(let walked) = attempt.walked else { return }
      // A FIFO or device at the report's name, outside /dev, is refused before the run (A73-8).
      var info = stat()
      if fstatat(
        walked.folder.descriptor, BytePath.lastName(of: walked.destination), &info, AT_SYMLINK_NOFOLLOW) == 0,
        let refusal = ReportFile.specialFileRefusal(
          info, folder: walked.folder.descriptor, path: walked.destination)
      {
        throw UsageError.refusal("--output \(TerminalText.escaped(output)): \(refusal)")
      }
      judgedWalk = walked
      target = walked.destination
    }
    let shownOutput = output == "-" ? "standard output" : "--output \(TerminalText.escaped(output))"
    let opened = descriptor == nil || target.isEmpty ? "" : "open on \(TerminalText.escaped(target)), "
    let name = BytePath.lastName(of: target)
    let isReadInFolders =
      LocalizationFormat(path: target) != nil || ConfigurationLocator.isConfigurationName(ignoringCase: name)
      || name.hasSuffix(".swift")
    let files = ["config", "stack", "font", "batch"].compactMap { arguments.value($0) }.map {
      // A face in a collection: `Fonts.ttc#2`.
      $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? $0
    }
    let fontFiles = fonts?.faceFilePaths() ?? []
    for input in arguments.positionals + files + alsoReading + fontFiles + named where input != "-" {
      let isInput: Bool
      let inside: Bool
      if let openFile, let identity = regularFileIdentity(input) {
        // A descriptor is open on a regular file input exactly when their devices and inodes
        // are the same (the same real path is the same file), and nothing lies below a file: one
        // `stat` of each walked file decides, not its real path and then its identity.
        isInput = identity == openFile.identity
        inside = false
      } else {
        guard
          let inputPath = FileSystemPath.resolved(input)
            ?? (input == standardInputName ? walkedPath(input) : nil)
        else {
          continue
        }
        isInput =
          BytePath.isSame(target, inputPath)
          || openFile.map { $0.identity == FileSystemPath.identity(inputPath) } == true
        inside = isReadInFolders && BytePath.isBelow(target, inputPath)
      }
      if isInput || inside {
        throw UsageError.refusal(
          "\(shownOutput) is \(opened)"
            + (isInput ? "an input" : "inside the input \(TerminalText.escaped(input))")
            + "; writing the report there would overwrite or add to what is read. Choose another file")
      }
    }
    // The file standard input is open on (`check - --stdin-name F < s.strings`, `measure --batch <
    // b.ndjson`), read under no name of its own: found by device and inode (tenth attack H6).
    if readsStandardInput(arguments), let standardInput = regularFile(openOn: 0),
      (openFile?.identity ?? FileSystemPath.identity(target)) == standardInput.identity
    {
      throw UsageError.refusal(
        "\(shownOutput) is \(opened)the file standard input reads; writing the report there would overwrite or "
          + "add to what is read. Choose another file")
    }
    // What follows is about a path whose file is replaced; a descriptor is written in place.
    guard descriptor == nil else { return }
    try refuseLinkOut(output, target: target, inputs: arguments.positionals)
    // In any case: a case-insensitive file system (macOS's default) finds `TypeFit.json` as the
    // configuration (the fiftieth attack's A50-7).
    if ConfigurationLocator.isConfigurationName(ignoringCase: name) {
      try refuseConfigurationName(output, name: name, target: target, inputs: arguments.positionals + named)
    }
    if let judgedWalk { judgedDestinations.withLock { $0[output] = judgedWalk } }
  }

  /// The walk of each `--output` path judged at the start of the run
  /// (``refuseAmongInputs(_:alsoReading:fonts:)``), by the path as given; its folder stays open
  /// until the report is written there. A path that could not be walked then has none.
  ///
  /// The report is written at the end of the run, and a link on the way swapped in the meantime
  /// (by a process running beside the check) would lead a second walk somewhere else: into the
  /// input folder, whose file it was refused to replace (thirteenth attack A13-25: 28 of 150 runs
  /// replaced an input with the report), or through a link out of the tree, unjudged when the
  /// first walk had failed (the seventy-second attack's A72-5). ``ReportFile`` writes in the
  /// folder the judged walk holds open, and a path without one is judged again as it is walked
  /// for writing (``walkForWriting(_:)``).
  private static let judgedDestinations = Locked([String: OutputPath]())

  /// The walk of `path` whose folder the report is written in: the one judged at the start of
  /// the run, or else (a path that could not be walked then, or was never judged) a walk made
  /// now, its links judged as a judged walk's are.
  ///
  /// - Throws: ``OutputError`` when the path cannot be walked, or a link on its way is refused
  ///   (the refusal's words).
  static func walkForWriting(_ path: String) throws -> OutputPath {
    if let walk = judgedDestinations.withLock({ $0[path] }) { return walk }
    let attempt = OutputPath.attempt(path)
    do {
      try refuseGuardedLinks(path, linksMet: attempt.linksMet)
    } catch let refusal as UsageError {
      throw OutputError(refusal.description)
    }
    return try attempt.walked.get()
  }

  /// Whether the command reads standard input: a path `-` (`check -`) or `--batch` (`measure
  /// --batch`). When standard input is a regular file (`< F`), that file is among the inputs
  /// ``refuseAmongInputs(_:alsoReading:fonts:)`` compares the output with.
  static func readsStandardInput(_ arguments: ParsedArguments) -> Bool {
    arguments.positionals.contains("-") || arguments.flag("batch")
  }

  /// Whether the report may land in a file the run could read: `--output` names a file or a
  /// descriptor (`/dev/fd/N`), or the report goes to standard output (no `--output`, or `-`)
  /// and standard output is open on a regular file (`> f`, `>> f`, `1<> f`).
  static func mayWriteToFile(_ arguments: ParsedArguments) -> Bool {
    guard (arguments.value(option.name) ?? "-") == "-" else { return true }
    return regularFile(openOn: 1) != nil
  }

  /// The regular file open on `descriptor`: its path (as the kernel names the open file,
  /// `/proc/self/fd/N` on Linux) and identity (`fstat`); `nil` for a pipe, terminal, device or
  /// closed descriptor. The path is the one the file was opened by, when it still names that
  /// file; otherwise (renamed or removed since) it is empty and the identity alone is compared
  /// with the inputs.
  private static func regularFile(openOn descriptor: Int32) -> (
    path: String, identity: FileSystemPath.Identity
  )? {
    guard let identity = FileSystemPath.Identity.regularFile(openOn: descriptor) else { return nil }
    #if os(Linux)
      let named = FileSystemPath.linkText("/proc/self/fd/\(descriptor)", exact: true)
    #else
      // Elsewhere only the identity is compared (with the input files named).
      let named: String? = nil
    #endif
    guard let named, named.hasPrefix("/"), FileSystemPath.identity(named) == identity else {
      return ("", identity)
    }
    return (named, identity)
  }

  /// Refuses an `--output` that lies inside an input's folder as written but whose file, or one
  /// of whose folders, is a symbolic link leading out of that folder. A repository under check
  /// (a pull request) controls its own files, so it could add `typefit.sarif -> ~/.ssh/…`; the
  /// report would then replace a file outside everything the user gave. The folder of an input
  /// is the input itself when it is a folder, else the folder holding the file.
  ///
  /// - Parameter target: the file that would be replaced, links resolved.
  private static func refuseLinkOut(_ output: String, target: String, inputs: [String]) throws {
    let written = lexicalPath(output)
    for input in inputs where input != "-" {
      var info = stat()
      guard stat(input, &info) == 0 else { continue }
      let folder = info.st_mode & S_IFMT == S_IFDIR ? input : BytePath.folder(of: lexicalPath(input))
      guard let resolvedFolder = FileSystemPath.resolved(folder) else { continue }
      guard BytePath.isBelow(written, lexicalPath(folder)) else { continue }
      let within = BytePath.isBelow(target, resolvedFolder)
      if !within {
        throw UsageError.refusal(
          "--output \(TerminalText.escaped(output)) is inside the input folder \(TerminalText.escaped(folder)), "
            + "but a symbolic link on its way leads it out of that folder; a repository can add such "
            + "a link to have the report replace a file elsewhere. Write the report outside the inputs "
            + "(in CI, in the runner's temporary folder) or remove the link")
      }
    }
  }

  /// Refuses an `--output` whose way goes through a symbolic link outside `/`, `/dev` and `/proc`
  /// (``SystemLinkFolders``).
  ///
  /// A pull request, a tarball or a Docker context controls every file of its tree, links
  /// included, so a link it adds (`typefit.sarif -> ../../.ssh/authorized_keys`, or a folder
  /// `reports -> /etc`) must not choose where the report goes, whether it leads out of its
  /// folder (a file elsewhere would be replaced) or stays in it (`report.txt -> .git/config`,
  /// `report.json -> .git/hooks/pre-commit`: a file the checkout or the CI made, which the tree
  /// does not own; twenty-fourth attack A24-10: `git` then failed on its configuration, and a
  /// hook that became the report ran its quoted `$(…)`). Where the link leads is worked out
  /// without looking outside its folder (`ConfinedLink`), and the message quotes the link's own
  /// text, so neither tells what exists on the machine.
  ///
  /// - Parameter linksMet: the links the walk of `output` met (``OutputPath/attempt(_:)``).
  /// - Throws: ``UsageError`` (exit 2) naming the link and its text.
  private static func refuseGuardedLinks(_ output: String, linksMet: [OutputPath.LinkMet]) throws {
    for link in linksMet where !link.isInSystemFolder {
      let leadsOut = ConfinedLink.resolve(link.path, inFolder: link.folder, roots: [link.folder]) == .outside
      let shownTarget = TerminalText.escaped(FileSystemPath.shownLinkText(link.path))
      throw UsageError.refusal(
        "--output \(TerminalText.escaped(output)) goes through the symbolic link \(TerminalText.escaped(link.path)), "
          + (leadsOut ? "which leads out of its folder" : "which stays in its folder")
          + " (to \(shownTarget)); "
          + "only the system's links (in /, /dev and /proc) are written through, as any other may be one the "
          + "files being checked brought (a pull request, a tarball or a Docker context can), and this one could "
          + "have the report replace a file "
          + (leadsOut ? "elsewhere" : "they do not own, such as .git/config or a hook")
          + ". Name the file meant by its real path, or write the report where no link is on its way "
          + "(in CI, in the runner's temporary folder)")
    }
  }

  /// Refuses `--output …/typefit.json` in a folder that holds an input or contains one: the
  /// configuration search (``ConfigurationLocator``) starts at the input's folder and climbs, so
  /// the next run would read the report as its configuration and stop with a usage error.
  private static func refuseConfigurationName(
    _ output: String, name: String, target: String, inputs: [String]
  ) throws {
    let folder = BytePath.folder(of: target)
    let named =
      name == ConfigurationLocator.fileName
      ? ConfigurationLocator.fileName
      : "\(TerminalText.escaped(name)), which a case-insensitive file system (macOS's default) finds as typefit.json,"
    for input in inputs where input != "-" {
      guard let inputPath = FileSystemPath.resolved(input) ?? walkedPath(input) else { continue }
      if BytePath.isBelow(inputPath, folder) {
        throw UsageError.refusal(
          "--output \(TerminalText.escaped(output)) is named \(named) in a folder that holds the input "
            + "\(TerminalText.escaped(input)); the next run would read the report as its configuration. "
            + "Choose another name")
      }
    }
  }

  /// `path` made absolute from the current folder, with `.` and `..` removed by name (links are
  /// not resolved: this is where the path points as written), split at the byte `/`. In a
  /// working folder `getcwd` cannot name, a relative path stays as it is (taken from `/`, `.`
  /// was `/`, and every absolute `--output` lay inside it).
  private static func lexicalPath(_ path: String) -> String {
    WorkingFolder.absolute(path) ?? path
  }

  /// Where `path` leads as the kernel would follow it, also when the file does not exist
  /// (``OutputPath``); `nil` when its folders cannot be walked.
  private static func walkedPath(_ path: String) -> String? {
    (try? OutputPath(path))?.destination
  }

  /// The device and inode of `path`, links followed, when it is a regular file; `nil` for a
  /// folder, another kind of file, or a path that does not exist.
  private static func regularFileIdentity(_ path: String) -> FileSystemPath.Identity? {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    return FileSystemPath.Identity(info)
  }

  /// Whether results end up on a terminal (so colour may be used).
  var isTerminal: Bool { path == nil && io.stdoutIsTerminal }

  /// Writes the whole result, replacing the file if there is one (atomically, see
  /// ``ReportFile``).
  ///
  /// - Throws: ``OutputError`` when the file or standard output cannot be written.
  func write(_ text: String) throws {
    guard let path else {
      io.out(text)
      if let failure = io.outputFailure { throw OutputError(failure) }
      return
    }
    let file = try ReportFile(path: path)
    file.write(text)
    try file.commit()
  }
}
