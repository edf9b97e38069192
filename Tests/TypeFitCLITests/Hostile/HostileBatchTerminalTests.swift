import Foundation
import Testing
import TypeFitCLI
import TypeFitConcurrency

/// `measure --batch` messages on standard error quote request values; a value holding ESC or
/// BEL must not reach the terminal raw (it could set the window title or clear the screen).
@Suite("Hostile input: measure --batch messages cannot drive the terminal")
struct HostileBatchTerminalTests {
  @Test("font, style, category, weight and field names with ESC/BEL are escaped on stderr; stdout stays JSON")
  func escapedMessages() throws {
    let requests = [
      #"{"id":1,"text":"a","size":17,"font":"/nonexistent/\u001b]0;PWNED\u0007.ttf"}"#,
      #"{"id":2,"text":"a","style":"b\u001b[31mx"}"#,
      #"{"id":3,"text":"a","style":"body","category":"\u001b]0;x\u0007"}"#,
      #"{"id":4,"text":"a","size":17,"weight":"\u001b[31m"}"#,
      #"{"id":5,"text":"a","size":17,"\u001b[2J":1}"#,
    ]
    let run = CapturedRun(["measure", "--batch"], readLine: LineFeed(requests).next)
    #expect(run.exitCode == 3)
    let stderrLines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(stderrLines.count == 6)  // five messages and the final empty piece
    #expect(!run.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(stderrLines[0].hasPrefix(#"Error: stdin:1: font '/nonexistent/\u{1B}]0;PWNED\u{7}.ttf'"#))
    #expect(stderrLines[1].hasPrefix(#"Error: stdin:2: unknown text style 'b\u{1B}[31mx'"#))
    #expect(stderrLines[2].hasPrefix(#"Error: stdin:3: unknown content size category '\u{1B}]0;x\u{7}'"#))
    #expect(stderrLines[3].hasPrefix(#"Error: stdin:4: unknown weight '\u{1B}[31m'"#))
    #expect(stderrLines[4].hasPrefix(#"Error: stdin:5: unknown field "\u{1B}[2J""#))
    // Standard output keeps each message in JSON's own escaping, one line per request.
    let output = run.stdout.split(separator: "\n")
    #expect(output.count == 5)
    let third = try #require(
      JSONSerialization.jsonObject(with: Data(output[2].utf8)) as? [String: Any])
    #expect((third["error"] as? String)?.hasPrefix("unknown content size category '\u{1B}]0;x\u{7}'") == true)
  }

  @Test("CommandIO.message escapes the whole message, then writes its trailer as given; err stays raw")
  func messageWriter() {
    let written = Locked("")
    let io = CommandIO(stdout: { _ in }, stderr: { text in written.withLock { $0 += text } })
    io.message("Error: unknown command 'a\u{1B}[2Jb\nc'", then: "Usage: typefit <command>\n")
    io.message("Note: plain text, as it was")
    io.err("\r\u{1B}[2K")
    #expect(
      written.withLock { $0 }
        == "Error: unknown command 'a\\u{1B}[2Jb\\nc'\nUsage: typefit <command>\nNote: plain text, as it was\n\r\u{1B}[2K"
    )
  }

  @Test("an unknown command and a usage error with ESC are escaped on stderr, the usage lines kept")
  func escapedUsage() {
    let unknown = CapturedRun(["che\u{1B}[2Jck"])
    #expect(unknown.exitCode == 2)
    #expect(
      unknown.stderr.hasPrefix(
        "Error: unknown command 'che\\u{1B}[2Jck'")
        && unknown.stderr.contains("\nUsage: typefit <command> [options]; see typefit --help\n"),
      "\(unknown.stderr)")
    let usage = CapturedRun(["row", "--title", "Hi", "--list-style", "x\u{1B}]0;T\u{7}"])
    #expect(usage.exitCode == 2)
    #expect(!usage.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(usage.stderr)")
    #expect(usage.stderr.contains("\nUsage: typefit row"), "\(usage.stderr)")
  }
}
