import Foundation

/// A log-log SVG of wall time against number of strings, drawn by hand: one polyline with
/// dots per series, a dashed line for a series that is extrapolated rather than measured.
enum ScalingPlot {
  struct Series {
    var name: String
    var color: String
    var dashed: Bool
    var points: [(strings: Int, seconds: Double)]
  }

  static func svg(title: String, series: [Series]) -> String {
    let all = series.flatMap(\.points).filter { $0.strings > 0 && $0.seconds > 0 }
    guard !all.isEmpty else { return "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n" }
    let width = 680.0
    let height = 440.0
    let left = 70.0
    let right = 200.0
    let top = 40.0
    let bottom = 50.0
    let xLow = floor(log10(Double(all.map(\.strings).min()!)))
    let xHigh = max(xLow + 1, ceil(log10(Double(all.map(\.strings).max()!))))
    let yLow = floor(log10(all.map(\.seconds).min()!))
    let yHigh = max(yLow + 1, ceil(log10(all.map(\.seconds).max()!)))
    func x(_ strings: Int) -> Double {
      left + (log10(Double(strings)) - xLow) / (xHigh - xLow) * (width - left - right)
    }
    func y(_ seconds: Double) -> Double {
      top + (yHigh - log10(seconds)) / (yHigh - yLow) * (height - top - bottom)
    }
    func f(_ value: Double) -> String { String(format: "%.1f", value) }
    func decade(_ exponent: Double) -> String {
      let value = pow(10, exponent)
      if exponent >= 0 && exponent < 7 { return String(format: "%.0f", value) }
      return "1e\(Int(exponent))"
    }
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
      viewBox="0 0 \(Int(width)) \(Int(height))" font-family="sans-serif" font-size="12">
      <rect width="100%" height="100%" fill="white"/>
      <text x="\(f(left))" y="22" font-size="14" font-weight="bold">\(title)</text>

      """
    for exponent in stride(from: xLow, through: xHigh, by: 1) {
      let px = x(Int(pow(10, exponent)))
      out +=
        "<line x1=\"\(f(px))\" y1=\"\(f(top))\" x2=\"\(f(px))\" y2=\"\(f(height - bottom))\" stroke=\"#ddd\"/>\n"
      out +=
        "<text x=\"\(f(px))\" y=\"\(f(height - bottom + 16))\" text-anchor=\"middle\">\(decade(exponent))</text>\n"
    }
    for exponent in stride(from: yLow, through: yHigh, by: 1) {
      let py = y(pow(10, exponent))
      out +=
        "<line x1=\"\(f(left))\" y1=\"\(f(py))\" x2=\"\(f(width - right))\" y2=\"\(f(py))\" stroke=\"#ddd\"/>\n"
      out +=
        "<text x=\"\(f(left - 6))\" y=\"\(f(py + 4))\" text-anchor=\"end\">\(decade(exponent)) s</text>\n"
    }
    out += """
      <rect x="\(f(left))" y="\(f(top))" width="\(f(width - left - right))" \
      height="\(f(height - top - bottom))" fill="none" stroke="#333"/>
      <text x="\(f((left + width - right) / 2))" y="\(f(height - 12))" text-anchor="middle">strings \
      (each at 12 categories × 3 widths)</text>
      <text x="16" y="\(f((top + height - bottom) / 2))" text-anchor="middle" \
      transform="rotate(-90 16 \(f((top + height - bottom) / 2)))">wall time (log)</text>

      """
    for (index, s) in series.enumerated() {
      let points = s.points.filter { $0.strings > 0 && $0.seconds > 0 }.sorted { $0.strings < $1.strings }
      guard !points.isEmpty else { continue }
      let path = points.map { "\(f(x($0.strings))),\(f(y($0.seconds)))" }.joined(separator: " ")
      let dash = s.dashed ? " stroke-dasharray=\"6 4\"" : ""
      out += "<polyline points=\"\(path)\" fill=\"none\" stroke=\"\(s.color)\" stroke-width=\"2\"\(dash)/>\n"
      if !s.dashed {
        for p in points {
          out +=
            "<circle cx=\"\(f(x(p.strings)))\" cy=\"\(f(y(p.seconds)))\" r=\"3.5\" fill=\"\(s.color)\"/>\n"
        }
      }
      let ly = top + 14 + Double(index) * 20
      let lx = width - right + 12
      out += "<line x1=\"\(f(lx))\" y1=\"\(f(ly - 4))\" x2=\"\(f(lx + 22))\" y2=\"\(f(ly - 4))\" "
      out += "stroke=\"\(s.color)\" stroke-width=\"2\"\(dash)/>\n"
      out += "<text x=\"\(f(lx + 28))\" y=\"\(f(ly))\">\(s.name)</text>\n"
    }
    return out + "</svg>\n"
  }
}
