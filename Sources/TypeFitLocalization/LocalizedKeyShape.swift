/// A key with each of its format specifiers written `%@`: the form in which a key the Swift
/// sources interpolate and a key of the catalog meet, since the source does not say which
/// specifier the interpolated value's type makes.
///
/// Xcode extracts `Text("a-\(name)")` as key `a-%@` and `Text("n-\(count)")` as `n-%lld`; both
/// sides are compared in this shape, so `a-%@`, `a-%lld` and `a-%1$@` all have the shape `a-%@`.
/// `%%` (a percent sign) is kept, as is a `%#@name@` substitution or a `%` that ends no
/// specifier.
///
/// ```swift
/// LocalizedKeyShape.of("status.summary.n-replies %lld")  // "status.summary.n-replies %@"
/// LocalizedKeyShape.of("settings.title")                 // "settings.title" (no `%`: the key itself)
/// ```
public enum LocalizedKeyShape {
  /// The shape of `key`: linear in its bytes; a key without `%` is returned as it is.
  public static func of(_ key: String) -> String {
    guard key.utf8.contains(UInt8(ascii: "%")) else { return key }
    var shape = ""
    for piece in FormatSpecifierScanner.scan(key) {
      switch piece {
      case .literal(let text): shape += text
      case .specifier(let specifier): shape += specifier.conversion == "%" ? "%%" : "%@"
      case .substitution(let written): shape += written
      case .malformed(let written, _): shape += written
      }
    }
    return shape
  }
}
