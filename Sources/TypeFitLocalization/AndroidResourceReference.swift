import Foundation
import TypeFitInput

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
/// AndroidResourceReference(rawValue: "@*android:string/cancel") // .platformString(…)
/// AndroidResourceReference(rawValue: "@com.example:string/a") // .string(name: "a")
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
    let trimmed = rawValue.trimmingEndWhiteSpace()
    // The first scalar is looked at before the first `Character`: a character is a whole
    // grapheme cluster, and comparing one of a letter and thousands of marks normalizes them in
    // time growing with the square of their number (the sixty-ninth attack's A69-1: 380 runs of
    // 128 marks joined by `<b></b>` took 32 s here). Text with such a run is no reference; the
    // stream reports it (``LocalizedStringStream``).
    guard let head = trimmed.unicodeScalars.first, head == "@" || head == "?",
      !CombiningMarkRun.hasLongRun(trimmed)
    else { return nil }
    guard let first = trimmed.first, first == "@" || first == "?" else { return nil }
    guard first == "@" else {
      self = .notText(trimmed)
      return
    }
    // `@[*][package:]string/name` (thirty-first attack A31-6: `@*android:string/cancel`, a
    // private platform string, and `@com.example:string/a`, the app's own `a` written with its
    // package, were called references that are not strings). `*` marks a private resource; a
    // package other than `android` is the app's or a library's, whose strings aapt2 merges into
    // the app's by name.
    var body = trimmed.dropFirst()
    if body.first == "*" { body = body.dropFirst() }
    var package: Substring?
    if let colon = body.firstIndex(of: ":"), let slash = body.firstIndex(of: "/"), colon < slash {
      package = body[..<colon]
      body = body[body.index(after: colon)...]
    }
    guard body.hasPrefix("string/") else {
      self = .notText(trimmed)
      return
    }
    let name = String(body.dropFirst("string/".count))
    if package == "android" {
      self = .platformString(trimmed)
    } else if Self.isResourceName(name), package.map(Self.isPackageName) ?? true {
      self = .string(name: name)
    } else {
      self = .notText(trimmed)
    }
  }

  /// Whether `package` can name an Android package: segments of letters, digits and `_`
  /// joined by `.`.
  private static func isPackageName(_ package: Substring) -> Bool {
    let segments = package.split(separator: ".", omittingEmptySubsequences: false)
    return segments.allSatisfy { segment in
      !segment.isEmpty
        && segment.unicodeScalars.allSatisfy {
          $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
        }
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
