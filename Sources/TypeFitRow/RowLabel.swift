import TypeFitDynamicType

/// One text label of a row: its text, text style, line limit and truncation.
public struct RowLabel: Sendable, Hashable, Codable {
  /// The text as displayed (format specifiers already filled).
  public var text: String
  /// The Dynamic Type style the label uses.
  public var textStyle: TextStyle
  /// The most lines shown; `nil` for unlimited (SwiftUI `lineLimit(nil)`, UIKit
  /// `numberOfLines = 0`). A positive number when set.
  public var lineLimit: Int?
  /// How text beyond the line limit is cut.
  public var truncationMode: TruncationMode

  /// - Parameters:
  ///   - text: the label's text.
  ///   - textStyle: its Dynamic Type style.
  ///   - lineLimit: the most lines shown, `nil` for unlimited; values below 1 are treated as 1.
  ///   - truncationMode: `.tail`, the UIKit and SwiftUI default.
  public init(
    _ text: String, textStyle: TextStyle, lineLimit: Int? = nil, truncationMode: TruncationMode = .tail
  ) {
    self.text = text
    self.textStyle = textStyle
    self.lineLimit = lineLimit.map { max(1, $0) }
    self.truncationMode = truncationMode
  }
}

/// How a label that needs more lines than its limit is cut.
public enum TruncationMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// The end of the last shown line is replaced by "…" (`NSLineBreakMode.byTruncatingTail`,
  /// SwiftUI `.tail`; the default of both [doc], reference §7).
  case tail
}

/// Which part of a row a label is.
public enum LabelRole: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  /// The primary text (`UIListContentConfiguration.text`).
  case title
  /// Secondary text below the title (subtitle cell style).
  case subtitle
  /// Trailing secondary text (value cell style), beside or below the title.
  case value

  /// The text style a label in this role uses unless the row says otherwise: body, subheadline,
  /// body (SPEC §2).
  public var defaultTextStyle: TextStyle {
    switch self {
    case .title: .body
    case .subtitle: .subheadline
    case .value: .body
    }
  }

  public static func < (lhs: LabelRole, rhs: LabelRole) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
