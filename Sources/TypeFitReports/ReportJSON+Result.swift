import TypeFitCheck
import TypeFitRow

extension ReportJSON {
  /// One result of the JSON report: source, texts, and per context the layout at each category
  /// and the findings.
  static func result(_ result: CheckResult, sourceRoot: String?) -> JSONValue {
    let contexts: [JSONValue] = result.reports.enumerated().map { index, report in
      .object([
        ("context", .int(index)),
        (
          "categories",
          .array(report.layouts.map { .object([("category", .string($0.category.name))] + layoutFields($0)) })
        ),
        ("findings", .array(report.findings.map(finding))),
      ])
    }
    return .object(
      position(result.item) + source(result.item, sourceRoot: sourceRoot) + texts(result.item)
        + [("contexts", .array(contexts))])
  }
}
