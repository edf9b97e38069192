import TypeFitDynamicType

/// A platform's list-row constants as data: every value carries its source and confidence,
/// so Docs are generated from it and users can override any constant by name.
///
/// ```swift
/// let profile = try PlatformProfile.named("ios18").overriding(["textToSecondaryHorizontalPadding": 12])
/// profile[.textToSecondaryHorizontalPadding]  // 12
/// ```
public struct PlatformProfile: Sendable, Hashable, Codable {
  /// The profile's identifier: `ios18`, `ios26`, `ods`.
  public var id: String
  /// What the profile models, in one sentence.
  public var summary: String
  /// The constants, in ``ProfileConstantName`` order.
  public internal(set) var constants: [PlatformConstant] {
    didSet { values = Self.values(of: constants) }
  }
  /// Each constant's value by the name's position among all names, kept in step with
  /// `constants`: layout reads constants thousands of times per row, and both a search through
  /// `constants` (copying strings) and a dictionary (hashing the raw string) cost too much.
  private var values: [Double?]

  private enum CodingKeys: String, CodingKey { case id, summary, constants }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(String.self, forKey: .id),
      summary: try container.decode(String.self, forKey: .summary),
      constants: try container.decode([PlatformConstant].self, forKey: .constants))
  }

  private static func values(of constants: [PlatformConstant]) -> [Double?] {
    var values = [Double?](repeating: nil, count: ProfileConstantName.allCases.count)
    for constant in constants where values[constant.name.ordinal] == nil {
      values[constant.name.ordinal] = constant.value
    }
    return values
  }

  public init(id: String, summary: String, constants: [PlatformConstant]) {
    self.id = id
    self.summary = summary
    let sorted = constants.sorted { $0.name < $1.name }
    self.constants = sorted
    values = Self.values(of: sorted)
  }

  /// The built-in profiles: ``ios18`` (the default), ``ios26`` and ``ods``.
  public static var builtIn: [PlatformProfile] { [.ios18, .ios26, .ods] }

  /// Looks a built-in profile up by id, ignoring case.
  /// - Throws: ``RowModelError/unknownName(kind:name:validNames:suggestion:)``.
  public static func named(_ id: String) throws(RowModelError) -> PlatformProfile {
    if let match = builtIn.first(where: { $0.id.lowercased() == id.lowercased() }) { return match }
    let ids = builtIn.map(\.id)
    throw .unknownName(
      kind: "platform profile", name: id, validNames: ids, suggestion: NameSuggestion.closest(to: id, in: ids)
    )
  }

  /// The constant with a name, if the profile has it.
  public func constant(_ name: ProfileConstantName) -> PlatformConstant? {
    constants.first { $0.name == name }
  }

  /// The value of a constant, or `nil` when the profile lacks it: `constant(name)?.value`
  /// without searching the constants.
  func value(of name: ProfileConstantName) -> Double? {
    values[name.ordinal]
  }

  /// The value of a constant every built-in profile has. Profiles built from ``ios18`` carry
  /// all constants except ``ProfileConstantName/subtitleLineLimit``; a missing one reads as 0.
  public subscript(name: ProfileConstantName) -> Double {
    values[name.ordinal] ?? 0
  }

  /// A copy with some constants replaced (or added) by value; sources become "override".
  ///
  /// - Parameter overrides: constant name (``ProfileConstantName`` raw value, case-insensitive)
  ///   to value in the constant's unit.
  /// - Throws: ``RowModelError/unknownName(kind:name:validNames:suggestion:)`` with the closest
  ///   name for an unknown constant; ``RowModelError/invalidValue(name:value:reason:)`` for a
  ///   value outside the constant's ``ProfileConstantName/allowedRange`` (or not whole where
  ///   ``ProfileConstantName/requiresWholeNumber``).
  public func overriding(_ overrides: [String: Double]) throws(RowModelError) -> PlatformProfile {
    var copy = self
    for (rawName, value) in overrides.sorted(by: { $0.key < $1.key }) {
      guard
        let name = ProfileConstantName.allCases.first(where: {
          $0.rawValue.lowercased() == rawName.lowercased()
        })
      else {
        let names = ProfileConstantName.allCases.map(\.rawValue)
        throw .unknownName(
          kind: "profile constant", name: rawName, validNames: names,
          suggestion: NameSuggestion.closest(to: rawName, in: names))
      }
      try Self.validate(value, for: name)
      copy.set(name, value)
    }
    return copy
  }

  /// Sets a constant's value, keeping its description and marking it as overridden.
  mutating func set(_ name: ProfileConstantName, _ value: Double, source: String = "user override") {
    if let index = constants.firstIndex(where: { $0.name == name }) {
      let previous = constants[index]
      constants[index].value = value
      constants[index].source =
        "\(source); built-in value \(DecimalText.shortest(previous.value)) \(previous.confidence.label) from \(previous.source)"
      constants[index].confidence = .unconfirmed
    } else {
      constants.append(
        PlatformConstant(
          name, value, unit: name.defaultUnit, confidence: .unconfirmed, source: source,
          summary: "Set by the user; not in the built-in profile."))
      constants.sort { $0.name < $1.name }
    }
  }

  private static func validate(_ value: Double, for name: ProfileConstantName) throws(RowModelError) {
    let range = name.allowedRange
    guard value.isFinite, range.contains(value), !name.requiresWholeNumber || value == value.rounded() else {
      let kind = name.requiresWholeNumber ? "a whole number" : "a number"
      throw .invalidValue(
        name: name.rawValue, value: value,
        reason:
          "must be \(kind) from \(DecimalText.shortest(range.lowerBound)) to \(DecimalText.shortest(range.upperBound))"
      )
    }
    if name.defaultUnit == .weight, value.truncatingRemainder(dividingBy: 100) != 0 {
      throw .invalidValue(
        name: name.rawValue, value: value, reason: "must be a multiple of 100 from 0 to 800 (weight units)")
    }
  }
}

extension ProfileConstantName {
  /// The unit a constant of this name is in.
  public var defaultUnit: ConstantUnit {
    switch self {
    case .minimumHeightLeadingMultiplier, .infoSymbolSizeFactor: .factor
    case .minimumHeightCategoryCap: .categoryIndex
    case .accessibilityLayoutStacksValue: .flag
    case .subtitleLineLimit: .lines
    case .boldTextWeightIncrease: .weight
    default: .points
    }
  }
}
