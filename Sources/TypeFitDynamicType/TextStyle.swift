/// A Dynamic Type text style (`UIFont.TextStyle`, SwiftUI `Font.TextStyle`).
///
/// The eleven iOS styles have a size, leading and weight for every category in the HIG
/// table (see ``metrics(at:)``). ``extraLargeTitle`` and ``extraLargeTitle2`` (iOS 17+,
/// designed for visionOS editorial layouts) have a published size at Large only; their other
/// sizes are an UNCONFIRMED estimate, described on each case.
///
/// Styles encode and decode as their canonical name (`"body"`, `"caption1"`).
public enum TextStyle: String, Sendable, Hashable, CaseIterable, Codable {
  case largeTitle
  case title1
  case title2
  case title3
  case headline
  case body
  case callout
  case subheadline
  case footnote
  case caption1
  case caption2
  /// Extra Large Title (iOS 17+): 36 pt Bold at Large [measured: `UIFont.preferredFont`
  /// dumps, Docs/References.md#metrics-1, §1.3].
  ///
  /// Sizes at other categories are UNCONFIRMED. TypeFit follows Large Title's steps shifted
  /// by +2 pt in size and leading (Large Title is 34/41 at Large), so it scales like the
  /// other title styles; ``TextStyleMetrics/isConfirmed`` is `false` except at Large, and
  /// the leading is an estimate at every category.
  case extraLargeTitle
  /// Extra Large Title 2 (iOS 17+): 28 pt Bold at Large [measured, Docs/References.md#metrics-1, §1.3].
  ///
  /// Sizes at other categories are UNCONFIRMED. TypeFit uses Title 1's sizes and leadings,
  /// which match at Large (28 pt), with the Bold weight; ``TextStyleMetrics/isConfirmed``
  /// is `false` except at Large, and the leading is an estimate at every category.
  case extraLargeTitle2

  /// The eleven styles of the HIG iOS table, without the two visionOS-first styles.
  public static let hig: [TextStyle] = [
    .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote,
    .caption1, .caption2,
  ]

  /// The canonical name, as SwiftUI spells the style (`caption1`, not `caption`).
  public var name: String { rawValue }

  /// The name the HIG table uses ("Large Title", "Subhead", "Caption 1").
  public var higName: String {
    switch self {
    case .largeTitle: "Large Title"
    case .title1: "Title 1"
    case .title2: "Title 2"
    case .title3: "Title 3"
    case .headline: "Headline"
    case .body: "Body"
    case .callout: "Callout"
    case .subheadline: "Subhead"
    case .footnote: "Footnote"
    case .caption1: "Caption 1"
    case .caption2: "Caption 2"
    case .extraLargeTitle: "Extra Large Title"
    case .extraLargeTitle2: "Extra Large Title 2"
    }
  }

  /// Accepted spellings besides ``name``: SwiftUI's `title` and `caption`, the HIG's
  /// `subhead`, and the HIG names ("Caption 1"). Matching ignores case, spaces, `-` and `_`.
  public var aliases: [String] {
    switch self {
    case .title1: ["title", higName]
    case .caption1: ["caption", higName]
    case .subheadline: ["subhead", higName]
    default: [higName]
    }
  }

  /// Parses a style name, ignoring case, spaces, `-` and `_` (`Caption 1`, `caption1`,
  /// `caption`; a leading dot as in `.body` is ignored).
  /// - Throws: ``DynamicTypeParseError/unknownTextStyle(_:validNames:)`` listing the names.
  public init(parsing text: String) throws(DynamicTypeParseError) {
    let key = Self.fold(text)
    guard
      let match = Self.allCases.first(where: { style in
        Self.fold(style.name) == key || style.aliases.contains { Self.fold($0) == key }
      })
    else {
      throw .unknownTextStyle(text, validNames: Self.allCases.map(\.name))
    }
    self = match
  }

  private static func fold(_ text: String) -> String {
    var folded = text.trimmingWhitespace().lowercased()
    if folded.hasPrefix(".") { folded.removeFirst() }
    return String(folded.filter { $0 != " " && $0 != "-" && $0 != "_" })
  }
}

extension TextStyle: CustomStringConvertible {
  public var description: String { name }
}
