import TypeFitDynamicType
import TypeFitRow

/// What a check run used: written at the head of JSON, SARIF and HTML reports.
public struct CheckRunInfo: Sendable, Hashable {
  /// TypeFit's version.
  public var toolVersion: String
  /// The paths given on the command line.
  public var inputs: [String]
  /// The font stack's name and each face as "family weight: path".
  public var fontStack: String
  public var fontFaces: [String]
  /// The platform profile's id (`ios18`).
  public var profileID: String
  /// The layout contexts checked, in report order.
  public var contexts: [LayoutContext]
  /// The categories checked, ascending.
  public var categories: [ContentSizeCategory]
  /// The configuration file used (`typefit.json`), or `nil` when none was found or given.
  public var configurationFile: String?
  /// The least severe finding reports contain (`--min-severity`).
  public var minimumSeverity: Severity

  public init(
    toolVersion: String, inputs: [String], fontStack: String, fontFaces: [String], profileID: String,
    contexts: [LayoutContext], categories: [ContentSizeCategory], configurationFile: String? = nil,
    minimumSeverity: Severity = .note
  ) {
    self.toolVersion = toolVersion
    self.inputs = inputs
    self.fontStack = fontStack
    self.fontFaces = fontFaces
    self.profileID = profileID
    self.contexts = contexts
    self.categories = categories
    self.configurationFile = configurationFile
    self.minimumSeverity = minimumSeverity
  }
}
