import Testing

@testable import TypeFitReports

/// A line of an NDJSON shard longer than the merge's limit is refused by its number when the
/// reader has held the limit's worth of it, not read whole (twelfth attack A6: a 100 MB line
/// took 353 MB and was called "not written with --shard K/N"). The real limit is 64 MiB
/// (``ReportLineReader/maximumLineLength``); these tests give a smaller one.
@Suite("Merge: the longest line read")
struct ReportLineLimitTests {
  /// A report of `byteCount` bytes that are all `A` but where `lineFeeds` puts line feeds,
  /// counting the bytes it is asked for.
  final class CountingSource: ReportSource {
    let byteCount: Int
    let lineFeeds: Set<Int>
    private(set) var bytesRead = 0

    init(byteCount: Int, lineFeeds: Set<Int>) {
      self.byteCount = byteCount
      self.lineFeeds = lineFeeds
    }

    func read(at offset: Int, count: Int, into buffer: inout [UInt8]) {
      bytesRead += count
      buffer += (offset..<offset + count).map {
        lineFeeds.contains($0) ? UInt8(ascii: "\n") : UInt8(ascii: "A")
      }
    }
  }

  @Test("A 10 MiB line under a 1 MiB limit is refused after about 1 MiB is read, naming its line")
  func longLineNotReadWhole() throws {
    let limit = 1 << 20
    let source = CountingSource(byteCount: 10 << 20, lineFeeds: [3])
    var reader = ReportLineReader(source, report: "s.ndjson", maximumLineLength: limit)
    #expect(try reader.next()?.bytes.count == 3)
    #expect(
      throws: ReportMergeError.malformed(
        report: "s.ndjson", reason: ReportLineReader.tooLong(line: 2, limit: limit))
    ) {
      try reader.next()
    }
    #expect(source.bytesRead <= limit + 4 + ReportLineReader.chunkSize)
    #expect(
      ReportLineReader.tooLong(line: 2, limit: limit)
        == "line 2 is longer than 1048576 bytes (1 MiB), the longest line merge reads; not read further (typefit "
        + "writes a line this long only for a key, or read problems, of that size: write such shards as JSON)"
    )
    #expect(ReportLineReader.maximumLineLength == 67_108_864)
  }

  @Test("A line of exactly the limit is read; one byte more is refused, with or without its line feed")
  func limitIsInclusive() throws {
    let limit = 100
    var exact = ReportLineReader(
      CountingSource(byteCount: 203, lineFeeds: [100, 202]), report: "s.ndjson", maximumLineLength: limit)
    #expect(try exact.next()?.bytes.count == 100)
    #expect(
      throws: ReportMergeError.malformed(
        report: "s.ndjson", reason: ReportLineReader.tooLong(line: 2, limit: limit))
    ) {
      try exact.next()
    }
    var last = ReportLineReader(
      CountingSource(byteCount: 101, lineFeeds: []), report: "s.ndjson", maximumLineLength: limit)
    #expect(
      throws: ReportMergeError.malformed(
        report: "s.ndjson", reason: ReportLineReader.tooLong(line: 1, limit: limit))
    ) {
      try last.next()
    }
  }

  @Test("The merge refuses a shard with a line over the limit by name and line, before anything else")
  func mergeRefusesTheLine() throws {
    let shard =
      "{\"type\":\"result\",\"index\":0,\"key\":\"k\"}\n{\"type\":\"result\",\"key\":\""
      + String(repeating: "A", count: 200) + "\"}\n{\"type\":\"summary\",\"summary\":{}}\n"
    #expect(
      throws: ReportMergeError.malformed(
        report: "s2.ndjson",
        reason:
          "line 2 is longer than 100 bytes, the longest line merge reads; not read further (typefit writes a "
          + "line this long only for a key, or read problems, of that size: write such shards as JSON)")
    ) {
      try NDJSONShardMerge([InMemoryReportSource(shard)], names: ["s2.ndjson"], maximumLineLength: 100)
    }
  }

  @Test("Under a memory limit a longer line is refused naming the limit (A38-11)")
  func lineLimit() throws {
    let line =
      #"{"type":"summary","summary":{},"diagnostics":["# + String(repeating: " ", count: 200) + "]}\n"
    #expect {
      try NDJSONShardMerge(
        [InMemoryReportSource(line)], names: ["s.ndjson"], maximumLineLength: 100,
        limitReason: "the address-space limit (ulimit -v 150000 KiB): raise it (ulimit -v)")
    } throws: { error in
      "\(error)"
        == "s.ndjson is malformed: line 1 is longer than 100 bytes, the longest line merge can hold under the "
        + "address-space limit (ulimit -v 150000 KiB): raise it (ulimit -v); not read further"
    }
  }

  @Test("A summary line the caller cannot hold more of is refused, naming the shard (A40-2)")
  func summaryRefused() throws {
    let line = #"{"type":"summary","summary":{},"diagnostics":[]}"# + "\n"
    var asked: [(Int, Int)] = []
    #expect {
      try NDJSONShardMerge(
        [InMemoryReportSource(line), InMemoryReportSource(line)], names: ["s1.ndjson", "s2.ndjson"],
        maximumLineLength: 1 << 20,
        admitsSummary: { bytes, left in
          asked.append((bytes, left))
          return "too much"
        })
    } throws: { error in
      "\(error)" == "cannot read report s1.ndjson: too much"
    }
    #expect(asked.map(\.0) == [line.utf8.count - 1])
    #expect(asked.map(\.1) == [2])
  }
}
