import TypeFit

/// Resolves a text style and content size category to a point size and weight (HIG table).
enum StyleResolution {
  /// - Throws: ``UsageError`` for an unknown style or category, listing the valid names.
  static func resolve(style: String, category: String?) throws -> (pointSize: Double, weight: FontWeight) {
    do {
      let textStyle = try TextStyle(parsing: style)
      let sizeCategory = try category.map { try ContentSizeCategory(parsing: $0) } ?? .large
      let metrics = textStyle.metrics(at: sizeCategory)
      return (metrics.pointSize, metrics.weight)
    } catch {
      throw UsageError("\(error)")
    }
  }
}
