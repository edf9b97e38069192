/// Where a row's trailing value sits.
public enum ValuePlacement: Sendable, Hashable, Codable {
  /// Beside the title, trailing-aligned.
  case sideBySide
  /// Below the title (and subtitle), because of why.
  case stacked(StackReason)

  /// Whether the value is stacked.
  public var isStacked: Bool {
    if case .stacked = self { return true }
    return false
  }
}

/// Why a value stacks below the title.
public enum StackReason: Sendable, Hashable, Codable {
  /// Side by side needs `required` points (widest of title and subtitle on one line + gap +
  /// value on one line) but the text column has `available`.
  case doesNotFit(required: Double, available: Double)
  /// The accessibility-size layout always stacks (profile constant
  /// `accessibilityLayoutStacksValue`).
  case accessibilityLayout
}
