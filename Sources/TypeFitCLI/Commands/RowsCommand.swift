import Foundation
import TypeFit
import TypeFitInput

/// `typefit rows`: the list rows found in an app's Swift sources, with their parts, styles,
/// line limits and accessories, so a user sees what discovery found and can correct it in the
/// configuration.
enum RowsCommand: CLICommand {
  static let name = "rows"
  static let needsWorkRoom = true
  static let abstract = "List the rows found in Swift sources: keys, parts, styles, line limits, accessories."
  static let usage = "typefit rows <paths…> [--config F] [--format text|json] [--output F]"
  static let argumentsHelp = [("<paths…>", "Swift files or folders (searched for .swift files).")]
  static let options: [OptionSpec] = [
    OptionSpec(
      "config", value: "F",
      help: "Configuration file for rowComponents (default: typefit.json found as check finds it)."),
    OptionSpec("format", value: "F", help: "text (default) or json."),
    OutputDestination.option,
  ]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> Int32 {
    guard !arguments.positionals.isEmpty else { throw UsageError("give at least one Swift file or folder") }
    if arguments.positionals.contains("-") {
      throw UsageError(
        "rows reads Swift files and folders, not standard input ('-'); give the files or folders to search")
    }
    let format = try arguments.choice("format", from: ["text", "json"], default: "text")
    try refuseFilesNotSwift(arguments.positionals)
    let (configuration, configurationFile, _) = try CheckCommand.loadConfiguration(arguments, io: io)
    if let configurationFile { CheckCommand.noteConfiguration(configurationFile, arguments, io: io) }
    // A Swift source read through a link is an input by its real path too.
    let walked = FilesBelowInputs.list(
      arguments, localizationFiles: false, swiftSources: true, followsExternalLinks: false)
    let output = try OutputDestination(
      arguments, alsoReading: (configurationFile.map { [$0] } ?? []) + walked, io: io)
    var discovery = RowDiscovery(components: configuration.rowComponents)
    // Under `ulimit -v` or `ulimit -d`, files whose discovery would not fit are not read, as in
    // `check` (the sixteenth attack's A16-2: an allocation that fails ends the process).
    let budget = AddressSpaceBudget.current()
    if let budget {
      if let refusal = budget.threadsFitting(wanted: 1, for: "typefit rows").refusal {
        io.message("Error: \(refusal)")
        return ExitCode.unreadableInput
      }
      discovery.admitsFiles = { path, bytes in budget.swiftShortfall(path: path, bytesSoFar: bytes) }
    }
    var result = discovery.discover(in: arguments.positionals)
    result.findings = result.findings.compactMap {
      SourceFindingPolicy(levels: configuration.rules).apply($0)
    }
    // The listing is made whole (a table's columns need every row): under a limit, refused
    // by name when it would not fit (the eighteenth attack's A18-11).
    if let refusal = budget?.rowListingShortfall(
      rows: result.rows.count, findings: result.findings.count + result.diagnostics.count,
      json: format == "json")
    {
      io.message("Error: \(refusal)")
      return ExitCode.unreadableInput
    }
    if format == "json" {
      try output.write(SourceRowJSON.result(result).serialized(indent: 2) + "\n")
    } else {
      try output.write(text(result, style: TerminalStyle(enabled: output.isTerminal)))
    }
    // At most 200 lines in a run, then one counting the rest (A17-14); the JSON output has all.
    var lines = ListedLines()
    for diagnostic in result.diagnostics {
      lines.list(Self.line(diagnostic), file: diagnostic.location.file, io: io)
    }
    if let remainder = lines.remainder("problem reading Swift sources", "problems reading Swift sources") {
      io.message(
        "\(remainder), not listed here; "
          + (format == "json" ? "the JSON output lists them all" : "typefit rows -f json lists them all"))
    }
    if result.filesRead == 0, !result.diagnostics.contains(where: Self.saysWhyNoFile) {
      // Said only of paths that are there: a missing one has its error above; a link not
      // followed or a folder not searched says itself why no file was read (fresh22 F22-14).
      let searched = arguments.positionals.filter { FileManager.default.fileExists(atPath: $0) }
      if !searched.isEmpty {
        io.message(
          "Warning: no .swift files under \(searched.map { TerminalText.escaped($0) }.joined(separator: ", "))"
        )
      }
    }
    return result.hasUnreadableInput ? ExitCode.unreadableInput : ExitCode.success
  }

