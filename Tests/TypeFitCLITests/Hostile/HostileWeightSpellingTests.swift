import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// A weight given as a number is written as weights are, digits alone (`400`), wherever it is
/// read: `+400`, `0400`, `4e2` and `400.0` are refused with the allowed form (eighth attack F15:
/// `"+400"` and `"0400"` were taken as 400).
@Suite("Hostile input: weight spellings")
struct HostileWeightSpellingTests {
  /// The message for a weight written in another spelling of a number.
  static func refusal(_ text: String, as value: Int? = 400) -> String {
    "weight '\(text)' must be a whole number from 1 to 1000 written in digits alone, with no sign, "
      + "leading zero, fraction or exponent" + (value.map { " (as \($0))" } ?? "")
      + ", or one of the names \(FontWeight.namesAndNumbers)"
  }

  @Test("FontWeight reads digits alone as a number; other spellings name no weight")
  func spellings() {
    #expect(FontWeight.resolving("400")?.weight == .regular)
    #expect(FontWeight.resolving("1000")?.weight == .black)
    for text in ["+400", "0400", "4e2", "400.0", " 400", "400 ", "-400", "0", "00400", "٤٠٠"] {
      #expect(FontWeight.resolving(text) == nil, "\(text)")
      #expect(FontWeight(parsing: text) == nil, "\(text)")
    }
    #expect(FontWeight.refusal(of: "+400") == Self.refusal("+400"))
    #expect(FontWeight.refusal(of: "0") == Self.refusal("0", as: nil))
    #expect(
      FontWeight.refusal(of: "bolder")
        == "unknown weight 'bolder'; valid: \(FontWeight.namesAndNumbers), or a number 1–1000")
  }

  @Test(
    "on the command line: --weight and --title-weight +400 and 0400 are usage errors",
    arguments: ["+400", "0400"])
  func commandLine(_ text: String) {
    let measure = CapturedRun(["measure", "--text", "Hi", "--size", "17", "--weight", text])
    #expect(measure.exitCode == 2)
    #expect(measure.stderr.hasPrefix("Error: \(Self.refusal(text))\n"), "\(measure.stderr)")
    let row = CapturedRun(["row", "--title", "Hi", "--title-weight", text])
    #expect(row.exitCode == 2)
    #expect(row.stderr.hasPrefix("Error: --title-weight: \(Self.refusal(text))\n"), "\(row.stderr)")
  }

  @Test("in typefit.json: \"+400\" and 4e2 are refused at their line and column; 400 and \"400\" are read")
  func configuration() throws {
    for (value, shown) in [(#""+400""#, "+400"), ("4e2", "4e2"), ("400.0", "400.0")] {
      let folder = try Hostile.folderWithGoodFile()
      try folder.write("typefit.json", "{\"titleWeight\": \(value)}\n")
      let run = Hostile.check([folder.path])
      #expect(run.exitCode == 2, "\(value)")
      #expect(
        run.stderr.hasPrefix(
          "Error: invalid configuration: \(folder.path)/typefit.json:1:17: titleWeight: \(Self.refusal(shown))"
        ),
        "\(run.stderr)")
    }
    for value in ["400", #""400""#] {
      let folder = try Hostile.folderWithGoodFile()
      try folder.write("typefit.json", "{\"titleWeight\": \(value)}\n")
      #expect(Hostile.check([folder.path]).exitCode == 0, "\(value)")
    }
  }

  @Test("in a stack file: a face weight 4e2 or 400.0 is refused at its place")
  func stackFile() throws {
    for value in ["4e2", "400.0"] {
      let folder = try TemporaryFolder()
      let before =
        #"{"name":"x","summary":"y","searchPaths":[],"metrics":{"tracking":"none"},"primary":[{"family":"F","faces":[{"weight":"#
      try folder.write(
        "stack.json", before + value + #","file":"\#(HostileNumberTests.inter)"}]}]}"#)
      let run = CapturedRun([
        "measure", "--text", "Hi", "--size", "17", "--stack", folder.path + "/stack.json",
      ])
      #expect(run.exitCode == 3)
      #expect(
        run.stderr.contains(
          "stack.json:1:\(before.utf8.count + 1): \"primary[0].faces[0].weight\" must be 100, 200, … or 900 "
            + "written in digits alone, got \(value)"), "\(run.stderr)")
    }
  }

  @Test("in measure --batch: \"+400\", \"0400\" and 4e2 are error lines; 400 and \"400\" are measured")
  func batch() {
    let lines = LineFeed([
      #"{"id":1,"text":"Hi","size":17,"weight":"+400"}"#, #"{"id":2,"text":"Hi","size":17,"weight":"0400"}"#,
      #"{"id":3,"text":"Hi","size":17,"weight":4e2}"#, #"{"id":4,"text":"Hi","size":17,"weight":400}"#,
      #"{"id":5,"text":"Hi","size":17,"weight":"400"}"#,
    ])
    let run = CapturedRun(["measure", "--batch", "--font", HostileNumberTests.inter], readLine: lines.next)
    #expect(run.exitCode == 3)
    let output = run.stdout.split(separator: "\n").map(String.init)
    #expect(output.count == 5)
    for (index, text) in ["+400", "0400", "4e2"].enumerated() {
      #expect(output[index] == #"{"id":\#(index + 1),"error":"\#(Self.refusal(text))"}"#)
    }
    #expect(output[3].hasPrefix(#"{"id":4,"lines":1,"#))
    #expect(output[4].hasPrefix(#"{"id":5,"lines":1,"#))
  }
}
