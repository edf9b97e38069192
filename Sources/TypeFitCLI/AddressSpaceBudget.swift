import Foundation
import TypeFit
import TypeFitConcurrency

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a check may still take under a limit on its memory (`ulimit -v`, `RLIMIT_AS`, or
/// `ulimit -d`, `RLIMIT_DATA`), and what its parts need, so that the run never asks for memory
/// it cannot get: an allocation that fails inside Swift ends the process (`Fatal error: failed to
/// allocate`, exit 134, or a crash in the runtime's own report of it, exit 139; the fourteenth
/// attack's A14-10), with no report and no message a user can act on.
///
/// A check judges by it, under a limit only: before reading, the threads to work on and whether
/// the run can start at all (``threadsFitting(wanted:)``); before a file is read whole, whether
/// it fits (``fileShortfall(path:bytes:)``); before each chunk of rows, whether the chunk and
/// the report of the rows so far fit (``rowShortfall(rowsChecked:)``). What the process uses is
/// read from `/proc/self/statm` each time (its mapped size against `RLIMIT_AS`, its data
/// against `RLIMIT_DATA`), so the fonts and libraries loaded count as they are.
///
/// The figures are measured on the release build (Docs/Reliability.md, "Fixes after the
/// fourteenth attack (fix14a)"): the smallest `prlimit --as` a `check -f ndjson` of 2,000,
/// 10,000 and 30,000 one-line `.strings` entries passes grows by 4 to 6 KB a row, and by 7 to
/// 13 MB a thread.
struct AddressSpaceBudget: Sendable {
  /// The soft `RLIMIT_AS` in bytes, `nil` when unlimited.
  let addressSpaceLimit: Int?
  /// The soft `RLIMIT_DATA` in bytes, `nil` when unlimited.
  let dataLimit: Int?
  /// Where the process's mapped and data sizes are read (`/proc/self/statm`); tests give
  /// other numbers.
  var usage: @Sendable () -> (mapped: Int, data: Int)? = AddressSpaceBudget.statm

  /// Address space the work of a check needs beside its threads' and its rows': the chunk
  /// being laid out, the one being written and the reading and planning of the next (1,024
  /// rows each, every layout kept for JSON and NDJSON), and the report's beginning and end:
  /// 48 MiB. A check of one key passes `prlimit --as` 8 MB above what the fonts take; one of
  /// 2,000 rows 35 MB above.
  static let workBytes = 48 << 20
  /// Address space each thread started besides the calling one takes: its 2 MiB stack
  /// (``WorkerThreads/stackBytes``) and its shaping and layout buffers: 16 MiB (measured: 7 MB
  /// a thread between `--threads 1` and `--threads 4` for 2,000 rows, 13 MB for 10,000).
  static let threadBytes = 16 << 20
  /// Address space a row checked needs for the report's end: its problems, kept for the
  /// report's end, are ranked into a sorted copy there and written a piece at a time
  /// (``ReportSink``): 1.5 KiB (measured before the end was written in pieces: the summary of
  /// 30,000 rows of NDJSON took 44 MB of text and bytes at its peak, under
  /// `valgrind --tool=massif`; what the problems take while rows are checked is counted in the
  /// process's size as it grows). Since the end is written in pieces (A16-6) this is generous:
  /// 220 runs of a catalog of 76,800 kept problems under 280–700 MB, JSON, NDJSON, SARIF,
  /// JUnit and HTML, one and 16 threads, ended with exit 0 or 3.
  static let rowBytes = 1536
  /// Address space a file read whole takes for each of its bytes while it is read: the bytes,
  /// its text decoded and the strings made of it: 4.
  static let bytesPerFileByte = 4

  /// The limits of this process, `nil` when neither is set.
  static func current() -> AddressSpaceBudget? {
    let budget = AddressSpaceBudget(
      addressSpaceLimit: ResourceLimit.addressSpace(), dataLimit: ResourceLimit.data())
    return budget.addressSpaceLimit == nil && budget.dataLimit == nil ? nil : budget
  }

  /// The process's mapped size and data size in bytes (fields 1 and 6 of `/proc/self/statm`, in
  /// pages), `nil` where there is no such file.
  static func statm() -> (mapped: Int, data: Int)? {
    let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    let fields = buffer[..<count].split(whereSeparator: { $0 == 32 || $0 == 10 }).map {
      Int(String(decoding: $0, as: UTF8.self))
    }
    guard fields.count >= 6, let pages = fields[0], let data = fields[5] else { return nil }
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    return (pages * page, data * page)
  }

  /// The bytes the process may still take: the least, over the limits set, of the limit less
  /// what it counts now; `nil` when the usage cannot be read.
  func headroom() -> Int? {
    guard let used = usage() else { return nil }
    var room = Int.max
    if let addressSpaceLimit { room = min(room, addressSpaceLimit - used.mapped) }
    if let dataLimit { room = min(room, dataLimit - used.data) }
    return room
  }

  /// `the address-space limit (ulimit -v 253906 KiB)`, or the data limit (`ulimit -d`), or both.
  var limitName: String {
    var names: [String] = []
    if let addressSpaceLimit {
      names.append("the address-space limit (ulimit -v \(addressSpaceLimit / 1024) KiB)")
    }
    if let dataLimit { names.append("the data limit (ulimit -d \(dataLimit / 1024) KiB)") }
    return names.joined(separator: " and ")
  }

  /// The option to raise: `ulimit -v`, `ulimit -d` or both.
  var raise: String {
    [addressSpaceLimit.map { _ in "ulimit -v" }, dataLimit.map { _ in "ulimit -d" }].compactMap { $0 }
      .joined(separator: " and ")
  }

  /// `48.0 MB`.
  static func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / 1_000_000)
  }

  /// What compiling one byte of the configuration's `ignore` and `rows[].match` patterns takes
  /// at its peak: their literal runs in a forward and a backward automaton, a node of about 60
  /// bytes for each byte in each, and the tables growing by doubling: 160. Measured: 1,980
  /// patterns of about 500 characters (1 MB) made a process of 243 MB at its peak, about 130 MB
  /// of it the automata; at 160 a byte the debug build's check passes from 470,000 KiB and is
  /// refused below, with no crash from 300,000 (the forty-third attack's A43-10: they ended
  /// `check` in a failed allocation under `ulimit -v` 308,000-380,000).
  static let bytesPerPatternByte = 160

  /// Why a configuration file of `bytes` bytes is not read (`nil` when it fits beside
  /// ``workBytes``, or the usage cannot be read): its JSON tree and the patterns built as it is
  /// read take about ``bytesPerPatternByte`` a byte at most (the forty-fourth attack's A44-5).
  func configurationShortfall(path: String, bytes: Int) -> String? {
    guard
      let (needed, room) = shortfall(bytes: min(max(0, bytes), 1 << 40), perByte: Self.bytesPerPatternByte)
    else { return nil }
    return
      "\(path): reading this configuration of \(bytes) bytes needs about \(Self.megabytes(needed)) with the "
      + "work, and \(limitName) leaves \(Self.megabytes(room)); nothing was read. Raise it (\(raise)), or write "
      + "fewer or shorter patterns"
  }

  /// Why a check with `bytes` bytes of `ignore` and `match` patterns does not start (`nil` when
  /// they fit beside ``workBytes``, or the usage cannot be read).
  func patternShortfall(bytes: Int) -> String? {
    guard let (needed, room) = shortfall(bytes: bytes, perByte: Self.bytesPerPatternByte) else { return nil }
    return "compiling the configuration's ignore and rows[].match patterns (\(bytes) bytes) needs about "
      + "\(Self.megabytes(needed)) with the work, and \(limitName) leaves \(Self.megabytes(room)); nothing was "
      + "checked. Raise it (\(raise)), or write fewer or shorter patterns"
  }

  /// What any command may allocate before its own checks are asked (its arguments, a
  /// configuration's first read buffer of 1 MiB, a report line's buffer): 8 MiB. Commands that
  /// read inputs or load fonts need ``workBytes`` (the forty-third attack's A43-7 and A43-8:
  /// `merge` and `rows` ended in a failed allocation under `ulimit -v` 127,000-128,000).
  static let commandFloorBytes = 8 << 20

  /// Why `work` (`a check`, `typefit merge`) does not start: the limit leaves less than `bytes`
  /// beside what the process has loaded; `nil` when it does, or the usage cannot be read.
  func tooSmall(for work: String, needing bytes: Int) -> String? {
    guard let room = headroom(), room < bytes else { return nil }
    let used = usage().map { addressSpaceLimit != nil ? $0.mapped : $0.data } ?? 0
    let needed = used + bytes
    return "\(limitName) is too small for \(work): the fonts and libraries loaded take "
      + "\(Self.megabytes(used)), and the work needs at least \(Self.megabytes(bytes)) more, "
      + "\(Self.megabytes(needed)) in all; nothing was read. Raise it to at least "
      + "\((needed + 1023) / 1024 + 1024) KiB (\(raise)), or run without it"
  }

  /// The threads to work on when `wanted` are asked for: as many as fit the headroom with
  /// ``workBytes`` left for the work, each taking ``threadBytes``, with a note when that is
  /// fewer; or, when not even the calling thread's work fits, the error to stop the run with,
  /// before anything is read.
  func threadsFitting(wanted: Int, for work: String = "a check") -> (
    threads: Int, note: String?, refusal: String?
  ) {
    guard let room = headroom() else { return (wanted, nil, nil) }
    if let refusal = tooSmall(for: work, needing: Self.workBytes) { return (0, nil, refusal) }
    let roomFitting = 1 + (room - Self.workBytes) / Self.threadBytes
    // The worker threads start no more than their stacks' share of the address-space limit lets
    // them (``WorkerThreads/startable(addressSpaceLimit:)``): judged here too, so that one note
    // gives the count the run works on with both reasons (the seventeenth attack's A17-2: a
    // second note called the first one's count "asked for").
    let stackFitting = WorkerThreads.startable(addressSpaceLimit: addressSpaceLimit).map { $0 + 1 }
    let fitting = min(roomFitting, stackFitting ?? roomFitting)
    guard fitting < wanted else { return (wanted, nil, nil) }
    let threads = fitting == 1 ? "1 thread (the calling one)" : "\(fitting) threads"
    // The room is named when it leaves fewer than asked for, the stacks when they leave fewer
    // still; when both are, each with the threads it alone would leave.
    let byRoom = roomFitting < wanted
    let byStacks = stackFitting.map { $0 < wanted && $0 < roomFitting } ?? false
    let roomFor = { (count: Int) in " (room for \(count) thread\(count == 1 ? "" : "s"))" }
    var reasons: [String] = []
    if byRoom {
      reasons.append(
        "it leaves \(Self.megabytes(room)) beside the fonts and libraries loaded, and each thread takes about "
          + "\(Self.megabytes(Self.threadBytes)) beside the \(Self.megabytes(Self.workBytes)) of the work"
          + (byStacks ? roomFor(roomFitting) : ""))
    }
    if byStacks, let stackFitting {
      let share =
        "the stacks of the threads started (\(WorkerThreads.stackBytes >> 20) MiB each) may take a sixteenth"
      reasons.append(
        byRoom ? share + " of the address-space limit" + roomFor(stackFitting) : share + " of it")
    }
    return (
      fitting,
      "working on \(threads) of the \(wanted) asked for under \(limitName): "
        + reasons.joined(separator: "; and "), nil
    )
  }

  /// What holding `bytes` units (bytes, or rows) that take `perByte` bytes of memory each needs beside
  /// `work` (``workBytes`` unless given), and the room the limit leaves, when that does not fit;
  /// `nil` when it does, or when the usage cannot be read.
  func shortfall(bytes: Int, perByte: Int, work: Int = workBytes) -> (needed: Int, room: Int)? {
    guard let room = headroom() else { return nil }
    let needed = bytes.multipliedReportingOverflow(by: perByte).partialValue + work
    return needed > room ? (needed, max(0, room)) : nil
  }

  /// Address space an XML file (`.stringsdict`, XLIFF, Android) takes for each of its bytes
  /// while it is read: its element tree, one node for every element, besides the bytes: 40.
  /// Measured: a 9.6 MB `.stringsdict` of 70,000 entries of 27 empty elements each took 295 MB
  /// more than a check of one key (31 a byte); a 9.6 MB one of 40 keys of 1,000 plural
  /// variables ended `check` under `prlimit --as` 300–350 MB charged at 4 a byte (the
  /// seventeenth attack's A17-21).
  static let bytesPerXMLFileByte = 40

  /// Address space an XML file takes for each element of its tree while it is read, beside
  /// ``bytesPerFileByte`` for each of its bytes: 640. Measured (debug build, resident size):
  /// 1,200,000 more empty `<x/>` elements in one XLIFF `<target>` took 147 bytes each (the
  /// thirty-sixth attack's A36-11: a 9.6 MB file of 2,400,000 such elements, charged 40 a byte,
  /// ended the process); an Android `<string-array>` of 704,075 `<item>`s, each a string read
  /// into the file's list that doubles as it grows (one allocation of 210 MB at 375 MB
  /// resident), ended it under `ulimit -v 700000` charged 192 an element (the thirty-eighth
  /// attack's A38-2).
  static let bytesPerXMLStartTag = 640

  /// Address space a check keeps for each localization file the walk finds, whatever its size:
  /// 4 KiB (its entry in the run's lists and tables, its path, its read; the thirty-eighth
  /// attack's A38-3: 100,000 tables of one pair ended the process under `ulimit -v 350000` as a
  /// list of 136-byte entries doubled).
  static let bytesPerFile = 4 << 10

  /// Why the `count` files a walk found are not read (`nil` when they fit): each takes
  /// ``bytesPerFile``, which must leave ``workBytes`` for the work.
  func filesShortfall(count: Int) -> String? {
    guard let (needed, room) = shortfall(bytes: min(max(0, count), 1 << 40), perByte: Self.bytesPerFile)
    else {
      return nil
    }
    return
      (count == 1 ? "the 1 localization file found needs" : "the \(count) localization files found need")
      + " about \(Self.megabytes(needed)) with the work, and "
      + "\(limitName) leaves \(Self.megabytes(room)); none was read. Raise the limit (\(raise)), or check "
      + "fewer folders at a time"
  }

  /// Why an XML file of `bytes` bytes at `path`, read and with at most `startTags` start tags
  /// (``LocalizationReader/admitsXMLTree``), is not parsed (`nil` when it fits): its tree takes
  /// ``bytesPerFileByte`` a byte and ``bytesPerXMLStartTag`` an element, and at least
  /// ``bytesPerXMLFileByte`` a byte, which must leave ``workBytes`` for the work.
  func xmlTreeShortfall(path: String, bytes: Int, startTags: Int) -> String? {
    // The reader gives at most the XML limit (10,000,000) of each; bounded so no product overflows.
    let (bytes, startTags) = (min(max(0, bytes), 1 << 40), min(max(0, startTags), 1 << 40))
    let tree = max(
      bytes * Self.bytesPerXMLFileByte, bytes * Self.bytesPerFileByte + startTags * Self.bytesPerXMLStartTag)
    guard let (needed, room) = shortfall(bytes: tree, perByte: 1) else { return nil }
    return
      "parsing this XML file of \(bytes) bytes and up to \(startTags) elements needs about "
      + "\(Self.megabytes(needed)) with the work, and \(limitName) leaves \(Self.megabytes(room)); not read. "
      + "Raise the limit (\(raise)), or split the file"
  }

  /// Address space a check keeps for each entry of a `.strings` table or String Catalog, beside
  /// ``bytesPerFileByte`` for each byte: 256. Measured (debug build, resident size, `check -f
  /// json`): 200,000 more entries of `"1"="b";` took 157 bytes each; the run's table of keys
  /// doubles as it grows, its old and new storage held together (4,000,000 entries: one
  /// allocation of 269 MB, which ended the process under `ulimit -v 800000`, the thirty-seventh
  /// attack's A37-7).
  static let bytesPerEntry = 256

  /// Why a `.strings` table or String Catalog of `bytes` bytes at `path`, `textBytes` of text
  /// as read (`nil`: as many as its bytes), with at most `entries` entries
  /// (``LocalizationReader/admitsEntries``), is not read (`nil` when it fits): it takes a byte
  /// for each byte and ``bytesPerFileByte`` less one for each byte of its text (a file of bad
  /// UTF-8 bytes is three times as much text, each byte a U+FFFD: the forty-sixth attack's
  /// A46-1), and ``bytesPerEntry`` an entry, which must leave
  /// ``workBytes`` for the work. The entries are not named when none was counted (a file of
  /// `"key"` lines, neither `=` nor `;`, said "up to 0 entries": the thirty-eighth attack's A38-8).
  func entryShortfall(path: String, bytes: Int, textBytes: Int? = nil, entries: Int) -> String? {
    // The reader gives at most the file limit (256 MiB) of each, and three times that of text;
    // bounded so no product overflows.
    let (bytes, entries) = (min(max(0, bytes), 1 << 40), min(max(0, entries), 1 << 40))
    let text = min(max(0, textBytes ?? bytes), 1 << 40)
    // The bytes once, and the text decoded and the strings made of it in the rest of the charge:
    // the same as before for valid UTF-8, where the text is the bytes (A46-1).
    let need = bytes + max(text, bytes) * (Self.bytesPerFileByte - 1) + entries * Self.bytesPerEntry
    guard let (needed, room) = shortfall(bytes: need, perByte: 1) else { return nil }
    let asText = text > bytes ? " (\(text) bytes as text)" : ""
    return
      "reading this file of \(bytes) bytes\(asText)\(entries > 0 ? " and up to \(entries) entries" : "") needs about "
      + "\(Self.megabytes(needed)) with the work, and \(limitName) leaves \(Self.megabytes(room)); not read. "
      + "Raise the limit (\(raise)), or split the file"
  }

  /// Whether a file of `format` is parsed whole into an element tree: `.stringsdict`, XLIFF and
  /// Android XML.
  static func readsAsXML(_ format: LocalizationFormat) -> Bool {
    [.stringsdict, .xliff, .android].contains(format)
  }

  /// What reading a file whole takes for each of its bytes: ``bytesPerXMLFileByte`` for XML,
  /// else ``bytesPerFileByte``.
  static func readingBytesPerByte(isXML: Bool) -> Int {
    isXML ? bytesPerXMLFileByte : bytesPerFileByte
  }

  /// Why a file of `bytes` bytes at `path` is not read (`nil` when it fits): reading it whole
  /// takes about ``readingBytesPerByte(isXML:)`` times its size, which must leave ``workBytes``
  /// for the work.
  func fileShortfall(path: String, bytes: Int, isXML: Bool = false) -> String? {
    let perByte = Self.readingBytesPerByte(isXML: isXML)
    guard let (needed, room) = shortfall(bytes: bytes, perByte: perByte) else { return nil }
    return
      "reading this file of \(bytes) bytes whole needs about \(Self.megabytes(needed)) with the work, and "
      + "\(limitName) leaves \(Self.megabytes(room)); not read. Raise the limit (\(raise)), or split "
      + "the file"
  }

  /// The most bytes of standard input that can be read whole when each takes `perByte` bytes
  /// of memory (``bytesPerFileByte``, ``bytesPerXMLFileByte``, ``bytesPerSwiftByte``) beside
  /// ``workBytes``; `nil` when the usage cannot be read or nothing is limited. Standard input
  /// has no size to ask about before it is read, so it is read up to this many bytes and one
  /// (the forty-sixth attack's A46-3: a pipe was read into a buffer that doubled without a
  /// question, and 300 MB of NULs ended the process under `ulimit -v 500000`).
  func standardInputBytesFitting(perByte: Int) -> Int? {
    guard let room = headroom() else { return nil }
    return max(0, room - Self.workBytes) / max(1, perByte)
  }

  /// Why standard input, longer than the `bytes` that ``standardInputBytesFitting(perByte:)``
  /// gave at `perByte`, is not read.
  func standardInputShortfall(bytes: Int, perByte: Int) -> String {
    "standard input is longer than \(bytes) bytes, the most that \(limitName) leaves room to read whole "
      + "(about \(perByte) bytes of memory a byte, beside \(Self.megabytes(Self.workBytes)) for the work); "
      + "not read. Raise the limit (\(raise)), or split the file"
  }

  /// What discovering rows in Swift sources takes, per byte of source: a 1.09 MB file of
  /// 20,000 `NavigationLink` rows took 97 MB more in `check` than `--no-discovery` (tokens,
  /// rows, and the rows given to the planner), 89 bytes a byte; rounded up.
  static let bytesPerSwiftByte = 96

  /// How ``swiftShortfall(path:bytesSoFar:)``'s sentence begins, for the check to know the
  /// refusal (an error of the run, A19-7) among other Swift files not read.
  static let swiftRefusalOpening = "finding rows in this Swift file with those read before it"

  /// Why a Swift file is not read for row discovery (`nil` when it fits): the files admitted
  /// so far with it, `bytesSoFar` bytes as ``SourceTokenDensity`` counts them (a file's size,
  /// or 5 bytes a token start when more), take about ``bytesPerSwiftByte`` times that,
  /// which must leave ``workBytes`` for the work.
  func swiftShortfall(path: String, bytesSoFar: Int) -> String? {
    guard let (needed, room) = shortfall(bytes: bytesSoFar, perByte: Self.bytesPerSwiftByte) else {
      return nil
    }
    return
      "\(Self.swiftRefusalOpening) (\(bytesSoFar) bytes as counted: 5 a token start in a file dense in tokens) "
      + "needs about "
      + "\(Self.megabytes(needed)) with the work, and \(limitName) leaves \(Self.megabytes(room)); not "
      + "read. Raise the limit (\(raise)), or leave row discovery out (--no-discovery)"
  }

  /// What `typefit rows` takes to list each row it found, beside the rows themselves: the
  /// listing is made whole before it is written (a table's columns need every row). Measured on
  /// one file of 200,000 rows: 521 MB resident for JSON, 360 MB for the table, against 26 MB for
  /// one row; so about 1,536 bytes a row for JSON and 1,024 for the table, with room for a
  /// string's growth (the eighteenth attack's A18-11: under 500–650 MB the listing ended the
  /// process after discovery fitted).
  static func rowListingBytes(json: Bool) -> Int { json ? 1_536 : 1_024 }

  /// Why `typefit rows` does not list its `rows` and its source rules' `findings` and read
  /// problems (`nil` when they fit): each listed as a row is (the thirty-ninth attack's A39-3:
  /// 190,000 rows with a TF009 finding each took 835 MB, the findings' part uncharged, and the
  /// JSON listing ended the process under `ulimit -v 500000`–`700000`).
  func rowListingShortfall(rows: Int, findings: Int = 0, problems: Int = 0, json: Bool) -> String? {
    let (rows, findings, problems) = (
      min(max(0, rows), 1 << 40), min(max(0, findings), 1 << 40), min(max(0, problems), 1 << 40)
    )
    let count = rows + findings + problems
    guard let (needed, room) = shortfall(bytes: count, perByte: Self.rowListingBytes(json: json)) else {
      return nil
    }
    var parts = ["\(rows) rows"]
    if findings > 0 { parts.append("\(findings) findings") }
    if problems > 0 { parts.append("\(problems) read problems") }
    let what =
      "the " + parts.dropLast().joined(separator: ", ") + (parts.count > 1 ? " and " : "") + parts.last!
      + " found"
    return
      "listing \(what) needs about \(Self.megabytes(needed)) with the work, and \(limitName) leaves "
      + "\(Self.megabytes(room)); nothing was written. Raise the limit (\(raise)), "
      + (json ? "list them as text (-f text), " : "") + "or give fewer folders"
  }

  /// What an NDJSON merge holds for each byte of its longest line: the read buffer grown to
  /// hold it, the line checked as UTF-8, the summary line kept and the next shard's compared
  /// with it. 8 (the thirty-eighth attack's A38-11: two shards of 7.7 MB summary lines ended
  /// a merge under `ulimit -v 150000` asking for 8 MB more).
  static let bytesPerMergedLineByte = 8

  /// What an NDJSON merge holds for each shard it keeps open while it writes: the shard's read
  /// buffer (64 KiB, more for a longer line), and its summary line's head and counts: 96 KiB
  /// (the thirty-ninth attack's A39-1: 300 shards of 34 KB ended a merge under `ulimit -v 140000`;
  /// they took 68 KiB each).
  static let bytesPerMergedShard = 96 << 10

  /// The room a walk of the inputs leaves at least: 16 MiB (a question is asked every 4,096
  /// entries listed, about 1 MB of them; `HeadroomGuard`), and for each entry the listing under
  /// way holds, ``bytesPerListedEntry`` more, since its list may grow by as much again at once.
  static let listingReserveBytes = 16 << 20
  /// What an entry of a listing takes, held twice while its list grows: its name's bytes and its
  /// entry (name, escaped name, kind, identity): 512 bytes (150,000 entries of 35-byte names failed
  /// a 12 MB growth under `ulimit -v 270000`).
  static let bytesPerListedEntry = 512

  /// The room a font file and its faces leave at least beside the file's own bytes: 4 MiB
  /// (FreeType's and HarfBuzz's objects for a face, a few hundred KiB, and what the stack's
  /// loading allocates until the next question; the forty-third attack's A43-1: stacks ended in a
  /// failed allocation under `ulimit -v` 130,000–202,000 while their faces loaded).
  static let fontReserveBytes = 4 << 20

  /// The answer to the input and font layers' questions (`HeadroomGuard`, installed by the tool
  /// under a limit): the reason to stop, or `nil` to go on.
  func answer(_ question: HeadroomGuard.Question) -> String? {
    switch question {
    case .listing(let entriesHeld): return listingShortfall(entriesHeld: entriesHeld)
    case .fontFile(let bytes): return fontFileShortfall(bytes: bytes)
    case .fileReadAgain(let bytes):
      // Said by no message: the columns are left out. The work is done; a font's reserve is
      // kept beside what is held.
      return shortfall(bytes: min(max(0, bytes), 1 << 40), perByte: 1, work: Self.fontReserveBytes) == nil
        ? nil : "no room to read the file again"
    }
  }

  /// Why a font file of `bytes` bytes is not read or mapped, or another face of a file read is
  /// not made (`bytes` 0): `nil` when the limit leaves it and ``fontReserveBytes``, or the usage
  /// cannot be read.
  func fontFileShortfall(bytes: Int) -> String? {
    let needed = min(max(0, bytes), 1 << 40) + Self.fontReserveBytes
    guard let room = headroom(), room < needed else { return nil }
    return
      "\(limitName) leaves \(Self.megabytes(max(0, room))), too little to load a font file of \(bytes) bytes "
      + "with \(Self.megabytes(Self.fontReserveBytes)) beside it; not loaded. Raise it (\(raise))"
  }

  /// Why a folder listing stops (`nil` while it may go on, or the usage cannot be read): the
  /// entries the walks keep until they end would take the process past the limit (the
  /// forty-second attack's A42-4: 150,000–300,000 entries ended walks in a failed allocation).
  func listingShortfall(entriesHeld: Int) -> String? {
    let reserve = Self.listingReserveBytes + min(max(0, entriesHeld), 1 << 30) * Self.bytesPerListedEntry
    guard let room = headroom(), room < reserve else { return nil }
    return "\(limitName) leaves \(Self.megabytes(max(0, room))), too little to list more of the input (what "
      + "the walks list is kept until they end); not listed. Raise it (\(raise)), or give narrower paths"
  }

  /// Why `merge` does not merge `count` NDJSON shards (`nil` when they fit, or the usage cannot
  /// be read): each is kept open with ``bytesPerMergedShard``.
  func ndjsonShardsShortfall(count: Int) -> String? {
    guard let room = headroom() else { return nil }
    let needed = max(0, count).multipliedReportingOverflow(by: Self.bytesPerMergedShard)
    guard needed.overflow || needed.partialValue > room else { return nil }
    let bytes = needed.overflow ? Int.max / 2 : needed.partialValue
    return
      "merging \(count) NDJSON shards keeps each open with its read buffer and summary, about "
      + "\(Self.megabytes(bytes)) in all, and \(limitName) leaves \(Self.megabytes(max(0, room))); nothing was "
      + "merged. Raise the limit (\(raise)), or split the run into fewer shards"
  }

  /// What an NDJSON merge holds for each byte of a shard's summary line past the
  /// ``summaryBytesPerMergedShard`` that ``bytesPerMergedShard`` already counts: the line's head
  /// and counts kept, and the copies made comparing the heads: 4.
  static let bytesPerMergedSummaryByte = 4
  /// The summary line ``bytesPerMergedShard`` was measured with: 32 KiB (A39-1's 34 KB lines).
  static let summaryBytesPerMergedShard = 32 << 10

  /// Why an NDJSON merge cannot go on after reading a summary line of `lineBytes` bytes with
  /// `shardsLeft` shards (this one included) still to read, each taken to have as long a line
  /// (`nil` when they fit): the room is looked at again for each shard, so what the shards
  /// before took counts (the fortieth attack's A40-2: ten shards of 1.1 MB summary lines ended
  /// a merge under `ulimit -v 150000`).
  func mergedSummaryShortfall(lineBytes: Int, shardsLeft: Int) -> String? {
    guard let room = headroom() else { return nil }
    let longer = min(max(0, lineBytes - Self.summaryBytesPerMergedShard), 1 << 40)
    let perShard = longer * Self.bytesPerMergedSummaryByte + Self.bytesPerMergedShard
    let needed = min(max(0, shardsLeft), 1 << 20).multipliedReportingOverflow(by: perShard)
    guard needed.overflow || needed.partialValue > room else { return nil }
    return
      "its summary line of \(lineBytes) bytes, with the \(shardsLeft - 1) shards after it, needs about "
      + "\(Self.megabytes(needed.overflow ? Int.max / 2 : needed.partialValue)) to merge, and \(limitName) leaves "
      + "\(Self.megabytes(max(0, room))); nothing was merged. Raise the limit (\(raise)), or split the run into "
      + "fewer shards"
  }

  /// The longest line an NDJSON merge can hold in the room left (at least 64 KiB), when that
  /// is less than `longest`; `nil` when it is not, or the usage cannot be read.
  func mergedLineLimit(below longest: Int) -> Int? {
    guard let room = headroom() else { return nil }
    let fitting = max(1 << 16, max(0, room) / Self.bytesPerMergedLineByte)
    return fitting < longest ? fitting : nil
  }

  /// What merging JSON shards takes, per byte of the shards: they are held whole while merged,
  /// with their parts, about 2.8 times their size (three 10.5 MB shards: 87.7 MB; Docs/
  /// Reliability.md, "Fixes after the twelfth attack (fix13b)").
  static let bytesPerJSONShardByte = 3

  /// Why `merge` does not read JSON shards of `bytes` bytes in all (`nil` when they fit): held
  /// whole, they take about ``bytesPerJSONShardByte`` times their size beside ``workBytes``
  /// (the sixteenth attack's A16-8: three 55–59 MB shards ended the process under 150–400 MB).
  func jsonShardsShortfall(bytes: Int) -> String? {
    guard let (needed, room) = shortfall(bytes: bytes, perByte: Self.bytesPerJSONShardByte) else {
      return nil
    }
    return
      "merging these JSON shards (\(bytes) bytes in all, held whole while merged) needs about "
      + "\(Self.megabytes(needed)), and \(limitName) leaves \(Self.megabytes(room)); nothing was merged. "
      + "Raise the limit (\(raise)), or merge the shards written as NDJSON (check --shard K/N -f ndjson), which "
      + "are read a line at a time"
  }

  /// Why the check stops before its next chunk of rows (`nil` when it fits): the chunk needs
  /// ``workBytes``, and the report's end ``rowBytes`` for each row checked before and in it and
  /// `ReportMemory.endBytesPerFinding` for each finding kept so far (the seventeenth attack's
  /// A17-19: 640,000 problems of 20,000 rows).
  func rowShortfall(rowsChecked: Int, chunkRows: Int, findingsKept: Int = 0) -> String? {
    let rows = (rowsChecked + chunkRows).multipliedReportingOverflow(by: Self.rowBytes)
    let findings = max(0, findingsKept).multipliedReportingOverflow(by: ReportMemory.endBytesPerFinding)
    let total = rows.partialValue.addingReportingOverflow(findings.partialValue)
    // More than any memory: refused like any need past the room.
    let bytes = rows.overflow || findings.overflow || total.overflow ? Int.max / 2 : total.partialValue
    guard let (needed, room) = shortfall(bytes: bytes, perByte: 1) else { return nil }
    return
      "stopped after \(rowsChecked) rows: \(limitName) leaves \(Self.megabytes(room)), and the next "
      + "rows with the report of those checked need about \(Self.megabytes(needed)); the rows from this file "
      + "on were not checked. Raise the limit (\(raise)), or check fewer files at a time"
  }
}
