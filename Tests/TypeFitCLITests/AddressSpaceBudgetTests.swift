import Testing
import TypeFit

@testable import TypeFitCLI

/// The fourteenth attack's A14-10: what a check may take under `ulimit -v`, judged with the
/// process's usage given, so every sentence and number is exact.
@Suite("Address-space budget of a check")
struct AddressSpaceBudgetTests {
  /// A budget under `ulimit -v` of `limitMB` MB whose process maps `usedMB` MB.
  static func budget(limitMB: Int, usedMB: Int, dataLimitMB: Int? = nil) -> AddressSpaceBudget {
    var budget = AddressSpaceBudget(
      addressSpaceLimit: limitMB * 1_000_000, dataLimit: dataLimitMB.map { $0 * 1_000_000 })
    budget.usage = { (usedMB * 1_000_000, usedMB * 1_000_000 / 2) }
    return budget
  }

  @Test("threads: all when they fit, fewer with one note, none with the refusal before reading")
  func threads() {
    // 300 MB less 200 MB used: 100 MB; 48 MiB (50.3 MB) for the work leaves 49.7 MB, three
    // threads of 16 MiB (16.8 MB) besides the calling one.
    let fitting = Self.budget(limitMB: 300, usedMB: 200).threadsFitting(wanted: 16)
    #expect(fitting.threads == 3)
    #expect(fitting.refusal == nil)
    #expect(
      fitting.note
        == "working on 3 threads of the 16 asked for under the address-space limit (ulimit -v 292968 KiB): it "
        + "leaves 100.0 MB beside the fonts and libraries loaded, and each thread takes about 16.8 MB beside the "
        + "50.3 MB of the work")
    let all = Self.budget(limitMB: 300, usedMB: 200).threadsFitting(wanted: 3)
    #expect(all.threads == 3 && all.note == nil && all.refusal == nil)
    let one = Self.budget(limitMB: 260, usedMB: 200).threadsFitting(wanted: 2)
    #expect(one.threads == 1)
    #expect(one.note?.hasPrefix("working on 1 thread (the calling one) of the 2 asked for") == true)
    // 50 MB left, 50.3 MB needed.
    let refused = Self.budget(limitMB: 250, usedMB: 200).threadsFitting(wanted: 1)
    #expect(refused.threads == 0 && refused.note == nil)
    #expect(
      refused.refusal
        == "the address-space limit (ulimit -v 244140 KiB) is too small for a check: the fonts and libraries "
        + "loaded take 200.0 MB, and the work needs at least 50.3 MB more, 250.3 MB in all; nothing was read. "
        + "Raise it to at least 245489 KiB (ulimit -v), or run without it")
  }

  @Test("one note when the threads' stacks allow fewer still: the final count with both reasons (A17-2)")
  func stackShare() {
    // 4,000 MB less 200 MB used: 3,800 MB, room for 224 threads; their 2 MiB stacks may take
    // a sixteenth of 4,000,000,000 bytes, 119 started besides the calling one: 120.
    let both = Self.budget(limitMB: 4000, usedMB: 200).threadsFitting(wanted: 1024)
    #expect(both.threads == 120)
    #expect(
      both.note
        == "working on 120 threads of the 1024 asked for under the address-space limit (ulimit -v 3906250 KiB): "
        + "it leaves 3800.0 MB beside the fonts and libraries loaded, and each thread takes about 16.8 MB beside "
        + "the 50.3 MB of the work (room for 224 threads); and the stacks of the threads started (2 MiB each) may "
        + "take a sixteenth of the address-space limit (room for 120 threads)")
    // Only the stacks: the sentence the worker threads gave before, now the one note.
    let stacks = Self.budget(limitMB: 4000, usedMB: 200).threadsFitting(wanted: 200)
    #expect(stacks.threads == 120)
    #expect(
      stacks.note
        == "working on 120 threads of the 200 asked for under the address-space limit (ulimit -v 3906250 KiB): "
        + "the stacks of the threads started (2 MiB each) may take a sixteenth of it")
    #expect(Self.budget(limitMB: 4000, usedMB: 200).threadsFitting(wanted: 120).note == nil)
  }

  @Test("the data limit counts the process's data, and both limits are named")
  func dataLimit() {
    // Data 100 MB of a 140 MB data limit: 40 MB left, less than the work's 50.3 MB.
    let refused = Self.budget(limitMB: 1000, usedMB: 200, dataLimitMB: 140).threadsFitting(wanted: 4)
    #expect(
      refused.refusal?.hasPrefix(
        "the address-space limit (ulimit -v 976562 KiB) and the data limit (ulimit -d 136718 KiB) is too small"
      )
        == true)
    #expect(refused.refusal?.hasSuffix("(ulimit -v and ulimit -d), or run without it") == true)
  }

  @Test("a file is refused when reading it whole would not leave the work's memory")
  func file() {
    let budget = Self.budget(limitMB: 300, usedMB: 200)
    // 100 MB left: 12 MB read whole takes 48 MB, with the work's 50.3 MB 98.3 MB.
    #expect(budget.fileShortfall(path: "a.strings", bytes: 12_000_000) == nil)
    #expect(
      budget.fileShortfall(path: "a.strings", bytes: 13_000_000)
        == "reading this file of 13000000 bytes whole needs about 102.3 MB with the work, and the address-space "
        + "limit (ulimit -v 292968 KiB) leaves 100.0 MB; not read. Raise the limit (ulimit -v), or split the file"
    )
  }

  @Test("an XML file is charged 40 bytes a byte for its element tree (A17-21)")
  func xmlFile() {
    let budget = Self.budget(limitMB: 300, usedMB: 200)
    // 100 MB left: 1.2 MB of XML takes 48 MB, with the work's 50.3 MB 98.3 MB; as a .strings, 4.8 MB.
    #expect(budget.fileShortfall(path: "L.stringsdict", bytes: 1_200_000, isXML: true) == nil)
    #expect(
      budget.fileShortfall(path: "L.stringsdict", bytes: 1_300_000, isXML: true)
        == "reading this file of 1300000 bytes whole needs about 102.3 MB with the work, and the address-space "
        + "limit (ulimit -v 292968 KiB) leaves 100.0 MB; not read. Raise the limit (ulimit -v), or split the file"
    )
    #expect(budget.fileShortfall(path: "L.strings", bytes: 1_300_000) == nil)
  }

  @Test("an XML tree is charged 4 bytes a byte and 640 an element, at least 40 a byte (A36-11, A38-2)")
  func xmlTree() {
    let budget = Self.budget(limitMB: 300, usedMB: 200)
    // 100 MB left, 50.3 MB for the work: 49.7 MB for the tree.
    // 1,000,000 bytes of text (4 MB) and 70,000 elements (44.8 MB): 48.8 MB, fits.
    #expect(budget.xmlTreeShortfall(path: "de.xliff", bytes: 1_000_000, startTags: 70_000) == nil)
    // 80,000 elements: 4 MB and 51.2 MB; charged 40 a byte, 40 MB, it fitted.
    #expect(budget.fileShortfall(path: "de.xliff", bytes: 1_000_000, isXML: true) == nil)
    #expect(
      budget.xmlTreeShortfall(path: "de.xliff", bytes: 1_000_000, startTags: 80_000)
        == "parsing this XML file of 1000000 bytes and up to 80000 elements needs about 105.5 MB with the "
        + "work, and the address-space limit (ulimit -v 292968 KiB) leaves 100.0 MB; not read. Raise the "
        + "limit (ulimit -v), or split the file")
    // Few elements: still 40 a byte (1.3 MB: 52 MB), as before (A17-21).
    #expect(budget.xmlTreeShortfall(path: "L.stringsdict", bytes: 1_200_000, startTags: 10) == nil)
    #expect(budget.xmlTreeShortfall(path: "L.stringsdict", bytes: 1_300_000, startTags: 10) != nil)
    // Hostile figures never overflow.
    #expect(budget.xmlTreeShortfall(path: "x", bytes: .max, startTags: .max) != nil)
    #expect(budget.xmlTreeShortfall(path: "x", bytes: -5, startTags: -5) == nil)
  }

  @Test("the files a walk found are charged 4 KiB each before any is read (A38-3)")
  func files() {
    let budget = Self.budget(limitMB: 300, usedMB: 200)
    // 100 MB left, 50.3 MB for the work: 12,000 files take 49.2 MB.
    #expect(budget.filesShortfall(count: 12_000) == nil)
    #expect(
      budget.filesShortfall(count: 13_000)
        == "the 13000 localization files found need about 103.6 MB with the work, and the address-space limit "
        + "(ulimit -v 292968 KiB) leaves 100.0 MB; none was read. Raise the limit (ulimit -v), or check fewer "
        + "folders at a time")
    #expect(budget.filesShortfall(count: .max) != nil)
  }

  @Test("a .strings table or catalog is charged 4 bytes a byte and 256 an entry (A37-7)")
  func entries() {
    let budget = Self.budget(limitMB: 300, usedMB: 200)
    // 100 MB left, 50.3 MB for the work: 1,000,000 bytes (4 MB) and 175,000 entries (44.8 MB) fit.
    #expect(budget.entryShortfall(path: "a.strings", bytes: 1_000_000, entries: 175_000) == nil)
    #expect(
      budget.entryShortfall(path: "a.strings", bytes: 1_000_000, entries: 200_000)
        == "reading this file of 1000000 bytes and up to 200000 entries needs about 105.5 MB with the work, "
        + "and the address-space limit (ulimit -v 292968 KiB) leaves 100.0 MB; not read. Raise the limit "
        + "(ulimit -v), or split the file")
    // No entry counted (A38-8: a file of `"key"` lines said "up to 0 entries"): the entries not named.
    #expect(
      budget.entryShortfall(path: "a.strings", bytes: 13_000_000, entries: 0)
        == "reading this file of 13000000 bytes needs about 102.3 MB with the work, and the address-space "
        + "limit (ulimit -v 292968 KiB) leaves 100.0 MB; not read. Raise the limit (ulimit -v), or split the file"
    )
    #expect(budget.entryShortfall(path: "x", bytes: .max, entries: .max) != nil)
  }

  @Test(
    "a file whose text is longer than its bytes (bad UTF-8, each a U+FFFD) is charged by its text (A46-1)")
  func textLongerThanBytes() {
    let budget = Self.budget(limitMB: 300, usedMB: 200)
    // 5,000,000 bytes of valid text: 20 MB and the work fit in 100 MB; as 15,000,000 bytes of text,
    // 5 MB + 45 MB and the work do not.
    #expect(
      budget.entryShortfall(path: "a.strings", bytes: 5_000_000, textBytes: 5_000_000, entries: 0) == nil)
    #expect(
      budget.entryShortfall(path: "a.strings", bytes: 5_000_000, textBytes: 15_000_000, entries: 0)
        == "reading this file of 5000000 bytes (15000000 bytes as text) needs about 100.3 MB with the work, "
        + "and the address-space limit (ulimit -v 292968 KiB) leaves 100.0 MB; not read. Raise the limit "
        + "(ulimit -v), or split the file")
    #expect(budget.entryShortfall(path: "x", bytes: .max, textBytes: .max, entries: .max) != nil)
  }

  @Test("standard input is read no further than reading it whole fits, with a sentence past that (A46-3)")
  func standardInput() {
    let budget = Self.budget(limitMB: 300, usedMB: 200)
    // 100 MB left, 50.3 MB for the work: 49.7 MB at 4 bytes a byte, at 40 a tenth of that.
    #expect(budget.standardInputBytesFitting(perByte: 4) == 12_417_088)
    #expect(budget.standardInputBytesFitting(perByte: 40) == 1_241_708)
    #expect(
      budget.standardInputShortfall(bytes: 12_417_088, perByte: 4)
        == "standard input is longer than 12417088 bytes, the most that the address-space limit "
        + "(ulimit -v 292968 KiB) leaves room to read whole (about 4 bytes of memory a byte, beside 50.3 MB for "
        + "the work); not read. Raise the limit (ulimit -v), or split the file")
    #expect(Self.budget(limitMB: 300, usedMB: 290).standardInputBytesFitting(perByte: 4) == 0)
  }

  @Test("typefit rows: the listing of every row must fit, JSON 1,536 bytes a row, text 1,024 (A18-11)")
  func rowListing() {
    let budget = Self.budget(limitMB: 300, usedMB: 200)
    // 100 MB left, 50.3 MB for the work: 32,000 rows of JSON take 49.2 MB; of text, 48,000 take 49.2 MB.
    #expect(budget.rowListingShortfall(rows: 32_000, json: true) == nil)
    #expect(budget.rowListingShortfall(rows: 48_000, json: false) == nil)
    #expect(
      budget.rowListingShortfall(rows: 33_000, json: true)
        == "listing the 33000 rows found needs about 101.0 MB with the work, and the address-space limit "
        + "(ulimit -v 292968 KiB) leaves 100.0 MB; nothing was written. Raise the limit (ulimit -v), list them as "
        + "text (-f text), or give fewer folders")
    #expect(budget.rowListingShortfall(rows: 50_000, json: false)?.hasSuffix("or give fewer folders") == true)
    // The source rules' findings and read problems are listed too, each as a row (A39-3).
    #expect(budget.rowListingShortfall(rows: 16_000, findings: 16_000, json: true) == nil)
    #expect(
      budget.rowListingShortfall(rows: 16_500, findings: 16_000, problems: 500, json: true)?.hasPrefix(
        "listing the 16500 rows, 16000 findings and 500 read problems found needs about 101.0 MB") == true)
  }

  @Test("rows: the next chunk and the report's end of every row must fit")
  func rows() {
    let budget = Self.budget(limitMB: 300, usedMB: 200)
    // 100 MB left, 50.3 MB for the work: 49.7 MB for rows at 1,536 bytes, 32,336 rows.
    #expect(budget.rowShortfall(rowsChecked: 31_312, chunkRows: 1024) == nil)
    #expect(
      budget.rowShortfall(rowsChecked: 31_313, chunkRows: 1024)
        == "stopped after 31313 rows: the address-space limit (ulimit -v 292968 KiB) leaves 100.0 MB, and the next "
        + "rows with the report of those checked need about 100.0 MB; the rows from this file on were not checked. "
        + "Raise the limit (ulimit -v), or check fewer files at a time")
  }

  @Test("rows: the findings kept count for the report's end too (A17-19)")
  func findings() {
    let budget = Self.budget(limitMB: 300, usedMB: 200)
    // 100 MB left, 50.3 MB for the work, 1,000 rows take 1.5 MB: 48.2 MB for findings.
    let perFinding = ReportMemory.endBytesPerFinding
    let fitting =
      (100_000_000 - AddressSpaceBudget.workBytes - 1_000 * AddressSpaceBudget.rowBytes) / perFinding
    #expect(budget.rowShortfall(rowsChecked: 0, chunkRows: 1_000, findingsKept: fitting) == nil)
    #expect(
      budget.rowShortfall(rowsChecked: 0, chunkRows: 1_000, findingsKept: fitting + 1)?.hasPrefix(
        "stopped after 0 rows: the address-space limit (ulimit -v 292968 KiB) leaves 100.0 MB") == true)
    #expect(budget.rowShortfall(rowsChecked: 0, chunkRows: 1, findingsKept: Int.max) != nil)
    #expect(perFinding >= 24, "a rank and a position at least")
  }

  @Test("merge: 96 KiB for each NDJSON shard kept open must fit the room (A39-1)")
  func ndjsonShards() {
    // 300 MB less 270 MB used: 30 MB; 300 shards take 29.5 MB, 1,000 take 98.3 MB.
    let budget = Self.budget(limitMB: 300, usedMB: 270)
    #expect(budget.ndjsonShardsShortfall(count: 300) == nil)
    #expect(
      budget.ndjsonShardsShortfall(count: 1_000)
        == "merging 1000 NDJSON shards keeps each open with its read buffer and summary, about 98.3 MB in all, "
        + "and the address-space limit (ulimit -v 292968 KiB) leaves 30.0 MB; nothing was merged. Raise the limit "
        + "(ulimit -v), or split the run into fewer shards")
    #expect(
      budget.ndjsonShardsShortfall(count: Int.max)?.hasPrefix("merging \(Int.max) NDJSON shards") == true)
  }

  @Test("merge: each shard's summary line past 32 KiB counts 4 bytes a byte, for the shards left (A40-2)")
  func mergedSummaries() {
    // 300 MB less 270 MB used: 30 MB. Ten shards of 1 MB summary lines: 10 × (4 × 1,015,232 + 98,304).
    let budget = Self.budget(limitMB: 300, usedMB: 270)
    #expect(budget.mergedSummaryShortfall(lineBytes: 30_000, shardsLeft: 300) == nil)
    #expect(budget.mergedSummaryShortfall(lineBytes: 1_048_000, shardsLeft: 7) == nil)
    #expect(
      budget.mergedSummaryShortfall(lineBytes: 1_048_000, shardsLeft: 10)
        == "its summary line of 1048000 bytes, with the 9 shards after it, needs about 41.6 MB to merge, and "
        + "the address-space limit (ulimit -v 292968 KiB) leaves 30.0 MB; nothing was merged. Raise the limit "
        + "(ulimit -v), or split the run into fewer shards")
    #expect(budget.mergedSummaryShortfall(lineBytes: .max, shardsLeft: .max) != nil)
  }

  @Test("without usage figures nothing is judged")
  func noUsage() {
    var budget = AddressSpaceBudget(addressSpaceLimit: 1, dataLimit: nil)
    budget.usage = { nil }
    #expect(budget.threadsFitting(wanted: 8).threads == 8)
    #expect(budget.fileShortfall(path: "x", bytes: 1 << 40) == nil)
    #expect(budget.rowShortfall(rowsChecked: 1 << 30, chunkRows: 1) == nil)
  }
}
