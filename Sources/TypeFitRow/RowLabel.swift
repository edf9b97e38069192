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
