import TypeFitDynamicType

/// The size an `.environment(\.dynamicTypeSize, …)` or `.environment(\.sizeCategory, …)`
/// modifier sets, read as `.dynamicTypeSize(…)` with that one size is (A21-10).
///
/// ```swift
/// // .environment(\.dynamicTypeSize, .large)                 → large...large
/// // .environment(\.sizeCategory, .extraExtraExtraLarge)     → xxxLarge...xxxLarge
/// // .environment(\EnvironmentValues.sizeCategory, .accessibilityMedium) → AX1...AX1
/// // .environment(\.dynamicTypeSize, size)                   → computed: not known
/// ```
///
/// `sizeCategory` takes SwiftUI's `ContentSizeCategory` names
/// (https://developer.apple.com/documentation/swiftui/contentsizecategory), `dynamicTypeSize`
/// the `DynamicTypeSize` ones (https://developer.apple.com/documentation/swiftui/dynamictypesize).
enum EnvironmentDynamicTypeSize {
  /// `ContentSizeCategory` case names in order, smallest first: the twelve categories.
  static let sizeCategoryNames = [
    "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
    "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
    "accessibilityExtraExtraExtraLarge",
  ]

  /// The value of `.environment(\.dynamicTypeSize, value)` or `.environment(\.sizeCategory,
  /// value)` (the key path `\.name` or `\EnvironmentValues.name`) and the category it names:
  /// `.large`, `DynamicTypeSize.large`, `ContentSizeCategory.large`; the category is `nil` when
  /// the value is computed. `nil` for another key path.
  static func value(_ arguments: [CallSyntax.Argument], in stream: TokenStream)
    -> (range: Range<Int>, category: ContentSizeCategory?)?
  {
    guard arguments.count == 2 else { return nil }
    let key = arguments[0].range
    guard key.count >= 3, stream.isPunctuation(key.lowerBound, "\\"),
      stream.isPunctuation(key.upperBound - 2, ".")
    else { return nil }
    let between = (key.lowerBound + 1)..<(key.upperBound - 2)
    guard
      between.isEmpty || (between.count == 1 && stream[between.lowerBound].isIdentifier("EnvironmentValues"))
    else { return nil }
    let names: [String]
    let typeName: String
    if stream[key.upperBound - 1].isIdentifier("dynamicTypeSize") {
      (names, typeName) = (DynamicTypeSizeLimit.caseNames, "DynamicTypeSize")
    } else if stream[key.upperBound - 1].isIdentifier("sizeCategory") {
      (names, typeName) = (sizeCategoryNames, "ContentSizeCategory")
    } else {
      return nil
    }
    let value = arguments[1].range
    var start = value.lowerBound
    if stream.isIdentifier(start, typeName) { start += 1 }
    guard start + 2 == value.upperBound, stream.isPunctuation(start, "."),
      stream[start + 1].kind == .identifier,
      let index = names.firstIndex(of: stream[start + 1].text)
    else { return (value, nil) }
    return (value, ContentSizeCategory(rawValue: index))
  }
}
