import TypeFitRow

/// The SARIF `tool.driver.rules` array, built from ``RuleCatalog``.
enum SARIFRules {
  /// The rules in catalog (id) order; a result's `ruleIndex` is its rule's position here.
  static let order: [RuleID] = RuleCatalog.all.map(\.id)

  /// The index of a rule in ``order``.
  static func index(of rule: RuleID) -> Int { order.firstIndex(of: rule) ?? 0 }

  /// Every rule as a SARIF `reportingDescriptor`.
  static func descriptors(options: ReportOptions) -> JSONValue {
    .array(RuleCatalog.all.map { descriptor($0, options: options) })
  }

  /// One rule: id, name, short and full description, help text and URI, default level, tags.
  static func descriptor(_ rule: RuleDescriptor, options: ReportOptions) -> JSONValue {
    .object([
      ("id", .string(rule.id.rawValue)),
      ("name", .string(rule.name)),
      ("shortDescription", .object([("text", .string(rule.summary))])),
      ("fullDescription", .object([("text", .string(rule.summary + " " + rule.rationale))])),
      ("help", .object([("text", .string(rule.fix + " Source: " + rule.source + "."))])),
      ("helpUri", .string(options.helpURL(for: rule.id))),
      ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
      (
        "properties",
        .object([("tags", .array(["accessibility", "dynamic-type", "localization"].map(JSONValue.string)))])
      ),
    ])
  }
}
