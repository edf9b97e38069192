/// The HTML report's script, inlined in the page. It reads the rows (``HTMLRowRecord``) and the
/// shared tables (``HTMLReportData``) from the page's JSON blocks and builds, a page at a time:
/// the findings table (filtered by locale, rule, size and key, sorted by any column), the row
/// articles with their findings and numbers, and each picture strip only when it scrolls into
/// view (`IntersectionObserver`) or is opened. It also runs the switch for rows without findings
/// and the overlay switches, and brings a row's page up when its key is followed from the table
/// or the address (`#row-N`).
///
/// The script is `Resources/HTMLReport.js`, embedded in the module at build time
/// (`PackageResources`), so it is edited and linted as a JavaScript file.
enum HTMLReportScript {
  static let javaScript = EmbeddedText.string(PackageResources.HTMLReport_js)
}
