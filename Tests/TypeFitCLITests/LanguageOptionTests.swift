import Foundation
import Testing

@testable import TypeFitCLI

/// fresh22 F22-12: `--lang` (row, measure) and a batch line's `"lang"` are read as `--locales`
/// entries are: `de_DE` is `de-DE` (it was refused by the text core with exit 3), a value that is
/// not a tag is a usage error naming the option, and a language no ISO 639 list has is warned of.
@Suite struct LanguageOptionTests {
  @Test("row --lang de_DE is measured as de-DE, with nothing on standard error")
  func rowUnderscore() throws {
    let run = CapturedRun(["row", "--title", "Datenschutz", "--lang", "de_DE", "--format", "json"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty)
    let report = try #require(try run.jsonObject()["report"] as? [String: Any])
    let row = try #require(report["row"] as? [String: Any])
    #expect(row["language"] as? String == "de-DE")
    let hyphen = CapturedRun(["row", "--title", "Datenschutz", "--lang", "de-DE", "--format", "json"])
    #expect(run.stdout == hyphen.stdout)
  }

  @Test("a --lang that is not a language tag is a usage error (exit 2) naming the option and value")
  func malformed() {
    for command in [["row", "--title", "X"], ["measure", "--text", "X", "--size", "17"]] {
      let run = CapturedRun(command + ["--lang", "de DE"])
      #expect(run.exitCode == 2)
      #expect(
        run.stderr.hasPrefix(
          "Error: --lang: 'de DE' is not a BCP 47 language tag (such as de, pt-BR or zh-Hant)\nUsage: typefit \(command[0])"
        ), "\(run.stderr)")
    }
  }

  @Test("an unknown language is measured, exit 0, with a warning suggesting the code its English name has")
  func unknownLanguage() {
    let run = CapturedRun(["row", "--title", "X", "--lang", "german", "--categories", "large"])
    #expect(run.exitCode == 0)
    #expect(
      run.stderr
        == "Warning: --lang: 'german' does not start with a known language code (ISO 639, such as de or fil), "
        + "so it is measured with the default line breaking and fonts; did you mean de?\n")
    let code = CapturedRun(["measure", "--text", "X", "--size", "17", "--lang", "dee"])
    #expect(code.exitCode == 0)
    #expect(
      code.stderr
        == "Warning: --lang: 'dee' does not start with a known language code (ISO 639, such as de or fil), "
        + "so it is measured with the default line breaking and fonts\n")
    // Three-letter codes ICU knows, a script and region, and private use are not warned of.
    for tag in ["fil", "zh-Hant-TW", "x-private", "sr_Latn"] {
      #expect(
        CapturedRun(["measure", "--text", "X", "--size", "17", "--lang", tag]).stderr.isEmpty, "\(tag)")
    }
  }

  @Test("measure --lang ja_JP measures as ja-JP; a batch line's \"lang\" is read the same way")
  func measureAndBatch() {
    let text = "日本語の文章を折り返します"
    let underscore = CapturedRun([
      "measure", "--text", text, "--size", "17", "--width", "60", "--lang", "ja_JP",
    ])
    let hyphen = CapturedRun(["measure", "--text", text, "--size", "17", "--width", "60", "--lang", "ja-JP"])
    #expect(underscore.exitCode == 0, "\(underscore.stderr)")
    #expect(underscore.stdout == hyphen.stdout)
    let lines = LineSource([
      #"{"id":1,"text":"Hi","size":17,"lang":"de_DE"}"#,
      #"{"id":2,"text":"Hi","size":17,"lang":"german"}"#,
      #"{"id":3,"text":"Hi","size":17,"lang":"de DE"}"#,
    ])
    let batch = CapturedRun(["measure", "--batch"], readLine: lines.next)
    #expect(batch.exitCode == 3)
    let output = batch.stdout.split(separator: "\n").map(String.init)
    #expect(output.count == 3)
    #expect(output[0].hasPrefix(#"{"id":1,"lines":1,"#))
    #expect(output[1].hasPrefix(#"{"id":2,"lines":1,"#))
    #expect(
      output[2]
        == #"{"id":3,"error":"\"lang\": 'de DE' is not a BCP 47 language tag (such as de, pt-BR or zh-Hant)"}"#
    )
    #expect(
      batch.stderr
        == "Warning: stdin:2: \"lang\": 'german' does not start with a known language code (ISO 639, such as de "
        + "or fil), so it is measured with the default line breaking and fonts; did you mean de?\n"
        + "Error: stdin:3: \"lang\": 'de DE' is not a BCP 47 language tag (such as de, pt-BR or zh-Hant)\n")
  }

  /// The fifty-first attack's A51-2: a batch line's size, style and category problems were said
  /// in the command line's words (`give either --size or --style`), though a line has no options.
  @Test("A batch line's size, style and category are named as its fields; the options as options")
  func batchFieldNames() {
    let lines = LineSource([
      #"{"id":1,"text":"a","size":17,"style":"body"}"#,
      #"{"id":2,"text":"a","category":"AX5"}"#,
      #"{"id":3,"text":"a"}"#,
    ])
    let batch = CapturedRun(["measure", "--batch"], readLine: lines.next)
    #expect(batch.exitCode == 3)
    #expect(
      batch.stdout.split(separator: "\n").map(String.init) == [
        #"{"id":1,"error":"give either \"size\" or \"style\", not both"}"#,
        #"{"id":2,"error":"\"category\" needs \"style\""}"#,
        #"{"id":3,"error":"give \"size\" (points) or \"style\" (a text style, with \"category\")"}"#,
      ])
    let options = [
      ["--size", "17", "--style", "body"], ["--category", "AX5"], [],
    ].map {
      CapturedRun(["measure", "--text", "a"] + $0).stderr.split(separator: "\n").first.map(String.init)
    }
    #expect(
      options == [
        "Error: give either --size or --style, not both", "Error: --category needs --style",
        "Error: give --size PT or --style S (with --category C)",
      ])
  }
}
