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

  /// The value element for `key` in `dict`, if present.
  static func value(for key: String, in dict: XMLElementNode) -> XMLElementNode? {
    entries(of: dict).first { $0.key == key }?.value
  }
}
