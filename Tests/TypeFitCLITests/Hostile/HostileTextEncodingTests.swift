import Foundation
import Testing
import TypeFitCLI
import TypeFitConcurrency

/// Text to measure that is not Unicode is refused by name, never measured as U+FFFD.
@Suite("Hostile input: text that is not UTF-8")
struct HostileTextEncodingTests {
  /// Runs `typefit` with arguments and standard-input lines given as bytes.
  private func run(_ arguments: [[UInt8]], lines: [[UInt8]] = []) -> (Int32, String, String) {
    let out = Locked("")
    let err = Locked("")
    let feed = Locked(lines)
    let io = CommandIO(
      stdout: { text in out.withLock { $0 += text } }, stderr: { text in err.withLock { $0 += text } },
      readLineBytes: { feed.withLock { $0.isEmpty ? nil : $0.removeFirst() } })
    let code = TypeFitTool.run(argumentBytes: arguments, io: io)
    return (code, out.value, err.value)
  }

  @Test(
    "measure --batch: invalid UTF-8 and a lone \\uD800 are errors naming stdin:line; the others are measured")
  func batchLines() {
    let (code, stdout, stderr) = run(
      ["measure", "--batch"].map { Array($0.utf8) },
      lines: [
        Array(#"{"id":1,"text":"Hi","size":17}"#.utf8),
        Array(#"{"id":2,"text":"a"#.utf8) + [0xFF] + Array(#"b","size":17}"#.utf8),
        Array(#"{"id":3,"text":"\ud800x","size":17}"#.utf8), Array(#"{"id":4,"text":"Yo","size":17}"#.utf8),
      ])
    #expect(code == 3)
    let output = stdout.split(separator: "\n")
    #expect(output.count == 4)
    #expect(output[0].hasPrefix(#"{"id":1,"#) && output[3].hasPrefix(#"{"id":4,"#))
    #expect(
      output[1]
        == #"{"id":null,"error":"not valid UTF-8 at column 18 (byte 0xFF); send the requests as UTF-8"}"#)
    #expect(
      output[2]
        == #"{"id":null,"error":"not valid JSON at column 17: lone surrogate \\uD800 is not a character (UTF-16 surrogates come in pairs)"}"#
    )
    #expect(
      stderr == "Error: stdin:2: not valid UTF-8 at column 18 (byte 0xFF); send the requests as UTF-8\n"
        + "Error: stdin:3: not valid JSON at column 17: lone surrogate \\uD800 is not a character (UTF-16 surrogates come in pairs)\n"
    )
  }

  @Test("measure --text with bytes that are not UTF-8 is a usage error naming --text (exit 2)")
  func textOption() {
    let bad: [UInt8] = [0x61, 0xFF]
    for arguments in [
      [Array("measure".utf8), Array("--text".utf8), bad, Array("--size".utf8), Array("17".utf8)],
      [Array("measure".utf8), Array("--text=".utf8) + bad, Array("--size".utf8), Array("17".utf8)],
    ] {
      let (code, stdout, stderr) = run(arguments)
      #expect(code == 2)
      #expect(stdout.isEmpty)
      #expect(
        stderr
          == "Error: the value of --text is not valid UTF-8 (byte 0xFF at byte 2); pass the text as UTF-8\n")
    }
  }

  @Test("any other argument that is not UTF-8 (a path) is refused by its position and escaped bytes")
  func otherArguments() throws {
    let error = #expect(throws: UsageError.self) {
      try ArgumentBytes.decode([Array("check".utf8), [0x66, 0xFF], Array("--title".utf8), Array("ok".utf8)])
    }
    #expect(
      error?.description
        == "argument 2, f\\xFF, is not valid UTF-8; paths and values must be UTF-8 (rename the file or folder)"
    )
    #expect(
      try ArgumentBytes.decode([Array("check".utf8), Array("App/é".utf8)]) == ["check", "App/é"])
  }

  @Test(
    "-o with a byte that is not UTF-8 is refused (exit 2): the file named with U+FFFD is not replaced (eighth attack F3)",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func outputPathNotUTF8() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("r\u{FFFD}.json", "KEEP\n")
    let run = try Hostile.runBinary(
      [
        "-c", "exec \"$0\" check \"$1\" -f json -q -o \"$1/$(printf 'r\\377.json')\"",
        try #require(Hostile.binary), folder.path,
      ],
      executable: "/bin/sh")
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: argument 7, \(folder.path)/r\\xFF.json, is not valid UTF-8; paths and values must be UTF-8"),
      "\(run.stderr)")
    #expect(try String(contentsOfFile: folder.path + "/r\u{FFFD}.json", encoding: .utf8) == "KEEP\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 2)
  }
}
