/// What a rule checks, why, where the requirement comes from and how to fix it: the catalog
/// entry the CLI (`typefit rules`), Docs/Rules.md and the SARIF `rules` array use.
public struct RuleDescriptor: Sendable, Hashable, Codable {
  /// Stable id, `TF001`.
  public var id: RuleID
  /// Kebab-case name, `label-truncated`.
  public var name: String
  /// Severity.
  public var severity: Severity
  /// One sentence: what the rule reports.
  public var summary: String
  /// Why it matters, quoting the seed requirement by name.
  public var rationale: String
  /// The requirement's source.
  public var source: String
  /// How to fix it.
  public var fix: String
  /// The anchor in Docs/Rules.md, `tf001-label-truncated`.
  public var helpAnchor: String

  /// - Parameters:
  ///   - id: the stable id.
  ///   - name: the kebab-case name; with the id it makes the Docs/Rules.md anchor.
  ///   - severity: the rule's severity.
  public init(
    id: RuleID, name: String, severity: Severity, summary: String, rationale: String, source: String,
    fix: String
  ) {
    self.id = id
    self.name = name
    self.severity = severity
    self.summary = summary
    self.rationale = rationale
    self.source = source
    self.fix = fix
    self.helpAnchor = id.rawValue.lowercased() + "-" + name
  }
}
