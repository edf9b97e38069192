/// Reads the variant path Xcode appends to XLIFF ids of String Catalog entries.
///
/// Xcode exports `"%lld items|==|plural.one"` and `"key|==|device.ipad.plural.other"`,
/// and substitutions as `"key|==|substitutions.count.plural.few"`.
enum XcodeVariantPath {
  /// The key before `|==|` and the components after it; the whole id and no components
  /// when there is no `|==|`. Unknown dimensions are skipped.
  static func split(_ id: String) -> (key: String, components: [StringVariant.Component]) {
    guard let separator = id.range(of: "|==|") else { return (id, []) }
    let key = String(id[..<separator.lowerBound])
    let parts = id[separator.upperBound...].split(separator: ".").map(String.init)
    var components: [StringVariant.Component] = []
    var index = 0
    while index + 1 < parts.count {
      switch parts[index] {
      case "plural":
        components.append(.plural(parts[index + 1]))
        index += 2
      case "device":
        components.append(.device(parts[index + 1]))
        index += 2
      case "substitutions" where index + 3 < parts.count && parts[index + 2] == "plural":
        components.append(.substitution(name: parts[index + 1], form: parts[index + 3]))
        index += 4
      default:
        index += 1
      }
    }
    return (key, components)
  }
}
