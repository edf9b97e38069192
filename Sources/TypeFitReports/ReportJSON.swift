import TypeFitCheck
import TypeFitLocalization
import TypeFitRow

/// Converts check values to ``JSONValue`` for the JSON and NDJSON reports, so both write the
/// same fields the same way (schema in Docs/Output.md).
///
/// Keys are written in a fixed order; optional fields are left out rather than written as
/// `null`. Lengths are points, rounded to 1/1000 by ``JSONValue``.
enum ReportJSON {
  /// `{"name":"TypeFit","version":…}`.
  static func tool(version: String) -> JSONValue {
    .object([("name", .string("TypeFit")), ("version", .string(version))])
  }

  /// `{"stack":…,"faces":[…],"digests":{path:digest,…}}`, the digests sorted by path and left
  /// out when none is known.
  static func fonts(_ info: CheckRunInfo) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("stack", .string(info.fontStack)), ("faces", .array(info.fontFaces.map(JSONValue.string))),
    ]
    if !info.fontFileDigests.isEmpty {
      let digests = info.fontFileDigests.sorted { $0.key < $1.key }.map {
        ($0.key, JSONValue.string($0.value))
      }
      members.append((fontDigestsKey, .object(digests)))
    }
    return .object(members)
  }

  /// The key of the font files' digests in `"fonts"` (``CheckRunInfo/fontFileDigests``), which
  /// `typefit merge` compares path by path.
  static let fontDigestsKey = "digests"

  /// One layout context: device, screen size, scale, orientation, list style and row width.
  static func context(_ context: LayoutContext) -> JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("device", .string(context.device.name)),
      ("width", .number(context.screenWidth)),
    ]
    if let height = context.screenHeight { pairs.append(("height", .number(height))) }
    pairs += [
      ("scale", .number(context.displayScale)),
      ("orientation", .string(context.orientation.rawValue)),
      ("listStyle", .string(context.listStyle.rawValue)),
      ("rowWidth", .number(context.rowWidth)),
    ]
    // Only when on, so output without Bold Text is as before.
    if context.boldText { pairs.append(("boldText", .bool(true))) }
    return .object(pairs)
  }

  /// What a run checked with, as the JSON head writes it after the tool: fonts, profile,
  /// inputs, contexts, categories, the least severity reported and the configuration file.
  static func run(_ info: CheckRunInfo, sourceRoot: String?) -> [(String, JSONValue)] {
    var members: [(String, JSONValue)] = [
      ("fonts", fonts(info)),
      ("profile", .string(info.profileID)),
      ("inputs", .array(info.inputs.map { .string(ReportPath.input($0, root: sourceRoot)) })),
      ("contexts", .array(info.contexts.map(context))),
      ("categories", categories(info)),
      ("minSeverity", .string(info.minimumSeverity.rawValue)),
    ]
    if let file = info.configurationFile {
      members.append(("config", .string(ReportPath.relative(file, to: sourceRoot))))
    }
    return members
  }

  /// `{"index":K,"count":N}`: the part of a sharded run (`check --shard K/N`).
  static func shard(_ shard: Shard) -> JSONValue {
    .object([("index", .int(shard.index)), ("count", .int(shard.count))])
  }

  /// The category names, in the run's order.
  static func categories(_ info: CheckRunInfo) -> JSONValue {
    .array(info.categories.map { .string($0.name) })
  }

  /// `[("index", n)]` for a result of a sharded run (its ``CheckItem/inputPosition``, which
  /// `typefit merge` orders by and removes), else nothing.
  static func position(_ item: CheckItem) -> [(String, JSONValue)] {
    item.inputPosition.map { [(ReportMerger.positionKey, .int($0))] } ?? []
  }

  /// Where a result's title string comes from: key, locale, variant, file, line, column, format.
  /// The reports write these bytes with ``ItemJSONWriter``, without the tree.
  static func source(_ item: CheckItem, sourceRoot: String?) -> [(String, JSONValue)] {
    var pairs: [(String, JSONValue)] = [
      ("key", .string(item.key)),
      ("locale", .string(item.locale)),
      ("variant", .string(item.variantName)),
      ("file", .string(ReportPath.relative(item.location.file, to: sourceRoot))),
      ("line", .int(item.location.line)),
      ("column", .int(item.location.column)),
      ("format", .string(item.format.rawValue)),
      ("role", .string(item.role.rawValue)),
      ("roleReason", .string(item.roleReason)),
    ]
    if let location = item.sourceLocation {
      pairs.append(("sourceLocation", sourceLocation(location, sourceRoot: sourceRoot)))
    }
    return pairs
  }

  /// `{"file", "line", "column"}` of a row in the app's Swift source.
  static func sourceLocation(_ location: SourceLocation, sourceRoot: String?) -> JSONValue {
    .object([
      ("file", .string(ReportPath.relative(location.file, to: sourceRoot))), ("line", .int(location.line)),
      ("column", .int(location.column)),
    ])
  }

  /// One problem (``ProblemList``): key, variant, its plural forms (when it has some), rule, severity, part, context, role, the
  /// headline, the first category, the locales with their places, and the example sentence.
  /// In a sharded run it starts with what ``ReportMerger`` ranks it by and then removes: its
  /// position and, for the size of Apple's own control, `"systemControl":true`. The reports
  /// write these bytes with ``ProblemJSONWriter``, without the tree.
  static func problem(
    _ problem: ProblemList.Problem, allLocales: Set<String>, contexts: [LayoutContext] = []
  ) -> JSONValue {
    var pairs: [(String, JSONValue)] = []
    if let position = problem.position {
      pairs.append((ReportMerger.positionKey, .int(position)))
      if problem.concernsSystemControl { pairs.append((ReportMerger.systemControlKey, .bool(true))) }
    }
    pairs += [
      ("key", .string(problem.key)),
      ("variant", .string(problem.variant)),
    ]
    if !problem.forms.isEmpty { pairs.append(("forms", .array(problem.forms.map(JSONValue.string)))) }
    pairs += [
      ("rule", .string(problem.rule.rawValue)),
      ("name", .string(problem.rule.name)),
      ("severity", .string(problem.severity.rawValue)),
    ]
    if !problem.part.isEmpty { pairs.append(("part", .string(problem.part))) }
    pairs += [
      ("context", .int(problem.context)),
      ("contexts", .array(problem.contexts.map(JSONValue.int))),
      ("role", .string(problem.role.rawValue)),
      ("roleReason", .string(problem.roleReason)),
    ]
    if let location = problem.sourceLocation {
      pairs.append(("sourceLocation", sourceLocation(location, sourceRoot: nil)))
    }
    pairs += [
      ("message", .string(ProblemList.headline(problem, allLocales: allLocales, contexts: contexts)))
    ]
    if let first = problem.firstCategory { pairs.append(("category", .string(first.name))) }
    // Each context's first category (fresh24 F24-10), in the order of `contexts`.
    if let categories = problem.writtenContextCategories {
      pairs.append(("contextCategories", .array(categories.map { .string($0.name) })))
    }
    pairs.append(
      (
        "locales",
        .array(
          problem.occurrences.map { occurrence in
            var fields: [(String, JSONValue)] = [
              ("locale", .string(occurrence.locale)), ("file", .string(occurrence.file)),
              ("line", .int(occurrence.line)), ("column", .int(occurrence.column)),
            ]
            if let category = occurrence.firstCategory { fields.append(("category", .string(category.name))) }
            // Where the locale's finding starts in each context (fresh24 F24-10).
            if problem.contexts.count > 1, !occurrence.contextCategories.isEmpty {
              let entries = occurrence.sortedContextCategories.map { entry -> JSONValue in
                var pairs: [(String, JSONValue)] = [("context", .int(entry.context))]
                if let category = entry.category { pairs.append(("category", .string(category.name))) }
                return .object(pairs)
              }
              fields.append(("contexts", .array(entries)))
            }
            return .object(fields)
          })
      ))
    pairs.append(("example", .string(problem.example)))
    return .object(pairs)
  }

  /// The texts of the row's labels by role, and the keys of composed parts when there are any.
  static func texts(_ item: CheckItem) -> [(String, JSONValue)] {
    var pairs: [(String, JSONValue)] = [
      ("texts", .object(item.row.labels.map { ($0.role.rawValue, .string($0.label.text)) }))
    ]
    if !item.partKeys.isEmpty {
      let keys = item.partKeys.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) }
      pairs.append(("partKeys", .object(keys)))
    }
    return pairs
  }

  /// One label at one category: size, lines needed and shown, truncation and visible text.
  static func label(_ label: LabelMeasurement) -> JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("role", .string(label.role.rawValue)),
      ("pointSize", .number(label.pointSize)),
      ("linesNeeded", .int(label.layout.linesNeeded)),
      ("linesShown", .int(label.layout.linesShown)),
      ("truncated", .bool(label.layout.isTruncated)),
    ]
    if let limit = label.lineLimit { pairs.append(("lineLimit", .int(limit))) }
    if label.layout.isTruncated { pairs.append(("visibleText", .string(label.layout.visibleText))) }
    return .object(pairs)
  }

  /// The compact numbers of a row at one category (without the category name, which callers
  /// place where they need it).
  static func layoutFields(_ layout: RowCategoryLayout) -> [(String, JSONValue)] {
    var pairs: [(String, JSONValue)] = [
      ("height", .number(layout.height)),
      ("labels", .array(layout.labels.map(label))),
    ]
    if let placement = layout.valuePlacement { pairs.append(("value", valuePlacement(placement))) }
    return pairs
  }

  /// `"sideBySide"`, `"stacked"` (the value did not fit) or `"stackedAccessibility"` (the
  /// accessibility layout always stacks).
  static func valuePlacement(_ placement: ValuePlacement) -> JSONValue {
    switch placement {
    case .sideBySide: .string("sideBySide")
    case .stacked(.doesNotFit): .string("stacked")
    case .stacked(.accessibilityLayout): .string("stackedAccessibility")
    }
  }

  /// One finding: rule id and name, severity, message, label or target, categories, WCAG outcome.
  static func finding(_ finding: Finding) -> JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("rule", .string(finding.ruleID.rawValue)),
      ("name", .string(finding.ruleID.name)),
      ("severity", .string(finding.severity.rawValue)),
      ("message", .string(finding.message)),
    ]
    if let role = finding.role { pairs.append(("role", .string(role.rawValue))) }
    if let target = finding.target { pairs.append(("target", .string(target.rawValue))) }
    pairs.append(("categories", .array(finding.categories.map { .string($0.name) })))
    if let outcome = finding.wcagTargetSize { pairs.append(("wcagTargetSize", wcag(outcome))) }
    return .object(pairs)
  }

  /// A WCAG 2.5.8 outcome: `{"outcome":"fails","nearest":"row","clearance":0}`.
  static func wcag(_ outcome: WCAGTargetSizeOutcome) -> JSONValue {
    switch outcome {
    case .meetsMinimum:
      return .object([("outcome", .string("meetsMinimum"))])
    case .spacingException(let clearance):
      var pairs: [(String, JSONValue)] = [("outcome", .string("spacingException"))]
      if let clearance { pairs.append(("clearance", .number(clearance))) }
      return .object(pairs)
    case .fails(let nearest, let clearance):
      return .object([
        ("outcome", .string("fails")), ("nearest", .string(nearest.rawValue)),
        ("clearance", .number(clearance)),
      ])
    }
  }
}
