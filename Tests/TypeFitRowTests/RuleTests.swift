import Testing
import TypeFitDynamicType
import TypeFitRow
import _TypeFitTestSupport

@Suite struct RuleTests {
  let engine = RowLayoutEngine(measurer: FixedAdvanceMeasurer(missingScalars: [0x1F600, 0xE000]))

  func findings(
    _ row: Row, _ context: LayoutContext = LayoutContext(),
    categories: [ContentSizeCategory] = ContentSizeCategory.allCases
  ) throws -> [Finding] {
    try engine.report(for: row, in: context, categories: categories).findings
  }

  @Test("TF001 names the first truncated category, lines needed vs allowed and the visible text")
  func truncated() throws {
    let row = Row.odsListItem(title: "Option A", subtitle: "Option A description that goes on")
    let context = LayoutContext(device: .width(375), profile: .ods)
    let finding = try #require(try findings(row, context).first { $0.ruleID == .labelTruncated })
    #expect(finding.severity == .error && finding.role == .subtitle)
    let first = try #require(finding.firstCategory)
    let layout = try #require(try engine.report(for: row, in: context, categories: [first]).layout(at: first))
    let subtitle = try #require(layout.label(.subtitle))
    #expect(
      finding.message.hasPrefix(
        "subtitle is truncated from \(first): needs \(subtitle.layout.linesNeeded) lines, 1 allowed"))
    #expect(finding.message.contains("visible text: \"\(subtitle.layout.visibleText)\""))
    #expect(subtitle.layout.visibleText.hasSuffix("…"))
  }

  @Test(
    "TF001: a label whose column is narrower than one em is reported with no line limit (0 pt beside a 1000 pt image)"
  )
  func noRoom() throws {
    let image = LeadingContent.image(ImageSpec(width: 1000, height: 1000, shape: .wide))
    let row = Row(title: "Datenschutz", subtitle: "x", leading: image)
    let context = LayoutContext(device: .width(100))
    let found = try findings(row, context).filter { $0.ruleID == .labelTruncated }
    #expect(found.map(\.role) == [.title, .subtitle])
    let title = try #require(found.first)
    #expect(title.severity == .error)
    #expect(title.categories == ContentSizeCategory.allCases)
    #expect(
      title.message.hasPrefix(
        "title has no room from xSmall: its column is 0 pt wide in a 68 pt row, less than one em (14 pt) of its text, "
          + "because the margins, leading content and accessories take the row's width; it needs "))
    #expect(found.last?.message.contains("it needs 1 line of a glyph or so") == true)
    // Without the image the row's margins, which grow with the category, still leave a column
    // of 4–10 pt in a 68 pt row; a 375 pt screen leaves room, and an empty title needs none.
    let plain = try findings(Row(title: "Datenschutz"), context).filter { $0.ruleID == .labelTruncated }
    #expect(plain.map(\.categories) == [ContentSizeCategory.allCases])
    #expect(
      plain.first?.message.hasPrefix("title has no room from xSmall: its column is 9.67 pt wide") == true)
    #expect(
      try findings(Row(title: "Datenschutz"), LayoutContext(device: .width(375))).allSatisfy {
        $0.ruleID != .labelTruncated
      })
    let narrow = Row(title: "", leading: image)
    #expect(try findings(narrow, context).allSatisfy { $0.ruleID != .labelTruncated })
  }

  @Test("TF002 reports tappable rows shorter than 44 pt, with the first category")
  func rowTooSmall() throws {
    let finding = try #require(try findings(Row(title: "Account")).first { $0.ruleID == .rowTargetTooSmall })
    // iOS 18 minimum at xSmall is 2 × 19 = 38 pt; the one-line 14 pt row is 11 + 17 + 11 = 39 pt
    // (16.71 pt of text rounds up to 17 on the @3x grid).
    #expect(finding.categories == [.xSmall, .small, .medium])
    #expect(finding.message.hasPrefix("row is 39 pt tall at xSmall, below the 44 pt minimum touch target"))
    #expect(
      try findings(Row(title: "Account"), LayoutContext(profile: .ios26)).allSatisfy {
        $0.ruleID != .rowTargetTooSmall
      })
    #expect(
      try findings(Row(title: "Static", isNavigable: false)).allSatisfy { $0.ruleID != .rowTargetTooSmall })
  }

  @Test("TF003: an info button alone in a static row passes WCAG 2.5.8 by the spacing exception")
  func infoButtonStatic() throws {
    let row = Row.odsListItem(title: "Title", trailingText: "Details", accessory: .infoButton)
    let finding = try #require(
      try findings(row, LayoutContext(profile: .ods)).first { $0.ruleID == .accessoryTargetTooSmall })
    #expect(finding.severity == .error && finding.target == .infoButton)
    #expect(finding.categories == ContentSizeCategory.allCases)
    #expect(finding.wcagTargetSize == .spacingException(clearance: nil))
    #expect(finding.message.contains("22×22 pt at xSmall, below the 44×44 pt HIG minimum"))
    #expect(finding.message.contains("passes by the spacing exception"))
  }

  @Test("TF003: an info button inside a navigable row fails WCAG 2.5.8, the row being a target around it")
  func infoButtonNavigable() throws {
    let row = Row.odsListItem(
      title: "Title", trailingText: "Details", accessory: .infoButton, isNavigable: true)
    let finding = try #require(
      try findings(row, LayoutContext(profile: .ods)).first { $0.ruleID == .accessoryTargetTooSmall })
    #expect(finding.wcagTargetSize == .fails(nearest: .row, clearance: 0))
    #expect(finding.message.contains("fails the spacing exception"))
  }

  @Test("TF003: a switch is below 44 pt tall but meets the WCAG 24 pt minimum")
  func toggle() throws {
    let row = Row(title: "Airplane Mode", accessory: .toggle, isNavigable: false)
    let finding = try #require(try findings(row).first { $0.ruleID == .accessoryTargetTooSmall })
    #expect(finding.wcagTargetSize == .meetsMinimum)
    #expect(finding.message.hasPrefix("switch is 51×31 pt"))
    let big = try PlatformProfile.ios18.overriding(["toggleHeight": 44])
    #expect(
      try findings(row, LayoutContext(profile: big)).allSatisfy { $0.ruleID != .accessoryTargetTooSmall })
  }

  @Test("TF003: two undersized targets closer than 24 pt fail the spacing exception")
  func twoUndersized() throws {
    let profile = try PlatformProfile.ios18.overriding([
      "infoButtonSize": 10, "disclosureLayoutWidth": 10, "interAccessoryPadding": 2,
    ])
    let row = Row(title: "Detail", accessory: .detailDisclosure, isNavigable: false)
    let finding = try #require(
      try findings(row, LayoutContext(profile: profile), categories: [.large]).first {
        $0.ruleID == .accessoryTargetTooSmall
      })
    // The chevron is decorative, so the detail button has no other target.
    #expect(finding.wcagTargetSize == .spacingException(clearance: nil))
  }

  @Test("TF004: a label with uncovered characters gets a finding instead of measurements")
  func missingGlyphs() throws {
    let report = try engine.report(
      for: Row(title: "Smile 😀", subtitle: "Private \u{E000}"), in: LayoutContext())
    #expect(report.layouts.isEmpty)
    #expect(report.findings.map(\.ruleID) == [.missingGlyphs, .missingGlyphs])
    #expect(report.findings[0].message == "title cannot be measured: no configured font covers U+1F600")
    #expect(report.findings[1].message.contains("U+E000"))
    #expect(throws: LabelMeasuringError.missingGlyphs(codePoints: [0x1F600, 0xE000])) {
      try engine.layouts(for: Row(title: "Smile 😀", subtitle: "Private \u{E000}"), in: LayoutContext())
    }
  }

  @Test(
    "TF005 finds the word for link in the row's language, as a whole word",
    arguments: [
      // "Open link" in a language with a verb list is an action on a link, not a name (see
      // RulesThatFitRealityTests); it still matches where no verb list exists (sv, ru, ja…).
      ("Privacy Policy link", "en", true), ("Open Link", nil, false), ("Linked accounts", "en", false),
      ("Unlinked devices", "en", false), ("Link öffnen", "de", false), ("Link zur Hilfe", "de", true),
      ("Linke Spalte", "de", false),
      ("Links abbiegen", "de", false), ("Voir le lien", "fr-CA", true), ("Abrir enlace", "es", false),
      ("Öppna länken", "sv", true), ("Открыть ссылку", "ru", true), ("リンクを開く", "ja", true),
      ("打开链接", "zh-Hans", true), ("開啟連結", "zh-Hant", true), ("링크 열기", "ko", true),
      ("Bağlantıyı aç", "tr", true), ("Avaa linkki", "fi", true), ("Apri collegamento", "it", false),
      ("Mở liên kết", "vi", true), ("Settings", "en", false), ("Blink rate", "en", false),
    ] as [(String, String?, Bool)])
  func nameSaysLink(title: String, language: String?, expected: Bool) throws {
    let row = Row(title: title, language: language)
    let hit = try findings(row, categories: [.large]).contains { $0.ruleID == .nameSaysLink }
    #expect(hit == expected)
  }

  @Test("TF005 reads title, subtitle and value together and ignores non-navigable rows")
  func nameSaysLinkJoined() throws {
    let row = Row(title: "Website", subtitle: "Opens the link", value: "example.com")
    let finding = try #require(try findings(row, categories: [.large]).first { $0.ruleID == .nameSaysLink })
    #expect(finding.severity == .warning)
    #expect(finding.message.contains("\"Website, Opens the link, example.com\""))
    let staticRow = Row(title: "Website", subtitle: "Opens the link", isNavigable: false)
    #expect(try findings(staticRow, categories: [.large]).allSatisfy { $0.ruleID != .nameSaysLink })
  }

  @Test("The link word list can be extended")
  func extendLinkWords() throws {
    let words = LinkWords.standard.adding(["hyperlänk"], for: "sv")
    #expect(words.matches(in: "Öppna hyperlänk", language: "sv-SE") == ["hyperlänk"])
    #expect(LinkWords.standard.wordsByLanguage.count >= 15)
    let engine = RowLayoutEngine(measurer: FixedAdvanceMeasurer(), linkWords: words)
    let report = try engine.report(
      for: Row(title: "Öppna hyperlänk", language: "sv"), in: LayoutContext(), categories: [.large])
    #expect(report.findings.contains { $0.ruleID == .nameSaysLink })
  }

  @Test("TF006 warns when the row is taller than the screen")
  func exceedsScreen() throws {
    let title = Array(repeating: "Accessibility", count: 60).joined(separator: " ")
    let context = LayoutContext(device: try Device.named("iPhone SE (1st generation)"))
    let finding = try #require(
      try findings(Row(title: title), context).first { $0.ruleID == .rowExceedsScreen })
    #expect(finding.severity == .warning)
    #expect(finding.message.contains("taller than the 568 pt screen of iPhone SE (1st generation)"))
    #expect(
      try findings(Row(title: title), LayoutContext(device: .width(320))).allSatisfy {
        $0.ruleID != .rowExceedsScreen
      })
  }

  @Test("TF007 is not reported where only the accessibility layout stacks the value (F23-8)")
  func valueStackedByAccessibilityLayout() throws {
    // "Wi-Fi" and "Home" fit side by side at every category (246.5 of 343 pt at AX5); iOS's
    // accessibility layout stacks every value at AX1–AX5 whatever its text: no note per key.
    let row = Row(title: "Wi-Fi", value: "Home")
    #expect(try findings(row).allSatisfy { $0.ruleID != .valueStacked })
    #expect(
      try engine.report(for: row, in: LayoutContext()).layout(at: .accessibility1)?.valuePlacement
        == .stacked(.accessibilityLayout))
  }

  @Test("TF007 notes a value that does not fit beside the title, at those categories only")
  func valueStacked() throws {
    // 32 characters of 0.5 em and the 8 pt gap: 280 pt at Large (17 pt) fits the default
    // context's 293 pt text column, 312 pt at xLarge (19 pt) does not.
    let row = Row(title: "Personal Hotspot", value: "Not Connected 12")
    let finding = try #require(try findings(row).first { $0.ruleID == .valueStacked })
    #expect(finding.severity == .note && finding.categories == [.xLarge, .xxLarge, .xxxLarge])
    #expect(
      finding.message
        == "value \"Not Connected 12\" moves below the title from xLarge: side by side needs 312 pt, the text "
        + "column has 293 pt (at 3 categories: xLarge, xxLarge, xxxLarge)")
    // With the profile's accessibilityLayoutStacksValue at 0, AX sizes stack only when the value
    // does not fit, and are reported as such.
    let sideBySide = try PlatformProfile.ios18.overriding(["accessibilityLayoutStacksValue": 0])
    let overridden = try #require(
      try findings(row, LayoutContext(profile: sideBySide)).first { $0.ruleID == .valueStacked })
    #expect(overridden.categories == Array(ContentSizeCategory.allCases[4...]))
  }

  @Test("TF008 says from which category a label wraps and to how many lines")
  func wraps() throws {
    let row = Row(title: "Notifications and Sounds")
    let finding = try #require(
      try findings(row, LayoutContext(device: .width(320))).first { $0.ruleID == .labelWraps })
    let report = try engine.report(for: row, in: LayoutContext(device: .width(320)))
    let first = try #require(report.layouts.first { $0.label(.title)!.layout.linesShown > 1 })
    let lines = report.layouts.last!.label(.title)!.layout.linesShown
    let most = try #require(report.layouts.first { $0.label(.title)!.layout.linesShown == lines })
    #expect(finding.firstCategory == first.category)
    #expect(
      finding.message.hasPrefix(
        "title wraps from \(first.category) (\(first.label(.title)!.layout.linesShown) lines)"))
    #expect(finding.message.contains("up to \(lines) lines at \(most.category)"))
  }
}

