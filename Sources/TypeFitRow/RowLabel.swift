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
  /// The weight, when the label sets one (SwiftUI `.fontWeight(_:)`, `.bold()`); `nil` for the
  /// text style's weight.
  public var weight: FontWeight?
  /// Whether the label is italic (SwiftUI `.italic()`).
  public var italic: Bool
  /// Whether digits take tabular widths (SwiftUI `.monospacedDigit()`,
  /// `UIFont.monospacedDigitSystemFont`).
  public var monospacedDigits: Bool
  /// The content size categories the label follows, or `nil` for all twelve: SwiftUI's
  /// `.dynamicTypeSize(_:)` limits the Dynamic Type size of the views it applies to
  /// (`.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`, `.dynamicTypeSize(.large)`: Apple's
  /// "dynamicTypeSize(_:)" documentation,
  /// https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)-26aj0). At a
  /// category outside the range the label is drawn at the nearest bound (``drawnCategory(at:)``).
  public var sizeCategories: ClosedRange<ContentSizeCategory>?
  /// The size in points the label keeps at every category, or `nil` when it follows its text
  /// style: a font of fixed size (SwiftUI `.font(.system(size: 17))`,
  /// `.font(.custom(_:fixedSize:))`, which Apple documents as not scaling with Dynamic Type:
  /// https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:)).
  public var fixedPointSize: Double?
  /// The size in points at Large of a font that scales relative to ``textStyle``, or `nil` for
  /// the style's own sizes: at each category the label is ``relativePointSize`` × the style's
  /// size there ÷ its size at Large, as SwiftUI's `Font.custom(_:size:relativeTo:)` and
  /// UIKit's `UIFontMetrics.scaledFont(for:)` scale a font
  /// (https://developer.apple.com/documentation/swiftui/font/custom(_:size:relativeto:),
  /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)). The face is
  /// still the run's font stack. Ignored when ``fixedPointSize`` is set.
  public var relativePointSize: Double?
  /// The fraction of its size the label may shrink to before it is truncated (SwiftUI
  /// `.minimumScaleFactor(_:)`), between 0 and 1; `nil` for none (it is truncated at its size).
  public var minimumScaleFactor: Double?

  /// The weight the label is drawn at: ``weight``, else the text style's.
  public var effectiveWeight: FontWeight { weight ?? textStyle.weight }

  /// - Parameters:
  ///   - text: the label's text.
  ///   - textStyle: its Dynamic Type style.
  ///   - lineLimit: the most lines shown, `nil` for unlimited; values below 1 are treated as 1.
  ///   - truncationMode: `.tail`, the UIKit and SwiftUI default.
  ///   - weight: a weight overriding the style's, or `nil`.
  ///   - italic: whether the label is italic.
  ///   - monospacedDigits: whether digits take tabular widths.
  ///   - minimumScaleFactor: the fraction of its size the label may shrink to; values outside
  ///     0 < factor < 1 are treated as none.
  public init(
    _ text: String, textStyle: TextStyle, lineLimit: Int? = nil, truncationMode: TruncationMode = .tail,
    weight: FontWeight? = nil, italic: Bool = false, monospacedDigits: Bool = false,
    minimumScaleFactor: Double? = nil
  ) {
    self.minimumScaleFactor = minimumScaleFactor.flatMap { $0 > 0 && $0 < 1 ? $0 : nil }
    self.text = text
    self.textStyle = textStyle
    self.lineLimit = lineLimit.map { max(1, $0) }
    self.truncationMode = truncationMode
    self.weight = weight
    self.italic = italic
    self.monospacedDigits = monospacedDigits
  }

  /// The category the label is drawn at when the row is laid out at `category`: `category`
  /// itself, or the nearest bound of ``sizeCategories`` outside them.
  public func drawnCategory(at category: ContentSizeCategory) -> ContentSizeCategory {
    guard let range = sizeCategories else { return category }
    return max(range.lowerBound, min(range.upperBound, category))
  }

  /// The text style's metrics at the category the label is drawn at (``drawnCategory(at:)``),
  /// with ``fixedPointSize`` as the size when set, else ``relativePointSize`` scaled
  /// (``scaledPointSize(_:)``), and its leading kept in proportion, in points.
  public func metrics(at category: ContentSizeCategory) -> TextStyleMetrics {
    var metrics = textStyle.metrics(at: drawnCategory(at: category))
    let size = fixedPointSize ?? scaledPointSize(metrics.pointSize)
    if metrics.pointSize > 0 {
      metrics.leading *= size / metrics.pointSize
      metrics.pointSize = size
    }
    return metrics
  }

  /// The label's size for a style size `styleSize` (its text style's at a category):
  /// ``relativePointSize`` × `styleSize` ÷ the style's size at Large, or `styleSize` when the
  /// label has no relative size.
  public func scaledPointSize(_ styleSize: Double) -> Double {
    // The style's size at Large is looked up only for a relative size: every label's placement
    // asks, and most labels have none.
    guard let relativePointSize else { return styleSize }
    let large = textStyle.metrics(at: .large).pointSize
    guard large > 0 else { return styleSize }
    return styleSize * relativePointSize / large
  }

  private enum CodingKeys: String, CodingKey {
    case text, textStyle, lineLimit, truncationMode, weight, italic, monospacedDigits, sizeCategories,
      fixedPointSize, relativePointSize, minimumScaleFactor
  }

  /// Decodes a label; `weight`, `italic`, `monospacedDigits`, `sizeCategories`,
  /// `fixedPointSize`, `relativePointSize` and `minimumScaleFactor` may be absent (JSON written before they existed).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    text = try container.decode(String.self, forKey: .text)
    textStyle = try container.decode(TextStyle.self, forKey: .textStyle)
    lineLimit = try container.decodeIfPresent(Int.self, forKey: .lineLimit)
    truncationMode = try container.decode(TruncationMode.self, forKey: .truncationMode)
    weight = try container.decodeIfPresent(FontWeight.self, forKey: .weight)
    italic = try container.decodeIfPresent(Bool.self, forKey: .italic) ?? false
    monospacedDigits = try container.decodeIfPresent(Bool.self, forKey: .monospacedDigits) ?? false
    sizeCategories = try container.decodeIfPresent(
      ClosedRange<ContentSizeCategory>.self, forKey: .sizeCategories)
    fixedPointSize = try container.decodeIfPresent(Double.self, forKey: .fixedPointSize)
    relativePointSize = try container.decodeIfPresent(Double.self, forKey: .relativePointSize)
    minimumScaleFactor = try container.decodeIfPresent(Double.self, forKey: .minimumScaleFactor)
  }
}
