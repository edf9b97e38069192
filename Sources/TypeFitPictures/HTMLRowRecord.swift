import TypeFitDynamicType
import TypeFitRow

/// One row of an HTML page as compact JSON, from which the page's script builds the row's
/// findings-table lines, its article with the numbers at the failing sizes, and its picture
/// strips (only when they scroll into view).
///
/// Strings are indices into the page's string table (``HTMLReportData``). The record is an array:
///
/// | index | content |
/// |---|---|
/// | 0 | key |
/// | 1 | locale (also the `lang` of the row's text) |
/// | 2 | source location `[file, line, column]`, or `0` |
/// | 3 | more provenance, shown after the location: `[string, …]` (locale, variant; or device…) |
/// | 4 | the row's visible text, or `null` |
/// | 5 | findings: `[[rule, message, categories, context, severity], …]`; `rule` indexes the page's rules, `categories` is a bit mask over the 12 categories (bit 0 = xSmall), `context` indexes the run's layout contexts, `severity` the page's severities (the finding's own, after the configuration's rule levels) |
/// | 6 | one entry per layout context: `[roles, columns, strip, outlined]` |
///
/// `roles` names the labels (`title`, `subtitle`, `value`). `columns` holds the numbers at each
/// failing category, rounded to 0.1 pt: `[category, rowHeight, smallestTarget or null,
/// targetTooSmall (0 or 1)`, then per label `neededWidth, availableWidth, linesNeeded,
/// linesAllowed or null, flags]`, where flag 1 is "truncated" and 2 "needs more than the
/// available width" (decided before rounding).
/// `strip` is `0` when the row is not drawn, otherwise `[panels, part, part, …]` with the parts of
/// ``HTMLReportData/stripParts(_:)``. `outlined` is the bit mask of the categories outlined in
/// red: those of warnings and errors only, so a row whose findings are all notes (a label that
/// wraps) is never outlined as failing.
struct HTMLRowRecord {
  var key: String
  var locale: String
  /// The source location, when the row comes from a file.
  var location: (file: String, line: Int, column: Int)?
  /// Provenance shown after the location.
  var provenance: [String]
  /// One report per context.
  var reports: [(report: RowReport, context: LayoutContext)]
  /// Which categories each strip shows.
  var pictureCategories = PictureCategorySelection.all

  /// The record as JSON; `withPictures` false leaves the strips out. Strings, runs and glyphs
  /// are added to `data`.
  func json(renderer: RowPictureRenderer, data: inout HTMLReportData, withPictures: Bool) -> String {
    var output = "[\(data.string(key)),\(data.string(locale)),"
    if let location {
      output += "[\(data.string(location.file)),\(location.line),\(location.column)],"
    } else {
      output += "0,"
    }
    output += "[" + provenance.map { String(data.string($0)) }.joined(separator: ",") + "],"
    output += reports.first.map { String(data.string($0.report.row.accessibleName)) } ?? "null"
    output += ",["
    var first = true
    for (index, entry) in reports.enumerated() {
      for finding in entry.report.findings {
        if !first { output += "," }
        first = false
        let rule = RuleID.allCases.firstIndex(of: finding.ruleID) ?? 0
        let severity = Severity.allCases.firstIndex(of: finding.severity) ?? 0
        output +=
          "[\(rule),\(data.string(finding.message)),\(Self.mask(finding.categories)),\(index),\(severity)]"
      }
    }
    output += "],["
    // One glyph source for the row's strips in every context: each line is shaped once.
    var source: LabelGlyphSource? = nil
    for (index, (report, context)) in reports.enumerated() {
      if index > 0 { output += "," }
      let failing = FailureNumbers.failingCategories(of: report)
      let outlined = FailureNumbers.failingCategories(of: report, atLeast: .warning)
      let columns = report.layouts.filter { failing.contains($0.category) }.map {
        FailureNumbers(layout: $0, minimumTarget: context.profile[.minimumTouchTarget])
      }
      let roles = columns.first?.labels.map(\.role) ?? []
      output += "[[" + roles.map { String(data.string($0.rawValue)) }.joined(separator: ",") + "],["
      output += columns.map(Self.numbers).joined(separator: ",") + "],"
      if withPictures {
        var options = renderer.options
        options.highlighted = outlined
        options.categories = pictureCategories.categories(of: renderer.options.categories, failing: failing)
        if source?.row != report.row { source = LabelGlyphSource(engine: renderer.engine, row: report.row) }
        let strip = RowPictureRenderer(engine: renderer.engine, options: options)
          .strip(for: report, in: context, glyphs: &data.glyphs, source: &source!, standalone: false)
        let panels = report.layouts.filter { Set(options.categories).contains($0.category) }.count
        output += "[\(panels),\(data.stripParts(strip))],\(Self.mask(outlined.sorted()))]"
      } else {
        output += "0,\(Self.mask(outlined.sorted()))]"
      }
    }
    return output + "]]"
  }

  /// A bit per category, bit 0 for the smallest.
  static func mask(_ categories: [ContentSizeCategory]) -> Int {
    categories.reduce(0) { mask, category in
      mask | (1 << (ContentSizeCategory.allCases.firstIndex(of: category) ?? 0))
    }
  }

  /// The numbers at one failing category.
  private static func numbers(_ column: FailureNumbers) -> String {
    let n = { (v: Double) in DecimalText.svg(v, digits: 1) }
    let category = ContentSizeCategory.allCases.firstIndex(of: column.category) ?? 0
    let small = column.smallestTarget.map { $0 < column.minimumTarget } ?? false
    var output =
      "[\(category),\(n(column.rowHeight)),\(column.smallestTarget.map(n) ?? "null"),\(small ? 1 : 0)"
    for label in column.labels {
      let flags = (label.isTruncated ? 1 : 0) | (label.neededWidth > label.availableWidth ? 2 : 0)
      output +=
        ",\(n(label.neededWidth)),\(n(label.availableWidth)),\(label.linesNeeded),"
        + "\(label.linesAllowed.map(String.init) ?? "null"),\(flags)"
    }
    return output + "]"
  }
}
