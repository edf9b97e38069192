/// What row discovery found in a set of Swift files.
public struct DiscoveryResult: Sendable {
  /// Rows in file order, then source order within a file.
  public var rows: [SourceRow]
  /// The source rules' findings (TF009–TF017) on those rows, in file order, then source order.
  public var findings: [SourceFinding]
  /// Unreadable files, unterminated literals, links not followed.
  public var diagnostics: [DiscoveryDiagnostic]
  /// How many Swift files were read.
  public var filesRead: Int
  /// How many SwiftGen accessors were found in generated files.
  public var swiftGenAccessors: Int
  /// The keys the sources show in a known role other than a row (``SourceKeyRole``): first the
  /// keys only VoiceOver speaks, in the order of their first use; then the keys shown as prose
  /// (alert and dialog titles and messages, F23-10), in file order, then source order, as often
  /// as they are shown.
  public var keyRoles: [SourceKeyRole]

  public init(
    rows: [SourceRow] = [], findings: [SourceFinding] = [], diagnostics: [DiscoveryDiagnostic] = [],
    filesRead: Int = 0,
    swiftGenAccessors: Int = 0, keyRoles: [SourceKeyRole] = []
  ) {
    self.keyRoles = keyRoles
    self.rows = rows
    self.findings = findings
    self.diagnostics = diagnostics
    self.filesRead = filesRead
    self.swiftGenAccessors = swiftGenAccessors
  }

  /// Whether a file could not be read (missing, unlistable, unreadable, too large, a name that
  /// is not UTF-8) or searched (nested too deep).
  public var hasUnreadableInput: Bool {
    diagnostics.contains {
      $0.kind == .unreadableFile || $0.kind == .fileTooLarge || $0.kind == .nestingTooDeep
        || $0.kind == .invalidFileName || $0.kind == .rowsNotUsed
        // A Swift file in UTF-16 or UTF-32, refused whole (A23-13).
        || ($0.kind == .invalidEncoding && $0.severity == .error)
        // A path given that leads out of its repository (A15-12) is an input not read.
        || ($0.kind == .symlinkNotFollowed && $0.severity == .error)
    }
  }
}
