/// Reads the `<key>`/value pairs of an XML property list `<dict>` element.
enum PropertyListDictionary {
  /// The pairs of `dict` in order. Keys without a following value element are dropped.
  static func entries(of dict: XMLElementNode) -> [(key: String, value: XMLElementNode)] {
    var entries: [(key: String, value: XMLElementNode)] = []
    var pendingKey: String?
    for element in dict.elements {
      if element.name == "key" {
        pendingKey = element.textContent
      } else if let key = pendingKey {
        entries.append((key, element))
        pendingKey = nil
      }
    }
    return entries
  }

  /// The `<key>` elements of `dict` that have no value because another `<key>` (or the end of
  /// the `<dict>`) follows them, for a diagnostic each.
  static func keysWithoutValue(in dict: XMLElementNode) -> [XMLElementNode] {
    var orphans: [XMLElementNode] = []
    var pending: XMLElementNode?
    for element in dict.elements {
      if element.name == "key" {
        if let pending { orphans.append(pending) }
        pending = element
      } else {
        pending = nil
      }
    }
    if let pending { orphans.append(pending) }
    return orphans
  }

  /// Diagnostics for ``keysWithoutValue(in:)``.
  static func orphanKeyDiagnostics(in dict: XMLElementNode, path: String) -> [LocalizationDiagnostic] {
    keysWithoutValue(in: dict).map { key in
      LocalizationDiagnostic(
        kind: .syntaxError, at: key.location(in: path),
        message:
          "<key>\(TerminalText.escaped(key.textContent))</key> has no value (another <key> or the end of the <dict> follows); skipped"
      )
    }
  }

  /// The value element for `key` in `dict`, if present.
  static func value(for key: String, in dict: XMLElementNode) -> XMLElementNode? {
    entries(of: dict).first { $0.key == key }?.value
  }
}
