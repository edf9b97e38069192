extension ContentSizeCategory {
  /// Parses a selection of categories: names, closed and open ranges, `all`, and comma
  /// lists of these, ignoring case and spaces.
  ///
  /// Accepted forms, each with any alias of ``aliases``:
  /// - `large` — one category;
  /// - `large...AX5` — a closed range (`..` and `…` are accepted as well);
  /// - `large..<AX5` — a half-open range, as Swift writes one: up to AX4;
  /// - `AX1...` — from a category to AX5; `...large` — from xSmall to a category;
  /// - `all` — all twelve;
  /// - `small, large...xxLarge, AX5` — a comma list of the above.
  ///
  /// ```swift
  /// try ContentSizeCategory.parseSelection("AX3...")  // [.accessibility3, .accessibility4, .accessibility5]
  /// ```
  /// - Returns: the selected categories, ascending and without duplicates (never empty).
  /// - Throws: ``DynamicTypeParseError`` for an unknown name, a reversed range, a range of more
  ///   than two ends, a half-open range without its upper end (`AX1..<`) or an empty selection.
  public static func parseSelection(_ text: String) throws(DynamicTypeParseError) -> [ContentSizeCategory] {
    var selected = Set<ContentSizeCategory>()
    for rawPart in text.split(separator: ",", omittingEmptySubsequences: false) {
      let part = String(rawPart).trimmingWhitespace()
      guard !part.isEmpty else { throw .emptySelection(text) }
      for category in try parseSelectionPart(part) { selected.insert(category) }
    }
    guard !selected.isEmpty else { throw .emptySelection(text) }
    return selected.sorted()
  }

  private static func parseSelectionPart(_ part: String) throws(DynamicTypeParseError)
    -> [ContentSizeCategory]
  {
    if part.lowercased() == "all" { return allCases }
    let normalized = part.replacingEllipsis()
    guard let operatorRange = normalized.range(of: "...") else {
      return [try ContentSizeCategory(parsing: part)]
    }
    let lowerText = String(normalized[..<operatorRange.lowerBound]).trimmingWhitespace()
    var upperText = String(normalized[operatorRange.upperBound...]).trimmingWhitespace()
    if upperText.contains("...") { throw .rangeWithMoreEnds(part) }
    // `..<AX5`: the upper end left out (a fresh user's `large..<AX5` was an unknown `<AX5`).
    let halfOpen = upperText.hasPrefix("<")
    if halfOpen {
      upperText = String(upperText.dropFirst()).trimmingWhitespace()
      if upperText.isEmpty {
        // An unknown lower end is told first (a fresh user's U55-5: `xxl..<` was told only its
        // missing upper end, with advice about `large`).
        if !lowerText.isEmpty, !lowerText.hasSuffix(".") { _ = try ContentSizeCategory(parsing: lowerText) }
        throw .halfOpenRangeWithoutUpperEnd(part)
      }
    }
    // No category name starts or ends with a dot: one left beside the operator is a dot of more.
    guard !lowerText.hasSuffix("."), !upperText.hasPrefix(".") else { throw .malformedRangeOperator(part) }
    if lowerText.isEmpty && upperText.isEmpty { throw .emptySelection(part) }
    let lower = lowerText.isEmpty ? ContentSizeCategory.xSmall : try ContentSizeCategory(parsing: lowerText)
    let upper =
      upperText.isEmpty ? ContentSizeCategory.accessibility5 : try ContentSizeCategory(parsing: upperText)
    guard lower <= upper else { throw .reversedRange(part) }
    // `large..<large` selects nothing.
    if halfOpen && lower == upper { throw .emptySelection(part) }
    return allCases.filter { $0 >= lower && (halfOpen ? $0 < upper : $0 <= upper) }
  }
}

extension ContentSizeCategory {
  /// A selection as reports name it: each run of three or more neighbouring categories as
  /// `first…last`, the others one by one, separated by `, ` (a fresh user's U55-4: the check
  /// header showed `--categories large,AX5` as `large…AX5`, which reads as nine categories).
  ///
  /// ```swift
  /// ContentSizeCategory.selectionText([.large, .accessibility5])           // "large, AX5"
  /// ContentSizeCategory.selectionText(Array(ContentSizeCategory.allCases)) // "xSmall…AX5"
  /// ```
  /// - Parameter categories: Ascending, without duplicates (as ``parseSelection(_:)`` gives).
  /// - Returns: the names; empty for no category.
  public static func selectionText(_ categories: [ContentSizeCategory]) -> String {
    var parts: [String] = []
    var start = 0
    while start < categories.count {
      var end = start
      while end + 1 < categories.count, categories[end + 1].rawValue == categories[end].rawValue + 1 {
        end += 1
      }
      if end - start >= 2 {
        parts.append("\(categories[start].name)…\(categories[end].name)")
      } else {
        parts += categories[start...end].map(\.name)
      }
      start = end + 1
    }
    return parts.joined(separator: ", ")
  }
}

extension String {
  /// Rewrites `…` and `..` range operators as `...`.
  fileprivate func replacingEllipsis() -> String {
    var result = ""
    var index = startIndex
    while index < endIndex {
      if self[index] == "…" {
        result += "..."
        index = self.index(after: index)
      } else if self[index...].hasPrefix("...") {
        result += "..."
        index = self.index(index, offsetBy: 3)
      } else if self[index...].hasPrefix("..") {
        result += "..."
        index = self.index(index, offsetBy: 2)
      } else {
        result.append(self[index])
        index = self.index(after: index)
      }
    }
    return result
  }

  fileprivate func range(of needle: String) -> Range<String.Index>? {
    var index = startIndex
    while index < endIndex {
      if self[index...].hasPrefix(needle) {
        return index..<self.index(index, offsetBy: needle.count)
      }
      index = self.index(after: index)
    }
    return nil
  }
}
