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
        let hint = suggestion(for: name, among: options.map(\.name)).map { " (did you mean --\($0)?)" } ?? ""
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

  /// The closest name by edit distance, if it is close enough to be a likely typo.
  public static func suggestion(for name: String, among names: [String]) -> String? {
    let scored = names.map { ($0, editDistance(name.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, name.count / 3) else { return nil }
    return best.0
  }

  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1..<(b.count + 1) {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
