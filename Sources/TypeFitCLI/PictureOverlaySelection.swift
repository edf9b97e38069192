import TypeFit

/// `--overlays LIST` of `typefit row`: which review overlays its pictures draw (`--format svg` or
/// `html`), as a comma list of `targets` (touch targets), `truncation`, `text` (each label's
/// frame), `margins` (the layout margins), or `all` or `none` alone.
///
/// The SVG strip draws touch targets and truncation markers by default and the HTML page all
/// four, which it can switch off; a designer's strip with the text frames and margins needed an
/// option (the fresh user's U52-3: the documentation's picture showed them, the command could not).
enum PictureOverlaySelection {
  /// The option's declaration.
  static let option = OptionSpec(
    "overlays", value: "LIST",
    help:
      "Overlays of the svg and html pictures: a comma list of targets, truncation, text, margins, or all or none "
      + "alone (default targets,truncation for svg, all for html).")

  /// The names `--overlays` takes, each with the overlays it stands for.
  static let names: [(name: String, overlays: RowPictureOverlays)] = [
    ("targets", .touchTargets), ("truncation", .truncation), ("text", .textFrames), ("margins", .margins),
    ("all", .all), ("none", []),
  ]

  /// The names that stand for the whole list, given alone.
  static let wholeListNames: Set<String> = ["all", "none"]

  /// The overlays `arguments` ask for, or `fallback` without `--overlays`.
  ///
  /// - Throws: ``UsageError`` for an empty entry or an unknown name (with the closest one),
  ///   for `all` or `none` beside another entry, and when the format draws no picture.
  static func overlays(
    _ arguments: ParsedArguments, format: String, default fallback: RowPictureOverlays
  ) throws -> RowPictureOverlays {
    guard let text = arguments.value(option.name) else { return fallback }
    guard format == "svg" || format == "html" else {
      throw UsageError(
        "--overlays applies to the pictures of --format svg and html; this run writes \(format)")
    }
    var selected: RowPictureOverlays = []
    let entries = text.split(separator: ",", omittingEmptySubsequences: false)
    for entry in entries {
      let name = entry.filter { !$0.isWhitespace }.lowercased()
      guard let found = names.first(where: { $0.name == name }) else {
        let all = names.map(\.name)
        let hint = NameSuggestion.closest(to: name, in: all).map { " (did you mean '\($0)'?)" } ?? ""
        let shown = name.isEmpty ? "an empty entry" : "'\(TerminalText.escaped(String(entry)))'"
        throw UsageError("--overlays: \(shown) is not an overlay\(hint); use \(all.joined(separator: ", "))")
      }
      // `all` and `none` say the whole list: beside another entry one of them is not meant
      // (`all,none` drew everything: the seventy-ninth attack's A79-7).
      if entries.count > 1, wholeListNames.contains(name) {
        throw UsageError(
          "--overlays: '\(name)' stands alone; give it without other entries, or list the overlays wanted "
            + "(targets, truncation, text, margins)")
      }
      selected.formUnion(found.overlays)
    }
    return selected
  }
}
