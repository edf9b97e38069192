#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An error in describing a row's context: an unknown device, profile, constant or name.
public enum RowModelError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A name that matches nothing of its kind; `suggestion` is the closest valid name, if any is
  /// close.
  case unknownName(kind: String, name: String, validNames: [String], suggestion: String? = nil)
  /// A name that matches nothing of its kind but starts one or more valid names, ignoring case
  /// (`iPhone SE` for the `iPhone SE (…)` models): those names, in catalog order, in place of
  /// the whole list.
  case incompleteName(kind: String, name: String, completions: [String])
  /// A value that is out of range for what it sets.
  case invalidValue(name: String, value: Double, reason: String)
  /// A value that does not parse or is out of range, quoted as written: what it sets, the text,
  /// and what is allowed.
  case invalidText(name: String, text: String, reason: String)

  public var description: String {
    switch self {
    case .unknownName(let kind, let name, let validNames, let suggestion):
      let hint = suggestion.map { " Did you mean '\($0)'?" } ?? ""
      return "unknown \(kind) '\(name)'.\(hint) Valid names: \(validNames.joined(separator: ", "))"
    case .incompleteName(let kind, let name, let completions):
      // At most ``completionsShown`` are named (`iPhone` starts 40 names), then a count.
      let quoted = completions.prefix(Self.completionsShown).map { "'\($0)'" }
      let rest = completions.count - quoted.count
      let listed =
        rest > 0
        ? quoted.joined(separator: ", ") + " or one of \(rest) more"
        : quoted.count == 1
          ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
      return "unknown \(kind) '\(name)'. Did you mean \(listed)? Give the full name"
    case .invalidValue(let name, let value, let reason):
      return "invalid value \(value) for '\(name)': \(reason)"
    case .invalidText(let name, let text, let reason):
      return "invalid \(name) '\(text)': \(reason)"
    }
  }
}

extension RowModelError {
  /// The most names ``incompleteName(kind:name:completions:)`` lists; the rest are counted.
  public static let completionsShown = 6
}

extension RowModelError: LocalizedError {
  /// The same text as ``description``, which the `typefit` command prints after `Error:`;
  /// Foundation's `localizedDescription` returns it.
  public var errorDescription: String? { description }
}
