import Foundation

/// A string resource whose whole value refers to another resource instead of holding text:
/// `@string/name`, `@android:string/name`, `?attr/name`.
///
/// aapt2 compiles a value that starts with `@` or `?` (after leading white space) as a reference,
/// and the app shows the referenced string; `\@` and `\?` escape the sign and keep the text
/// literal ("String resources", https://developer.android.com/guide/topics/resources/string-resource,
/// and "Accessing resources", https://developer.android.com/guide/topics/resources/providing-resources#ResourcesFromXml).
///
/// ```swift
/// AndroidResourceReference(rawValue: "@string/settings_long")  // .string(name: "settings_long")
/// AndroidResourceReference(rawValue: "\\@string/x")           // nil: escaped, literal text
/// AndroidResourceReference(rawValue: "?attr/title")           // .notText("?attr/title")
/// ```
enum AndroidResourceReference: Equatable {
  /// A string of the app itself, resolved from the same resources.
  case string(name: String)
  /// A string of the Android platform (`@android:string/ok`): its text is not in the app.
  case platformString(String)
  /// A reference to something else than a string (a theme attribute, a color): not text.
  case notText(String)

  /// The reference the raw (undecoded) resource text `rawValue` is, or `nil` for text.
  init?(rawValue: String) {
    let trimmed = rawValue.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let first = trimmed.first, first == "@" || first == "?" else { return nil }
    guard first == "@" else {
      self = .notText(trimmed)
      return
    }
    if trimmed.hasPrefix("@string/") {
      let name = String(trimmed.dropFirst("@string/".count))
      self = Self.isResourceName(name) ? .string(name: name) : .notText(trimmed)
    } else if trimmed.hasPrefix("@android:string/") {
      self = .platformString(trimmed)
    } else {
      self = .notText(trimmed)
    }
  }

  /// Whether `name` can name a resource: letters, digits, `_` and `.`, not empty.
  private static func isResourceName(_ name: String) -> Bool {
    !name.isEmpty
      && name.unicodeScalars.allSatisfy {
        $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "."
      }
  }

  /// The most references followed from one string before giving up; more is reported as too deep.
  static let maximumChainLength = 32
}
