import TypeFitCheck
import TypeFitInput
import TypeFitLocalization
import TypeFitRow

/// Writes SARIF 2.1.0 for GitHub code scanning and other SARIF viewers.
///
/// One run: `tool.driver` with the rule catalog (descriptions, help text, a help URI into
/// Docs/Rules.md, default level); one `result` per problem (`ProblemList`: one rule on one
/// part of one key's row in one layout context, with the locales it occurs in), located at the
/// line of the first locale's value, with every other locale's line in `relatedLocations`;
/// a row found in the app's Swift source adds its source line to `relatedLocations` too;
/// locales, role, categories, width, device and profile in `properties`, and a stable
/// `partialFingerprints["typefit/v1"]`. Read problems are
/// `invocations[0].toolExecutionNotifications`, and `executionSuccessful` is false when some
/// input could not be read.
///
/// Results are written at the end, once the locales of each problem are known; memory grows
/// with the number of problems. GitHub code scanning accepts at most ``resultLimit`` results
/// a run; ``resultCount`` tells the caller how many were written.
///
/// The fingerprint is a 64-bit FNV-1a hash (`StableFingerprint`) of the rule id, the file's
/// name, key, variant, label or target, screen width, list style and the problem's subject (its
/// phrase without the first category, `ProblemPhrase.subject`). It does not change when lines
/// move, the tool runs again, a locale is added or a translation changes the category a problem
/// starts at, and differs for different keys.
///
/// The run declares `"columnKind": "utf16CodeUnits"` (OASIS SARIF 2.1.0 §3.14.27, "columnKind
/// property"; the Microsoft SARIF SDK's default), and every `startColumn` is in that unit:
/// the readers' UTF-8 byte columns are converted by reading the line again (`SARIFColumns`),
/// and left out when the file cannot be read again. They equal the byte columns when the
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
  /// The most results GitHub code scanning accepts in one run ("SARIF results exceed limit"
  /// above 25,000: docs.github.com, "SARIF support for code scanning", upload limits).
  public static let resultLimit = 25_000

  /// The settings: help URL base, information URL and source root.
  public var options: ReportOptions
  private var contexts: [LayoutContext] = []
  private var profileID = ""
  private var problems = ProblemList()
  /// The files' lines read again for UTF-16 columns; a new cache each run.
  private var columns = SARIFColumns()
  /// Results written by the last ``finish(_:)``.
  public private(set) var resultCount = 0

  /// - Parameter options: ``ReportOptions/helpBaseURL``, ``ReportOptions/informationURL``,
  ///   ``ReportOptions/sourceRoot`` and ``ReportOptions/standardInputName`` are used.
  public init(options: ReportOptions = ReportOptions()) {
    self.options = options
  }

  public mutating func begin(_ info: CheckRunInfo) -> String {
    contexts = info.contexts
    profileID = info.profileID
    resultCount = 0
    problems = ProblemList(sourceRoot: options.sourceRoot)
    columns = SARIFColumns(standardInputName: options.standardInputName)
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
    run.append(("columnKind", .string("utf16CodeUnits")))
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
    problems.add(result)
    return ""
  }

  public mutating func finish(_ summary: CheckSummary, to sink: any ReportSink) {
    resultCount = 0
    // Named once for every problem's message.
    let contextNames = ContextNames(contexts)
    // One result a piece, so the results' text is never held whole (A16-6).
    for problem in problems.ranked {
      let result = sarifResult(problem, allLocales: summary.locales, contextNames: contextNames)
      let separator = resultCount == 0 ? "\n" : ",\n"
      sink.append { output in
        output.append(contentsOf: separator.utf8)
        result.write(to: &output)
      }
      resultCount += 1
    }
    // How many findings before each one have the same fingerprint fields.
    var seen: [[String]: Int] = [:]
    for finding in SourceFindingReport.ordered(summary.sourceFindings) {
      let fields = SourceFindingReport.fingerprintFields(finding)
      let occurrence = seen[fields, default: 0]
      seen[fields] = occurrence + 1
      let result = SourceFindingReport.sarifResult(
        finding, occurrence: occurrence, sourceRoot: options.sourceRoot, columns: columns)
      let separator = resultCount == 0 ? "\n" : ",\n"
      sink.append { output in
        output.append(contentsOf: separator.utf8)
        result.write(to: &output)
      }
      resultCount += 1
    }
    // A run that checked nothing (``CheckSummary/nothingChecked``) did not succeed, and says
    // why first: no results must not read as a clean scan (fresh21 F21-1).
    let nothing: [JSONValue] =
      summary.nothingChecked.map { reason in
        [
          .object([
            ("level", .string("error")),
            ("message", .object([("text", .string("nothing was checked: " + reason))])),
            ("descriptor", .object([("id", .string("nothingChecked"))])),
          ])
        ]
      } ?? []
    let notifications = nothing + DiagnosticOrder.sorted(summary.diagnostics).map(notification)
    let invocation: JSONValue = .object([
      ("executionSuccessful", .bool(!summary.hasReadErrors && summary.nothingChecked == nil)),
      ("toolExecutionNotifications", .array(notifications)),
    ])
    let close = resultCount == 0 ? "]" : "\n]"
    sink.append(
      close + ",\"invocations\":[" + invocation.serialized() + "],\"properties\":"
        + JSONValue.object([("profile", .string(profileID))]).serialized() + "}]}\n")
  }

  private func sarifResult(
    _ problem: ProblemList.Problem, allLocales: Set<String>, contextNames: ContextNames
  ) -> JSONValue {
    let context = problem.context < contexts.count ? contexts[problem.context] : nil
    let width = context.map { DecimalText.json($0.screenWidth) } ?? ""
    let first = problem.occurrences[0]
    let fileName = BytePath.lastName(of: first.file)
    let fingerprint = StableFingerprint.hex([
      problem.rule.rawValue, fileName, problem.key, problem.variant, problem.part, width,
      context?.listStyle.rawValue ?? "", problem.phrase.subject,
    ])
    let message = ProblemList.message(
      problem, allLocales: allLocales, contexts: contexts, contextNames: contextNames, escaped: false)
    var properties: [(String, JSONValue)] = [
      ("key", .string(problem.key)),
      ("locales", .array(problem.locales.map(JSONValue.string))),
      ("variant", .string(problem.variant)),
      ("role", .string(problem.role.rawValue)),
      ("roleReason", .string(problem.roleReason)),
    ]
    if let category = problem.categories.first { properties.append(("category", .string(category.name))) }
    properties.append(("categories", .array(problem.categories.map { .string($0.name) })))
    if let context {
      properties.append(("width", .number(context.screenWidth)))
      properties.append(("listStyle", .string(context.listStyle.rawValue)))
      properties += [("device", .string(context.device.name)), ("profile", .string(context.profile.id))]
    }
    // Every context the problem occurs in, with its own first category (fresh24 F24-10: the
    // big phone may fail from a later size than the small one).
    if problem.contexts.count > 1 {
      let categories = problem.contextCategories
      let occurred = zip(problem.contexts, categories).filter { $0.0 < contexts.count }.map {
        index, category in
        var fields: [(String, JSONValue)] = [
          ("device", .string(contexts[index].device.name)), ("width", .number(contexts[index].screenWidth)),
        ]
        if let category { fields.append(("category", .string(category.name))) }
        return JSONValue.object(fields)
      }
      properties.append(("contexts", .array(occurred)))
    }
    if let role = LabelRole(rawValue: problem.part) { properties.append(("label", .string(role.rawValue))) }
    if let target = TouchTargetKind(rawValue: problem.part) {
      properties.append(("target", .string(target.rawValue)))
    }
    var pairs: [(String, JSONValue)] = [
      ("ruleId", .string(problem.rule.rawValue)),
      ("ruleIndex", .int(SARIFRules.index(of: problem.rule))),
      ("level", .string(problem.severity.rawValue)),
      ("message", .object([("text", .string(message))])),
      ("locations", .array([location(first)])),
    ]
    let others = problem.occurrences.dropFirst()
    var related = others.enumerated().map { index, occurrence -> JSONValue in
      guard case .object(var fields) = location(occurrence) else { return location(occurrence) }
      fields.insert(("id", .int(index + 1)), at: 0)
      fields.append(("message", .object([("text", .string(occurrence.locale))])))
      return .object(fields)
    }
    if let source = problem.sourceLocation {
      // The row in the app's Swift source, beside the catalog lines of its locales.
      let place = SARIFLocation.location(
        file: source.file, line: source.line, column: source.column, sourceRoot: options.sourceRoot,
        columns: columns)
      if case .object(var fields) = place {
        fields.insert(("id", .int(related.count + 1)), at: 0)
        fields.append(("message", .object([("text", .string("Swift source: \(problem.roleReason)"))])))
        related.append(.object(fields))
      }
    }
    if !related.isEmpty { pairs.append(("relatedLocations", .array(related))) }
    pairs += [
      ("partialFingerprints", .object([(Self.fingerprintKey, .string(fingerprint))])),
      ("properties", .object(properties)),
    ]
    return .object(pairs)
  }

  private func location(_ occurrence: ProblemList.Occurrence) -> JSONValue {
    SARIFLocation.location(
      file: occurrence.file, line: occurrence.line, column: occurrence.column, sourceRoot: options.sourceRoot,
      columns: columns)
  }

  /// A read problem as a `toolExecutionNotifications` entry; without `locations` for one about
  /// no file (``LocalizationDiagnostic/noFile``): SARIF 2.1.0 makes a notification's
  /// `locations` optional, and an artifact `""` would name `%SRCROOT%` itself (A76-2).
  private func notification(_ diagnostic: LocalizationDiagnostic) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("level", .string(diagnostic.severity.rawValue)),
      ("message", .object([("text", .string(diagnostic.message))])),
      ("descriptor", .object([("id", .string(diagnostic.kind.rawValue))])),
    ]
    if diagnostic.hasFile {
      fields.append(
        (
          "locations",
          .array([
            SARIFLocation.location(
              file: diagnostic.file, line: diagnostic.line, column: diagnostic.column,
              sourceRoot: options.sourceRoot, columns: columns,
              escapedFile: diagnostic.kind == .invalidFileName)
          ])
        ))
    }
    return .object(fields)
  }
}
