import TypeFitDynamicType

/// Parses arguments against an option table.
///
/// Accepts `--name value`, `--name=value`, flags, `--` (everything after is positional) and
/// `-` (a positional meaning standard input). Unknown options are errors with a suggestion.
public enum ArgumentParser {
  /// - Throws: ``UsageError`` for an unknown option, a missing value, a value given to a
  ///   flag, or a non-repeatable option given twice.
  public static func parse(_ arguments: [String], options: [OptionSpec]) throws -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("--") {
        if !onlyPositionals, argument.hasPrefix("-"), argument != "-", argument != "-h" {
          throw UsageError("unknown option '\(argument)' (options start with --)")
        }
        if argument == "-h" {
          parsed.flags.insert("help")
          continue
        }
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = String(argument.dropFirst(2))
      var inlineValue: String? = nil
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if name == "help" {
        parsed.flags.insert("help")
        continue
      }
      guard let spec = options.first(where: { $0.name == name }) else {
        let hint =
          NameSuggestion.closest(to: name, in: options.map(\.name)).map { " (did you mean --\($0)?)" } ?? ""
        throw UsageError("unknown option '--\(name)'\(hint)")
      }
      if spec.isFlag {
        if inlineValue != nil { throw UsageError("--\(name) takes no value") }
        parsed.flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count else {
          throw UsageError("--\(name) needs a value (\(spec.valueName ?? "VALUE"))")
        }
        value = arguments[index]
        index += 1
      }
      if !spec.isRepeatable, parsed.values[name] != nil {
        throw UsageError("--\(name) was given more than once")
      }
      parsed.values[name, default: []].append(value)
    }
    return parsed
  }
}
