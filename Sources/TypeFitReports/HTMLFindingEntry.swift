import TypeFitDynamicType
import TypeFitRow

/// One line of the HTML findings table, kept from the stream until the table is written.
struct HTMLFindingEntry {
  var rowID: String
  var key: String
  var locale: String
  var finding: Finding

  /// The table row, with `data-` attributes the page's filters read.
  var html: String {
    let categories = finding.categories.map(\.name).joined(separator: " ")
    let first = finding.firstCategory
    return
      "<tr data-row=\"\(rowID)\" data-locale=\"\(XMLEscaping.attribute(locale))\" data-rule=\"\(finding.ruleID.rawValue)\" "
      + "data-categories=\"\(categories)\" data-key=\"\(XMLEscaping.attribute(key))\">"
      + "<td><a href=\"#\(rowID)\">\(XMLEscaping.attribute(key))</a></td><td>\(XMLEscaping.attribute(locale))</td>"
      + "<td>\(finding.ruleID.rawValue) \(finding.ruleID.name)</td>"
      + "<td class=\"sev-\(finding.severity.rawValue)\" data-sort=\"\(3 - (Severity.allCases.firstIndex(of: finding.severity) ?? 0))\">"
      + "\(finding.severity.rawValue)</td>"
      + "<td data-sort=\"\(first.map { String($0.rawValue) } ?? "99")\">\(first?.name ?? "any")</td>"
      + "<td>\(XMLEscaping.attribute(finding.message))</td></tr>\n"
  }
}
