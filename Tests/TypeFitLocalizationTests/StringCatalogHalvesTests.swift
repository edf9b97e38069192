import Foundation
import Testing

@testable import TypeFitLocalization

/// A String Catalog read in two halves at once (``CatalogHalves``) must give what one reading
/// gives: the same strings in the same order and the same diagnostics, under the same limits of
/// 100 per severity, whatever falls on either side of the split.
@Suite("String Catalogs read in two halves")
struct StringCatalogHalvesTests {
  /// Counts the halves started; `threads` starts each on a Foundation thread, otherwise the
  /// second half is read at once on the calling thread (the same merge, in a fixed order).
  private final class Starts: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var started: Int { lock.withLock { count } }

    func halves(threads: Bool) -> CatalogHalves {
      CatalogHalves(minimumBytes: 0) { work in
        self.lock.withLock { self.count += 1 }
        guard threads else {
          work()
          return {}
        }
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
          work()
          done.signal()
        }
        thread.stackSize = 2 << 20
        thread.start()
        return { done.wait() }
      }
    }
  }

  /// The catalog read once on one thread and once in halves: strings and diagnostics as text.
  private func bothReadings(_ document: String, threads: Bool = false) -> (
    serial: [String], halves: [String], started: Int
  ) {
    let starts = Starts()
    func read(_ halves: CatalogHalves?) -> [String] {
      var stream = LocalizedStringStream(
        catalog: StringCatalogStream(
          Array(document.utf8), path: "L.xcstrings", options: LocalizationReadOptions(), halves: halves))
      let result = stream.readAll()
      return result.strings.map {
        "\($0.key)|\($0.locale)|\($0.value)|\($0.location.line):\($0.location.column)|\($0.comment ?? "-")"
      } + result.diagnostics.map { "\($0.severity) \($0.kind) \($0.description)" }
    }
    return (read(nil), read(starts.halves(threads: threads)), starts.started)
  }

  /// `count` entries, one per line, made by `entry(index)`, inside a catalog.
  private func catalog(_ count: Int, tail: String = "", _ entry: (Int) -> String) -> String {
    #"{"sourceLanguage":"en","strings":{"# + "\n" + (0..<count).map(entry).joined(separator: ",\n") + "\n}"
      + tail + "}"
  }

  private func plain(_ index: Int) -> String {
    #""k\#(index)":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"W\#(index)"}}}}"#
  }

  @Test("plain entries: the same strings in order, split once", arguments: [false, true])
  func plainEntries(threads: Bool) {
    let readings = bothReadings(catalog(400, tail: #","version":"1.0""#, plain), threads: threads)
    #expect(readings.started == 1)
    #expect(readings.halves == readings.serial)
    #expect(readings.serial.count == 800)
  }

  @Test(
    "errors and warnings on both sides keep the limits of 100 per severity as one reading does",
    arguments: [(40, 80), (150, 150), (0, 250), (250, 0)])
  func diagnosticLimits(firstHalf: Int, secondHalf: Int) {
    // Each bad entry has an error (a comment that is no string) and a warning (an unknown state).
    let total = 600
    let document = catalog(total) { index in
      let bad = index < total / 2 ? index < firstHalf : index - total / 2 < secondHalf
      guard bad else { return plain(index) }
      return
        #""k\#(index)":{"comment":\#(index),"localizations":{"de":{"stringUnit":{"state":"odd","value":"x"}}}}"#
    }
    let readings = bothReadings(document)
    #expect(readings.started == 1)
    #expect(readings.halves == readings.serial)
    let errors = firstHalf + secondHalf
    #expect(
      readings.serial.filter { $0.hasPrefix("error") }.count == min(errors, 100) + (errors > 100 ? 1 : 0))
    if errors > 100 {
      #expect(
        readings.serial.contains {
          $0.hasSuffix("and \(errors - 100) more errors in this file; only the first 100 are listed")
        })
    }
  }

  @Test("a key defined in both halves keeps its last definition, and each earlier one is reported")
  func duplicateKeysAcrossHalves() {
    let document = catalog(300) { index in
      index == 10 || index == 100 || index == 290 ? plain(5) : plain(index)
    }
    let readings = bothReadings(document)
    #expect(readings.started == 1)
    #expect(readings.halves == readings.serial)
    #expect(readings.serial.filter { $0.contains("is defined again at line 292") }.count == 3)
  }

  @Test("the first unknown member is reported once, from either half")
  func unknownMembers() {
    for (first, second) in [(true, true), (true, false), (false, true)] {
      let document = catalog(300) { index in
        (first && index == 20) || (second && index == 250)
          ? #""k\#(index)":{"localizations":{"de":{"stringSet":{"state":"new","values":["x"]}}}}"#
          : plain(index)
      }
      let readings = bothReadings(document)
      #expect(readings.halves == readings.serial)
      #expect(readings.serial.filter { $0.contains("is not read (a string set") }.count == 1)
    }
  }

  @Test("lone surrogates, entries nested too deep and names written with escapes on both sides")
  func otherDiagnostics() {
    let document = catalog(300) { index in
      switch index % 50 {
      case 7: return #""k\#(index)":{"localizations":{"de":{"stringUnit":{"value":"a\uD800b"}}}}"#
      case 9:
        return #""k\#(index)":{"localizations":{"de":{"stringUnit":{"st\u0061te":"new","\u0076alue":"v"}}}}"#
      case 11:
        return #""k\#(index)":"# + String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
      default: return plain(index)
      }
    }
    let readings = bothReadings(document, threads: true)
    #expect(readings.started == 1)
    #expect(readings.halves == readings.serial)
    #expect(readings.serial.contains { $0.contains("lone surrogate") })
    #expect(readings.serial.contains { $0.contains("that entry was skipped") })
    #expect(readings.serial.contains { $0.hasPrefix("k59|de|v|") })
  }

  @Test("a syntax error in either half ends the file where one reading ends it", arguments: [30, 270])
  func syntaxError(at broken: Int) {
    let document = catalog(300) { index in
      index == broken
        ? #""k\#(index)":{"localizations":{"de":{"stringUnit":{"value":"x" "y"}}}}"# : plain(index)
    }
    let readings = bothReadings(document, threads: true)
    #expect(readings.started == 1)
    #expect(readings.halves == readings.serial)
    #expect(readings.serial.last?.contains("syntaxError") == true)
    #expect(readings.serial.filter { $0.contains("|de|W") }.count == broken)
  }

  @Test("a small file or one whose strings end before its middle is read on one thread")
  func noSplit() {
    let starts = Starts()
    var halves = starts.halves(threads: false)
    halves.minimumBytes = 1 << 20
    var small = LocalizedStringStream(
      catalog: StringCatalogStream(
        Array(catalog(50, plain).utf8), path: "L.xcstrings", options: .init(), halves: halves))
    #expect(small.readAll().strings.count == 100)
    let late = catalog(50, tail: #","padding":""# + String(repeating: "x", count: 20_000) + "\"", plain)
    var stream = LocalizedStringStream(
      catalog: StringCatalogStream(
        Array(late.utf8), path: "L.xcstrings", options: .init(), halves: starts.halves(threads: false)))
    #expect(stream.readAll().strings.count == 100)
    #expect(starts.started == 0)
  }
}
