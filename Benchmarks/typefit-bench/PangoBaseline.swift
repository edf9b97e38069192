import Foundation
import TypeFit

/// The peer baseline: Pango laying out the same (string, size, width) triples as TypeFit's
/// `summary`, in the same run, through `../shared/tools/pango-oracle.c`.
///
/// Only strings whose letters are Latin, Greek or Cyrillic take part, set in Inter on both
/// sides, so both engines shape with the same face. The oracle is built with `cc -O2` into a
/// temporary directory when `pkg-config --exists pangocairo` succeeds; otherwise the case is
/// skipped with a note. Its process start-up (an empty input) is timed and subtracted.
enum PangoBaseline {
  /// Body text sizes at the 12 categories (xSmall … AX5) and three row text widths (the
  /// 320, 375 and 440 pt devices less about 72 pt of margins and chevron).
  static let sizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
  static let widths: [Double] = [248, 303, 368]

  struct Outcome {
    var strings: Int
    var layouts: Int
    var pangoSecondsPerLayout: Double
    var typeFitSecondsPerLayout: Double
    var typeFitColdSecondsPerLayout: Double
    /// `PreparedText.metrics` (line counts and heights, what the batch path's rules use).
    var typeFitMetricsSecondsPerLayout: Double
  }

  static func isLatinGreekCyrillic(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      let v = scalar.value
      return v < 0x0530 || (0x1E00..<0x2070).contains(v) || (0x20A0..<0x20D0).contains(v)
    }
  }

  /// Runs a shell command, returning its exit status.
  @discardableResult
  static func shell(_ command: String) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Builds the oracle; nil with a printed note when Pango or the source is missing.
  static func buildOracle() -> String? {
    func note(_ text: String) -> String? {
      FileHandle.standardError.write(Data("note: Pango baseline skipped: \(text)\n".utf8))
      return nil
    }
    guard shell("pkg-config --exists pangocairo") == 0 else {
      return note("pkg-config finds no pangocairo (install libpango1.0-dev)")
    }
    guard let shared = BenchCorpus.sharedDirectory() else { return note("../shared not found") }
    let source = shared.appendingPathComponent("tools/pango-oracle.c").path
    guard FileManager.default.fileExists(atPath: source) else { return note("\(source) not found") }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("typefit-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let binary = directory.appendingPathComponent("pango-oracle").path
    guard
      shell("cc -O2 '\(source)' -o '\(binary)' $(pkg-config --cflags --libs pangocairo)") == 0
    else { return note("cc failed on \(source)") }
    return binary
  }

  /// Runs the oracle on `input` (a TSV file) in quiet mode; returns the total line count.
  static func runOracle(_ binary: String, input: String) -> Int {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["-q"]
    process.standardInput = FileHandle(forReadingAtPath: input)
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return -1 }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    return Int(text.split(separator: " ").last?.filter(\.isNumber) ?? "") ?? -1
  }

  /// Measures both engines on `count` strings spread over the eligible corpus strings.
  static func run(
    _ harness: inout Harness, engine: TextEngine, corpus: [(language: String, text: String)], count: Int
  ) -> Outcome? {
    guard harness.wants("pango") || harness.wants("peer") else { return nil }
    let eligible = corpus.filter { isLatinGreekCyrillic($0.text) && !$0.text.isEmpty }
    guard !eligible.isEmpty, let binary = buildOracle() else { return nil }
    let chosen = (0..<min(count, eligible.count)).map {
      eligible[$0 * eligible.count / min(count, eligible.count)]
    }
    var tsv = ""
    for (language, text) in chosen {
      let flat = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " ")
      for size in sizes {
        for width in widths { tsv += "Inter\t400\t\(size)\t\(width)\t\(language)\t\(flat)\n" }
      }
    }
    let layouts = chosen.count * sizes.count * widths.count
    let directory = URL(fileURLWithPath: binary).deletingLastPathComponent()
    let inputPath = directory.appendingPathComponent("triples.tsv").path
    let emptyPath = directory.appendingPathComponent("empty.tsv").path
    try? tsv.write(toFile: inputPath, atomically: true, encoding: .utf8)
    try? "".write(toFile: emptyPath, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: directory) }

    let startupName = "peer: Pango oracle start-up (empty input)"
    harness.measure(startupName, items: 1, note: "subtracted below") { runOracle(binary, input: emptyPath) }
    let startup = harness.results.last(where: { $0.name == startupName })?.median ?? 0
    let pangoName = "peer: Pango layout (\(chosen.count) strings × 12 sizes × 3 widths)"
    harness.measure(pangoName, items: layouts, samples: min(harness.sampleCount, 3)) {
      runOracle(binary, input: inputPath)
    }
    guard let pango = harness.results.last(where: { $0.name == pangoName }) else { return nil }
    let pangoPerLayout = max(0, pango.median - startup) / Double(layouts)
    harness.results[harness.results.count - 1].note = String(
      format: "Inter, −start-up: %.1f µs/layout", pangoPerLayout * 1e6)

    let prepared = chosen.compactMap { try? engine.prepare($0.text, language: $0.language) }
    let summaries = { LayoutLoop.totalLines(prepared, sizes: sizes, widths: widths) }
    let warmName = "peer: TypeFit summary (same triples)"
    harness.measure(warmName, items: layouts, note: "after prepare") { summaries() }
    let metricsName = "peer: TypeFit metrics (same triples)"
    harness.measure(metricsName, items: layouts, note: "after prepare; what the rules use") {
      LayoutLoop.totalLines(prepared, sizes: sizes, widths: widths, kind: .metrics)
    }
    let coldName = "peer: TypeFit prepare + summary (same triples)"
    harness.measure(coldName, items: layouts, note: "prepare counted in") {
      let ready = chosen.compactMap { try? engine.prepare($0.text, language: $0.language) }
      return LayoutLoop.totalLines(ready, sizes: sizes, widths: widths)
    }
    let warm = harness.results.last(where: { $0.name == warmName })?.median ?? 0
    let cold = harness.results.last(where: { $0.name == coldName })?.median ?? 0
    let metrics = harness.results.last(where: { $0.name == metricsName })?.median ?? 0
    return Outcome(
      strings: chosen.count, layouts: layouts, pangoSecondsPerLayout: pangoPerLayout,
      typeFitSecondsPerLayout: warm / Double(layouts), typeFitColdSecondsPerLayout: cold / Double(layouts),
      typeFitMetricsSecondsPerLayout: metrics / Double(layouts))
  }
}
