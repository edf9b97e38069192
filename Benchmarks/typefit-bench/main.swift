import Foundation
import TypeFit

// typefit-bench [filter…] [--json] [--quick]
// Run with: swift run -c release typefit-bench

#if DEBUG
  FileHandle.standardError.write(
    Data(
      """
      ************************************************************************
      WARNING: typefit-bench is a DEBUG build; its timings mean nothing.
      Run it as: swift run -c release typefit-bench
      ************************************************************************

      """.utf8))
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
let quick = arguments.contains("--quick")
var harness = Harness(filters: arguments.filter { !$0.hasPrefix("--") }, sampleCount: quick ? 1 : 5)

let corpus = BenchCorpus.strings()
let engine = try TextEngine(definition: .iosSystem)
let sample = quick ? Array(corpus.prefix(500)) : corpus
FileHandle.standardError.write(Data("typefit-bench: \(sample.count) unique strings\n".utf8))

// 1. Shaping floor: bare hb_shape once per optical size.
let inter = ["Inter-Regular.otf", "InterDisplay-Regular.otf"].map { "/usr/share/fonts/opentype/inter/" + $0 }
if let floor = ShapingFloor(paths: inter) {
  let units = sample.map { Array($0.text.utf16) }
  harness.measure("shaping floor (hb_shape × 2 optical sizes)", items: sample.count) { floor.shapeAll(units) }
}

// 2. Prepare: clusters, breaks, bidi, scripts, fallback, shaping per optical size.
var prepared: [PreparedText] = []
harness.measure("prepare", items: sample.count, note: "single thread") {
  prepared = sample.compactMap { try? engine.prepare($0.text, language: $0.language) }
  return prepared.count
}
if prepared.isEmpty { prepared = sample.compactMap { try? engine.prepare($0.text, language: $0.language) } }

// 3. Layout per (string, size, width) after prepare.
let sizes: [Double] = [14, 17, 23, 28, 40, 53]
let widths: [Double] = [180, 260, 343]
harness.measure(
  "layout", items: prepared.count * sizes.count * widths.count, note: "per (string, size, width)"
) {
  var lines = 0
  for text in prepared {
    for size in sizes {
      for width in widths {
        lines &+= text.summary(LayoutParameters(pointSize: size, maxWidth: width)).linesNeeded
      }
    }
  }
  return lines
}

if arguments.contains("--json") {
  print(harness.json(), terminator: "")
} else {
  print(harness.table(), terminator: "")
}
