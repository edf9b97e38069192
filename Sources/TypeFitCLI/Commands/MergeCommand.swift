import Foundation
import TypeFit

/// `typefit merge`: joins the JSON, NDJSON or SARIF reports of a sharded check
/// (`typefit check --shard K/N`) into the report of the whole check.
enum MergeCommand: CLICommand {
  static let name = "merge"
  static let abstract = "Merge the JSON, NDJSON or SARIF reports of the shards of one check."
  static let usage = "typefit merge <reports…> [--output F]"
  static let argumentsHelp = [
    ("<reports…>", "The reports of every shard (check --shard K/N), all JSON, all NDJSON or all SARIF.")
  ]
  static let options: [OptionSpec] = [OutputDestination.option]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> Int32 {
    guard !arguments.positionals.isEmpty else {
      throw UsageError("give the reports of the shards to merge")
    }
    var reports: [String] = []
    for path in arguments.positionals {
      guard let data = FileManager.default.contents(atPath: path),
        let text = String(data: data, encoding: .utf8)
      else {
        throw UnreadableInputError("cannot read report \(path)")
      }
      reports.append(text)
    }
    let merged: String
    do {
      merged = try ReportMerger.merge(reports)
    } catch {
      throw UnreadableInputError(error.description)
    }
    try OutputDestination(arguments, io: io).write(merged)
    return ExitCode.success
  }
}
