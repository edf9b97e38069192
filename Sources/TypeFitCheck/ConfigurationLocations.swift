import TypeFitLocalization

/// Where a configuration read from a file (`typefit.json`, `--config F`) came from: the file,
/// as the reports name their inputs, and the place of each member its warnings are about, so a
/// warning names `typefit.json:1:52: formatArguments."": …` as a read error names its line
/// (the seventy-sixth attack's A76-2: every warning about the configuration was placed at a
/// made-up file `configuration`, which `xcode`, `github` and SARIF annotated as a file of the
/// repository).
///
/// Kept: each top-level member, each `rows`, `ignore`, `locales` and `states` entry and each
/// `formatArguments` sample, the members warnings are about.
///
/// A place is where the member's value starts, as `ConfigurationReader`'s errors name it: a
/// 1-based line and a 1-based column in UTF-8 bytes (``Position``), for a `rows` entry its `{`.
///
/// ```swift
/// // {"defaultRole":"row","formatArguments":{"":"x"}}
/// locations.formatArgument("")   // typefit.json:1:44
/// locations.member("formatArguments")  // typefit.json:1:40
/// ```
public struct ConfigurationLocations: Sendable, Hashable, Codable {
  /// A place in the file: the 1-based line and the 1-based column, in UTF-8 bytes from the
  /// start of the line.
  public struct Position: Sendable, Hashable, Codable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes.
    public var column: Int

    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }
  }

  /// The configuration file, as the reports name inputs (relative to the working folder when
  /// inside it: `typefit.json`, `ci/typefit.json`).
  public var file: String
  /// Each top-level member's value (`"locales"`, `"ignore"`, `"formatArguments"`, `"rows"`…),
  /// by the member's name as written.
  public var members: [String: Position] = [:]
  /// Each `rows` entry's `{`, in file order (one per ``CheckConfiguration/rows`` entry).
  public var rows: [Position] = []
  /// Each `ignore` entry, in file order (one per ``CheckConfiguration/ignore`` entry).
  public var ignore: [Position] = []
  /// Each `locales` entry, in file order (one per ``CheckConfiguration/locales`` entry); empty
  /// when the locales checked are not the file's (`--locales`, ``localesGivenElsewhere()``).
  public var locales: [Position] = []
  /// Each `states` entry, in file order (one per ``CheckConfiguration/states`` entry).
  public var states: [Position] = []
  /// Each `formatArguments` member's value, by its key (as ``CheckConfiguration/formatArguments``
  /// keys them).
  public var formatArguments: [String: Position] = [:]

  /// Places in `file`, none known yet.
  public init(file: String) {
    self.file = file
  }

  /// The top-level member `name`'s place; `nil` when the file has no such member.
  public func member(_ name: String) -> SourceLocation? {
    members[name].map(location)
  }

  /// The place of `rows[index]`; `nil` past the entries.
  public func row(_ index: Int) -> SourceLocation? {
    entry(index, of: rows)
  }

  /// The place of `ignore[index]`; `nil` past the entries.
  public func ignoreEntry(_ index: Int) -> SourceLocation? {
    entry(index, of: ignore)
  }

  /// The place of `locales[index]`; `nil` past the entries, or when the locales are not the
  /// file's.
  public func locale(_ index: Int) -> SourceLocation? {
    entry(index, of: locales)
  }

  /// The place of `states[index]`; `nil` past the entries.
  public func stateEntry(_ index: Int) -> SourceLocation? {
    entry(index, of: states)
  }

  /// The place of `list[index]`; `nil` past its entries.
  private func entry(_ index: Int, of list: [Position]) -> SourceLocation? {
    list.indices.contains(index) ? location(list[index]) : nil
  }

  /// The place of the `formatArguments` sample for `key`; `nil` when the file has none.
  public func formatArgument(_ key: String) -> SourceLocation? {
    formatArguments[key].map(location)
  }

  /// Forgets the places of `locales`: the locales a run checks came from elsewhere (the command
  /// line's `--locales`), so a warning about one names no place in the file.
  public mutating func localesGivenElsewhere() {
    locales = []
    members["locales"] = nil
  }

  /// `position` in ``file``.
  public func location(_ position: Position) -> SourceLocation {
    SourceLocation(file: file, line: position.line, column: position.column)
  }
}
