import Foundation
import Testing
import TypeFitDynamicType
import TypeFitRow
import _TypeFitTestSupport

/// Docs/Profiles.md is generated from the profile and device data; this test keeps it in step
/// (re-record with `TYPEFIT_RECORD=1 swift test --filter ProfileDocs`).
@Suite struct ProfileDocsTests {
  @Test("Docs/Profiles.md matches the profile data")
  func profilesDoc() {
    let outcome = GoldenFile.verify(ProfileDocs.markdown(), named: "Profiles.md", directory: "../../Docs")
    #expect(outcome.isMatch, "\(outcome)")
  }

  @Test("Docs/Rules.md has a section with the anchor of every rule")
  func rulesDoc() throws {
    let text = try #require(ProfileDocs.read(relativePath: "../../Docs/Rules.md"))
    for rule in RuleCatalog.all {
      #expect(text.contains("<a id=\"\(rule.helpAnchor)\"></a>"), "missing anchor for \(rule.id.rawValue)")
      #expect(text.contains("## \(rule.id.rawValue) \(rule.name)"))
    }
  }

  @Test("Every id range the docs quote (\"TF001–TF017\") is the catalog's")
  func quotedRanges() throws {
    let pages = [
      "../../README.md", "../../Docs/Architecture.md", "../../Docs/CLI.md", "../../Docs/Performance.md",
    ]
    let pattern = /TF\d{3}[–-]TF\d{3}/
    var quoted = 0
    for page in pages {
      let text = try #require(ProfileDocs.read(relativePath: page), "cannot read \(page)")
      for match in text.matches(of: pattern) {
        quoted += 1
        #expect(String(match.output) == RuleCatalog.idRange, "\(page) quotes \(match.output)")
      }
    }
    #expect(quoted > 0)
    #expect(RuleCatalog.idRange == "TF001–TF017")
  }
}

enum ProfileDocs {
  static func read(relativePath: String, testFilePath: StaticString = #filePath) -> String? {
    let folder = "\(testFilePath)".split(separator: "/").dropLast().joined(separator: "/")
    return try? String(contentsOfFile: "/" + folder + "/" + relativePath, encoding: .utf8)
  }

  static func value(_ constant: PlatformConstant?) -> String {
    guard let constant else { return "—" }
    let number = GoldenTable.format(constant.value)
    switch constant.unit {
    case .points: return number + " pt"
    case .factor: return "× " + number
    case .categoryIndex:
      let name = ContentSizeCategory(rawValue: Int(constant.value))?.name ?? "?"
      return "\(number) (\(name))"
    case .flag: return constant.value == 1 ? "1 (on)" : "0 (off)"
    case .lines: return number + (constant.value == 1 ? " line" : " lines")
    case .weight: return "+" + number + " weight"
    }
  }

