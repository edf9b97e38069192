import TypeFitInput

extension ParsedArguments {
  /// `--format`'s value, one of `choices`; without `--format`, the format that `--output`'s file
  /// extension names, when it is one of `choices` (`row.svg`: `svg`; `report.sarif`: `sarif`;
  /// `results.xml`: `junit`; `.htm`: `html`; `.txt`: `text`), else `fallback`.
  ///
  /// A fresh user's U56-10: `typefit row --title X -o z.svg` wrote the text report into `z.svg`,
  /// which no viewer opens; the docs always pair `--format svg` with `--output row.svg`. Used by
  /// `row`, whose pictures are the case; `check -o report.json` still writes the text report
  /// unless `--format` says otherwise (scripts and CI configurations already give it).
  ///
  /// - Throws: ``UsageError`` for a `--format` value not among `choices`, as ``choice(_:from:default:)``.
  public func formatChoice(from choices: [String], default fallback: String) throws -> String {
    if value("format") != nil { return try choice("format", from: choices, default: fallback) }
    guard let output = value(OutputDestination.option.name), output != "-" else { return fallback }
    let name = BytePath.lastName(of: output)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
    let named = name[name.index(after: dot)...].lowercased()
    let aliases = ["xml": "junit", "htm": "html", "txt": "text"]
    let format = aliases[named] ?? named
    return choices.contains(format) ? format : fallback
  }
}
