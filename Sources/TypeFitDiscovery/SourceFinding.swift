import TypeFitLocalization
import TypeFitRow

/// A rule's finding on an app's Swift source: a fixed font, a shrinking label, a fixed row
/// height, with the place in the code it comes from.
///
/// Source findings have a Swift location and no catalog key: they are about the code that
/// builds a row, whatever string the row shows. A pattern the scanner cannot resolve (a font
/// from a variable) is a finding at ``Severity/note`` saying so, not a guess.
///
/// ```swift
/// finding.description
/// // "Settings.swift:14:10: error: TF009 label-not-scaled: .font(.system(size: 15)) is 15 pt at every category"
/// ```
public struct SourceFinding: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The rule (``RuleID/labelNotScaled``, …).
  public var ruleID: RuleID
  /// The rule's severity, or ``Severity/note`` when the pattern could not be resolved.
  public var severity: Severity
  /// Where the pattern starts in the Swift file (1-based line, UTF-8 column).
  public var location: SourceLocation
  /// What was found, in a sentence without a trailing period.
  public var message: String

  public init(ruleID: RuleID, severity: Severity? = nil, location: SourceLocation, message: String) {
    self.ruleID = ruleID
    self.severity = severity ?? ruleID.severity
    self.location = location
    self.message = message
  }

  /// Whether the finding says a pattern could not be resolved (a note) rather than a defect.
  public var isUnresolved: Bool { severity == .note }

  /// `file:line:column: severity: TF009 label-not-scaled: message`.
  public var description: String {
    "\(location): \(severity.rawValue): \(ruleID.rawValue) \(ruleID.name): \(message)"
  }
}
