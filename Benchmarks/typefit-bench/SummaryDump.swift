import Foundation
import TypeFit

/// Writes every layout summary of the benchmark's strings as text, one line per (string, size,
/// width, line limit), with every number at full precision.
///
/// Two builds that must give the same results (before and after an optimization) are
/// compared by diffing their dumps: `typefit-bench --dump=/tmp/a.txt`.
enum SummaryDump {
  /// Point sizes on both sides of the optical switch at 20 pt and of the SF blend knots.
  static let sizes: [Double] = [11, 14, 17, 19, 20, 23, 28, 40, 53]
  /// Widths in points, from a narrow row to a wide one.
  static let widths: [Double] = [60, 180, 343]

  /// The dump's text for `sample`.
  static func text(engine: TextEngine, sample: [(language: String, text: String)]) -> String {
    var out = ""
    for (language, text) in sample {
      out += "\(language)\t\(text.debugDescription)\n"
      let prepared: PreparedText
      do {
        prepared = try engine.prepare(text, language: language)
      } catch {
        out += "  error \(error)\n"
        continue
      }
      for size in sizes {
        for width in widths {
          for limit in [nil, 2] as [Int?] {
            let s = prepared.summary(LayoutParameters(pointSize: size, maxWidth: width, lineLimit: limit))
            let lineWidths = s.lineWidths.map { "\($0)" }.joined(separator: ",")
            out +=
              "  \(size) \(width) \(limit.map(String.init) ?? "-"): \(s.linesNeeded) [\(lineWidths)] "
              + "\(s.naturalWidth) \(s.height) \(s.isTruncated) \(s.visibleText.debugDescription)\n"
          }
        }
      }
    }
    return out
  }
}
