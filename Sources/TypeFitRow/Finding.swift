import TypeFitDynamicType

/// One rule violation (or note) for a row.
public struct Finding: Sendable, Hashable, Codable {
  /// The rule.
  public var ruleID: RuleID
  /// The rule's severity.
  public var severity: Severity
  /// A readable message with the numbers: first category, lines needed vs allowed, sizes.
  public var message: String {
    get { text.string }
    set { text = .written(newValue) }
  }
  /// The message, or what it is made from when read (``FindingText``).
  var text: FindingText
  /// The label concerned, if any.
  public var role: LabelRole?
  /// The touch target concerned, if any (TF002, TF003).
  public var target: TouchTargetKind?
  /// The categories at which the finding holds, ascending; empty when it does not depend on
  /// the category (TF004, TF005).
  public var categories: [ContentSizeCategory]
  /// For TF003: how the target fares under WCAG 2.2 SC 2.5.8 at the first category.
  public var wcagTargetSize: WCAGTargetSizeOutcome?

  public init(
    ruleID: RuleID, message: String, role: LabelRole? = nil, target: TouchTargetKind? = nil,
    categories: [ContentSizeCategory] = [], wcagTargetSize: WCAGTargetSizeOutcome? = nil
  ) {
    self.ruleID = ruleID
    self.severity = ruleID.severity
    self.text = .written(message)
    self.role = role
    self.target = target
    self.categories = categories
    self.wcagTargetSize = wcagTargetSize
  }

  /// A finding whose message is made when read (``FindingText``).
  /// - Parameter severity: `ruleID`'s severity (its rule's descriptor's), passed by the rule so
  ///   the catalog is not looked up per finding.
  init(
    ruleID: RuleID, severity: Severity, text: FindingText, role: LabelRole?, categories: [ContentSizeCategory]
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.text = text
    self.role = role
    self.target = nil
    self.categories = categories
    self.wcagTargetSize = nil
  }

  /// The length of ``message`` in UTF-8 bytes, without writing a message that is made when
  /// read.
  public var messageUTF8Count: Int { text.utf8Count }

  /// Calls `body` with the UTF-8 bytes of ``message``, without making a `String` of a message
  /// that is made when read (the JSON report writes one per finding it lists).
  package func withMessageUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
    -> Result
  {
    try text.withUTF8(body)
  }

  /// The smallest category at which the finding holds.
  public var firstCategory: ContentSizeCategory? { categories.first }

  // Equality, hashing and coding see the message as a string, however it is kept.

  public static func == (lhs: Finding, rhs: Finding) -> Bool {
    lhs.ruleID == rhs.ruleID && lhs.severity == rhs.severity && lhs.message == rhs.message
      && lhs.role == rhs.role && lhs.target == rhs.target && lhs.categories == rhs.categories
      && lhs.wcagTargetSize == rhs.wcagTargetSize
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ruleID)
    hasher.combine(severity)
    hasher.combine(message)
    hasher.combine(role)
    hasher.combine(target)
    hasher.combine(categories)
    hasher.combine(wcagTargetSize)
  }

  private enum CodingKeys: String, CodingKey {
    case ruleID, severity, message, role, target, categories, wcagTargetSize
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    ruleID = try container.decode(RuleID.self, forKey: .ruleID)
    severity = try container.decode(Severity.self, forKey: .severity)
    text = .written(try container.decode(String.self, forKey: .message))
    role = try container.decodeIfPresent(LabelRole.self, forKey: .role)
    target = try container.decodeIfPresent(TouchTargetKind.self, forKey: .target)
    categories = try container.decode([ContentSizeCategory].self, forKey: .categories)
    wcagTargetSize = try container.decodeIfPresent(WCAGTargetSizeOutcome.self, forKey: .wcagTargetSize)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(ruleID, forKey: .ruleID)
    try container.encode(severity, forKey: .severity)
    try container.encode(message, forKey: .message)
    try container.encodeIfPresent(role, forKey: .role)
    try container.encodeIfPresent(target, forKey: .target)
    try container.encode(categories, forKey: .categories)
    try container.encodeIfPresent(wcagTargetSize, forKey: .wcagTargetSize)
  }
}
