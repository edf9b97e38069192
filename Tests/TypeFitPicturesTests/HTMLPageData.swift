import Foundation
import Testing

/// The data blocks of a TypeFit HTML page, parsed as the page's script reads them, with a
/// Swift copy of the script's strip builder so tests can compare what the browser would draw.
struct HTMLPageData {
  /// The rows (`typefit-rows`).
  var rows: [[Any]]
  /// The shared tables (`typefit-meta`).
  var meta: [String: Any]

  init(_ html: String) throws {
    rows = try #require(try Self.block("typefit-rows", in: html) as? [[Any]])
    meta = try #require(try Self.block("typefit-meta", in: html) as? [String: Any])
  }

  var strings: [String] { meta["strings"] as? [String] ?? [] }
  var runs: [String] { meta["runs"] as? [String] ?? [] }
  var rules: [Any] { meta["rules"] as? [Any] ?? [] }
  var contexts: [Any] { meta["contexts"] as? [Any] ?? [] }

  /// The string a record field refers to.
  func string(_ field: Any) -> String? { (field as? Int).map { strings[$0] } }

  /// A strip's SVG, joined from its parts as the page's script joins them.
  func svg(ofStrip strip: [Any]) throws -> String {
    var output = ""
    for part in strip.dropFirst() {
      if let run = part as? Int {
        output += runs[run]
        continue
      }
      let line = try #require(part as? [Any])
      let number = { (value: Any) in Self.javaScriptString(try #require(value as? Double)) }
      let scale = try number(line[0])
      output +=
        "<g transform=\"matrix(\(scale) 0 0 -\(scale) \(try number(line[1])) \(try number(line[2])))\">"
      var x = 0
      for index in stride(from: 3, to: line.count, by: 2) {
        var id = line[index] as? Int ?? 0
        var y = 0
        if let raised = line[index] as? [Int] {
          id = raised[0]
          y = raised[1]
        }
        x += try #require(line[index + 1] as? Int)
        output += "<use href=\"#g\(String(id, radix: 36))\" x=\"\(Self.javaScriptString(Double(x) / 10))\""
        if y != 0 { output += " y=\"\(Self.javaScriptString(Double(y) / 10))\"" }
        output += "/>"
      }
      output += "</g>"
    }
    return output
  }

  /// A number as JavaScript's `String(n)` writes it, for the magnitudes a strip uses.
  static func javaScriptString(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// The JSON in `<script type="application/json" id="…">`.
  static func block(_ id: String, in html: String) throws -> Any {
    let opening = "<script type=\"application/json\" id=\"\(id)\">"
    let start = try #require(html.range(of: opening)).upperBound
    let end = try #require(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
    return try JSONSerialization.jsonObject(with: Data(html[start..<end].utf8))
  }
}
