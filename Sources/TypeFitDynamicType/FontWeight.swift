/// A font weight on the OpenType `usWeightClass` scale (100–900).
///
/// Text styles name their weights with Apple's terms (`regular`, `semibold`, `bold`);
/// the numeric value is the OpenType weight class used to pick a face or set a `wght` axis.
public enum FontWeight: Int, Sendable, Hashable, CaseIterable, Codable, Comparable {
  case ultraLight = 100
  case thin = 200
  case light = 300
  case regular = 400
  case medium = 500
  case semibold = 600
  case bold = 700
  case heavy = 800
  case black = 900

  /// The weight's name as Apple writes it (`UIFont.Weight`), for example `semibold`.
  public var name: String {
    switch self {
    case .ultraLight: "ultraLight"
    case .thin: "thin"
    case .light: "light"
    case .regular: "regular"
    case .medium: "medium"
    case .semibold: "semibold"
    case .bold: "bold"
    case .heavy: "heavy"
    case .black: "black"
    }
  }

  /// Parses a weight name (`regular`, `semibold`, `SemiBold`, `600`); a number is written in
  /// digits alone (``writtenNumber(_:)``).
  ///
  /// - Returns: `nil` when the text names no weight.
  public init?(parsing text: String) {
    if let value = Self.writtenNumber(text), let weight = FontWeight(rawValue: value) {
      self = weight
      return
    }
    let folded = String(text.lowercased().filter { $0 != "-" && $0 != " " })
    guard let match = FontWeight.allCases.first(where: { $0.name.lowercased() == folded }) else {
      return nil
    }
    self = match
  }

  /// The named weight nearest a numeric weight on the OpenType scale, ties going to the
  /// lighter one: `nearest(to: 450)` is `.regular`, `nearest(to: 550)` is `.medium`,
  /// `nearest(to: 1000)` is `.black`.
  /// - Parameter value: a weight class, 1–1000 (OpenType `usWeightClass`).
  /// - Returns: `nil` for a value outside 1–1000.
  public static func nearest(to value: Int) -> FontWeight? {
    guard (1...1000).contains(value) else { return nil }
    return allCases.min { a, b in
      let da = abs(a.rawValue - value)
      let db = abs(b.rawValue - value)
      return da != db ? da < db : a.rawValue < b.rawValue
    }
  }

  /// Parses a weight as the command line and configuration take it: one of the nine names
  /// (`ultraLight` … `black`, any case, `-` and spaces ignored) or a number 1–1000, which
  /// becomes the nearest named weight (``nearest(to:)``) with a note saying so.
  ///
  /// `resolving("450")` is `(.regular, "weight 450 is not one of the nine named weights; using regular (400)")`;
  /// `resolving("700")` is `(.bold, nil)`.
  /// - Returns: the weight and, when a number was rounded, a note; `nil` when the text names
  ///   no weight or the number is outside 1–1000.
  public static func resolving(_ text: String) -> (weight: FontWeight, note: String?)? {
    if let value = writtenNumber(text) {
      guard let weight = nearest(to: value) else { return nil }
      let note =
        weight.rawValue == value
        ? nil
        : "weight \(value) is not one of the nine named weights; using \(weight.name) (\(weight.rawValue))"
      return (weight, note)
    }
    return FontWeight(parsing: text).map { ($0, nil) }
  }

  /// The whole number `text` writes in the one spelling a weight number has: decimal digits
  /// alone, the first not `0` (`400`, `1000`). `+400`, `0400`, `4e2`, `400.0`, ` 400` and
  /// other scripts' digits are not weights, so a typo is never read as another number.
  ///
  /// - Returns: the number, or `nil` for any other text (or one past 18 digits).
  public static func writtenNumber(_ text: String) -> Int? {
    let digits = text.utf8
    guard (1...18).contains(digits.count), digits.first != UInt8(ascii: "0"),
      digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return nil }
    return Int(text)
  }

  /// Why `text` names no weight, for an error message: a number in another spelling
  /// (`+400`, `0400`, `4e2`, `400.0`) is told the one form, with the number it would be when that
  /// is a weight; anything else gets the names and the range.
  ///
  /// `refusal(of: "+400")` is `weight '+400' must be a whole number from 1 to 1000 written in
  /// digits alone, with no sign, leading zero, fraction or exponent (as 400), or one of the
  /// names ultraLight (100), …`; `refusal(of: "bolder")` is `unknown weight 'bolder'; valid:
  /// ultraLight (100), …, black (900), or a number 1–1000`.
  public static func refusal(of text: String) -> String {
    let numberCharacters = Set("0123456789+-.eE".utf8)
    let looksLikeNumber =
      text.utf8.contains { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
      && text.utf8.allSatisfy { numberCharacters.contains($0) } && writtenNumber(text) == nil
    guard looksLikeNumber else {
      return "unknown weight '\(text)'; valid: \(namesAndNumbers), or a number 1–1000"
    }
    let value = Double(text).flatMap { value in
      value == value.rounded() && (1...1000).contains(value) ? Int(value) : nil
    }
    return "weight '\(text)' must be a whole number from 1 to 1000 written in digits alone, with no sign, "
      + "leading zero, fraction or exponent" + (value.map { " (as \($0))" } ?? "")
      + ", or one of the names \(namesAndNumbers)"
  }

  /// The nine names with their numbers, for help and error messages:
  /// `ultraLight (100), thin (200), …, black (900)`.
  public static var namesAndNumbers: String {
    allCases.map { "\($0.name) (\($0.rawValue))" }.joined(separator: ", ")
  }

  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}
