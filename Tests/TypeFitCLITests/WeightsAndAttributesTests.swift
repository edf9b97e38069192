import Foundation
import Testing

/// Nine weights by name and number, italic and tabular digits, on the command line.
@Suite("Weights, italic and monospaced digits on the command line")
struct WeightsAndAttributesTests {
  private func naturalWidth(_ arguments: [String]) throws -> Double {
    let run = CapturedRun(
      ["measure", "--text", "Hello 2024", "--size", "17", "--format", "json"] + arguments)
    #expect(run.exitCode == 0, "\(run.stderr)")
    return try #require(try run.jsonObject()["naturalWidth"] as? Double)
  }

  @Test("Every weight is accepted by name and by number, and the two agree")
  func nineWeights() throws {
    let names = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
    var previous = 0.0
    for (i, name) in names.enumerated() {
      let byName = try naturalWidth(["--weight", name])
      let byNumber = try naturalWidth(["--weight", String((i + 1) * 100)])
      #expect(byName == byNumber, "\(name)")
      #expect(byName > previous, "\(name) is wider than the weight before it")
      previous = byName
    }
  }

  @Test("A number between weights is the nearest weight, with a note on standard error")
  func nearestWeight() throws {
    let run = CapturedRun(["measure", "--text", "Hello", "--size", "17", "--weight", "650"])
    #expect(run.exitCode == 0)
    #expect(run.stdout.contains("at 17 pt semibold"))
    #expect(run.stderr.contains("weight 650 is not one of the nine named weights; using semibold (600)"))
    let bad = CapturedRun(["measure", "--text", "Hello", "--size", "17", "--weight", "1001"])
    #expect(bad.exitCode == 2)
    #expect(bad.stderr.contains("black (900)"))
  }

  @Test("--help lists all nine weights")
  func help() {
    let run = CapturedRun(["measure", "--help"])
    for name in ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"] {
      #expect(run.stdout.contains(name), "\(name)")
    }
    #expect(run.stdout.contains("--italic") && run.stdout.contains("--monospaced-digits"))
  }

  @Test("Tabular digits make every digit as wide: 1111 and 0000 measure the same")
  func monospacedDigits() throws {
    func width(_ text: String, _ extra: [String]) throws -> Double {
      let run = CapturedRun(["measure", "--text", text, "--size", "17", "--format", "json"] + extra)
      return try #require(try run.jsonObject()["naturalWidth"] as? Double)
    }
    #expect(try width("1111", []) < width("0000", []) - 5)
    #expect(abs(try width("1111", ["--monospaced-digits"]) - width("0000", ["--monospaced-digits"])) < 1e-9)
  }

  @Test("Italic uses Inter's italic faces; the JSON says so")
  func italic() throws {
    let run = CapturedRun([
      "measure", "--text", "Hello", "--size", "17", "--format", "json", "--italic", "--metrics", "font",
    ])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(try run.jsonObject()["italic"] as? Bool == true)
    let upright = try naturalWidth(["--metrics", "font"])
    let slanted = try naturalWidth(["--metrics", "font", "--italic"])
    #expect(upright != slanted)
  }

  @Test("measure --batch takes numeric weights, italic and monospacedDigits")
  func batch() {
    let lines = BatchInput([
      #"{"id":1,"text":"Hello","size":17,"weight":400}"#,
      #"{"id":2,"text":"Hello","size":17,"weight":"regular"}"#,
      #"{"id":3,"text":"Hello","size":17,"weight":450,"italic":true,"monospacedDigits":true}"#,
      #"{"id":4,"text":"Hello","size":17,"italic":"yes"}"#,
    ])
    let run = CapturedRun(["measure", "--batch"], readLine: lines.next)
    let output = run.stdout.split(separator: "\n").map(String.init)
    #expect(output.count == 4)
    #expect(output[0].replacingOccurrences(of: #""id":1"#, with: #""id":2"#) == output[1])
    #expect(output[2].contains(#""naturalWidth""#))
    #expect(
      run.stderr.contains("stdin:3: weight 450 is not one of the nine named weights; using regular (400)"))
    #expect(output[3].contains(#""error":"\"italic\" must be true or false""#))
  }

  @Test("row takes label weights, italic and monospaced digits per role")
  func row() throws {
    let run = CapturedRun([
      "row", "--title", "Account", "--title-weight", "700", "--value", "12:30", "--monospaced-digits",
      "value",
      "--italic", "title", "--categories", "large", "--format", "json",
    ])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stdout.contains(#""weight": "bold""#))
    let bad = CapturedRun(["row", "--title", "Account", "--italic", "titel"])
    #expect(bad.exitCode == 2)
    #expect(bad.stderr.contains("label role 'titel'"))
  }
}

/// Lines standing in for standard input.
private final class BatchInput: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String]
  init(_ lines: [String]) { self.lines = lines }
  func next() -> String? {
    lock.lock()
    defer { lock.unlock() }
    return lines.isEmpty ? nil : lines.removeFirst()
  }
}
