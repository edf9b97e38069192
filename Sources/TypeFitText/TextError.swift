import Foundation

/// Why text could not be measured, or a font could not be used.
///
/// Errors from C libraries carry the failing call and the library's own error code, so a
/// report can name both (`FT_New_Face failed with FreeType error 1`).
public enum TextError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No configured font covers these Unicode scalars; measuring `.notdef` would be a lie.
  case missingGlyphs(codePoints: [UInt32])
  /// A font file the stack names is not on this machine.
  case fontNotFound(family: String, file: String, package: String?)
  /// A font file exists but cannot be opened as a font.
  case fontUnreadable(path: String, call: String, code: Int32)
  /// A font stack definition is malformed.
  case invalidFontStack(String)
  /// A layout parameter is out of range (a width that is NaN or negative, a size ≤ 0).
  case invalidParameter(name: String, value: String, reason: String)
  /// An ICU call failed.
  case icu(call: String, code: Int32)
  /// FreeType could not load or decompose a glyph's outline (`call` is the failing function).
  case glyphOutline(glyph: UInt32, path: String, call: String, code: Int32)

  public var description: String {
    switch self {
    case .missingGlyphs(let codePoints):
      let names = codePoints.map(Self.codePointName)
      return "no configured font covers \(names.joined(separator: ", "))"
    case .fontNotFound(let family, let file, let package):
      let hint = package.map { " (install the Debian package \($0): apt-get install -y \($0))" } ?? ""
      return "font '\(family)' not found: \(file)\(hint)"
    case .fontUnreadable(let path, let call, let code):
      let meaning = Self.freeTypeMeaning[code].map { " (\($0))" } ?? ""
      return "cannot read font \(path): \(call) failed with error \(code)\(meaning)"
    case .invalidFontStack(let reason):
      return "invalid font stack: \(reason)"
    case .invalidParameter(let name, let value, let reason):
      return "invalid \(name) \(value): \(reason)"
    case .icu(let call, let code):
      return "ICU \(call) failed with UErrorCode \(code)"
    case .glyphOutline(let glyph, let path, let call, let code):
      let meaning = Self.freeTypeMeaning[code].map { " (\($0))" } ?? ""
      return "cannot draw glyph \(glyph) of \(path): \(call) failed with FreeType error \(code)\(meaning)"
    }
  }

  /// What FreeType's commonest error codes mean (`fterrdef.h`), for messages a user can act on.
  static let freeTypeMeaning: [Int32: String] = [
    1: "cannot open the file", 2: "not a font file: unknown format", 3: "broken font file",
    6: "no such face in this file: check the #INDEX of a collection", 7: "not a font file",
  ]

  /// `U+00E9` style name of a code point (at least four hex digits).
  public static func codePointName(_ codePoint: UInt32) -> String {
    let hex = String(codePoint, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}

extension TextError: LocalizedError {
  /// The same text as ``description``, which the `typefit` command prints after `Error:`;
  /// Foundation's `localizedDescription` returns it.
  public var errorDescription: String? { description }
}
