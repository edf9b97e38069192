import Foundation
import TypeFit

/// Which font stack a command uses: `--font PATH` (one face, nothing applied), `--stack FILE`
/// (a font stack definition in JSON), or the platform default (SF Pro on a Mac when present,
/// else the Inter/Noto stand-in).
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
  ]

  /// - Throws: ``UsageError`` when both are given or the stack file is unreadable JSON.
  static func definition(_ arguments: ParsedArguments) throws -> FontStackDefinition {
    if arguments.value("font") != nil, arguments.value("stack") != nil {
      throw UsageError("give either --font or --stack, not both")
    }
    if let path = arguments.value("font") { return singleFace(path) }
    if let file = arguments.value("stack") {
      if let builtIn = FontStackDefinition.builtIn.first(where: { $0.name == file }) { return builtIn }
      return try stackFile(file)
    }
    return .platformDefault()
  }

  /// `PATH` or `PATH#INDEX` (a face inside a collection such as `NotoSansCJK-Regular.ttc#1`).
  static func singleFace(_ argument: String) -> FontStackDefinition {
    if let hash = argument.lastIndex(of: "#"), let index = Int(argument[argument.index(after: hash)...]) {
      return .singleFace(path: String(argument[..<hash]), index: index)
    }
    return .singleFace(path: argument)
  }

  static func stackFile(_ path: String) throws -> FontStackDefinition {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw UsageError("cannot read font stack file \(path)")
    }
    do {
      return try JSONDecoder().decode(FontStackDefinition.self, from: data)
    } catch {
      throw UsageError("\(path): not a valid font stack definition: \(error)")
    }
  }
}
