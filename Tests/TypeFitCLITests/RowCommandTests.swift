import Foundation
import Testing

@testable import TypeFitCLI

@Suite struct RowCommandTests {
  /// The layout of one category from `row --format json`.
  private func category(_ name: String, in run: CapturedRun) throws -> [String: Any] {
    let report = try #require(try run.jsonObject()["report"] as? [String: Any])
    let categories = try #require(report["categories"] as? [[String: Any]])
    return try #require(categories.first { $0["category"] as? String == name })
  }

  @Test("A one-line body row at Large is 44 pt on ios18 and 52 pt on ios26")
  func accountRowHeight() throws {
    let ios18 = CapturedRun(["row", "--title", "Account", "--categories", "large", "--format", "json"])
    #expect(ios18.exitCode == 0)
    #expect(try category("large", in: ios18)["height"] as? Double == 44)
    let ios26 = CapturedRun([
      "row", "--title", "Account", "--categories", "large", "--format", "json", "--platform", "ios26",
    ])
    #expect(ios26.exitCode == 0)
    #expect(try category("large", in: ios26)["height"] as? Double == 52)
  }

  /// The twenty-seventh attack's A27-4: `row -f svg` drew labels of any length (three
  /// 45,600-character labels: a 104 MB picture, 703 MB). A picture holds at most 10,000
  /// characters, as a row the HTML report of `check` draws; text and JSON lay the row out.
  @Test("svg and html draw a row of at most 10,000 characters; past it exit 2 before any layout")
  func pictureBudget() throws {
    let title = String(repeating: "Datenschutz ", count: 500)
    let value = String(repeating: "b", count: 4_001)
    for format in ["svg", "html"] {
      let refused = CapturedRun(["row", "--title", title, "--value", value, "--format", format])
      #expect(refused.exitCode == 2)
      #expect(
        refused.stderr
          == "Error: --format \(format) draws a row of at most 10000 characters (title, subtitle and value together, "
          + "in UTF-16 units), as the HTML report of typefit check does; this one has 10001. Give shorter labels, or "
          + "use --format text or json\n")
      #expect(refused.stdout.isEmpty)
    }
    let json = CapturedRun([
      "row", "--title", title, "--value", value, "--categories", "large", "--format", "json",
    ])
    #expect(json.exitCode != 2, "\(json.stderr)")
    let drawn = CapturedRun([
      "row", "--title", title, "--value", String(value.dropLast()), "--categories", "large", "--format",
      "svg",
      "--fail-on", "never",
    ])
    #expect(drawn.exitCode == 0, "\(drawn.stderr)")
    #expect(drawn.stdout.hasPrefix("<svg"))
  }

  /// The new-user walk's NU-11: the picture's title said "at 1 content size categories".
  @Test("--overlays picks the svg strip's overlays; html draws all by default (fresh-user U52-3)")
  func overlays() {
    let base = ["row", "--title", "Wi-Fi", "--categories", "large", "--format", "svg"]
    let plain = CapturedRun(base)
    #expect(plain.exitCode == 0)
    #expect(plain.stdout.contains("class=\"overlay touch-target"))
    #expect(!plain.stdout.contains("class=\"overlay text-frame"))
    #expect(!plain.stdout.contains("class=\"overlay margin"))
    let all = CapturedRun(base + ["--overlays", "all"])
    #expect(all.exitCode == 0)
    #expect(all.stdout.contains("class=\"overlay text-frame"))
    #expect(all.stdout.contains("class=\"overlay margin"))
    let chosen = CapturedRun(base + ["--overlays", "text, margins"])
    #expect(chosen.stdout.contains("class=\"overlay text-frame"))
    #expect(!chosen.stdout.contains("class=\"overlay touch-target"))
    let none = CapturedRun(base + ["--overlays", "none"])
    #expect(
      !none.stdout.contains("class=\"overlay touch-target")
        && !none.stdout.contains("class=\"overlay text-frame"))
    let typo = CapturedRun(base + ["--overlays", "targets,marigns"])
    #expect(typo.exitCode == 2)
    #expect(
      typo.stderr.hasPrefix(
        "Error: --overlays: 'marigns' is not an overlay (did you mean 'margins'?); use targets, truncation, text, "
          + "margins, all, none\n"))
    let empty = CapturedRun(base + ["--overlays", "targets,,text"])
    #expect(empty.stderr.hasPrefix("Error: --overlays: an empty entry is not an overlay"))
    let text = CapturedRun(["row", "--title", "Wi-Fi", "--overlays", "all"])
    #expect(text.exitCode == 2)
    #expect(
      text.stderr.hasPrefix(
        "Error: --overlays applies to the pictures of --format svg and html; this run writes text\n"))
  }

  /// The seventy-ninth attack's A79-7: `all,none` and `none,all` were accepted and both drew
  /// every overlay.
  @Test(
    "--overlays refuses all or none beside another entry (exit 2), in either order",
    arguments: ["all,none", "none,all", "targets,none", "all,margins", "all,all", " none , text"])
  func overlaysWholeListAlone(_ list: String) {
    let run = CapturedRun([
      "row", "--title", "Wi-Fi", "--categories", "large", "--format", "svg", "--overlays", list,
    ])
    #expect(run.exitCode == 2)
    #expect(run.stdout == "")
    // The first of the two the list holds is named.
    let name = list.split(separator: ",").map { $0.filter { $0 != " " } }.first {
      $0 == "all" || $0 == "none"
    }
    #expect(
      run.stderr.hasPrefix(
        "Error: --overlays: '\(name ?? "?")' stands alone; give it without other entries, or list the overlays wanted "
          + "(targets, truncation, text, margins)\n"))
  }

  @Test("svg's title counts its categories in the right number")
  func svgTitleNumber() {
    let one = CapturedRun(["row", "--title", "Wi-Fi", "--categories", "large", "--format", "svg"])
    #expect(one.stdout.contains("<title>Wi-Fi at 1 content size category</title>"))
    let two = CapturedRun(["row", "--title", "Wi-Fi", "--categories", "large...xLarge", "--format", "svg"])
    #expect(two.stdout.contains("<title>Wi-Fi at 2 content size categories</title>"))
  }

  @Test("Text output has a table per category with the row height and label metrics")
  func textTable() {
    let run = CapturedRun(["row", "--title", "Account", "--categories", "large...xLarge"])
    #expect(run.exitCode == 0)
    #expect(run.stdout.contains("large — row 44 pt (minimum 44)"))
    #expect(run.stdout.contains("xLarge — row"))
    #expect(!run.stdout.contains("medium — row"))
    // SF's tracking as the engine applied it (−52/2048 em), not the HIG table's −0.442 pt.
    #expect(run.stdout.contains("title  body     17       22    -0.432       1      1  no"))
    #expect(run.stdout.contains("No findings."))
    #expect(!run.stdout.contains("\u{1B}["))
  }

  /// NU44-9: `--accessory none` on a navigable row still drew the disclosure indicator, and the
  /// header did not say the row was navigable.
  @Test("the header says whether the row is navigable, with its disclosure indicator")
  func headerSaysNavigable() {
    let navigable = CapturedRun(["row", "--title", "Account", "--accessory", "none", "--categories", "large"])
    #expect(
      navigable.stdout.hasPrefix(
        "\"Account\" · navigable, with a disclosure indicator (--not-navigable leaves it out) · iPhone 17 Pro "
          + "402 × 874 pt @3x"),
      "\(navigable.stdout)")
    let plain = CapturedRun(["row", "--title", "Account", "--not-navigable", "--categories", "large"])
    #expect(plain.stdout.hasPrefix("\"Account\" · not navigable · iPhone 17 Pro"), "\(plain.stdout)")
  }

  /// A fresh user's U54-4: `--accessory toggle` laid out a chevron beside the switch (the text
  /// 20 pt narrower at Large), and the header named no accessory.
  @Test("a switch row is not navigable by default; the header names the accessory and a chevron beside it")
  func accessoryInHeader() {
    func header(_ arguments: [String]) -> (String, String) {
      let run = CapturedRun(["row", "--title", "Wi-Fi", "--categories", "large"] + arguments)
      let lines = run.stdout.split(separator: "\n").map(String.init)
      let first = lines.first ?? ""
      let context = " · iPhone 17 Pro"
      return (
        String(first[..<(first.range(of: context)?.lowerBound ?? first.endIndex)]),
        lines.first { $0.hasPrefix("large — ") } ?? ""
      )
    }
    let toggle = header(["--accessory", "toggle"])
    #expect(
      toggle.0
        == "\"Wi-Fi\" · switch · not navigable (a switch row is no NavigationLink; --navigable adds a chevron)"
    )
    #expect(toggle.1 == "large — row 44 pt (minimum 44) · text width 255 pt · targets: switch 51 × 31")
    #expect(header(["--accessory", "switch", "--not-navigable"]) == toggle)
    let chevron = header(["--accessory", "toggle", "--navigable"])
    #expect(
      chevron.0
        == "\"Wi-Fi\" · switch · navigable: a disclosure indicator beside the switch, which a Settings switch row "
        + "does not show (leave out --navigable)")
    #expect(
      chevron.1
        == "large — row 44 pt (minimum 44) · text width 235 pt · targets: row 362 × 44, switch 51 × 31")
    // An info button alone is UIKit's `.detailButton`, no chevron, as row discovery reads it
    // (a fresh user's U56-3: navigable by default, 264 pt of text width at Large).
    let info = header(["--accessory", "infoButton"])
    #expect(
      info.0
        == "\"Wi-Fi\" · info button · not navigable (UIKit's .detailButton, no NavigationLink; --navigable adds a chevron)"
    )
    #expect(info.1 == "large — row 44 pt (minimum 44) · text width 284 pt · targets: info button 22 × 22")
    #expect(header(["--accessory", "infoButton", "--not-navigable"]) == info)
    let infoChevron = header(["--accessory", "infoButton", "--navigable"])
    #expect(
      infoChevron.0
        == "\"Wi-Fi\" · info button · navigable, with a disclosure indicator after it, as --accessory detailDisclosure "
        + "(UIKit's .detailDisclosureButton; leave out --navigable)")
    #expect(
      infoChevron.1
        == "large — row 44 pt (minimum 44) · text width 264 pt · targets: row 362 × 44, info button 22 × 22")
    // UIKit's `.detailDisclosureButton`: the info button and the chevron, which the info button
    // alone (`.detailButton`, `infoButton`) leaves out (A82-9).
    let detail = header(["--accessory", "detailDisclosure"])
    #expect(
      detail.0
        == "\"Wi-Fi\" · info button and disclosure indicator · navigable (--accessory infoButton leaves the chevron out)"
    )
    // Its info button is named as the info button alone is, not "detail button", the accessory
    // name of the info button alone (U56-11); the layout is `infoButton --navigable`'s.
    #expect(detail.1 == infoChevron.1)
    #expect(header(["--accessory", "detailDisclosureButton"]) == detail)
    // UIKit's `.detailButton` is the info button alone, as row discovery reads it.
    #expect(header(["--accessory", "detailButton"]) == header(["--accessory", "infoButton"]))
    let detailNoTarget = CapturedRun([
      "row", "--title", "Wi-Fi", "--accessory", "detailDisclosure", "--not-navigable", "--categories",
      "large",
    ])
    #expect(detailNoTarget.exitCode == 2)
    #expect(detailNoTarget.stdout.isEmpty)
    #expect(
      detailNoTarget.stderr.hasPrefix(
        "Error: --accessory detailDisclosure is UIKit's .detailDisclosureButton, an info button and the chevron "
          + "of a navigable row; for the info button alone (UIKit's .detailButton) give --accessory infoButton, "
          + "or leave out --not-navigable\nUsage: typefit row"), "\(detailNoTarget.stderr)")
    // A checkmark row selects in place: no chevron by default, the row itself its target (U55-2).
    let checkmark = header(["--accessory", "checkmark"])
    #expect(
      checkmark.0
        == "\"Wi-Fi\" · checkmark · not navigable (a checkmark row selects in place, no NavigationLink; "
        + "--navigable adds a chevron)")
    #expect(checkmark.1 == "large — row 44 pt (minimum 44) · text width 290 pt · targets: row 362 × 44")
    #expect(
      header(["--accessory", "checkmark", "--navigable"]).0
        == "\"Wi-Fi\" · checkmark · navigable: a disclosure indicator beside the checkmark, which UIKit's "
        + "single accessory cannot show (leave out --navigable)")
    // A fresh user's U55-3: a chevron on a row that is no target was accepted without a word.
    let chevronNoTarget = CapturedRun([
      "row", "--title", "Wi-Fi", "--accessory", "disclosure", "--not-navigable", "--categories", "large",
    ])
    #expect(chevronNoTarget.exitCode == 2)
    #expect(chevronNoTarget.stdout.isEmpty)
    #expect(
      chevronNoTarget.stderr.hasPrefix(
        "Error: --accessory disclosure draws the chevron of a navigable row; give --not-navigable without it, "
          + "or leave out --not-navigable\nUsage: typefit row"))
    #expect(header(["--accessory", "disclosure"]).0 == "\"Wi-Fi\" · disclosure indicator · navigable")
    let both = CapturedRun(["row", "--title", "Wi-Fi", "--navigable", "--not-navigable"])
    #expect(both.exitCode == 2)
    #expect(
      both.stderr.hasPrefix("Error: give either --navigable or --not-navigable, not both\nUsage: typefit row")
    )
  }

  @Test("Colour is written only when standard output is a terminal")
  func colourOnTerminal() {
    let run = CapturedRun(["row", "--title", "Account", "--categories", "large"], stdoutIsTerminal: true)
    #expect(run.stdout.contains("\u{1B}[1m"))
  }

  @Test("JSON output has the documented fields for context, labels, targets and findings")
  func jsonFields() throws {
    let run = CapturedRun([
      "row", "--title", "Wi-Fi", "--subtitle", "Connected to the network of the neighbours downstairs",
      "--subtitle-lines", "1", "--accessory", "infoButton", "--categories", "AX3", "--format", "json",
    ])
    #expect(run.exitCode == 1)
    let object = try run.jsonObject()
    #expect(object["tool"] as? String == "typefit")
    let context = try #require(object["context"] as? [String: Any])
    #expect(context["device"] as? String == "iPhone 17 Pro")
    #expect(context["screenWidth"] as? Double == 402)
    #expect(context["profile"] as? String == "ios18")
    let layout = try category("AX3", in: run)
    let labels = try #require(layout["labels"] as? [[String: Any]])
    let subtitle = try #require(labels.first { $0["role"] as? String == "subtitle" })
    #expect(subtitle["pointSize"] as? Double == 36)
    #expect(subtitle["truncated"] as? Bool == true)
    #expect((subtitle["visibleText"] as? String)?.hasSuffix("…") == true)
    let targets = try #require(layout["touchTargets"] as? [[String: Any]])
    // Not navigable (an info button alone, U56-3): the info button is the row's one target.
    #expect(targets.map { $0["kind"] as? String } == ["infoButton"])
    let report = try #require(object["report"] as? [String: Any])
    let findings = try #require(report["findings"] as? [[String: Any]])
    #expect(findings.map { $0["rule"] as? String }.contains("TF001"))
    #expect(findings.allSatisfy { $0["severity"] != nil && $0["message"] != nil && $0["name"] != nil })
  }

  @Test("--fail-on picks which findings make the exit code 1")
  func failOn() {
    let args = [
      "row", "--title", "Wi-Fi", "--value", "Connected to the network downstairs", "--categories", "large",
    ]
    #expect(CapturedRun(args).exitCode == 0)  // TF007 is a note
    #expect(CapturedRun(args + ["--fail-on", "warning"]).exitCode == 0)
    #expect(CapturedRun(args + ["--fail-on", "never"]).exitCode == 0)
    let truncated = [
      "row", "--title", "A title far too long to fit on one single line of a phone", "--title-lines", "1",
      "--categories", "large",
    ]
    #expect(CapturedRun(truncated).exitCode == 1)
    #expect(CapturedRun(truncated + ["--fail-on", "never"]).exitCode == 0)
    #expect(CapturedRun(truncated + ["--fail-on", "sometimes"]).exitCode == 2)
  }

  @Test("Unknown names are usage errors that list or suggest valid names")
  func unknownNames() {
    let device = CapturedRun(["row", "--title", "A", "--device", "iPhone 17 Prp"])
    #expect(device.exitCode == 2)
    #expect(device.stderr.contains("Did you mean 'iPhone 17 Pro'?"))
    let style = CapturedRun(["row", "--title", "A", "--title-style", "bodyy"])
    #expect(style.exitCode == 2)
    #expect(style.stderr.contains("valid names: largeTitle"))
    let category = CapturedRun(["row", "--title", "A", "--categories", "huge"])
    #expect(category.exitCode == 2)
    #expect(category.stderr.contains("unknown content size category 'huge'"))
    let listStyle = CapturedRun(["row", "--title", "A", "--list-style", "insetGroupd"])
    #expect(listStyle.stderr.contains("Did you mean 'insetGrouped'?"))
    let profile = CapturedRun(["row", "--title", "A", "--platform", "ios19"])
    #expect(profile.exitCode == 2)
    #expect(profile.stderr.contains("ios18"))
    let accessory = CapturedRun(["row", "--title", "A", "--accessory", "button"])
    #expect(accessory.exitCode == 2)
    #expect(accessory.stderr.contains("detailDisclosure"))
    let override = CapturedRun(["row", "--title", "A", "--override", "imageToTextPaddin=12"])
    #expect(override.exitCode == 2)
    #expect(override.stderr.contains("Did you mean 'imageToTextPadding'?"))
    #expect(override.stderr.hasPrefix("Error: "))
    #expect(override.stderr.contains("Usage: typefit row"))
  }

  @Test("--override replaces a profile constant and is reported in the context")
  func override() throws {
    let run = CapturedRun([
      "row", "--title", "Account", "--categories", "large", "--format", "json", "--override",
      "verticalMargin=20",
    ])
    #expect(run.exitCode == 0)
    // 2 × 20 + 20.287 rounded up to @3x
    #expect(try category("large", in: run)["height"] as? Double == 60.333)
    let context = try #require(try run.jsonObject()["context"] as? [String: Any])
    #expect((context["overrides"] as? [String: Any])?["verticalMargin"] as? Double == 20)
  }

  @Test("--width gives a custom screen and conflicts with --device")
  func customWidth() throws {
    let run = CapturedRun([
      "row", "--title", "Account", "--width=375", "--categories", "large", "--format=json",
    ])
    #expect(run.exitCode == 0)
    #expect(try category("large", in: run)["rowWidth"] as? Double == 343)
    let both = CapturedRun(["row", "--title", "A", "--width", "375", "--device", "iPhone 8"])
    #expect(both.exitCode == 2)
    #expect(both.stderr.contains("not both"))
  }

  @Test("--title is required; svg draws the strip of the chosen categories; unknown formats are refused")
  func missingTitleAndPictures() throws {
    #expect(CapturedRun(["row"]).exitCode == 2)
    let svg = CapturedRun(["row", "--title", "Account", "--format", "svg", "--categories", "large,AX5"])
    #expect(svg.exitCode == 0)
    #expect(svg.stdout.hasPrefix("<svg") || svg.stdout.hasPrefix("<?xml"))
    #expect(svg.stdout.contains("large"))
    #expect(svg.stdout.contains("AX5"))
    let html = CapturedRun(["row", "--title", "Account", "--format", "html", "--categories", "large"])
    #expect(html.exitCode == 0)
    #expect(html.stdout.contains("<!DOCTYPE html>") || html.stdout.contains("<!doctype html>"))
    let pdf = CapturedRun(["row", "--title", "A", "--format", "pdf"])
    #expect(pdf.exitCode == 2)
    #expect(pdf.stderr.contains("svg"))
  }

  @Test("--output writes the results to a file instead of standard output")
  func outputFile() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-row-\(UUID()).json")
      .path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = CapturedRun([
      "row", "--title", "Account", "--categories", "large", "--format", "json", "--output", path,
    ])
    #expect(run.exitCode == 0)
    #expect(run.stdout.isEmpty)
    let data = try #require(FileManager.default.contents(atPath: path))
    #expect(try JSONSerialization.jsonObject(with: data) is [String: Any])
  }

  @Test("The same row gives the same bytes twice")
  func deterministic() {
    let args = ["row", "--title", "Wi-Fi", "--value", "Connected", "--format", "json"]
    #expect(CapturedRun(args).stdout == CapturedRun(args).stdout)
  }

  /// The sixty-fourth attack's A64-2: a part's options without the part were ignored, any
  /// value accepted (`--value-weight de`, exit 0).
  @Test("a subtitle's or value's style, weight or lines without that part is a usage error")
  func partOptionsWithoutThePart() {
    for (option, value, part) in [
      ("--value-weight", "de", "value"), ("--value-style", "body", "value"),
      ("--subtitle-style", "landscape", "subtitle"), ("--subtitle-weight", "bold", "subtitle"),
      ("--subtitle-lines", "2", "subtitle"),
    ] {
      let run = CapturedRun(["row", "--title", "Account", option, value])
      #expect(run.exitCode == 2)
      #expect(
        run.stderr.hasPrefix(
          "Error: \(option) is given but the row has no \(part): add --\(part) T\n"), "\(run.stderr)")
    }
    // A66-2: so is `--italic` or `--monospaced-digits` naming a missing part.
    for (option, part) in [("--italic", "subtitle"), ("--monospaced-digits", "value")] {
      let run = CapturedRun(["row", "--title", "Account", option, "title,\(part)"])
      #expect(run.exitCode == 2)
      #expect(
        run.stderr.hasPrefix(
          "Error: \(option) names the \(part) but the row has no \(part): add --\(part) T\n"), "\(run.stderr)"
      )
    }
    let withPart = CapturedRun(["row", "--title", "Account", "--value", "On", "--value-weight", "bold"])
    #expect(withPart.exitCode == 0)
    #expect(CapturedRun(["row", "--title", "Account", "--italic", "title"]).exitCode == 0)
  }

  /// A fresh user's U52-14: `row --title ""` laid an empty row out, exit 0, nothing said.
  @Test("an empty or white-space title, subtitle or value is a usage error naming the option")
  func emptyLabels() {
    let usage = HelpFormatter.usage(RowCommand.self, lead: "Usage:") + "\n  See 'typefit row --help'.\n"
    for (arguments, message) in [
      (["--title", ""], "--title is empty: a row needs a title to lay out"),
      (["--title", " \t"], "--title is only white space: a row needs a title to lay out"),
      (
        ["--title", "Account", "--subtitle", ""],
        "--subtitle is empty: leave the option out for a row without a subtitle"
      ),
      (
        ["--title", "Account", "--value", "\u{3000}"],
        "--value is only white space: leave the option out for a row without a value"
      ),
    ] {
      let run = CapturedRun(["row"] + arguments)
      #expect(run.exitCode == 2, "\(arguments)")
      #expect(run.stdout.isEmpty)
      #expect(run.stderr == "Error: \(message)\n\(usage)", "\(run.stderr)")
    }
    #expect(CapturedRun(["row", "--title", "Account", "--value", "0"]).exitCode == 0)
  }
}
