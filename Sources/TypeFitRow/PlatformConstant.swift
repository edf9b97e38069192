/// One platform constant with its value, unit, source and confidence.
public struct PlatformConstant: Sendable, Hashable, Codable {
  /// The name it is overridden by.
  public var name: ProfileConstantName
  /// The value, in ``unit``.
  public var value: Double
  /// What the value measures.
  public var unit: ConstantUnit
  /// Where the value comes from (reference section and public source).
  public var source: String
  /// How sure the source is.
  public var confidence: Confidence
  /// What the constant does, in one sentence.
  public var summary: String

  public init(
    _ name: ProfileConstantName, _ value: Double, unit: ConstantUnit = .points, confidence: Confidence,
    source: String, summary: String
  ) {
    self.name = name
    self.value = value
    self.unit = unit
    self.source = source
    self.confidence = confidence
    self.summary = summary
  }
}
