import Foundation
import Testing
import TypeFitLocalization
import TypeFitText
import _TypeFitTestSupport
import _TypeFitTextTestSupport

/// Replays every seed of Tests/Fuzz/Corpus through the checks the fuzz targets make, so CI
/// catches a regression on them in a second without libFuzzer. Run the real fuzzers with
/// `Scripts/fuzz TARGET SECONDS` (Docs/Reliability.md).
@Suite("Fuzz seed corpus replay")
struct FuzzCorpusReplayTests {
  static let corpus = TestPaths.packageRoot.appendingPathComponent("Tests/Fuzz/Corpus")

  /// The seed files of one target, sorted by name.
  static func seeds(_ target: String) -> [URL] {
    let folder = corpus.appendingPathComponent(target)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { folder.appendingPathComponent($0) }
  }

  static let readerTargets: [LocalizationFormat] = [.xcstrings, .strings, .stringsdict, .xliff, .android]

  @Test(
    "each reader keeps its contract on its seeds, and reads strings or reports why", arguments: readerTargets)
  func readerSeeds(format: LocalizationFormat) throws {
    let seeds = Self.seeds(format.rawValue)
    #expect(seeds.count >= 2, "seed corpus for \(format) is missing")
    for seed in seeds {
      let data = try Data(contentsOf: seed)
      let broken = data.withUnsafeBytes { ReaderInvariants.violations($0, format: format) }
      #expect(broken.isEmpty, "\(seed.lastPathComponent): \(broken)")
      let result = LocalizationReader.read(data, path: ReaderInvariants.path, format: format)
      #expect(
        !result.strings.isEmpty || !result.diagnostics.isEmpty, "\(seed.lastPathComponent) gave nothing")
    }
  }

  @Test("measurement keeps its contract on its seeds")
  func measurementSeeds() throws {
    let engine = try TextEngine(definition: .iosSystem)
    let seeds = Self.seeds("measure")
    #expect(seeds.count >= 2, "seed corpus for measure is missing")
    for seed in seeds {
      let data = try Data(contentsOf: seed)
      let input = data.withUnsafeBytes { MeasurementFuzzInput($0) }
      let broken = input?.violations(engine: engine) ?? []
      #expect(broken.isEmpty, "\(seed.lastPathComponent): \(broken)")
    }
  }
}
