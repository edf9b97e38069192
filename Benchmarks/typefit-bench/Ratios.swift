import Foundation

/// The ratios the issue asks for, computed from results of this one run, and the series of
/// the scaling plot.
enum Ratios {
  static func median(_ harness: Harness, _ prefix: String) -> Harness.Result? {
    harness.results.first { $0.name.hasPrefix(prefix) }
  }

  static func text(harness: Harness, peer: PangoBaseline.Outcome?) -> String {
    var out = "\nRatios (same run):\n"
    let floor = median(harness, "shaping floor")
    let floorPerString = floor.map { $0.median / Double(max($0.items, 1)) }
    for result in harness.results
    where result.name.hasPrefix("synthetic catalog e2e") || result.name.hasPrefix("scaling:") {
      let perString = result.median / Double(max(result.items, 1))
      out += String(format: "- %@: %.1f µs/string", result.name, perString * 1e6)
      if let floorPerString, floorPerString > 0 {
        out += String(
          format: "; %.1f× the shaping floor (%.1f µs/string)", perString / floorPerString,
          floorPerString * 1e6)
      }
      out += "\n"
    }
    let scaling = harness.results.filter {
      $0.name.hasPrefix("scaling:") || $0.name.hasPrefix("synthetic catalog e2e")
    }
    func seconds(_ strings: Int, _ threads: Int) -> Double? {
      scaling.first {
        $0.items == strings
          && ($0.name.contains("\(threads) thread")
            || (threads == 2 && $0.name.hasPrefix("synthetic catalog e2e")))
      }?.median
    }
    for strings in Set(scaling.map(\.items)).sorted() {
      if let one = seconds(strings, 1), let two = seconds(strings, 2), two > 0 {
        out += String(format: "- %d strings: 2 threads %.2f× faster than 1\n", strings, one / two)
      }
    }
    if let peer {
      out += String(
        format: "- Pango %.1f µs/layout; TypeFit summary %.3f µs/layout → %.0f×; "
          + "TypeFit metrics %.3f µs/layout → %.0f×; "
          + "TypeFit prepare + summary %.2f µs/layout → %.1f× (%d strings, %d layouts)\n",
        peer.pangoSecondsPerLayout * 1e6, peer.typeFitSecondsPerLayout * 1e6,
        peer.pangoSecondsPerLayout / max(peer.typeFitSecondsPerLayout, 1e-12),
        peer.typeFitMetricsSecondsPerLayout * 1e6,
        peer.pangoSecondsPerLayout / max(peer.typeFitMetricsSecondsPerLayout, 1e-12),
        peer.typeFitColdSecondsPerLayout * 1e6,
        peer.pangoSecondsPerLayout / max(peer.typeFitColdSecondsPerLayout, 1e-12), peer.strings, peer.layouts)
    }
    return out
  }
}

/// The plot's series: TypeFit measured at each size on 1 and 2 threads; Pango measured at
/// its sample size and extrapolated linearly (dashed) to the same sizes at 36 layouts a string.
enum ScalingPlotFigure {
  static func svg(points: [CatalogCases.Point], peer: PangoBaseline.Outcome?) -> String {
    var series: [ScalingPlot.Series] = []
    let colors = ["TypeFit, 1 thread": "#1f77b4", "TypeFit, 2 threads": "#2ca02c"]
    for name in ["TypeFit, 1 thread", "TypeFit, 2 threads"] {
      series.append(
        ScalingPlot.Series(
          name: name, color: colors[name]!, dashed: false,
          points: points.filter { $0.series == name }.map { ($0.strings, $0.seconds) }))
    }
    if let peer {
      let perString = peer.pangoSecondsPerLayout * 36
      series.append(
        ScalingPlot.Series(
          name: "Pango, measured", color: "#d62728", dashed: false,
          points: [(peer.strings, perString * Double(peer.strings))]))
      let sizes = Set(points.map(\.strings) + [peer.strings]).sorted()
      series.append(
        ScalingPlot.Series(
          name: "Pango, extrapolated", color: "#d62728", dashed: true,
          points: sizes.map { ($0, perString * Double($0)) }))
    }
    return ScalingPlot.svg(title: "typefit-bench: check time vs strings (log-log)", series: series)
  }
}
