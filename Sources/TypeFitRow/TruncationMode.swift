/// How a label that needs more lines than its limit is cut.
public enum TruncationMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// The end of the last shown line is replaced by "…" (`NSLineBreakMode.byTruncatingTail`,
  /// SwiftUI `.tail`; the default of both [doc], Docs/References.md#metrics-7, §7).
  case tail
}
