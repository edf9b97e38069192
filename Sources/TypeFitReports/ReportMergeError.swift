#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Why reports could not be merged (``ReportMerger``). Reports are numbered from 1 in the
/// order given.
public enum ReportMergeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Nothing to merge.
  case noReports
  /// A report that is not TypeFit JSON, NDJSON or SARIF.
  case unknownFormat(report: Int)
  /// A SARIF report: its results group a key's locales and are ranked over the whole run, so
  /// a shard's results cannot be put back in the unsharded order.
  case sarifNotMergeable(report: Int)
  /// Reports of different formats.
  case mixedFormats(first: String, report: Int, format: String)
  /// A report that does not have the shape TypeFit writes: what is missing.
  case malformed(report: Int, reason: String)
  /// A report whose results carry no position: it was not written with `--shard K/N`.
  case notSharded(report: Int)
  /// Two results claim the same position: the same shard was given twice.
  case duplicatePosition(Int)
  /// Reports of different runs (other inputs, settings, tool version or read problems).
  case differentRuns(report: Int, part: String)

  public var description: String {
    switch self {
    case .noReports:
      "no reports to merge"
    case .unknownFormat(let report):
      "report \(report) is not a TypeFit JSON, NDJSON or SARIF report"
    case .sarifNotMergeable(let report):
      "report \(report) is SARIF, which cannot be merged (results group locales and are ranked over the whole "
        + "run); upload each shard's SARIF under its own category, or merge the shards' JSON or NDJSON"
    case .mixedFormats(let first, let report, let format):
      "report \(report) is \(format) but report 1 is \(first); merge reports of one format"
    case .malformed(let report, let reason):
      "report \(report) is malformed: \(reason)"
    case .notSharded(let report):
      "report \(report) has results without a position; write each shard with --shard K/N"
    case .duplicatePosition(let position):
      "two results have position \(position): was a shard given twice?"
    case .differentRuns(let report, let part):
      "report \(report) is from a different run than report 1: its \(part) differs"
    }
  }
}

extension ReportMergeError: LocalizedError {
  /// The same text as ``description``, which `typefit merge` prints after `Error:`.
  public var errorDescription: String? { description }
}
