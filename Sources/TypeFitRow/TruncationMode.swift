/// How a label that needs more lines than its limit is cut. The layout is the same for every
/// mode (the lines shown, the ellipsis's width); the text shown on the last line differs
/// (``RowLabel/truncationMode``, what a TF001 message quotes).
public enum TruncationMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// The end of the last shown line is replaced by "…" (`NSLineBreakMode.byTruncatingTail`,
  /// SwiftUI `.tail`; the default of both [doc], Docs/References.md#metrics-7, §7).
  case tail
  /// The last shown line ends with as much of the text's end as fits after "…"
  /// (`NSLineBreakMode.byTruncatingHead`, SwiftUI `.truncationMode(.head)`).
  case head
  /// The last shown line keeps the start of what is left and its end, "…" between them
  /// (`NSLineBreakMode.byTruncatingMiddle`, SwiftUI `.truncationMode(.middle)`).
  case middle

  /// The mode a SwiftUI `Text.TruncationMode` or UIKit `NSLineBreakMode` member names: `head`,
  /// `middle`, `tail`, `byTruncatingHead`, `byTruncatingMiddle`, `byTruncatingTail`; `nil` for
  /// another (`byWordWrapping`, `byClipping`: not a truncation).
  public init?(member name: String) {
    switch name {
    case "head", "byTruncatingHead": self = .head
    case "middle", "byTruncatingMiddle": self = .middle
    case "tail", "byTruncatingTail": self = .tail
    default: return nil
    }
  }
}
