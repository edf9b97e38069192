import TypeFitCheck
import TypeFitDynamicType
import TypeFitReports
import TypeFitRow

/// The summary and the findings section of an HTML check report, written once the run is over.
///
/// The summary is plain HTML. The findings section holds the filters, the overlay switches and
/// the table's header; the page's script fills the table from the rows' data, a page at a time.
struct HTMLSummarySection {
  var summary: CheckSummary
  /// The locales, rules and categories the findings name, for the filters.
  var locales: Set<String>
  var rules: Set<RuleID>
  var categories: Set<ContentSizeCategory>
  /// How many findings the table has.
  var findingCount: Int
  /// The part of a sharded run, or `nil`: the summary then says how many rows the other parts
  /// check.
  var shard: Shard? = nil
  /// What the page left out or did not draw (``HTMLReportLimits``); said after the run's counts line.
  var selection: HTMLRowSelection? = nil

  var html: String { summaryHTML + findingsHTML }

  /// `1 file`, `11 locales`: the count and the noun, plural unless the count is 1 (fresh21 F21-10:
  /// `1 files and 1 locales`).
  static func count(_ count: Int, _ noun: String) -> String {
    "\(count) " + (count == 1 ? noun : noun + "s")
  }

  private var summaryHTML: String {
    let readProblems = summary.diagnostics.filter { $0.severity != .note }
    let leftOut = summary.diagnostics.filter { $0.severity == .note }
    var output =
      "<section id=\"summary\" aria-labelledby=\"summary-heading\"><h2 id=\"summary-heading\">Summary</h2>"
      + "<p>Checked \(XMLEscaping.text(CheckedPhrase.checked(summary)))"
      + " in \(Self.count(summary.files.count, "file")); "
      + (summary.rows > 0 ? "\(XMLEscaping.text(CheckedPhrase.withFindings(summary))); " : "")
      + "\(Self.count(summary.findingCount, "finding"))"
      + (readProblems.isEmpty ? "" : "; \(Self.count(readProblems.count, "input problem"))")
      + (leftOut.isEmpty ? "" : "; \(leftOut.count) left out by design")
      + ".</p>"
      // A run that checked nothing says why (fresh21 F21-1): no rows is no pass.
      + (summary.nothingChecked.map {
        "<p class=\"nothing-checked\"><strong>Nothing was checked: \(XMLEscaping.text(TerminalText.escaped($0)))"
          + "\($0.hasSuffix("?") ? "" : ".")</strong></p>"
      } ?? "")
      + (shard.map {
        "<p class=\"shard\"><strong>Shard "
          + ShardNotice.counts($0, rows: summary.rows, rowsInOtherShards: summary.rowsInOtherShards)
          + "</strong>; typefit merge joins the shards' JSON or NDJSON reports.</p>"
      } ?? "")
      + (selection.map(Self.limitNotice) ?? "")
      + "<div class=\"counts\">"
    output += countTable(
      "By rule",
      RuleID.allCases.compactMap { rule in
        summary.findingsByRule[rule].map { ("\(rule.rawValue) \(rule.name)", $0) }
      })
    output += countTable(
      "By severity",
      Severity.allCases.reversed().compactMap { s in summary.findingsBySeverity[s].map { (s.rawValue, $0) } })
    output += countTable(
      "By locale", summary.findingsByLocale.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    output += countTable(
      "By first size",
      ContentSizeCategory.allCases.compactMap { c in summary.findingsByCategory[c].map { (c.name, $0) } }
        + (summary.findingsAtNoOneCategory > 0 ? [("any size", summary.findingsAtNoOneCategory)] : []))
    output += "</div>"
    if !readProblems.isEmpty {
      output +=
        "<h3>Input problems</h3><ul>"
        + readProblems.map {
          "<li>\(XMLEscaping.attribute(TerminalText.escaped(String(describing: $0))))</li>"
        }.joined()
        + "</ul>"
    }
    // Content left out by design is no problem (fresh24 F24-5): said apart.
    if !leftOut.isEmpty {
      output +=
        "<h3>Left out by design (nothing to fix)</h3><ul>"
        + leftOut.map { "<li>\(XMLEscaping.attribute(TerminalText.escaped(String(describing: $0))))</li>" }
        .joined()
        + "</ul>"
    }
    if !summary.sourceFindings.isEmpty {
      // The source rules' findings: once per place in the Swift code, not per row or locale; a
      // line each, its quotes' line feeds escaped, so that no line of the page is the code's
      // (a workflow command when a CI step prints the page: the twenty-first attack's A21-19).
      output +=
        "<h3>Swift source findings</h3><ul>"
        + summary.rankedSourceFindings.map {
          "<li>\(XMLEscaping.text(TerminalText.escaped($0.description)))</li>"
        }
        .joined() + "</ul>"
    }
    return output + "</section>\n"
  }

  /// The lines that say what the page does not show, and where it is: empty when the run is
  /// under every limit, so an ordinary report is as before.
  static func limitNotice(_ selection: HTMLRowSelection) -> String {
    let limits = selection.limits
    let counted = { (count: Int, noun: String) in "\(count) \(noun)\(count == 1 ? "" : "s")" }
    var output = ""
    if selection.omittedRows > 0 || selection.omittedCleanRows > 0 {
      let byRule = RuleID.allCases.compactMap { rule in
        selection.omittedByRule[rule].map { "\(rule.rawValue) \(rule.name) \($0)" }
      }
      var parts: [String] = []
      if selection.omittedRows > 0 {
        parts.append(
          counted(selection.omittedFindings, "finding") + " in " + counted(selection.omittedRows, "row")
            + " (\(byRule.joined(separator: ", ")))")
      }
      if selection.omittedCleanRows > 0 {
        parts.append(counted(selection.omittedCleanRows, "row") + " without findings")
      }
      output +=
        "<p class=\"notice\" id=\"not-shown\"><strong>Not shown: \(parts.joined(separator: " and "))</strong>. "
        + "This page lists the rows of the first \(limits.listedFindingsPerRule) findings of each rule and the "
        + "first \(limits.listedRowsWithoutFindings) rows without findings; the summary's counts are the whole "
        + "run's. The JSON and NDJSON reports (<code>--format json</code>, <code>--format ndjson</code>) hold "
        + "every finding, and SARIF (<code>--format sarif</code>) every problem.</p>"
    }
    if selection.undrawnRows > 0 {
      output +=
        "<p class=\"notice\" id=\"not-drawn\"><strong>" + counted(selection.undrawnRows, "row")
        + " with warnings or errors " + (selection.undrawnRows == 1 ? "is" : "are")
        + " listed without pictures</strong>: this page draws the rows of the first "
        + "\(limits.picturedFindingsPerRule) warnings and errors of each rule.</p>"
    }
    if selection.undrawnLongRows > 0 {
      output +=
        "<p class=\"notice\" id=\"not-drawn-long\"><strong>" + counted(selection.undrawnLongRows, "row")
        + " with labels of more than \(limits.picturedCharactersPerRow) characters "
        + (selection.undrawnLongRows == 1 ? "is" : "are")
        + " listed without pictures</strong>: this page draws rows whose labels hold at most "
        + "\(limits.picturedCharactersPerRow) characters in all (over the row's layout contexts).</p>"
    }
    if selection.undrawnRowsPastPictureBytes > 0 {
      output +=
        "<p class=\"notice\" id=\"not-drawn-bytes\"><strong>"
        + counted(selection.undrawnRowsPastPictureBytes, "row") + " "
        + (selection.undrawnRowsPastPictureBytes == 1 ? "is" : "are")
        + " listed without pictures</strong>: this page stops drawing once its pictures hold "
        + counted(limits.pictureBytes, "byte") + ".</p>"
    }
    return output
  }

  private func countTable(_ title: String, _ counts: [(String, Int)]) -> String {
    "<table><caption><strong>\(title)</strong></caption><thead><tr><th scope=\"col\">\(title.dropFirst(3).capitalized)</th>"
      + "<th scope=\"col\" class=\"num\">Findings</th></tr></thead><tbody>"
      + (counts.isEmpty
        ? "<tr><td colspan=\"2\">none</td></tr>"
        : counts.map { name, count in
          "<tr><th scope=\"row\">\(XMLEscaping.attribute(name))</th><td class=\"num\">\(count)</td></tr>"
        }.joined()) + "</tbody></table>"
  }

  private func select(_ id: String, label: String, values: [(value: String, text: String)]) -> String {
    "<label for=\"\(id)\">\(label)<select id=\"\(id)\"><option value=\"\">All</option>"
      + values.map {
        "<option value=\"\(XMLEscaping.attribute($0.value))\">\(XMLEscaping.attribute($0.text))</option>"
      }
      .joined()
      + "</select></label>"
  }

  private var findingsHTML: String {
    var output =
      "<section id=\"findings\" aria-labelledby=\"findings-heading\"><h2 id=\"findings-heading\">Findings</h2>"
      + "<div class=\"filters\" role=\"search\">"
      + select("filter-locale", label: "Locale", values: locales.sorted().map { ($0, $0) })
      + select(
        "filter-rule", label: "Rule",
        values: rules.sorted().map { ($0.rawValue, "\($0.rawValue) \($0.name)") })
      + select("filter-category", label: "Size", values: categories.sorted().map { ($0.name, $0.name) })
      + "<label for=\"filter-key\">Key contains<input id=\"filter-key\" type=\"search\"></label>"
      + "<label class=\"check\"><input type=\"checkbox\" id=\"show-all\"> Show rows without findings</label>"
      + "</div>" + HTMLDocumentShell.overlaySwitches
      + "<p aria-live=\"polite\"><span id=\"shown-count\">\(findingCount)</span> of \(findingCount) findings shown"
      + (selection.map {
        $0.omittedFindings > 0 ? " (\($0.omittedFindings) more not listed; see the summary)" : ""
      }
        ?? "") + ".</p>"
      + HTMLDocumentShell.noScriptNotice
      + "<table id=\"findings-table\"><caption class=\"visually-hidden\">Findings; the column buttons sort</caption><thead><tr>"
    for column in ["Key", "Locale", "Rule", "Severity", "First size", "Message"] {
      output += "<th scope=\"col\"><button type=\"button\">\(column)</button></th>"
    }
    output += "</tr></thead><tbody></tbody></table>"
    return output + HTMLDocumentShell.pager(id: "findings-pager", label: "Pages of findings") + "</section>\n"
  }
}
