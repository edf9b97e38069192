import TypeFitDynamicType
import TypeFitLocalization

/// A member of a JSON object that its reader does not know, and what to say about it: the one
/// wording of `typefit.json` and of stack files (`--stack FILE`).
///
/// ```swift
/// // {"devic": "iphone-se"}
/// UnknownJSONField.first(in: root, allowed: ["device", "rows"])?.message
/// // "unknown field; did you mean \"device\"? (known: device, rows)"
/// ```
public struct UnknownJSONField: Sendable {
  /// The member whose name is not known; its value's line and column are where to report it.
  public let member: JSONMember
  /// `unknown field; did you mean "device"? (known: …)`, the suggestion only when a known
  /// name is close (``NameSuggestion/closest(to:in:)``).
  public let message: String

  /// The first member of `object` (in document order) whose name is not in `allowed`, or `nil`
  /// when every name is known or `object` is not an object.
  public static func first(in object: JSONNode, allowed: [String]) -> UnknownJSONField? {
    guard let member = (object.members ?? []).first(where: { !allowed.contains($0.key) }) else { return nil }
    let hint = NameSuggestion.closest(to: member.key, in: allowed).map { "; did you mean \"\($0)\"?" } ?? ""
    return UnknownJSONField(
      member: member, message: "unknown field\(hint) (known: \(allowed.joined(separator: ", ")))")
  }
}
