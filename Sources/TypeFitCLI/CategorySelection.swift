import TypeFit

/// The `--categories RANGE` option: which content size categories a command covers.
///
/// Accepts everything `ContentSizeCategory.parseSelection` does: `large`, `large...AX5`,
/// `AX1...`, `all`, and comma lists of these, with SwiftUI and UIKit spellings.
enum CategorySelection {
  /// The option's declaration.
  static let option = OptionSpec(
    "categories", value: "RANGE",
    help:
      "Content size categories: a name, a range (large...AX5, AX1..., large..<AX5), a comma list, or all (default all)."
  )

  /// The selected categories, ascending, or `fallback` when the option is absent.
  ///
  /// - Throws: ``UsageError`` for an unknown name, a reversed range or an empty selection.
  static func categories(
    _ arguments: ParsedArguments, default fallback: [ContentSizeCategory] = ContentSizeCategory.allCases
  ) throws -> [ContentSizeCategory] {
    guard let text = arguments.value(option.name) else { return fallback }
    return try UsageError.converting { try ContentSizeCategory.parseSelection(text) }
  }
}
