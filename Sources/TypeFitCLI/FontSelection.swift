import Foundation
import TypeFit

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
      definition = singleFace(path)
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

  /// `PATH` or `PATH#INDEX` (a face inside a collection such as `NotoSansCJK-Regular.ttc#1`).
  static func singleFace(_ argument: String) -> FontStackDefinition {
    if let hash = argument.lastIndex(of: "#"), let index = Int(argument[argument.index(after: hash)...]) {
      return .singleFace(path: String(argument[..<hash]), index: index)
    }
    return .singleFace(path: argument)
  }

  /// - Throws: ``UnreadableInputError`` naming the file and, for bad JSON, what is wrong.
  static func stackFile(_ path: String) throws -> FontStackDefinition {
    guard let data = FileManager.default.contents(atPath: path) else {
      let names = FontStackDefinition.builtIn.map(\.name)
      if !FileManager.default.fileExists(atPath: path) && !path.contains("/") && !path.hasSuffix(".json") {
        let hint = NameSuggestion.closest(to: path, in: names).map { " Did you mean '\($0)'?" } ?? ""
        throw UsageError(
          "unknown font stack '\(path)' (neither a built-in name nor a file).\(hint) Built-in: "
            + names.joined(separator: ", "))
      }
      throw UnreadableInputError("cannot read font stack file \(path)")
    }
    if let problem = JSONSyntaxCheck.firstProblem(in: data) {
      throw UnreadableInputError(
        "\(path):\(problem.line):\(problem.column): not valid JSON: \(problem.message)")
    }
    do {
      return try JSONDecoder().decode(FontStackDefinition.self, from: data)
    } catch let DecodingError.keyNotFound(key, context) {
      throw UnreadableInputError(
        "\(path): not a valid font stack definition: missing \"\(key.stringValue)\""
          + Self.where(context.codingPath))
    } catch let DecodingError.typeMismatch(type, context) {
      throw UnreadableInputError(
        "\(path): not a valid font stack definition: expected \(type)" + Self.where(context.codingPath))
    } catch let DecodingError.valueNotFound(type, context) {
      throw UnreadableInputError(
        "\(path): not a valid font stack definition: expected \(type)" + Self.where(context.codingPath))
    } catch let DecodingError.dataCorrupted(context) {
      throw UnreadableInputError(
        "\(path): not a valid font stack definition: \(context.debugDescription)"
          + Self.where(context.codingPath))
    } catch {
      throw UnreadableInputError("\(path): not a valid font stack definition: \(error)")
    }
  }

  /// " at fonts[2].file" for a decoding path, "" at the top.
  private static func `where`(_ path: [any CodingKey]) -> String {
    guard !path.isEmpty else { return "" }
    let text = path.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
    return " at " + (text.hasPrefix(".") ? String(text.dropFirst()) : text)
  }
}
