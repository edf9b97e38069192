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

  /// Parses a weight name (`regular`, `semibold`, `SemiBold`, `600`).
  ///
  /// - Returns: `nil` when the text names no weight.
  public init?(parsing text: String) {
    if let value = Int(text), let weight = FontWeight(rawValue: value) {
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
    if let value = Int(text) {
      guard let weight = nearest(to: value) else { return nil }
      let note =
        weight.rawValue == value
        ? nil
        : "weight \(value) is not one of the nine named weights; using \(weight.name) (\(weight.rawValue))"
      return (weight, note)
    }
    return FontWeight(parsing: text).map { ($0, nil) }
  }

  /// The nine names with their numbers, for help and error messages:
  /// `ultraLight (100), thin (200), …, black (900)`.
  public static var namesAndNumbers: String {
    allCases.map { "\($0.name) (\($0.rawValue))" }.joined(separator: ", ")
  }

  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}
