import TypeFitDynamicType

/// What SwiftUI's `.dynamicTypeSize(…)` lets a view reach: the content size categories it is
/// drawn at.
///
/// Apple's `dynamicTypeSize(_:)` documentation
/// (https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)-26aj0 for a range,
/// https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:) for one size): a
/// range limits the size within the view, a size sets it, limits applied one inside another
/// give their intersection, and a size set further out is limited by a range nearer the view.
/// A view outside the range is drawn at its nearest bound.
///
/// ```swift
/// // .dynamicTypeSize(...DynamicTypeSize.xxxLarge)  → xSmall...xxxLarge
/// // .dynamicTypeSize(.large)                       → large...large
/// // .dynamicTypeSize(.xSmall ... .xxxLarge)        → xSmall...xxxLarge
/// // .dynamicTypeSize(..<DynamicTypeSize.accessibility1) → xSmall...xxxLarge
/// ```
enum DynamicTypeSizeLimit {
  /// `DynamicTypeSize` case names in order, smallest first: the twelve categories.
  static let caseNames = [
    "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2",
    "accessibility3", "accessibility4", "accessibility5",
  ]

  /// The categories a `.dynamicTypeSize(…)` argument allows: `.large` (one size), `a...b`,
  /// `...b`, `a...`, `a..<b`, `..<b`, each bound written `.name` or `DynamicTypeSize.name`;
  /// `nil` for anything else (a value computed at run time is not known, and the text is laid
  /// out at every category as before), or an empty range.
  static func categories(in range: Range<Int>, stream: TokenStream) -> ClosedRange<ContentSizeCategory>? {
    guard !range.isEmpty else { return nil }
    let operatorStart = stream.rangeOperator(in: range)
    guard let operatorStart else {
      guard let size = size(range, stream: stream) else { return nil }
      return size...size
    }
    let halfOpen = stream.isPunctuation(operatorStart + 2, "<")
    let lowerRange = range.lowerBound..<operatorStart
    let upperRange = operatorStart + 3..<range.upperBound
    var lower = ContentSizeCategory.xSmall
    if !lowerRange.isEmpty {
      guard let read = size(lowerRange, stream: stream) else { return nil }
      lower = read
    }
    var upper = ContentSizeCategory.accessibility5
    if !upperRange.isEmpty {
      guard let read = size(upperRange, stream: stream) else { return nil }
      if halfOpen {
        guard let below = ContentSizeCategory(rawValue: read.rawValue - 1) else { return nil }
        upper = below
      } else {
        upper = read
      }
    } else if halfOpen {
      return nil
    }
    guard lower <= upper else { return nil }
    return lower...upper
  }

  /// One size: `.large` or `DynamicTypeSize.large`, the whole of `range`.
  private static func size(_ range: Range<Int>, stream: TokenStream) -> ContentSizeCategory? {
    var start = range.lowerBound
    if stream.isIdentifier(start, "DynamicTypeSize") { start += 1 }
    guard start + 2 == range.upperBound, stream.isPunctuation(start, "."),
      stream[start + 1].kind == .identifier, let index = caseNames.firstIndex(of: stream[start + 1].text)
    else { return nil }
    return ContentSizeCategory(rawValue: index)
  }

  /// The categories a view is drawn at under two limits: `inner` (nearer the view) limits what
  /// `outer` leaves. A category is taken to `outer`'s nearest bound, then to `inner`'s; the
  /// categories reached that way are this range (the intersection when the two overlap).
  /// `nil` stands for no limit.
  static func compose(
    outer: ClosedRange<ContentSizeCategory>?, inner: ClosedRange<ContentSizeCategory>?
  ) -> ClosedRange<ContentSizeCategory>? {
    guard let outer else { return inner }
    guard let inner else { return outer }
    func clamp(_ category: ContentSizeCategory) -> ContentSizeCategory {
      max(inner.lowerBound, min(inner.upperBound, category))
    }
    return clamp(outer.lowerBound)...clamp(outer.upperBound)
  }
}
