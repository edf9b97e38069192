import Foundation

/// A small benchmark harness in NIOPerformanceTester's manner: a warm-up run, then N timed
/// samples; min, median and p90; time per item; and a checksum of the work so the optimizer
/// cannot drop it. Timings are never asserted anywhere: this is a measuring tool.
struct Harness {
  struct Result {
    var name: String
    var items: Int
    var samples: [Double]  // seconds
    var checksum: Int
    var note: String

    var min: Double { samples.min() ?? 0 }
    var median: Double { samples.sorted()[samples.count / 2] }
    var p90: Double { samples.sorted()[Swift.min(samples.count - 1, Int(Double(samples.count) * 0.9))] }
    var nanosecondsPerItem: Double { median / Double(Swift.max(items, 1)) * 1e9 }
  }

  var filters: [String]
  var sampleCount: Int
  var results: [Result] = []
  /// The names of the cases offered to ``measure(_:items:note:samples:warmUp:_:)``, wanted or not.
  var offered: [String] = []

  func wants(_ name: String) -> Bool { filters.isEmpty || filters.contains { name.contains($0) } }

  /// Times `body`, which returns a checksum of its work.
  /// `samples` overrides the sample count for a slow case; `warmUp: false` skips the warm-up
  /// run (one-shot cases of several seconds).
  mutating func measure(
    _ name: String, items: Int, note: String = "", samples count: Int? = nil, warmUp: Bool = true,
    _ body: () throws -> Int
  ) rethrows {
    offered.append(name)
    guard wants(name) else { return }
    var checksum = warmUp ? try body() : 0
    var samples: [Double] = []
    for _ in 0..<(count ?? sampleCount) {
      let start = DispatchTime.now().uptimeNanoseconds
      checksum = try body()
      samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    let result = Result(name: name, items: items, samples: samples, checksum: checksum, note: note)
    results.append(result)
    FileHandle.standardError.write(Data("  \(name): median \(Self.format(result.median)) s\n".utf8))
  }

  /// Records a result measured outside `measure` (one-shot runs such as end-to-end checks).
  mutating func record(_ result: Result) { results.append(result) }

  /// What to say when filters were given and no case's name contains any of them, so nothing
  /// was timed; `nil` otherwise. A fresh user's U56-9: an empty table was printed, exit 0.
  func unmatchedFiltersMessage() -> String? {
    guard !filters.isEmpty, results.isEmpty else { return nil }
    let quoted = filters.map { "'\($0)'" }.joined(separator: ", ")
    return "typefit-bench: no case matched \(quoted) (a case runs when its name contains a filter); nothing "
      + "was timed. Cases of this run: " + offered.joined(separator: "; ") + "\n"
  }

  static func format(_ seconds: Double) -> String { String(format: "%.4f", seconds) }

  func table() -> String {
    var text =
      "| case | items | min s | median s | p90 s | ns/item | checksum | note |\n|---|---:|---:|---:|---:|---:|---:|---|\n"
    for r in results {
      text +=
        "| \(r.name) | \(r.items) | \(Self.format(r.min)) | \(Self.format(r.median)) | \(Self.format(r.p90)) | "
      text += String(format: "%.0f", r.nanosecondsPerItem) + " | \(r.checksum) | \(r.note) |\n"
    }
    return text
  }

  func json() -> String {
    let rows = results.map { r in
      "{\"name\":\"\(r.name)\",\"items\":\(r.items),\"min\":\(r.min),\"median\":\(r.median),\"p90\":\(r.p90),"
        + "\"nsPerItem\":\(r.nanosecondsPerItem),\"checksum\":\(r.checksum)}"
    }
    return "[\n" + rows.joined(separator: ",\n") + "\n]\n"
  }
}
