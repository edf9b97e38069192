import TypeFit

/// Resolves a text style and content size category to a point size and weight.
enum StyleResolution {
  /// - Throws: ``UsageError`` for an unknown style or category.
  static func resolve(style: String, category: String?) throws -> (pointSize: Double, weight: FontWeight) {
    throw UsageError("--style is not available yet; use --size")
  }
}
