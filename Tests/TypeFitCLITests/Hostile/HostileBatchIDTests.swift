import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// `measure --batch` gives every id back exactly as it was sent: a JSON number as its own text
/// (eighth attack F14: `1e2`, `1.0` and `-0` came back as `100`, `1` and `0`, so a client that
/// matches answers by id text lost them; numbers beyond 2^53 were refused).
@Suite("Hostile input: measure --batch ids as sent")
struct HostileBatchIDTests {
  @Test(
    "number ids come back as written: 1e2, 1.0, -0, 1E+2, 0.5e-3, 2^53 + 1, 1e300 and a 100-digit one; on error lines too"
  )
  func numbersAsWritten() {
    let big = "1" + String(repeating: "0", count: 99)
    let ids = ["1e2", "1.0", "-0", "1E+2", "0.5e-3", "9007199254740993", "1e300", big, "7"]
    let lines = LineFeed(
      ids.map { #"{"id":\#($0),"text":"Hi","size":17}"# } + [#"{"id":1.50,"text":"Hi","size":-1}"#])
    let run = CapturedRun(["measure", "--batch", "--font", HostileNumberTests.inter], readLine: lines.next)
    #expect(run.exitCode == 3)
    let output = run.stdout.split(separator: "\n").map(String.init)
    #expect(output.count == ids.count + 1)
    for (line, id) in zip(output, ids) {
      #expect(line.hasPrefix(#"{"id":\#(id),"lines":1,"#), "\(line)")
    }
    #expect(
      output.last == #"{"id":1.50,"error":"\"size\" must be a number from 1 to 1000, got -1"}"#)
    // Strings are echoed as before.
    let text = CapturedRun(
      ["measure", "--batch", "--font", HostileNumberTests.inter],
      readLine: LineFeed([#"{"id":"1e2","text":"Hi","size":17}"#]).next)
    #expect(text.stdout.hasPrefix(#"{"id":"1e2","lines":1,"#))
  }

  @Test("a byte order mark before the first line is skipped (A13-19); before a later line it is an error")
  func byteOrderMark() {
    let lines = LineFeed([
      "\u{FEFF}" + #"{"id":1,"text":"Hi","size":17}"#, "\u{FEFF}" + #"{"id":2,"text":"Hi","size":17}"#,
    ])
    let run = CapturedRun(["measure", "--batch", "--font", HostileNumberTests.inter], readLine: lines.next)
    let output = run.stdout.split(separator: "\n").map(String.init)
    #expect(output.count == 2)
    #expect(output.first?.hasPrefix(#"{"id":1,"lines":1,"#) == true, "\(output)")
    #expect(
      output.last
        == #"{"id":null,"error":"not valid JSON at column 1: unexpected character byte 0xef; expected a value"}"#
    )
    #expect(run.exitCode == 3)
  }
}
