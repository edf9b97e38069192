import TypeFitDynamicType
import TypeFitInput

/// Parses arguments against an option table.
///
/// Accepts `--name value`, `--name=value`, the one-letter forms `-o value` `-f value` `-q`
/// `-h` (``OptionSpec/shortName``), flags, `--` (everything after is positional) and `-` (a
/// positional meaning standard input). Unknown options are errors with a suggestion.
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
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        parsed.positionals.append(argument)
        continue
      }
      if !argument.hasPrefix("--") {
        // A one-letter option: -h, or the short form of an option of this command.
        let letter = argument.dropFirst()
        if letter == "h" {
          parsed.flags.insert("help")
          continue
        }
        guard letter.count == 1, let spec = options.first(where: { $0.shortName == letter.first }) else {
          let known = (["-h"] + options.compactMap { $0.shortName.map { "-\($0)" } }).joined(separator: " ")
          throw UsageError(
            "unknown option '\(argument)' (one-letter options here: \(known); others start with --)"
              + pathHint(argument))
        }
        if spec.isFlag {
          parsed.flags.insert(spec.name)
          continue
        }
        guard index < arguments.count else {
          throw UsageError("\(argument) needs a value (\(spec.valueName ?? "VALUE"))")
        }
        try refuseOptionAsOutput(arguments[index], for: spec, as: argument, options: options)
        try parsed.add(arguments[index], for: spec, as: argument)
        index += 1
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
        throw UsageError("unknown option '--\(name)'\(hint)" + pathHint(argument))
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
        try refuseOptionAsOutput(value, for: spec, as: "--\(name)", options: options)
      }
      try parsed.add(value, for: spec, as: "--\(name)")
    }
    return parsed
  }

  /// Refuses the next argument `value` taken as `--output`'s file when it starts with `-` (but
  /// for `-`, standard output): one of the command's options (`--format`, `-f`,
  /// `--format=json`, `-h`), `--`, or a misspelt option. A forgotten file name, as in
  /// `check App -o --format json`, wrote the report to a new file named `--format` and took
  /// `json` for an input (the eighty-second attack's A82-11), where `--format -o` is refused as
  /// no format. A file of such a name is written as `./--format`, or with `--output=--format`.
  ///
  /// - Throws: ``UsageError`` naming the option and how to name such a file.
  static func refuseOptionAsOutput(
    _ value: String, for spec: OptionSpec, as spelled: String, options: [OptionSpec]
  ) throws {
    guard spec.name == OutputDestination.option.name, value.hasPrefix("-"), value != "-" else { return }
    let name = value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
    let known =
      name == "--help" || name == "-h" || options.contains { "--\($0.name)" == name }
      || options.contains { $0.shortName.map { "-\($0)" } == name }
    // Any other value starting with `-` reads as an option too: `-o -- App` wrote a report named
    // `--`, `-o --fromat json` one named `--fromat` (a fresh user's U56-4).
    let what = known ? "an option" : value == "--" ? "the end of the options" : "which reads as an option"
    throw UsageError(
      "\(spelled) needs a file name; got '\(value)', \(what): give \(spelled) a file, "
        + "or write ./\(value) for a file of that name")
  }

  /// For an unknown option that is also the name of a file or folder here: how to give it as a
  /// path (a fresh user's U54-7: `check -o.xcstrings` said only that the option is unknown);
  /// empty otherwise. A link is a name too, whatever it leads to.
  static func pathHint(_ argument: String) -> String {
    guard FileSystemPath.kindNotFollowing(argument) != nil else { return "" }
    return
      "; '\(argument)' is also a file or folder here: to name it as a path, put -- before the paths "
      + "or write ./\(argument)"
  }
}

extension ParsedArguments {
  /// Records an option's value.
  ///
  /// - Throws: ``UsageError`` when a non-repeatable option was already given (in either form).
  fileprivate mutating func add(_ value: String, for spec: OptionSpec, as spelled: String) throws {
    if !spec.isRepeatable, values[spec.name] != nil {
      throw UsageError("\(spelled) was given more than once")
    }
    values[spec.name, default: []].append(value)
  }
}
