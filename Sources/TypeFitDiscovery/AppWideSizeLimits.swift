import TypeFitDynamicType

/// The Dynamic Type clamp an app sets for its whole window, applied to the layout of every row
/// it shows (the twenty-third attack's A23-8: the clamp was reported as a TF009, and rows in
/// other files were still laid out up to AX5).
///
/// - SwiftUI: the `.dynamicTypeSize(…)` or `.environment(\.dynamicTypeSize, …)` modifiers of a
///   `WindowGroup`'s root view (``TextModifiers`` reads them, as on a row), for the SwiftUI rows:
///   the environment reaches every view of the window. With several `WindowGroup`s a row may be
///   shown in any of them, so the loosest clamp holds, and none when one group sets none or one
///   that is computed or not a single view (`if`, `switch`).
/// - UIKit: `window.maximumContentSizeCategory = .x` (and `minimumContentSizeCategory`), on a
///   receiver named `…window`/`…Window`, for every row: a window's limit holds for its subviews
///   (``UIKitSizeLimit``), the hosting views of SwiftUI screens too. The loosest when set more
///   than once.
///
/// Each row and each of its texts is then laid out within the clamp, as under a
/// `.dynamicTypeSize(…)` on its `List` (``DynamicTypeSizeLimit/compose(outer:inner:)``: the row's
/// own limits are nearer and limit what the clamp leaves).
///
/// ```swift
/// // WindowGroup { ContentView().dynamicTypeSize(...DynamicTypeSize.xxLarge) }
/// limits.applied(to: rows)[0].sizeCategories  // xSmall...xxLarge
/// ```
struct AppWideSizeLimits {
  /// The clamp of each `WindowGroup` met, `nil` for one without a clamp the source states.
  private var windowGroups: [ClosedRange<ContentSizeCategory>?] = []
  /// Each UIKit window limit met, one per file.
  private var windows: [ClosedRange<ContentSizeCategory>] = []

  /// Reads the `WindowGroup`s and UIKit window limits of one file.
  ///
  /// - Parameter custom: the app's own modifiers, read where the root view uses them.
  mutating func add(_ stream: TokenStream, custom: CustomModifierIndex) {
    for position in 0..<stream.count
    where stream[position].isIdentifier("WindowGroup") && !stream.isPunctuation(position - 1, ".") {
      guard let call = CallSyntax.parse(at: position, in: stream) else { continue }
      windowGroups.append(
        call.closures.first.flatMap { Self.rootLimit($0.range, in: stream, custom: custom) })
    }
    if let limit = UIKitSizeLimit(stream).windowLimit { windows.append(limit) }
  }

  /// The clamp on the one root view of a `WindowGroup`'s content (`{ destination in View()… }`
  /// too), or `nil`.
  private static func rootLimit(_ content: Range<Int>, in stream: TokenStream, custom: CustomModifierIndex)
    -> ClosedRange<ContentSizeCategory>?
  {
    var start = content.lowerBound
    if content.count > 2, stream[start].kind == .identifier, stream[start + 1].text == "in" { start += 2 }
    guard let call = CallSyntax.parse(at: start, in: stream), call.end == content.upperBound else {
      return nil
    }
    return TextModifiers(call.modifiers, in: stream, custom: custom).sizeCategories
  }

  /// The categories two or more clamps let a view reach together: the smallest lower and the
  /// largest upper bound.
  private static func loosest(_ limits: [ClosedRange<ContentSizeCategory>]) -> ClosedRange<
    ContentSizeCategory
  >? {
    guard let lower = limits.map(\.lowerBound).min(), let upper = limits.map(\.upperBound).max() else {
      return nil
    }
    return lower...upper
  }

  /// The SwiftUI rows' clamp: the loosest of the `WindowGroup`s', `nil` when one has none.
  var swiftUI: ClosedRange<ContentSizeCategory>? {
    let limits = windowGroups.compactMap { $0 }
    guard limits.count == windowGroups.count else { return nil }
    return Self.loosest(limits)
  }

  /// The UIKit window's clamp, for every row.
  var uiKit: ClosedRange<ContentSizeCategory>? { Self.loosest(windows) }

  /// `rows`, each row and its texts laid out within the clamp that holds for it.
  func applied(to rows: [SourceRow]) -> [SourceRow] {
    let swiftUI = DynamicTypeSizeLimit.compose(outer: uiKit, inner: self.swiftUI)
    let uiKit = self.uiKit
    guard swiftUI != nil || uiKit != nil else { return rows }
    return rows.map { row in
      guard let clamp = row.construct.isSwiftUI ? swiftUI : uiKit else { return row }
      var row = row
      row.sizeCategories = DynamicTypeSizeLimit.compose(outer: clamp, inner: row.sizeCategories)
      for keyPath in [\SourceRow.title, \SourceRow.subtitle, \SourceRow.value]
      where row[keyPath: keyPath] != nil {
        row[keyPath: keyPath]!.sizeCategories = DynamicTypeSizeLimit.compose(
          outer: clamp, inner: row[keyPath: keyPath]!.sizeCategories)
      }
      return row
    }
  }
}
