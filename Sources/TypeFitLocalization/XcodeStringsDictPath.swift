/// Reads the property-list path Xcode writes as the `<trans-unit id>` of a `.stringsdict` entry
/// it exports to XLIFF.
///
/// Each name is followed by `:dict` (the container it is looked up in) and the path ends with
/// the value's type, `:string`: `/items:dict/NSStringLocalizedFormatKey:dict/:string` is the
/// format key of entry `items`, `/items:dict/n:dict/one:dict/:string` the `one` form of its
/// variable `n`. The shape is the one Apple shows in "Discover String Catalogs" (WWDC23 session
/// 10155, at 23:53, "Stringsdict in XLIFF"); width and device rules
/// (`/key:dict/NSStringVariableWidthRuleType:dict/20:dict/:string`) are read the same way,
/// though no Apple source shows them exported.
struct XcodeStringsDictPath: Equatable {
  /// The top-level `.stringsdict` key: the app's lookup key.
  let key: String
  /// The names below the key, outermost first: `["NSStringLocalizedFormatKey"]` or
  /// `["n", "one"]`.
  let names: [String]

  /// What an id is, as far as its shape goes.
  enum Reading: Equatable {
    /// Not a `.stringsdict` path: a plain id, read as a key.
    case notAPath
    /// A path to one string of a `.stringsdict` entry.
    case path(XcodeStringsDictPath)
    /// Written like a path (`/…:dict/…:string`) but not one the `.stringsdict` format has; the
    /// reason, for a warning.
    case malformed(String)
  }

  /// The names a variable dictionary holds besides its plural forms.
  static let variableSettingNames: Set<String> = ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"]
  /// The rule dictionaries whose every name is a case (a width or a device).
  static let caseRuleNames: Set<String> = ["NSStringVariableWidthRuleType", "NSStringDeviceSpecificRuleType"]
  /// The entry key holding the format.
  static let formatKeyName = "NSStringLocalizedFormatKey"

  /// Reads `id`. Only ids that start with `/`, end with `:string` and contain `:dict/` are
  /// taken for paths; a path must name the format key (`/K:dict/NSStringLocalizedFormatKey:dict/:string`)
  /// or a string inside one of the entry's dictionaries (`/K:dict/V:dict/N:dict/:string`), with
  /// `N` a plural category or a variable setting, or any case of a width or device rule.
  static func read(_ id: String) -> Reading {
    guard id.hasPrefix("/"), id.hasSuffix(":string"), id.contains(":dict/") else { return .notAPath }
    let expected = "names ending in ':dict/' and then ':string'"
    guard id.hasSuffix(":dict/:string") else {
      return .malformed("its path does not end with ':dict/:string' (\(expected))")
    }
    let body = id.dropFirst().dropLast(":string".count)
    var names = body.components(separatedBy: ":dict/")
    // `body` ends with ":dict/", so the last piece is empty.
    names.removeLast()
    guard !names.contains(where: \.isEmpty) else {
      return .malformed("its path has an empty name (\(expected))")
    }
    switch names.count {
    case 2:
      guard names[1] == formatKeyName else {
        return .malformed(
          "'\(TerminalText.escaped(names[1]))' is not \(formatKeyName), the only string an entry holds directly"
        )
      }
    case 3:
      guard names[1] != formatKeyName else {
        return .malformed("\(formatKeyName) is a string, not a dictionary")
      }
      guard
        caseRuleNames.contains(names[1]) || PluralCategory.isCategory(names[2])
          || variableSettingNames.contains(names[2])
      else {
        return .malformed(
          "'\(TerminalText.escaped(names[2]))' in variable '\(TerminalText.escaped(names[1]))' is not a plural form (zero, one, two, few, many, other)"
        )
      }
    default:
      return .malformed(
        "its path has \(names.count) name\(names.count == 1 ? "" : "s"); a .stringsdict string is 2 (the format key) "
          + "or 3 (a form of a variable) deep")
    }
    return .path(XcodeStringsDictPath(key: names[0], names: Array(names.dropFirst())))
  }
}
