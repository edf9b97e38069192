import TypeFitDiscovery
import TypeFitInput
import TypeFitLocalization
import TypeFitRow

extension ConfigurationReader {
  static let rowComponentKeys = [
    "name", "title", "subtitle", "value", "accessory", "navigable", "leading", "literalsAreKeys",
  ]

  /// `"rowComponents": [{"name": "SettingsRow", "title": "title", "subtitle": "subtitle",
  /// "value": "detail", "accessory": "disclosure", "navigable": true}]`: argument labels of an
  /// app's own row component mapped to row parts (`_` names the first unlabeled argument).
  func rowComponents(_ object: JSONNode) throws -> [RowComponentMapping] {
    guard let value = object["rowComponents"] else { return [] }
    guard let list = value.elements else {
      throw fail(value, "rowComponents", "expected an array of component objects, got \(value.describedType)")
    }
    var firstOfName: [String: Int] = [:]
    return try list.enumerated().map { index, item in
      let path = "rowComponents[\(index)]"
      guard item.members != nil else {
        throw fail(item, path, "expected a component object, got \(item.describedType)")
      }
      try checkKeys(item, allowed: Self.rowComponentKeys, path: path + ".")
      guard let (name, nameNode) = try string(item, "name", path: path) else {
        throw fail(
          item, path + ".name", "give the component's type or function name, such as \"SettingsRow\"")
      }
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        throw fail(
          nameNode, path + ".name", "give the component's type or function name, such as \"SettingsRow\"")
      }
      if RowComponentMapping.readByDiscovery.contains(name) {
        throw fail(
          nameNode, path + ".name",
          "\"\(TextExcerpt.key(name))\" is a view row discovery reads itself; rowComponents maps an app's own row "
            + "components, such as \"SettingsRow\"")
      }
      // One entry a name: discovery reads a call by the first entry of its name, so a second
      // (an overload with other labels) was left unused without a word (thirty-fifth attack
      // A35-2).
      if let first = firstOfName[name] {
        throw fail(
          nameNode, path + ".name",
          "\"\(TextExcerpt.key(name))\" is already mapped by rowComponents[\(first)]; give each component one entry (its "
            + "title, subtitle and value labels)")
      }
      firstOfName[name] = index
      var mapping = RowComponentMapping(name: name)
      mapping.title = try argumentLabel(item, "title", path: path)?.label ?? "title"
      // Each part its own argument, and every label one a call can have (the fifty-first
      // attack's A51-7: `"title": "title", "value": "title"` laid one key out twice in a row,
      // and `"title": ""` matched no call, without a word).
      var partOfLabel = [mapping.title ?? "title": "title"]
      for part in ["subtitle", "value"] {
        guard let (label, node) = try argumentLabel(item, part, path: path) else { continue }
        if let earlier = partOfLabel[label] {
          throw fail(
            node, path + "." + part,
            "names the argument \"\(TextExcerpt.key(label))\" that \"\(earlier)\" names too; each part of a row is its own "
              + "argument")
        }
        partOfLabel[label] = part
        if part == "subtitle" { mapping.subtitle = label } else { mapping.value = label }
      }
      if let (accessory, node) = try string(item, "accessory", path: path) {
        do { mapping.accessory = try Accessory(parsing: accessory) } catch {
          throw fail(node, path + ".accessory", "\(error)")
        }
      }
      if let (leading, node) = try string(item, "leading", path: path) {
        do { mapping.leading = try LeadingContent(parsing: leading) } catch {
          throw fail(node, path + ".leading", "\(error)")
        }
      }
      for flag in ["navigable", "literalsAreKeys"] {
        guard let raw = item[flag] else { continue }
        guard let bool = raw.bool else {
          throw fail(raw, path + "." + flag, "expected true or false, got \(raw.describedType)")
        }
        if flag == "navigable" { mapping.isNavigable = bool } else { mapping.literalsAreKeys = bool }
      }
      return mapping
    }
  }

  /// The argument label `item[key]` names: `_` (the first unlabeled argument) or a Swift
  /// identifier's letters, digits and underscores; `nil` when the member is absent.
  private func argumentLabel(_ item: JSONNode, _ key: String, path: String) throws -> (
    label: String, node: JSONNode
  )? {
    guard let (label, node) = try string(item, key, path: path) else { return nil }
    guard let first = label.first, !first.isNumber,
      label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else {
      throw fail(
        node, path + "." + key,
        "give the argument label the component takes for the \(key), such as \"\(key)\", or \"_\" for its first "
          + "unlabeled argument")
    }
    return (label, node)
  }
}
