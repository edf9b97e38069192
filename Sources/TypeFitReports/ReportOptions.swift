import TypeFitRow

/// Settings shared by the report writers; each writer reads the ones that concern it.
///
/// ```swift
/// var options = ReportOptions()
/// options.color = isatty(1) != 0   // the CLI colours text only on a terminal
/// options.sourceRoot = FileManager.default.currentDirectoryPath
/// var writer = ReportFormat.sarif.makeWriter(options)
/// ```
public struct ReportOptions: Sendable, Hashable {
  /// The base that SARIF help URIs are built on: `helpBaseURL + "Docs/Rules.md#" + anchor`.
  public static let defaultHelpBaseURL = "https://github.com/typefit/typefit/blob/main/"
  /// The project page written as SARIF `informationUri`.
  public static let defaultInformationURL = "https://github.com/typefit/typefit"

  /// Whether text output uses ANSI colours (the CLI sets it when stdout is a terminal).
  public var color: Bool
  /// How many worst offenders the text report lists before "… and N more".
  public var offenderLimit: Int
  /// The longest quoted string the text report shows before eliding it with "…", in characters.
  public var quoteLimit: Int
  /// The base URL of the repository's files, ending in `/`, for SARIF help URIs.
  public var helpBaseURL: String
  /// The project page written as SARIF `informationUri`.
  public var informationURL: String
  /// The folder that file paths are made relative to (normally the working directory), or `nil`
  /// to write paths as the readers reported them.
  public var sourceRoot: String?
  /// The name standard input was read under (`check - --stdin-name NAME`), or `nil`: SARIF reads
  /// no file of that name again for its UTF-16 columns, since the file on disk, if any, is not
  /// what was read (the forty-fifth attack's A45-4: a name outside the repository was opened and
  /// its lines gave a wrong column).
  public var standardInputName: String?

  /// - Parameters:
  ///   - color: ANSI colours in text output (default off).
  ///   - offenderLimit: worst offenders listed in text output (default 50; at least 0).
  ///   - quoteLimit: characters of a quoted string in text output (default 60; at least 8).
  ///   - helpBaseURL: base of SARIF help URIs (default ``defaultHelpBaseURL``).
  ///   - informationURL: SARIF `informationUri` (default ``defaultInformationURL``).
  ///   - sourceRoot: folder that paths are made relative to (default none).
  public init(
    color: Bool = false, offenderLimit: Int = 50, quoteLimit: Int = 60,
    helpBaseURL: String = ReportOptions.defaultHelpBaseURL,
    informationURL: String = ReportOptions.defaultInformationURL, sourceRoot: String? = nil
  ) {
    self.color = color
    self.offenderLimit = max(0, offenderLimit)
    self.quoteLimit = max(8, quoteLimit)
    self.helpBaseURL = helpBaseURL
    self.informationURL = informationURL
    self.sourceRoot = sourceRoot
  }

  /// The help URI of a rule: the base URL, `Docs/Rules.md#`, and the rule's anchor.
  public func helpURL(for rule: RuleID) -> String {
    let base = helpBaseURL.isEmpty || helpBaseURL.hasSuffix("/") ? helpBaseURL : helpBaseURL + "/"
    return base + "Docs/Rules.md#" + rule.helpAnchor
  }
}
