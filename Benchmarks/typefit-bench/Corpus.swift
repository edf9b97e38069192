import Foundation
import _TypeFitTestSupport

/// Benchmark inputs: the unique (language, text) pairs of `../shared/corpus` exactly as the files
/// have them, taken by the tests' sampler (`CorpusSample`, which reads them with plain JSON and a
/// `.strings` line pattern so the timed cases do not depend on TypeFit's readers), or, without
/// the corpus, a deterministic synthetic set.
enum BenchCorpus {
  /// `../shared` beside the working directory's folder, else beside the package, where it has a
  /// corpus.
  static func sharedDirectory() -> URL? {
    let candidates = [
      URL(fileURLWithPath: FileManager.default.currentDirectoryPath).deletingLastPathComponent()
        .appendingPathComponent("shared"),
      TestPaths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared"),
    ]
    return candidates.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("corpus").path)
    }
  }

  /// (language, text) pairs, unique, in a stable order.
  static func strings() -> [(language: String, text: String)] {
    var result = sharedDirectory().map { CorpusSample.strings(in: $0, options: .uniqueRaw) } ?? []
    if result.isEmpty {
      FileHandle.standardError.write(Data("note: ../shared/corpus not found; using a synthetic set\n".utf8))
      let words = [
        "Settings", "Privacy", "Notifications", "Account", "Datenschutz", "Benachrichtigungen", "Wi-Fi",
      ]
      for i in 0..<2000 {
        result.append(
          ("en", (0..<(1 + i % 6)).map { words[($0 * 7 + i) % words.count] }.joined(separator: " ")))
      }
    }
    return result.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
  }
}
