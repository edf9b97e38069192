import TypeFitCheck
import TypeFitLocalization
import TypeFitRow

/// Writes SARIF 2.1.0 for GitHub code scanning and other SARIF viewers, streamed.
///
/// One run: `tool.driver` with the rule catalog (descriptions, help text, a help URI into
/// Docs/Rules.md, default level); one `result` per finding per layout context, located at the
/// line of the key's value, with locale, categories, width, device and profile in
/// `properties` and a stable `partialFingerprints["typefit/v1"]`; read problems as
/// `invocations[0].toolExecutionNotifications`, and `executionSuccessful` false when some
/// input could not be read.
///
/// The fingerprint is a 64-bit FNV-1a hash (``StableFingerprint``) of the rule id, the file's
/// name, key, locale, variant, label or target, screen width and list style. It does not change
/// when lines move or the tool runs again, and differs for different keys.
///
/// Columns are the readers' columns in UTF-8 bytes; they equal code-point columns when the
/// line's text before the value is ASCII, which is the usual case.
public struct SARIFReportWriter: CheckReportWriter {
  /// Messages quote the layout at a finding's first category only.
  public var layoutRetention: LayoutRetention { .firstFindingCategories }

  /// The SARIF schema URI written as `$schema`.
  public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
  /// `typefit/shard-K-of-N/`: the `automationDetails.id` of a shard's run, which GitHub code
  /// scanning reads as the analysis category (the part before the last `/`).
  public static func automationID(_ shard: Shard) -> String {
    "typefit/shard-\(shard.index)-of-\(shard.count)/"
  }

  /// The key of TypeFit's fingerprint in `partialFingerprints`.
  public static let fingerprintKey = "typefit/v1"

  /// The settings: help URL base, information URL and source root.
  public var options: ReportOptions
  private var contexts: [LayoutContext] = []
  private var profileID = ""
  private var resultCount = 0

  /// - Parameter options: ``ReportOptions/helpBaseURL``, ``ReportOptions/informationURL`` and
  ///   ``ReportOptions/sourceRoot`` are used.
  public init(options: ReportOptions = ReportOptions()) {
    self.options = options
  }

  public mutating func begin(_ info: CheckRunInfo) -> String {
    contexts = info.contexts
    profileID = info.profileID
    resultCount = 0
    let driver: JSONValue = .object([
      ("name", .string("TypeFit")),
      ("version", .string(info.toolVersion)),
      ("informationUri", .string(options.informationURL)),
      ("rules", SARIFRules.descriptors(options: options)),
    ])
    var run: [(String, JSONValue)] = [("tool", .object([("driver", driver)]))]
    if let bases = SARIFLocation.originalBaseIDs(sourceRoot: options.sourceRoot) {
      run.append(("originalUriBaseIds", bases))
    }
    run.append(("columnKind", .string("unicodeCodePoints")))
    if let shard = info.shard {
      // GitHub code scanning keeps one analysis per category; shards are separate ones.
      run.append(("automationDetails", .object([("id", .string(Self.automationID(shard)))])))
    }
    let runText = JSONValue.object(run).serialized().dropLast()
    return "{\"$schema\":" + JSONValue.string(Self.schemaURI).serialized()
      + ",\"version\":\"2.1.0\",\"runs\":["
      + runText + ",\"results\":["
  }

  public mutating func write(_ result: CheckResult) -> String {
    var output = ""
    for (index, report) in result.reports.enumerated() {
      let context = index < contexts.count ? contexts[index] : nil
      for finding in report.findings {
        output += (resultCount == 0 ? "\n" : ",\n")
        output += sarifResult(finding, report: report, item: result.item, context: context).serialized()
        resultCount += 1
      }
    }
    return output
  }

  public mutating func finish(_ summary: CheckSummary) -> String {
    let notifications = DiagnosticOrder.sorted(summary.diagnostics).map(notification)
    let invocation: JSONValue = .object([
      ("executionSuccessful", .bool(!summary.hasReadErrors)),
      ("toolExecutionNotifications", .array(notifications)),
    ])
    let close = resultCount == 0 ? "]" : "\n]"
    return close + ",\"invocations\":[" + invocation.serialized() + "],\"properties\":"
      + JSONValue.object([("profile", .string(profileID))]).serialized() + "}]}\n"
  }

  private func sarifResult(_ finding: Finding, report: RowReport, item: CheckItem, context: LayoutContext?)
    -> JSONValue
  {
    let width = context.map { JSONValue.format($0.screenWidth) } ?? ""
    let part = finding.role?.rawValue ?? finding.target?.rawValue ?? ""
    let fileName = item.location.file.split(separator: "/").last.map(String.init) ?? item.location.file
    let fingerprint = StableFingerprint.hex([
      finding.ruleID.rawValue, fileName, item.key, item.locale, item.variantName, part, width,
      context?.listStyle.rawValue ?? "",
    ])
    let message =
      "\(item.key) (\(item.locale)): " + FindingSentence.line(for: finding, in: report, context: context)
    var properties: [(String, JSONValue)] = [
      ("key", .string(item.key)),
      ("locale", .string(item.locale)),
      ("variant", .string(item.variantName)),
    ]
    if let first = finding.firstCategory { properties.append(("category", .string(first.name))) }
    properties.append(("categories", .array(finding.categories.map { .string($0.name) })))
    if let context {
      properties.append(("width", .number(context.screenWidth)))
      properties.append(("listStyle", .string(context.listStyle.rawValue)))
    }
    properties += [("device", .string(report.deviceName)), ("profile", .string(report.profileID))]
    if let role = finding.role { properties.append(("label", .string(role.rawValue))) }
    if let target = finding.target { properties.append(("target", .string(target.rawValue))) }
    properties += ReportJSON.position(item)
    return .object([
      ("ruleId", .string(finding.ruleID.rawValue)),
      ("ruleIndex", .int(SARIFRules.index(of: finding.ruleID))),
      ("level", .string(finding.severity.rawValue)),
      ("message", .object([("text", .string(message))])),
      (
        "locations",
        .array([
          SARIFLocation.location(
            file: item.location.file, line: item.location.line, column: item.location.column,
            sourceRoot: options.sourceRoot)
        ])
      ),
      ("partialFingerprints", .object([(Self.fingerprintKey, .string(fingerprint))])),
      ("properties", .object(properties)),
    ])
  }

  private func notification(_ diagnostic: LocalizationDiagnostic) -> JSONValue {
    .object([
      ("level", .string(diagnostic.severity.rawValue)),
      ("message", .object([("text", .string(diagnostic.message))])),
      ("descriptor", .object([("id", .string(diagnostic.kind.rawValue))])),
      (
        "locations",
        .array([
          SARIFLocation.location(
            file: diagnostic.file, line: diagnostic.line, column: diagnostic.column,
            sourceRoot: options.sourceRoot)
        ])
      ),
    ])
  }
}
