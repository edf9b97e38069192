import TypeFitDynamicType
import TypeFitRow

/// One row of an HTML page: its heading, findings, the numbers at the failing categories and,
/// per layout context, its picture strip stored in a `<template>` that the page's script draws
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

  private var findings: [Finding] { reports.flatMap(\.report.findings) }

  /// The article; `withPictures` false writes the heading and numbers only (clean rows).
  func html(renderer: RowPictureRenderer, glyphs: inout GlyphLibrary, withPictures: Bool) -> String {
    let isClean = findings.isEmpty
    let row = reports.first?.report.row
    var output =
      "<article class=\"row\(isClean ? " clean" : "")\" id=\"\(id.markupEscaped)\" "
      + "data-key=\"\(key.markupEscaped)\" data-locale=\"\(locale.markupEscaped)\"\(isClean && hidesWhenClean ? " hidden" : "")>"
      + "<h3>\(key.markupEscaped)</h3><p class=\"where\">\(provenance.markupEscaped)"
    if let row {
      output += " · <span lang=\"\(locale.markupEscaped)\">“\(row.accessibleName.markupEscaped)”</span>"
    }
    output += "</p>"
    if !isClean {
      output +=
        "<ul>"
        + findings.map { finding in
          "<li><span class=\"sev-\(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> "
            + "\(finding.ruleID.rawValue) \(finding.ruleID.name): \(finding.message.markupEscaped)</li>"
        }.joined() + "</ul>"
    }
    for (report, context) in reports {
      let failing = FailureNumbers.failingCategories(of: report)
      output += numbersTable(report, context: context, failing: failing)
      guard withPictures else { continue }
      var options = renderer.options
      options.highlighted = failing
      let strip = RowPictureRenderer(engine: renderer.engine, options: options)
        .stripElement(for: report, in: context, glyphs: &glyphs, standalone: false)
      output +=
        "<details class=\"picture\" open><summary>Picture on \(context.device.name.markupEscaped), "
        + "\(context.listStyle.rawValue), \(report.layouts.count) sizes\(failing.isEmpty ? "" : "; failing sizes outlined in red")"
        + "</summary><div class=\"strip\"></div><template>\(strip)</template></details>"
    }
    return output + "</article>\n"
  }

  /// The numbers at each failing category, one line per label.
  private func numbersTable(
    _ report: RowReport, context: LayoutContext, failing: Set<ContentSizeCategory>
  ) -> String {
    let layouts = report.layouts.filter { failing.contains($0.category) }
    guard !layouts.isEmpty else { return "" }
    let n = { (v: Double) in SVGNumber.format(v, digits: 1) }
    var output =
      "<table class=\"numbers\"><caption class=\"visually-hidden\">Numbers at the failing sizes on "
      + "\(context.device.name.markupEscaped)</caption><thead><tr><th scope=\"col\">Size</th>"
      + "<th scope=\"col\">Label</th><th scope=\"col\" class=\"num\">Width needed / available (pt)</th>"
      + "<th scope=\"col\" class=\"num\">Lines needed / allowed</th><th scope=\"col\" class=\"num\">Row height (pt)</th>"
      + "<th scope=\"col\" class=\"num\">Smallest target / minimum (pt)</th></tr></thead><tbody>"
    for layout in layouts {
      let numbers = FailureNumbers(layout: layout, minimumTarget: context.profile[.minimumTouchTarget])
      let target =
        numbers.smallestTarget.map { value in
          let text = "\(n(value)) / \(n(numbers.minimumTarget))"
          return value < numbers.minimumTarget ? "<span class=\"over\">\(text)</span>" : text
        } ?? "–"
      for (index, label) in numbers.labels.enumerated() {
        let width = "\(n(label.neededWidth)) / \(n(label.availableWidth))"
        let lines = "\(label.linesNeeded) / \(label.linesAllowed.map(String.init) ?? "any")"
        let tooWide = label.neededWidth > label.availableWidth
        output +=
          "<tr><th scope=\"row\">\(index == 0 ? layout.category.name : "")</th><td>\(label.role.rawValue)</td>"
          + "<td class=\"num\">\(tooWide ? "<span class=\"over\">\(width)</span>" : width)</td>"
          + "<td class=\"num\">\(label.isTruncated ? "<span class=\"over\">\(lines)</span>" : lines)</td>"
          + "<td class=\"num\">\(index == 0 ? n(numbers.rowHeight) : "")</td><td class=\"num\">\(index == 0 ? target : "")</td></tr>"
      }
    }
    return output + "</tbody></table>"
  }
}
