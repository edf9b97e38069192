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
    case .invalidValue(let name, let value, let reason):
      return "invalid value \(value) for '\(name)': \(reason)"
    case .invalidText(let name, let text, let reason):
      return "invalid \(name) '\(text)': \(reason)"
    }
  }
}

extension RowModelError: LocalizedError {
  /// The same text as ``description``, which the `typefit` command prints after `Error:`;
  /// Foundation's `localizedDescription` returns it.
  public var errorDescription: String? { description }
}
