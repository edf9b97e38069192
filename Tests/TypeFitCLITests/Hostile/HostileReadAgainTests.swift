import Foundation
import Testing
import _TypeFitTestSupport

/// Files read a second time, after their own read: by another file's `@string/` references, and
/// by SARIF's UTF-16 columns. Each is read as its own read reads it, under the same memory
/// questions, and never from a name standard input stood for (the forty-fifth attack).
@Suite(
  "Hostile input: files read again by references and by SARIF",
  .enabled(if: Hostile.binary != nil, "needs the built binary"))
struct HostileReadAgainTests {
  /// A45-2: the run refused a 9.9 MB `values/s0.xml` for the memory limit, then a reference in
  /// `values-de` parsed it outside every memory question: `failed to allocate`, exit 134, at
  /// every `ulimit -v` from 300,000 to 320,000.
  @Test(
    "a reference into a default values file refused for the memory limit: exit 3, the file named, no text from it"
  )
  func referenceIntoRefusedFile() throws {
    let folder = try TemporaryFolder("read-again")
    let filler = String(repeating: "A", count: 9_900_000)
    try folder.write(
      "app/values/s0.xml",
      "<resources><string name=\"fill\" translatable=\"false\">\(filler)</string>"
        + "<string name=\"target0\">Ziel</string></resources>\n")
    try folder.write(
      "app/values-de/strings.xml", "<resources><string name=\"r0\">@string/target0</string></resources>\n")
    let run = try Hostile.runBinary(
      ["check", folder.path + "/app", "-q", "-f", "json", "--fail-on", "never"], seconds: 300,
      addressSpaceKB: 310_000)
    #expect(!run.timedOut)
    #expect(run.exitCode == 3, "\(run.stderr)")
    #expect(!run.stderr.contains("Fatal error"))
    #expect(
      run.stderr.contains("\(folder.path)/app/values/s0.xml: reading this file of 9900110 bytes whole needs"))
    let json = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(!run.stdout.contains("Ziel"))
    #expect(results.allSatisfy { ($0["key"] as? String) != "target0" })
  }

  /// A45-4: SARIF's columns for standard input were read from the file `--stdin-name` named on
  /// disk, here outside the inputs, and gave column 14 for an error at 19.
  @Test("SARIF gives standard input's problems their line only, never reading the file its name names")
  func standardInputColumns() throws {
    let folder = try TemporaryFolder("read-again")
    try folder.write("outside/de.lproj/L.strings", "\"a\" = \"ééééééééé\" x;\n")
    try folder.write("stdin.strings", "\"a\" = \"aaaaaaaaa\" x;\n")
    let name = folder.path + "/outside/de.lproj/L.strings"
    let sarif = try Hostile.runBinary(
      ["check", "-", "--stdin-name", name, "-f", "sarif"], stdin: folder.path + "/stdin.strings")
    #expect(sarif.exitCode == 3)
    #expect(sarif.stdout.contains(#""region":{"startLine":1}"#), "\(sarif.stdout)")
    #expect(!sarif.stdout.contains("startColumn"))
    let xcode = try Hostile.runBinary(
      ["check", "-", "--stdin-name", name, "-f", "xcode"], stdin: folder.path + "/stdin.strings")
    #expect(
      xcode.stdout.contains("\(name):1:19: error: expected ';' after value, found a string"),
      "\(xcode.stdout)")
  }
}
