import TypeFitDiscovery
import TypeFitRow

extension ConfigurationReader {
  static let rowComponentKeys = [
    "name", "title", "subtitle", "value", "accessory", "navigable", "leading", "literalsAreKeys",
  ]

  /// `"rowComponents": [{"name": "SettingsRow", "title": "title", "subtitle": "subtitle",
  /// "value": "detail", "accessory": "disclosure", "navigable": true}]`: argument labels of an
  /// app's own row component mapped to row parts (`_` names the first unlabeled argument).
  func rowComponents(_ object: [String: Any]) throws -> [RowComponentMapping] {
    guard let value = object["rowComponents"] else { return [] }
    guard let list = value as? [Any] else {
      throw fail("rowComponents", "expected an array of component objects")
    }
    return try list.enumerated().map { index, entry in
      let path = "rowComponents[\(index)]"
      guard let item = entry as? [String: Any] else { throw fail(path, "expected a component object") }
      try checkKeys(item, allowed: Self.rowComponentKeys, path: path + ".")
      guard let name = try string(item, "name", path: path), !name.isEmpty,
        name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      else {
        throw fail(path + ".name", "give the component's type or function name, such as \"SettingsRow\"")
      }
      var mapping = RowComponentMapping(name: name)
      mapping.title = try string(item, "title", path: path) ?? "title"
      mapping.subtitle = try string(item, "subtitle", path: path)
      mapping.value = try string(item, "value", path: path)
      if let accessory = try string(item, "accessory", path: path) {
        do { mapping.accessory = try Accessory(parsing: accessory) } catch {
          throw fail(path + ".accessory", "\(error)")
        }
      }
      if let leading = try string(item, "leading", path: path) {
        do { mapping.leading = try LeadingContent(parsing: leading) } catch {
          throw fail(path + ".leading", "\(error)")
        }
      }
      for flag in ["navigable", "literalsAreKeys"] {
        guard let raw = item[flag] else { continue }
        guard let bool = JSONScalars.bool(raw) else {
          throw fail(path + "." + flag, "expected true or false")
        }
        if flag == "navigable" { mapping.isNavigable = bool } else { mapping.literalsAreKeys = bool }
      }
      return mapping
    }
  }
}
