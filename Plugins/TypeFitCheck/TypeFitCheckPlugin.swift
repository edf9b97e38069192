import Foundation
import PackagePlugin

/// `swift package typefit-check [--target NAME]… [typefit check options]`: checks the
/// localization files of the package's targets (String Catalogs, `.strings`, `.stringsdict`,
/// XLIFF, `.xcloc`, Android `values*/strings.xml` among each target's files, normally its
/// resources) with `typefit check`, given the targets' Swift files too so that the rows are
/// discovered in them (fresh23 F23-3: with the localization files alone every string was
/// checked as a label or prose).
///
/// Every argument other than `--target` goes to `typefit check` as it is (`--format sarif`,
/// `--title-lines 1`, `--device …`). The report goes to standard output; the command fails
/// with `typefit`'s exit code when there are findings at `--fail-on` (default error) or input
/// that cannot be read.
@main
struct TypeFitCheckPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
    // The targets' localization files: resources (`.xcstrings`, `.lproj` folders) and any
    // other file SwiftPM lists for the target.
    let modules = targets.compactMap { $0 as? SourceModuleTarget }
    let files = modules.flatMap { target in target.sourceFiles.map(\.url).filter(Self.isLocalization) }
    // The Swift files the rows are discovered in, after the localization files.
    let sources = modules.flatMap { target in
      target.sourceFiles.map(\.url).filter { $0.pathExtension == "swift" }
    }
    guard !files.isEmpty else {
      Diagnostics.error(
        "typefit-check: no localization files in the targets' files (declare them as resources, e.g. .process(\"Resources\"))"
      )
      throw PluginFailure(status: 3)
    }
    let typefit = try context.tool(named: "typefit")
    let process = Process()
    process.executableURL = typefit.url
    process.arguments = ["check"] + (files + sources).map(\.path) + extractor.remainingArguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw PluginFailure(status: process.terminationStatus) }
  }
}

extension TypeFitCheckPlugin {
  /// The file extensions `typefit check` reads, and Android's `strings.xml`.
  static func isLocalization(_ file: URL) -> Bool {
    ["xcstrings", "strings", "stringsdict", "xliff", "xcloc"].contains(file.pathExtension)
      || (file.lastPathComponent == "strings.xml"
        && file.deletingLastPathComponent().lastPathComponent.hasPrefix("values"))
  }
}

/// `typefit check` did not finish clean: findings (1), a usage error (2), unreadable input (3).
struct PluginFailure: Error, CustomStringConvertible {
  var status: Int32
  var description: String { "typefit check exited with \(status)" }
}
