/// Which sample keys specifiers take: for warnings about `formatArguments` entries that no
/// string uses, or that no specifier can take at all (`"q"`, `"%"`, `"1$@"`).
extension FormatSampleValues {
  /// The length modifiers a specifier may have before its conversion (`ld`, `lld`, `hd`, `zd`).
  static let lengthModifiers = ["hh", "ll", "h", "l", "q", "z", "t", "j", "L"]

  /// Whether some specifier can take its sample from `key`: a conversion (`@`, `d`, `f`), or a
  /// length modifier and a conversion (`ld`, `lld`). `%` (`%%` is always `%`), a position
  /// (`1$@`), a length alone (`l`) and other text cannot.
  ///
  /// ```swift
  /// FormatSampleValues.isSpecifierKey("ld")   // true
  /// FormatSampleValues.isSpecifierKey("q")    // false: a length without a conversion
  /// ```
  public static func isSpecifierKey(_ key: String) -> Bool {
    guard let conversion = key.last, conversion != "%", FormatSpecifier.conversions.contains(conversion)
    else {
      return false
    }
    let length = String(key.dropLast())
    return length.isEmpty || lengthModifiers.contains(length)
  }

  /// The key of ``values`` whose sample `specifier` takes (the length and conversion, the
  /// conversion, or its family's `@`, `d` or `o`), or `nil` for `%%` and for floating-point
  /// conversions without a sample of their own, which format ``floatingPointSample``.
  public func sampleKey(for specifier: FormatSpecifier) -> String? {
    let conversion = String(specifier.conversion)
    if conversion == "%" { return nil }
    for key in [specifier.length + conversion, conversion] where values[key] != nil { return key }
    switch specifier.conversion {
    case "s", "S": return values["@"] == nil ? nil : "@"
    case "D", "i", "u", "U": return values["d"] == nil ? nil : "d"
    case "O": return values["o"] == nil ? nil : "o"
    case "f", "F", "e", "E", "g", "G", "a", "A": return nil
    default: return values["d"] == nil ? nil : "d"
    }
  }

  /// The keys of ``values`` that the specifiers of `text` take their samples from
  /// (``sampleKey(for:)``), each once.
  ///
  /// ```swift
  /// FormatSampleValues().keysTaken(by: "%1$@ liked %2$ld posts")  // ["@", "d"]
  /// ```
  public func keysTaken(by text: String) -> Set<String> {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return [] }
    var keys = Set<String>()
    for piece in FormatSpecifierScanner.scan(text) {
      if case .specifier(let specifier) = piece, let key = sampleKey(for: specifier) { keys.insert(key) }
    }
    return keys
  }
}
