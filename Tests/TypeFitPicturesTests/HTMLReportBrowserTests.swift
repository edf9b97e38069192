import Foundation
import Testing
import TypeFitDynamicType

@testable import TypeFitPictures

/// Opens the sample report in headless Chromium and checks what the page's script built: the
/// findings table, the rows and the strips, glyph for glyph. Runs only with
/// `TYPEFIT_BROWSER_TESTS=1` and Debian's `chromium` installed.
@Suite struct HTMLReportBrowserTests {
  /// Appended to the page: after load, counts what the script built into `<pre id="probe">`.
  static let probe = """
    <script>addEventListener("load",function(){setTimeout(function(){var q=function(s){return document.querySelectorAll(s).length;};
    var p=document.createElement("pre");p.id="probe";p.textContent="findings="+q("#findings-table tbody tr")
    +" articles="+q("article.row")+" strips="+q(".strip svg")+" panels="+q(".strip g.panel")+" uses="+q(".strip use")
    +" numbers="+q("table.numbers")+" shown="+document.getElementById("shown-count").textContent;
    var x=0;document.querySelectorAll(".strip use").forEach(function(u){x+=parseFloat(u.getAttribute("x"));});
    p.textContent+=" xsum="+Math.round(x);
    document.body.appendChild(p);},200);});</script>
    """

  @Test(
    "The script builds the table, the articles and every strip the data describes",
    .enabled(
      if: ProcessInfo.processInfo.environment["TYPEFIT_BROWSER_TESTS"] == "1",
      "TYPEFIT_BROWSER_TESTS=1 not set"))
  func buildsThePage() throws {
    let browser = try #require(
      ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    let categories: [ContentSizeCategory] = [.large, .xxxLarge, .accessibility5]
    let html = try HTMLReportSample.html(engine: PictureTestEngine.shared, categories: categories)
    let page = try HTMLPageData(html)
    var svg = ""
    for row in page.rows {
      for entry in row[6] as? [[Any]] ?? [] {
        if let strip = entry[2] as? [Any] { svg += try page.svg(ofStrip: strip) }
      }
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-browser-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("report.html")
    try Data((html + Self.probe).utf8).write(to: file)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: browser)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(folder.path)/profile",
      "--window-size=1400,4000", "--virtual-time-budget=3000", "--dump-dom", file.absoluteString,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    let probe = try #require(dom.components(separatedBy: "<pre id=\"probe\">").dropFirst().first)
      .prefix { $0 != "<" }
    let count = { (text: String, part: String) in text.components(separatedBy: part).count - 1 }
    let expected =
      "findings=6 articles=3 strips=3 panels=\(count(svg, "<g class=\"panel")) "
      + "uses=\(count(svg, "<use ")) numbers=3 shown=6 xsum=\(Int(Self.sumOfX(svg).rounded()))"
    #expect(String(probe) == expected)
    #expect(count(svg, "<use ") > 40)
  }

  /// The sum of every `<use>`'s `x` in some SVG text.
  static func sumOfX(_ svg: String) -> Double {
    svg.components(separatedBy: "<use ").dropFirst().reduce(0) { sum, use in
      let x = use.components(separatedBy: " x=\"").dropFirst().first?.prefix { $0 != "\"" } ?? "0"
      return sum + (Double(x) ?? 0)
    }
  }
}
