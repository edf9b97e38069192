import TypeFitDynamicType

/// What UIKit's `maximumContentSizeCategory` and `minimumContentSizeCategory` (iOS 15 and later,
/// on any view) let a cell's texts reach: the counterpart of SwiftUI's `.dynamicTypeSize(…)`
/// (``DynamicTypeSizeLimit``), which the twenty-first attack's A21-22 found unread (a false
/// TF001 error above the clamp).
///
/// Apple's `maximumContentSizeCategory` documentation
/// (https://developer.apple.com/documentation/uikit/uiview/maximumcontentsizecategory): the
/// view and its subviews get no larger category than it; a limit on a view further out limits
/// those inside, as SwiftUI's limits compose.
///
/// ```swift
/// // tableView.maximumContentSizeCategory = .extraExtraExtraLarge  → every row of the file
/// // cell.maximumContentSizeCategory = .accessibilityMedium        → rows of this function
/// // cell.textLabel?.maximumContentSizeCategory = .large           → the title only
/// ```
struct UIKitSizeLimit {
  /// `UIContentSizeCategory` member names in order, smallest first: the twelve categories.
  static let caseNames = [
    "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
    "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
    "accessibilityExtraExtraExtraLarge",
  ]

  /// Which view a limit is set on.
  enum Target: Equatable {
    /// A table or collection view, or the controller's view: every row of the file.
    case table
    /// The cell (or its content view): the rows of the function setting it.
    case cell
    /// The cell's `textLabel`.
    case title
    /// The cell's `detailTextLabel`.
    case detail
    /// The app's window (a receiver named `…window` or `…Window`): every row of the app
    /// (``AppWideSizeLimits``), not only the file's.
    case window
  }

  /// One assignment: where, on what, which bound and its category.
  struct Assignment {
    var position: Int
    var target: Target
    var isMaximum: Bool
    var category: ContentSizeCategory
  }

  /// The limits assigned in the file, in source order. `.unspecified` and values computed at
  /// run time set no limit and are left out.
  let assignments: [Assignment]

  init(_ stream: TokenStream) {
    var found: [Assignment] = []
    for position in 0..<stream.count where stream[position].kind == .identifier {
      let isMaximum = stream[position].text == "maximumContentSizeCategory"
      guard isMaximum || stream[position].text == "minimumContentSizeCategory",
        stream.isPunctuation(position + 1, "="), !stream.isPunctuation(position + 2, "="),
        let category = Self.category(after: position + 2, in: stream)
      else { continue }
      found.append(
        Assignment(
          position: position, target: Self.target(ofMemberAt: position, in: stream), isMaximum: isMaximum,
          category: category))
    }
    assignments = found
  }

  /// The category of `.name` or `UIContentSizeCategory.name` at `start`.
  static func category(after start: Int, in stream: TokenStream) -> ContentSizeCategory? {
    var position = start
    if stream.isIdentifier(position, "UIContentSizeCategory") { position += 1 }
    guard stream.isPunctuation(position, "."), position + 1 < stream.count,
      stream[position + 1].kind == .identifier,
      let index = caseNames.firstIndex(of: stream[position + 1].text)
    else { return nil }
    return ContentSizeCategory(rawValue: index)
  }

  /// The view a `….maximumContentSizeCategory` at `member` is set on, from the names before it
  /// (`cell.textLabel?.`, `tableView.`, `self.view.`).
  static func target(ofMemberAt member: Int, in stream: TokenStream) -> Target {
    var names: [String] = []
    var position = member - 1
    // `.`, then optional `?`/`!`, then a name, back from the member.
    while position > 0, names.count < 8, stream.isPunctuation(position, ".") {
      var name = position - 1
      while name > 0, stream.isPunctuation(name, "?") || stream.isPunctuation(name, "!") { name -= 1 }
      guard stream[name].kind == .identifier || stream[name].kind == .keyword else { break }
      names.append(stream[name].text)
      position = name - 1
    }
    if names.first == "textLabel" { return .title }
    if names.first == "detailTextLabel" { return .detail }
    let receiver = names.first ?? "self"
    if receiver.hasSuffix("window") || receiver.hasSuffix("Window") { return .window }
    if ["tableView", "collectionView", "view"].contains(receiver) { return .table }
    return .cell
  }

  /// The limits on the row at `row` and on its title and detail: the table's anywhere in the
  /// file, and the cell's and labels' set in `scope` (the function configuring the row), each
  /// target's least strict when set more than once (any of them may be the one in force); a
  /// limit nearer the text limits the one further out (``DynamicTypeSizeLimit/compose(outer:inner:)``).
  func limits(in scope: Range<Int>?) -> (
    row: ClosedRange<ContentSizeCategory>?, title: ClosedRange<ContentSizeCategory>?,
    detail: ClosedRange<ContentSizeCategory>?
  ) {
    let row = DynamicTypeSizeLimit.compose(
      outer: loosest(.table, in: scope), inner: loosest(.cell, in: scope))
    return (
      row, DynamicTypeSizeLimit.compose(outer: row, inner: loosest(.title, in: scope)),
      DynamicTypeSizeLimit.compose(outer: row, inner: loosest(.detail, in: scope))
    )
  }

  /// The limit set on the app's window in the file (``Target/window``), the least strict when
  /// set more than once; `nil` when none is.
  var windowLimit: ClosedRange<ContentSizeCategory>? { loosest(.window, in: nil) }

  /// The least strict limit of `target`'s assignments: a table's or window's anywhere in the
  /// file, another target's in `scope`; `nil` when none is set there.
  private func loosest(_ target: Target, in scope: Range<Int>?) -> ClosedRange<ContentSizeCategory>? {
    let set = assignments.filter {
      $0.target == target && (target == .table || target == .window || scope?.contains($0.position) == true)
    }
    guard !set.isEmpty else { return nil }
    let upper = set.filter(\.isMaximum).map(\.category).max() ?? .accessibility5
    let lower = set.filter { !$0.isMaximum }.map(\.category).min() ?? .xSmall
    // A minimum above the maximum: which wins is not documented; no limit is read.
    return lower <= upper ? lower...upper : nil
  }
}
