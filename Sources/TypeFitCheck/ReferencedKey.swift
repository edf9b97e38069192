import TypeFitDiscovery
import TypeFitLocalization

/// A key in one strings table, both by bytes: `Text("café")` in NFC and in NFD name two
/// keys, as they do to Foundation's lookup.
struct ReferencedKey: Hashable, Sendable {
  var key: ExactText
  var table: ExactText

  /// The key a reference names and its table: `Localizable` when the source names none
  /// (`Text(_:tableName:bundle:comment:)` with `tableName: nil`) or names the empty string,
  /// which Foundation's lookup reads as `Localizable` too (`Bundle.localizedString(forKey:value:table:)`:
  /// "If tableName is nil or an empty string, the method attempts to use the table in
  /// Localizable.strings"; the sixty-sixth attack's A66-6); `nil` for text that is not a key.
  init?(_ reference: StringReference) {
    guard case .key(let key, let named) = reference else { return nil }
    self.key = ExactText(key)
    table = ExactText(named.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable")
  }
}
