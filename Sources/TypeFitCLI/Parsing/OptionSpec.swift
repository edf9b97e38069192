/// One command-line option: its name, whether it takes a value, and its help.
///
/// Commands declare a table of these; both parsing and `--help` come from the table, in the
/// manner of swift-argument-parser.
public struct OptionSpec: Sendable, Hashable {
  /// Name without dashes (`width` for `--width`).
  public var name: String
  /// Placeholder for the value in help (`PT`), or `nil` for a flag that takes no value.
  public var valueName: String?
  /// One-line help.
  public var help: String
  /// Whether the option may be given more than once (values accumulate).
  public var isRepeatable: Bool

  public init(
    _ name: String, value valueName: String? = nil, repeatable isRepeatable: Bool = false, help: String
  ) {
    self.name = name
    self.valueName = valueName
    self.help = help
    self.isRepeatable = isRepeatable
  }

  /// Whether the option is a flag (no value).
  public var isFlag: Bool { valueName == nil }

  /// The one-letter form (`o` for `-o`), the same in every command that has the option:
  /// `-o` `--output`, `-f` `--format`, `-q` `--quiet` (`-h` is `--help` everywhere).
  public var shortName: Character? { Self.shortNames[name] }

  /// One-letter forms by long name.
  static let shortNames: [String: Character] = ["output": "o", "format": "f", "quiet": "q"]

  /// `-o, --output <F>` for help and docs.
  public var synopsis: String {
    (shortName.map { "-\($0), " } ?? "") + "--\(name)" + (valueName.map { " <\($0)>" } ?? "")
  }
}
