/// A merge of JSON shard reports, checked whole by ``init(_:names:)`` and written in pieces by
/// ``write(_:)``: byte for byte what ``ReportMerger/merge(_:names:)`` returns, without building
/// the merged text.
///
/// ```swift
/// let merge = try JSONShardMerge([text1, text2], names: ["1.json", "2.json"])
/// merge.write { piece in output.append(contentsOf: piece.utf8) }
/// ```
///
/// A JSON report is one document, so the shards' texts are held while they are merged; what
/// the merge adds to them is small: the results' places in those texts (ranked), and the merged
/// head and tail (problems, summary, diagnostics). The merged report is never held whole.
public struct JSONShardMerge {
  private let head: String
  /// Each result's text after its position (`{"index":N,` removed), in the merged order.
  private let results: [Substring]
  private let tail: String
  /// The shards' texts, which ``results`` point into.
  private let reports: [String]

  /// Checks the shards and ranks their results.
  ///
  /// - Parameters:
  ///   - reports: the texts of the shards' JSON reports, in any order.
  ///   - names: what errors call each report; by default `report 1`, `report 2`…
  /// - Throws: ``ReportMergeError`` for everything ``ReportMerger/merge(_:names:)`` refuses in
  ///   JSON, among them a shard whose lines of one type (results, problems, source findings)
  ///   are not as many as its tail counts (`"lines"`) and shards whose input digests differ
  ///   (`"inputDigest"`: run on different inputs), and
  ///   ``ReportMergeError/mixedFormats(first:firstFormat:report:format:)`` for NDJSON reports
  ///   (``NDJSONShardMerge`` merges those).
  public init(_ reports: [String], names: [String]? = nil) throws(ReportMergeError) {
    let (names, format) = try ReportMerger.checkedFormat(reports, names: names)
    guard format == .json else {
      throw .mixedFormats(first: names[0], firstFormat: format.rawValue, report: "this merge", format: "json")
    }
    (head, results, tail) = try ReportMerger.jsonParts(reports, names: names)
    self.reports = reports
  }

  /// The merged report's head and tail without its results: enough to read its summary
  /// (``ReportMerger/findingsBySeverity(in:name:)``).
  public var headAndTail: String { head + tail }

  /// Hands the merged report to `emit`, piece by piece, in order. A shard's controls and
  /// bidirectional characters written raw (by an older TypeFit, or by hand) come out escaped as
  /// a report writes them (`JSONValue.appendEscapingControls(_:to:)`).
  public func write(_ emit: (Substring) -> Void) {
    var bytes: [UInt8] = []
    func escaped(_ piece: Substring) {
      bytes.removeAll(keepingCapacity: true)
      JSONValue.appendEscapingControls(piece.utf8, to: &bytes)
      emit(bytes.count == piece.utf8.count ? piece : Substring(String(decoding: bytes, as: UTF8.self)))
    }
    escaped(head[...])
    for (index, result) in results.enumerated() {
      emit(index == 0 ? "\n{" : ",\n{")
      escaped(result)
    }
    if !results.isEmpty { emit("\n") }
    escaped(tail[...])
  }
}
