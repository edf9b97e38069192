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

  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}
