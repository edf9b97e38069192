import TypeFitDiscovery
import TypeFitLocalization

/// A key in one strings table, both by bytes: `Text("café")` in NFC and in NFD name two
/// keys, as they do to Foundation's lookup.
struct ReferencedKey: Hashable {
  var key: ExactText
  var table: ExactText

  /// The key a reference names and its table: `Localizable` when the source names none
  /// (`Text(_:tableName:bundle:comment:)` with `tableName: nil`); `nil` for text that is not a key.
  init?(_ reference: StringReference) {
    guard case .key(let key, let named) = reference else { return nil }
    self.key = ExactText(key)
    table = ExactText(named ?? "Localizable")
  }
}