@Suite struct RuleCatalogTests {
  @Test("The catalog has TF001–TF017 with the SPEC names, severities and anchors")
  func catalog() {
    let expected: [(String, String, Severity)] = [
      ("TF001", "label-truncated", .error), ("TF002", "row-target-too-small", .error),
      ("TF003", "accessory-target-too-small", .error), ("TF004", "missing-glyphs", .error),
      ("TF005", "name-says-link", .warning), ("TF006", "row-exceeds-screen", .warning),
      ("TF007", "value-stacked", .note), ("TF008", "label-wraps", .note),
      ("TF009", "label-not-scaled", .error), ("TF010", "text-shrinks", .warning),
      ("TF011", "fixed-row-height", .error), ("TF012", "tap-gesture-row", .error),
      ("TF013", "chevron-not-decorative", .warning), ("TF014", "row-split", .warning),
      ("TF015", "row-link-trait", .error), ("TF016", "ods-selection-navigates", .warning),
      ("TF017", "not-modelled", .note),
    ]
    #expect(RuleCatalog.all.count == expected.count)
    for (descriptor, (id, name, severity)) in zip(RuleCatalog.all, expected) {
      #expect(descriptor.id.rawValue == id && descriptor.name == name && descriptor.severity == severity)
      #expect(descriptor.helpAnchor == id.lowercased() + "-" + name)
      #expect(!descriptor.rationale.isEmpty && !descriptor.source.isEmpty && !descriptor.fix.isEmpty)
      #expect(descriptor.rationale.contains("Docs/References.md#"))
      // NU-10 (session 44's new user): a quote naming global_rules.md, which no reader has,
      // says where TypeFit takes that baseline from.
      if descriptor.rationale.contains("global_rules.md") {
        #expect(
          descriptor.rationale.contains(
            "TypeFit takes it as the HIG's 44 × 44 pt (Docs/References.md#hig-accessibility)"))
      }
      #expect(
        !(descriptor.rationale + descriptor.source).contains("Seed") && !descriptor.source.contains("§"))
      #expect(RuleID(parsing: name) == descriptor.id && RuleID(parsing: id.lowercased()) == descriptor.id)
    }
  }

  @Test("Every RuleID has exactly one rule file in the catalog, in id order")
  func everyIDHasARule() {
    #expect(RuleCatalog.all.map(\.id) == RuleID.allCases)
    for id in RuleID.allCases {
      #expect(RuleCatalog.descriptor(for: id).id == id)
      #expect(
        id.name == RuleCatalog.descriptor(for: id).name
          && id.severity == RuleCatalog.descriptor(for: id).severity)
    }
  }
}
