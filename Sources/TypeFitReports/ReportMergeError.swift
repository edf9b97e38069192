import TypeFitCheck

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Why reports could not be merged (``ReportMerger``). Reports are named as they were given
/// to the merge (their file names in `typefit merge`).
public enum ReportMergeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Nothing to merge.
  case noReports
  /// A report that is not TypeFit JSON, NDJSON or SARIF.
  case unknownFormat(report: String)
  /// A report whose first bytes are a byte order mark or an empty line before what typefit
  /// writes (`what`: `a byte order mark (U+FEFF)`, `an empty line`), put there by an editor or a
  /// tool (fifteenth attack A15-3: it was called no TypeFit report).
  case leadingBytes(report: String, what: String)
  /// A SARIF report: its results group a key's locales and are ranked over the whole run, so
  /// a shard's results cannot be put back in the unsharded order.
  case sarifNotMergeable(report: String)
  /// Reports of different formats.
  case mixedFormats(first: String, firstFormat: String, report: String, format: String)
  /// A report whose bytes could not be read, or that changed while it was being merged
  /// (``NDJSONShardMerge`` reads each shard twice): why.
  case unreadable(report: String, reason: String)
  /// A report that does not have the shape TypeFit writes: what is missing.
  case malformed(report: String, reason: String)
  /// A report that ends before typefit finished writing it (a job stopped while writing it, a
  /// file copied in part): where it ends, and what to do. Said as ``malformed(report:reason:)``
  /// is; a case of its own so that the merge knows a cut from its other refusals without
  /// reading their words (`ReportMerger.jsonParts(_:names:)` keeps it over the damage it looks
  /// for after a later check fails).
  case cut(report: String, reason: String)
  /// A report that was not written with `--shard K/N` (it names no shard, or its results carry
  /// no position); `sharded` names a report that was, when one was given with it.
  case notSharded(report: String, sharded: String?)
  /// Two reports are the same shard.
  case repeatedShard(Shard, first: String, again: String)
  /// Shards of splits into different numbers of parts.
  case differentShardCounts(first: String, firstShard: Shard, report: String, shard: Shard)
  /// Parts of the split that no report holds (their indexes, from 1), and how many parts there are.
  case missingShards([Int], count: Int)
  /// Two results of different reports claim the same position: each as `report:line`.
  case duplicatePosition(Int, first: String, again: String)
  /// Reports of different runs (other inputs, settings, tool version or read problems).
  case differentRuns(first: String, report: String, part: String)
  /// Reports of different runs whose heads name the difference: the first setting or member
  /// that differs and its value in each (`settings "title-lines" is "1" in b.json, not set in
  /// a.json`).
  case differentHeads(first: String, report: String, difference: String)

  public var description: String {
    switch self {
    case .noReports:
      "no reports to merge"
    case .unknownFormat(let report):
      "\(report) is not a TypeFit JSON, NDJSON or SARIF report"
    case .leadingBytes(let report, let what):
      "\(report) starts with \(what), which typefit never writes before a report's first line: remove it"
    case .sarifNotMergeable(let report):
      "\(report) is SARIF, which cannot be merged (results group locales and are ranked over the whole "
        + "run); upload each shard's SARIF under its own category, or merge the shards' JSON or NDJSON"
    case .mixedFormats(let first, let firstFormat, let report, let format):
      "\(report) is \(format) but \(first) is \(firstFormat); merge reports of one format"
    case .unreadable(let report, let reason):
      "cannot read report \(report): \(reason)"
    case .malformed(let report, let reason), .cut(let report, let reason):
      "\(report) is malformed: \(reason)"
    case .notSharded(let report, nil):
      "\(report) was not written with --shard K/N; write each shard with --shard K/N and merge those"
    case .notSharded(let report, let sharded?):
      "\(report) was not written with --shard K/N but \(sharded) was; merge only the shards of one run"
    case .repeatedShard(let shard, let first, let again):
      "\(first) and \(again) are both shard \(shard); give each shard once"
    case .differentShardCounts(let first, let firstShard, let report, let shard):
      "\(report) is shard \(shard) but \(first) is shard \(firstShard); merge the shards of one split"
    case .missingShards(let missing, let count):
      Self.missingDescription(missing, count: count)
    case .duplicatePosition(let position, let first, let again):
      "\(first) and \(again) both hold a result at position \(position) (\"index\"), which belongs to "
        + "one shard: was a shard edited, or are these shards of different runs?"
    case .differentRuns(let first, let report, let part):
      "\(report) is from a different run than \(first): its \(part) differs"
    case .differentHeads(let first, let report, let difference):
      "\(report) is from a different run than \(first): \(difference)"
    }
  }

  /// `shard 2/4 is missing`, `shards 2/4 and 4/4 are missing`, at most 10 named.
  private static func missingDescription(_ missing: [Int], count: Int) -> String {
    let named = missing.prefix(10).map { "\($0)/\(count)" }
    var list = named.count == 1 ? named[0] : named.dropLast().joined(separator: ", ") + " and " + named.last!
    if missing.count > named.count {
      list = named.joined(separator: ", ") + " and \(missing.count - named.count) more"
    }
    let verb = missing.count == 1 ? "shard \(list) is" : "shards \(list) are"
    return "\(verb) missing; give the reports of all \(count) shards"
  }
}

extension ReportMergeError: LocalizedError {
  /// The same text as ``description``, which `typefit merge` prints after `Error:`.
  public var errorDescription: String? { description }
}
