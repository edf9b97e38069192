import TypeFitDynamicType
import TypeFitRow

/// One row of an HTML page: its heading, findings, the numbers at the failing categories and,
/// per layout context, its picture strip stored as inert `<script type="text/x-svg">` text that the page's script draws
/// when the picture is open and scrolled into view.
struct HTMLRowArticle {
  /// The row's text and provenance.
  var id: String
  var key: String
  var locale: String
  var provenance: String
  /// One report per context.
  var reports: [(report: RowReport, context: LayoutContext)]
  /// Whether a row without findings starts hidden (a check report's default view).
  var hidesWhenClean = true
  /// Which categories each strip shows.
  var pictureCategories = PictureCategorySelection.all

  private var findings: [Finding] { reports.flatMap(\.report.findings) }

  /// The article; `withPictures` false writes the heading and numbers only (clean rows).
  func html(renderer: RowPictureRenderer, glyphs: inout GlyphLibrary, withPictures: Bool) -> String {
    let isClean = findings.isEmpty
    let row = reports.first?.report.row
    var output =
      "<article class=\"row\(isClean ? " clean" : "")\" id=\"\(XMLEscaping.attribute(id))\" "
      + "data-key=\"\(XMLEscaping.attribute(key))\" data-locale=\"\(XMLEscaping.attribute(locale))\"\(isClean && hidesWhenClean ? " hidden" : "")>"
      + "<h3>\(XMLEscaping.attribute(key))</h3><p class=\"where\">\(XMLEscaping.attribute(provenance))"
    if let row {
      output +=
        " · <span lang=\"\(XMLEscaping.attribute(locale))\">“\(XMLEscaping.attribute(row.accessibleName))”</span>"
    }
    output += "</p>"
    if !isClean {
      output +=
        "<ul>"
        + findings.map { finding in
          "<li><span class=\"sev-\(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> "
            + "\(finding.ruleID.rawValue) \(finding.ruleID.name): \(XMLEscaping.attribute(finding.message))</li>"
        }.joined() + "</ul>"
    }
    for (report, context) in reports {
      let failing = FailureNumbers.failingCategories(of: report)
      output += numbersTable(report, context: context, failing: failing)
      guard withPictures else { continue }
      var options = renderer.options
      options.highlighted = failing
      options.categories = pictureCategories.categories(of: renderer.options.categories, failing: failing)
      let strip = RowPictureRenderer(engine: renderer.engine, options: options)
        .stripElement(for: report, in: context, glyphs: &glyphs, standalone: false)
      output +=
        "<details class=\"picture\" open><summary>Picture on \(XMLEscaping.attribute(context.device.name)), "
        + "\(context.listStyle.rawValue), \(options.categories.count) sizes\(failing.isEmpty ? "" : "; failing sizes outlined in red")"
        + "</summary><div class=\"strip\"></div>"
        + "<script type=\"text/x-svg\" class=\"strip-source\">\(strip)</script></details>"
    }
    return output + "</article>\n"
  }

  /// The numbers at the failing categories: one column per category, one line per quantity.
  private func numbersTable(
    _ report: RowReport, context: LayoutContext, failing: Set<ContentSizeCategory>
  ) -> String {
    let columns = report.layouts.filter { failing.contains($0.category) }.map {
      FailureNumbers(layout: $0, minimumTarget: context.profile[.minimumTouchTarget])
    }
    guard let first = columns.first else { return "" }
    let n = { (v: Double) in SVGNumber.format(v, digits: 1) }
    let flag = { (text: String, bad: Bool) in bad ? "<span class=\"over\">\(text)</span>" : text }
    var lines: [(String, [String])] = []
    for (index, label) in first.labels.enumerated() {
      let role = label.role.rawValue
      lines.append(
        (
          "\(role) width needed / available (pt)",
          columns.map { column in
            let l = column.labels[index]
            return flag("\(n(l.neededWidth)) / \(n(l.availableWidth))", l.neededWidth > l.availableWidth)
          }
        ))
      lines.append(
        (
          "\(role) lines needed / allowed",
          columns.map { column in
            let l = column.labels[index]
            return flag("\(l.linesNeeded) / \(l.linesAllowed.map(String.init) ?? "any")", l.isTruncated)
          }
        ))
    }
    lines.append(("row height (pt)", columns.map { n($0.rowHeight) }))
    lines.append(
      (
        "smallest target / minimum (pt)",
        columns.map { column in
          column.smallestTarget.map {
            flag("\(n($0)) / \(n(column.minimumTarget))", $0 < column.minimumTarget)
          } ?? "–"
        }
      ))
    var output =
      "<table class=\"numbers\"><caption class=\"visually-hidden\">Numbers at the failing sizes on "
      + "\(XMLEscaping.attribute(context.device.name))</caption><thead><tr><th scope=\"col\">At size</th>"
      + columns.map { "<th scope=\"col\" class=\"num\">\($0.category.name)</th>" }.joined()
      + "</tr></thead><tbody>"
    for (name, cells) in lines {
      output +=
        "<tr><th scope=\"row\">\(name)</th>" + cells.map { "<td class=\"num\">\($0)</td>" }.joined() + "</tr>"
    }
    return output + "</tbody></table>"
  }
}