  static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }

  static func markdown() -> String {
    let profiles = PlatformProfile.builtIn
    let base = PlatformProfile.ios18
    var out: [String] = []
    out.append(
      """
      # Platform profiles

      <!-- Generated from Sources/TypeFitRow/PlatformProfile*.swift and DeviceCatalog.swift by
           Tests/TypeFitRowTests/ProfileDocsTests.swift. Do not edit by hand: change the data, then run
           `TYPEFIT_RECORD=1 swift test --filter ProfileDocs`. -->

      A profile is the set of platform constants the row layout uses. Every constant carries its value,
      unit, source and confidence, and can be overridden by name:

      ```swift
      let profile = try PlatformProfile.named("ios18").overriding(["textToSecondaryHorizontalPadding": 12])
      ```

      An unknown name is an error that suggests the closest valid name. Overridden constants are marked
      UNCONFIRMED and keep the built-in value in their source.

      Confidence labels (from `reference/ios-platform-metrics.md`): **[doc]** Apple documentation or the
      HIG; **[decompiled]** decompiled UIKit of the iOS build named; **[measured]** run on a simulator or
      device and published; **[derived]** arithmetic on sourced inputs; **UNCONFIRMED** no source, an
      estimate or a choice.

      | Profile | What it models |
      |---|---|
      """)
    for profile in profiles {
      out.append("| `\(profile.id)` | \(cell(profile.summary)) |")
    }
    out.append("")
    out.append("## All constants")
    out.append("")
    out.append(
      "| Override name | " + profiles.map { "`\($0.id)`" }.joined(separator: " | ")
        + " | Confidence (`ios18`) | What it does |")
    out.append("|---|" + profiles.map { _ in "---|" }.joined() + "---|---|")
    for name in ProfileConstantName.allCases {
      let values = profiles.map { value($0.constant(name)) }
      let constant = profiles.compactMap { $0.constant(name) }.first!
      let confidence = base.constant(name)?.confidence.label ?? constant.confidence.label
      out.append(
        "| `\(name.rawValue)` | " + values.joined(separator: " | ")
          + " | \(confidence) | \(cell(constant.summary)) |")
    }
    for profile in profiles {
      out.append("")
      out.append("## `\(profile.id)`")
      out.append("")
      let shown =
        profile.id == base.id
        ? profile.constants
        : profile.constants.filter { base.constant($0.name) != $0 }
      if profile.id != base.id {
        out.append("Same as `ios18` except:")
        out.append("")
      }
      out.append("| Name | Value | Confidence | Source |")
      out.append("|---|---|---|---|")
      for constant in shown {
        out.append(
          "| `\(constant.name.rawValue)` | \(value(constant)) | \(constant.confidence.label) | \(cell(constant.source)) |"
        )
      }
    }
    out.append(
      """

      ## Model choices

      These are how TypeFit applies the constants; each is a choice where the reference is silent.

      - **Row height** = max(minimum height, 2 × vertical margin + max(text block, leading image height),
        tallest accessory), rounded up to the pixel grid (Docs/References.md#metrics-4, §4.5 [derived]).
      - **Minimum height** = `minimumHeightLeadingMultiplier` × body leading at min(category,
        `minimumHeightCategoryCap`) + `minimumHeightAddend`: 2 × 22 = 44 pt at Large on `ios18`,
        22 + 30 = 52 pt on `ios26`.
      - **Label height** is the measurer's: the font's line height (2444/2048 em for SF, 20.287 pt at
        17 pt) × lines shown, rounded up to the pixel grid. Whether UILabel uses this or the HIG leading
        per line is UNCONFIRMED (Docs/References.md#metrics-1 §1.4, #metrics-4 §4.5).
      - **Subtitle cell style**: a row with a subtitle uses `subtitleStyleVerticalMargin` and
        `subtitleStyleTextToSecondaryVerticalPadding` between title and subtitle.
      - **Value placement**: side by side when the widest of title and subtitle on one line +
        `textToSecondaryHorizontalPadding` + the value on one line fit the text column; stacked below
        (after `textToSecondaryVerticalPadding`) otherwise. With `accessibilityLayoutStacksValue` = 1 the
        value always stacks at AX1–AX5 (UIKit's accessibility large-text layout; its predicate is
        UNCONFIRMED); that stacking is shown in the layouts but is no TF007 finding, since it holds for
        every value whatever its text (fix24d, F23-8). Text wrapping around the image (UIKit's second AX mode) is not modelled.
      - **Leading symbol** reserves `UIFontMetrics` body-scaled `symbolReservedWidth` at every category,
        also at AX sizes where UIKit ignores the reserved width and uses the symbol's own width (not known
        without the glyph); its height is the body leading. Images keep their given size.
      - **Text column width** = row width − 2 × margin − (leading width + image-to-text padding) −
        (accessories + `contentToAccessoryPadding`).
      - **Accessories**: a navigable row adds the disclosure chevron. The chevron and checkmark are square,
        body-scaled from their Large width. Accessories are right-aligned at the trailing margin, spaced by
        `interAccessoryPadding` and centred vertically. The chevron of a SwiftUI `DisclosureGroup` in a
        list (and of a list cell's `.outlineDisclosure()`) is taken to need the disclosure indicator's
        room, `disclosureLayoutWidth`, and the row is not navigable: UNCONFIRMED (the reference notes
        describe only the table cell's disclosure indicator); overriding `disclosureLayoutWidth` changes
        both.
      - **Touch targets**: a navigable or checkmark row is one target, row width × row height; a switch or
        an info button (alone or beside a chevron) is a target of its own frame. Under WCAG 2.5.8 the row that contains
        an accessory counts as a target next to it, so an undersized accessory in a tappable row fails the
        spacing exception.
      - **Margins**: 16 pt, or 20 pt on screens wider than 375 pt; inset-grouped and sidebar sections are
        inset from the screen by the same margin. iPad margins are UNCONFIRMED (probably 20). Landscape
        safe-area insets are not modelled.
      - **Extra large titles** (`extraLargeTitle`, `extraLargeTitle2`): published at Large only (36 and
        28 pt Bold). Elsewhere TypeFit uses Large Title + 2 pt and Title 1 respectively (UNCONFIRMED).

      ## Devices

      Portrait size in points and scale (Docs/References.md#metrics-5). Display Zoom entries have the zoomed width; their
      height keeps the aspect ratio [derived]. Any width can be given instead of a name.

      | Device | Width | Height | Scale | Source |
      |---|---|---|---|---|
      """)
    for device in Device.catalog {
      out.append(
        "| \(device.name) | \(GoldenTable.format(device.portraitWidth)) | "
          + "\(device.portraitHeight.map(GoldenTable.format) ?? "—") | @\(GoldenTable.format(device.scale))x | "
          + "\(cell(device.source)) |")
    }
    return out.joined(separator: "\n") + "\n"
  }
}
