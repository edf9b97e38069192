import Foundation
import TypeFit

// typefit-bench [filter…] [--json] [--quick] [--sample=N] [--samples=N] [--plot=PATH]
//               [--dump=PATH [--dump-set=catalog|mixed] [--catalog-size=N]]
//               [--write-catalog=PATH [--catalog-size=N]]
// Run with: swift run -c release typefit-bench
//
// --sample=N takes N strings spread evenly over the whole corpus (every script), not the first
// N; --samples=N sets the number of timed samples per case. For an instruction profile of
// prepare alone:
//   valgrind --tool=callgrind --toggle-collect='*ShapingContextC7prepare*' \
//     .build/release/typefit-bench prepare --sample=2000 --samples=1

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
let usage = """
  usage: typefit-bench [filter…] [--json] [--quick] [--sample=N] [--samples=N] [--plot=PATH]
                       [--segment-cache] [--dump=PATH [--dump-set=catalog|mixed] [--catalog-size=N]]
                       [--write-catalog=PATH [--catalog-size=N]]
  Runs the benchmark cases whose names contain a filter (all without one); build it with -c release.

  """
if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
  print(usage, terminator: "")
  exit(0)
}
// An option misspelt would otherwise be taken for nothing and run every case (minutes).
let flagOptions: Set = ["--json", "--quick", "--segment-cache"]
let valueOptions = [
  "--sample=", "--samples=", "--plot=", "--dump=", "--dump-set=", "--catalog-size=", "--write-catalog=",
]
let countOptions: Set = ["--sample=", "--samples=", "--catalog-size="]
for argument in arguments where argument.hasPrefix("-") {
  let valued = valueOptions.first { argument.hasPrefix($0) }
  let countIsBad =
    valued.map { countOptions.contains($0) && Int(argument.dropFirst($0.count)) == nil } ?? false
  guard flagOptions.contains(argument) || (valued != nil && !countIsBad) else {
    let reason = countIsBad ? "expects a whole number after =" : "is not an option of typefit-bench"
    FileHandle.standardError.write(Data("typefit-bench: \(argument) \(reason)\n\(usage)".utf8))
    exit(2)
  }
}
let quick = arguments.contains("--quick")
/// The integer value of `--name=N`, if given.
func intOption(_ name: String) -> Int? {
  arguments.lazy.compactMap { $0.hasPrefix("--\(name)=") ? Int($0.dropFirst(name.count + 3)) : nil }.first
}
var harness = Harness(
  filters: arguments.filter { !$0.hasPrefix("--") }, sampleCount: intOption("samples") ?? (quick ? 1 : 5))

let corpus = BenchCorpus.strings()
// `--segment-cache` measures the text core with the exact segment cache on (off by default).
let engine = TextEngine(
  stack: try FontStack(.iosSystem), segmentCaching: arguments.contains("--segment-cache"))
let sample: [(language: String, text: String)]
if let count = intOption("sample"), count > 0, count < corpus.count {
  sample = (0..<count).map { corpus[$0 * corpus.count / count] }
} else {
  sample = quick ? Array(corpus.prefix(500)) : corpus
}
FileHandle.standardError.write(Data("typefit-bench: \(sample.count) unique strings\n".utf8))

// --dump=PATH: every layout summary as text, to diff two builds' results; no timing.
// --dump-set=catalog|mixed dumps --catalog-size texts (default 20,000) of the synthetic catalog,
// or of corpus strings joined in pairs across scripts, instead of the corpus sample.
if let path = arguments.first(where: { $0.hasPrefix("--dump=") })?.dropFirst("--dump=".count) {
  let set = arguments.first(where: { $0.hasPrefix("--dump-set=") })?.dropFirst("--dump-set=".count)
  let count = intOption("catalog-size") ?? 20_000
  let dumped: [(language: String, text: String)]
  switch set {
  case nil: dumped = sample
  case "catalog": dumped = SyntheticCatalog.texts(count: count, from: corpus)
  case "mixed": dumped = SyntheticCatalog.mixedTexts(count: count, from: corpus)
  case let other?:
    FileHandle.standardError.write(
      Data("typefit-bench: --dump-set=\(other): expected catalog or mixed\n".utf8))
    exit(2)
  }
  try SummaryDump.text(engine: engine, sample: dumped).write(
    toFile: String(path), atomically: true, encoding: .utf8)
  FileHandle.standardError.write(Data("typefit-bench: summaries written to \(path)\n".utf8))
  if arguments.contains("--segment-cache") {
    let statistics = engine.segmentCacheStatistics
    FileHandle.standardError.write(
      Data(
        ("typefit-bench: segment cache \(statistics.hits) hits, \(statistics.misses) misses "
          + "(\(statistics.metBefore) met before), \(statistics.entries) entries\n").utf8))
  }
  exit(0)
}

// --write-catalog=PATH: the synthetic catalog (--catalog-size values, default 100,000) as a
// String Catalog, the input of Scripts/bench-cli; no timing.
if let path = arguments.first(where: { $0.hasPrefix("--write-catalog=") })?.dropFirst(
  "--write-catalog=".count)
{
  let count = intOption("catalog-size") ?? 100_000
  let file = CatalogFile.xcstrings(count: count, from: corpus)
  try Data(file.bytes).write(to: URL(fileURLWithPath: String(path)))
  FileHandle.standardError.write(
    Data("typefit-bench: \(count) values in \(file.keys) keys written to \(path)\n".utf8))
  exit(0)
}

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
let segmentCache = engine.segmentCacheStatistics
FileHandle.standardError.write(
  Data(
    "typefit-bench: segment cache \(segmentCache.hits) hits, \(segmentCache.misses) misses (\(segmentCache.metBefore) met before), \(segmentCache.entries) entries\n"
      .utf8))

// 3. Layout per (string, size, width) after prepare.
let sizes: [Double] = [14, 17, 23, 28, 40, 53]
let widths: [Double] = [180, 260, 343]
harness.measure(
  "layout", items: prepared.count * sizes.count * widths.count, note: "per (string, size, width)"
) {
  LayoutLoop.totalLines(prepared, sizes: sizes, widths: widths)
}

// 4. Row evaluation: RowLayoutEngine.report at 12 categories, labels prepared.
RowCases.run(&harness, engine: engine, sample: sample)

// 5. End to end: read, plan and check the corpora at 12 categories × 3 widths.
CheckCases.run(&harness, engine: engine, threads: nil)

// 5–6. Synthetic catalog end to end (time, peak RSS) and scaling in strings and threads.
let points = CatalogCases.run(
  &harness, engine: engine, corpus: corpus, sizes: quick ? [100, 1000] : [1000, 10_000, 100_000])

// 7. Pango on the same (string, size, width) triples, in this run.
let peer = PangoBaseline.run(&harness, engine: engine, corpus: corpus, count: quick ? 10 : 100)

// --plot=PATH: time against number of strings, TypeFit and Pango, as SVG.
if let path = arguments.first(where: { $0.hasPrefix("--plot=") })?.dropFirst("--plot=".count) {
  try ScalingPlotFigure.svg(points: points, peer: peer).write(
    toFile: String(path), atomically: true, encoding: .utf8)
  FileHandle.standardError.write(Data("typefit-bench: plot written to \(path)\n".utf8))
}

if let message = harness.unmatchedFiltersMessage() {
  FileHandle.standardError.write(Data(message.utf8))
  exit(2)
}
if arguments.contains("--json") {
  print(harness.json(), terminator: "")
} else {
  print(harness.table(), terminator: "")
  print(Ratios.text(harness: harness, peer: peer), terminator: "")
}