  /// Whether `diagnostic` says why a path that is there gave no file: a link not followed, a
  /// folder or file not read or searched (not a missing path, which is left out of the warning).
  static func saysWhyNoFile(_ diagnostic: DiscoveryDiagnostic) -> Bool {
    switch diagnostic.kind {
    case .symlinkNotFollowed, .invalidFileName: true
    case .unreadableFile: diagnostic.message != FileSystemPath.noSuchFile
    default: false
    }
  }

  /// A problem reading the sources as standard error shows it: a path that cannot be read or
  /// followed as `check` says it, `Error: Sourcs: no such file or folder` (not at a made-up
  /// `1:1`, fresh22 F22-14); a problem inside a file at its line and column.
  static func line(_ diagnostic: DiscoveryDiagnostic) -> String {
    switch diagnostic.kind {
    case .unreadableFile where diagnostic.isAboutWholeFile, .symlinkNotFollowed, .invalidFileName:
      let label = diagnostic.severity == .error ? "Error" : "Warning"
      return "\(label): \(diagnostic.location.file): \(diagnostic.message)"
    default:
      return "\(diagnostic)"
    }
  }

  /// Refuses a file given by name that is not a `.swift` file (`typefit rows README.md`), which
  /// would otherwise be read as Swift; folders are searched for `.swift` files, and paths that
  /// do not exist are reported by the walker.
  ///
  /// - Throws: ``UsageError`` naming the first such file.
  static func refuseFilesNotSwift(_ paths: [String]) throws {
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
        !path.hasSuffix(".swift")
      else { continue }
      throw UsageError(
        "\(path) is not a Swift file: typefit rows reads .swift files, and searches folders for them")
    }
  }

  /// One table of rows, then the references that could not be resolved, then a count.
  static func text(_ result: DiscoveryResult, style: TerminalStyle) -> String {
    var table = TextTable(
      ["location", "construct", "title", "subtitle", "value", "styles", "lines", "accessory", "navigable"])
    for row in result.rows {
      func part(_ text: DiscoveredText?) -> String {
        guard let text else { return "" }
        var summary = text.reference.summary
        if summary.count > 48 { summary = String(summary.prefix(47)) + "…" }
        return text.alternatives.isEmpty ? summary : summary + " (+\(text.alternatives.count))"
      }
      let styles = row.parts.compactMap { part in
        let weight = part.text.weight.map { " \($0.name)" } ?? ""
        return part.text.textStyle.map { "\(part.role.rawValue) \($0.rawValue)\(weight)" }
          ?? (weight.isEmpty ? nil : "\(part.role.rawValue)\(weight)")
      }
      let lines = row.parts.compactMap { part in part.text.lineLimit.map { "\(part.role.rawValue) \($0)" } }
      let cells = [
        "\(row.location)", "\(row.construct)", part(row.title), part(row.subtitle), part(row.value),
        styles.joined(separator: ", "), lines.joined(separator: ", "),
        row.accessory == .none
          ? ""
          : row.accessory.rawValue + (row.accessorySymbol.map { " (\(AccessorySymbol.written($0)))" } ?? ""),
        row.isNavigable ? "yes" : "no",
      ]
      table.append(cells.map { TerminalText.escaped($0) })
    }
    var text = result.rows.isEmpty ? "" : table.render(header: style.dim)
    let unresolved = result.rows.flatMap { row in
      row.parts.compactMap { part -> String? in
        guard case .unresolved(let reason) = part.text.reference else { return nil }
        return "  " + TerminalText.escaped("\(part.text.location): \(part.role.rawValue): \(reason)")
      }
    }
    if !unresolved.isEmpty {
      text += "\nUnresolved references (\(unresolved.count)): computed at run time, not guessed:\n"
      text += unresolved.joined(separator: "\n") + "\n"
    }
    if !result.findings.isEmpty {
      text += "\nSource findings (\(result.findings.count)):\n"
      text += result.findings.map { "  " + TerminalText.escaped("\($0)") + "\n" }.joined()
    }
    let files = Set(result.rows.map { ExactText($0.location.file) }).count
    let resolvedRows = result.rows.filter { $0.title?.reference.key != nil }.count
    text +=
      "\n\(result.rows.count) rows in \(files) of \(result.filesRead) Swift files; "
      + "\(resolvedRows) with a title key; \(unresolved.count) unresolved parts.\n"
    return text
  }
}
