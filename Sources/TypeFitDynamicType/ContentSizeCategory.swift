/// A Dynamic Type content size category, the user's preferred text size.
///
/// The twelve categories are ordered from smallest to largest; ``large`` is the system
/// default. The last five are the accessibility sizes (Settings › Accessibility › Display &
/// Text Size › Larger Text). Categories encode and decode as their canonical name
/// (`"xSmall"` … `"AX5"`), which is also what ``name`` returns.
///
/// ```swift
/// let category = try ContentSizeCategory(parsing: "accessibilityMedium")  // .accessibility1
/// category.name                     // "AX1"
/// category.isAccessibilityCategory  // true
/// ```
public enum ContentSizeCategory: Int, Sendable, Hashable, CaseIterable, Comparable {
  case xSmall
  case small
  case medium
  case large
  case xLarge
  case xxLarge
  case xxxLarge
  case accessibility1
  case accessibility2
  case accessibility3
  case accessibility4
  case accessibility5

  /// The system default category (`UIContentSizeCategory.large`).
  public static let `default`: ContentSizeCategory = .large

  /// The canonical name TypeFit prints and encodes: `xSmall small medium large xLarge
  /// xxLarge xxxLarge AX1 AX2 AX3 AX4 AX5`.
  public var name: String {
    switch self {
    case .xSmall: "xSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .xLarge: "xLarge"
    case .xxLarge: "xxLarge"
    case .xxxLarge: "xxxLarge"
    case .accessibility1: "AX1"
    case .accessibility2: "AX2"
    case .accessibility3: "AX3"
    case .accessibility4: "AX4"
    case .accessibility5: "AX5"
    }
  }

  /// Whether this is one of the five accessibility sizes (AX1…AX5), as
  /// `UIContentSizeCategory.isAccessibilityCategory` answers.
  public var isAccessibilityCategory: Bool { self >= .accessibility1 }

  /// Every name that parses to this category: the canonical name, the SwiftUI
  /// `DynamicTypeSize` case, the `UIContentSizeCategory` constant and its raw string value.
  ///
  /// Matching is case-insensitive (see ``init(parsing:)``).
  public var aliases: [String] {
    switch self {
    case .xSmall: ["xSmall", "extraSmall", "UICTContentSizeCategoryXS"]
    case .small: ["small", "UICTContentSizeCategoryS"]
    case .medium: ["medium", "UICTContentSizeCategoryM"]
    case .large: ["large", "UICTContentSizeCategoryL"]
    case .xLarge: ["xLarge", "extraLarge", "UICTContentSizeCategoryXL"]
    case .xxLarge: ["xxLarge", "extraExtraLarge", "UICTContentSizeCategoryXXL"]
    case .xxxLarge: ["xxxLarge", "extraExtraExtraLarge", "UICTContentSizeCategoryXXXL"]
    case .accessibility1:
      ["AX1", "accessibility1", "accessibilityMedium", "UICTContentSizeCategoryAccessibilityM"]
    case .accessibility2:
      ["AX2", "accessibility2", "accessibilityLarge", "UICTContentSizeCategoryAccessibilityL"]
    case .accessibility3:
      ["AX3", "accessibility3", "accessibilityExtraLarge", "UICTContentSizeCategoryAccessibilityXL"]
    case .accessibility4:
      [
        "AX4", "accessibility4", "accessibilityExtraExtraLarge",
        "UICTContentSizeCategoryAccessibilityXXL",
      ]
    case .accessibility5:
      [
        "AX5", "accessibility5", "accessibilityExtraExtraExtraLarge",
        "UICTContentSizeCategoryAccessibilityXXXL",
      ]
    }
  }

  /// Parses one category name in any of the spellings of ``aliases``, ignoring case.
  ///
  /// A leading dot (`.extraLarge`, as written in Swift source) is ignored.
  /// - Throws: ``DynamicTypeParseError/unknownCategory(_:validNames:)`` listing the
  ///   canonical names.
  public init(parsing text: String) throws(DynamicTypeParseError) {
    var key = text.trimmingWhitespace()
    if key.hasPrefix(".") { key.removeFirst() }
    let folded = key.lowercased()
    guard let match = Self.allCases.first(where: { $0.aliases.contains { $0.lowercased() == folded } })
    else {
      throw .unknownCategory(text, validNames: Self.allCases.map(\.name))
    }
    self = match
  }

  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension ContentSizeCategory: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      try self.init(parsing: text)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}

/// As a dictionary key in JSON and property lists, a category is its canonical name too
/// (`{"AX1": 3}`), not its ordinal.
extension ContentSizeCategory: CodingKeyRepresentable {
  public var codingKey: any CodingKey { CategoryKey(stringValue: name) }

  public init?<T: CodingKey>(codingKey: T) {
    guard let category = try? ContentSizeCategory(parsing: codingKey.stringValue) else { return nil }
    self = category
  }

  private struct CategoryKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

extension ContentSizeCategory: CustomStringConvertible {
  public var description: String { name }
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  func trimmingWhitespace() -> String {
    var scalars = Substring(self)
    while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }
}
