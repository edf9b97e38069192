/// The case a label's text is shown in: SwiftUI's `.textCase(_:)` (`Text.Case`,
/// https://developer.apple.com/documentation/swiftui/view/textcase(_:)), which maps the text
/// with the locale's case rules before it is drawn (`Straße` is `STRASSE` uppercased in German).
public enum TextCase: String, Sendable, Hashable, Codable, CaseIterable {
  /// `.textCase(.uppercase)`.
  case uppercase
  /// `.textCase(.lowercase)`.
  case lowercase
}
