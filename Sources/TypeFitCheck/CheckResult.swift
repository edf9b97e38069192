import TypeFitDynamicType
import TypeFitRow

/// The outcome of one ``CheckItem`` in every layout context of the run.
public struct CheckResult: Sendable, Hashable, Codable {
  /// The checked row and its provenance.
  public var item: CheckItem
  /// One report per layout context, in the run's context order; empty when it failed.
  public var reports: [RowReport]
  /// Why the row could not be laid out at all (a measurement failure other than missing
  /// glyphs, which are findings); `nil` when it was.
  public var failure: String?

  public init(item: CheckItem, reports: [RowReport], failure: String? = nil) {
    self.item = item
    self.reports = reports
    self.failure = failure
  }

  /// Removes every report's layouts but those at the first category of one of its findings,
  /// which the finding's sentence quotes (as ``LayoutRetention/firstFindingCategories`` keeps
  /// them): for a caller done with the others. Rows and findings stay.
  ///
  /// A report writer that has serialized a result on the worker that checked it keeps only
  /// these there (``CheckSession/run(paths:cancellation:progress:finishing:emit:)``): kept
  /// until the calling thread wrote the result, all the layouts (36 of about 560 bytes each on
  /// a row laid out at 12 categories and 3 widths) were read from memory again only to be
  /// destroyed, and freed on a thread other than the one that allocated them
  /// (Docs/Performance.md, session 55).
  public mutating func keepOnlyFindingLayouts() {
    for index in reports.indices where !reports[index].layouts.isEmpty {
      // A bit per category raw value (0–11), as the layout engine keeps them.
      var kept: UInt64 = 0
      for finding in reports[index].findings {
        if let first = finding.firstCategory { kept |= 1 << UInt64(first.rawValue) }
      }
      if kept == 0 {
        reports[index].layouts = []
        continue
      }
      // The kept ones copied into a new array: the layouts are often shared with the run's
      // cache of results, and removing the others in place copied every layout first.
      let layouts = reports[index].layouts
      var keptLayouts: [RowCategoryLayout] = []
      keptLayouts.reserveCapacity(kept.nonzeroBitCount)
      for layoutIndex in layouts.indices
      where kept & (1 << UInt64(layouts[layoutIndex].category.rawValue)) != 0 {
        keptLayouts.append(layouts[layoutIndex])
      }
      reports[index].layouts = keptLayouts
    }
  }

  /// All findings, context by context, each with the index of its context.
  public var findings: [FindingInContext] {
    reports.enumerated().flatMap { index, report in
      report.findings.map { FindingInContext(context: index, finding: $0) }
    }
  }

  /// The most severe finding's severity, or `nil` when clean.
  public var worstSeverity: Severity? {
    // Read where the findings are: the command asks it of every result, and an array of all the
    // findings and one of their severities cost about 2,000 instructions a result. Each severity
    // is read in its finding by index: a `for … in` loop copied every finding out and destroyed
    // it (about 180 instructions a finding, perf31).
    var worst: Severity?
    for report in reports {
      for index in report.findings.indices {
        let severity = report.findings[index].severity
        if worst.map({ severity > $0 }) ?? true { worst = severity }
      }
    }
    return worst
  }
}
