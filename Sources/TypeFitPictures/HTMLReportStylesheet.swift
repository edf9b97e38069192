/// The HTML report's CSS, inlined in the page. Colours keep at least 4.5:1 contrast for text;
/// the overlay classes of the pictures can be hidden with the page's switches.
///
/// The stylesheet is `Resources/HTMLReport.css`, embedded in the module at build time
/// (`PackageResources`).
enum HTMLReportStylesheet {
  static let css = EmbeddedText.string(PackageResources.HTMLReport_css)
}
