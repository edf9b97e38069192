import Testing
import TypeFitDynamicType
import TypeFitRow
import _TypeFitTestSupport

/// Properties that hold for every row, checked over many generated rows and contexts.
@Suite struct InvariantTests {
  static let words = [
    "Wi-Fi", "Bluetooth", "Mobile", "Data", "Notifications", "Sounds", "and", "Haptics", "Focus", "Screen",
    "Time", "General", "Accessibility", "Privacy", "Security", "Passwords", "Einstellungen", "Datenschutz",
    "Benachrichtigungen", "Confidentialité", "Général", "ok", "a", "x",
  ]

  /// A small deterministic generator (64-bit LCG) so failures reproduce.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    mutating func text(maxWords: Int) -> String {
      (0...next(maxWords)).map { _ in InvariantTests.words[next(InvariantTests.words.count)] }.joined(
        separator: " ")
    }
  }

  static func rows(count: Int) -> [Row] {
    var generator = Generator(state: 2026)
    let styles = TextStyle.hig
    let leadings: [LeadingContent] = [
      .none, .symbol, .image(ImageSpec(width: 40, height: 40, shape: .circular)),
    ]
    return (0..<count).map { _ in
      let limitChoices: [Int?] = [nil, nil, 1, 2, 3]
      return Row(
        title: RowLabel(
          generator.text(maxWords: 10), textStyle: styles[generator.next(styles.count)],
          lineLimit: limitChoices[generator.next(limitChoices.count)]),
        subtitle: generator.next(2) == 0
          ? nil
          : RowLabel(
            generator.text(maxWords: 12), textStyle: .subheadline, lineLimit: limitChoices[generator.next(5)]),
        value: generator.next(2) == 0 ? nil : RowLabel(generator.text(maxWords: 3), textStyle: .body),
        leading: leadings[generator.next(leadings.count)],
        accessory: Accessory.allCases[generator.next(Accessory.allCases.count)],
        isNavigable: generator.next(2) == 0)
    }
  }

  static let contexts: [LayoutContext] = [
    LayoutContext(device: .width(320, height: 568, scale: 2), listStyle: .plain, profile: .ios18),
    LayoutContext(device: .width(375, height: 667, scale: 2), listStyle: .insetGrouped, profile: .ods),
    LayoutContext(device: .width(440, height: 956), listStyle: .sidebar, profile: .ios26),
    LayoutContext(device: .width(834, height: 1194, scale: 2), listStyle: .grouped, profile: .ios18),
  ]

  let engine = RowLayoutEngine(measurer: FixedAdvanceMeasurer())

  @Test("Row height never decreases as the category grows", arguments: contexts)
  func heightGrows(context: LayoutContext) throws {
    for row in Self.rows(count: 150) {
      let heights = try engine.report(for: row, in: context).layouts.map(\.height)
      #expect(heights == heights.sorted(), "\(row.title.text) / \(row.subtitle?.text ?? "-"): \(heights)")
    }
  }

  @Test("Labels with unlimited lines never truncate", arguments: contexts)
  func unlimitedNeverTruncates(context: LayoutContext) throws {
    for row in Self.rows(count: 150) {
      for layout in try engine.report(for: row, in: context).layouts {
        for label in layout.labels where label.lineLimit == nil {
          #expect(!label.layout.isTruncated, "\(label.role) of \(row.title.text) at \(layout.category)")
        }
      }
    }
  }

  @Test("A row is never shorter than its minimum height and always fits its content", arguments: contexts)
  func neverBelowMinimum(context: LayoutContext) throws {
    for row in Self.rows(count: 150) {
      for layout in try engine.report(for: row, in: context).layouts {
        #expect(layout.height >= layout.minimumHeight)
        #expect(layout.height >= layout.textBlockHeight + 2 * layout.verticalMargin - 1e-9)
        #expect(layout.labels.allSatisfy { $0.layout.linesShown <= ($0.lineLimit ?? Int.max) })
      }
    }
  }

  @Test(
    "Findings come from the rule catalog with its severities (TF003 on Apple's control, TF002 at iOS's own row height: notes)",
    arguments: contexts)
  func findingsAreCatalogued(context: LayoutContext) throws {
    for row in Self.rows(count: 60) {
      for finding in try engine.report(for: row, in: context).findings {
        // Apple's control (TF003) and iOS's own minimum row height (TF002, fresh22 F22-7) are notes.
        let systemControl =
          finding.ruleID == .accessoryTargetTooSmall && row.accessorySize == nil
          || finding.saysPlatformRowHeight
        #expect(
          finding.severity == (systemControl ? .note : RuleCatalog.descriptor(for: finding.ruleID).severity))
        #expect(finding.categories == finding.categories.sorted())
      }
    }
  }
}

extension LayoutContext: CustomTestStringConvertible {
  public var testDescription: String {
    "\(profile.id), \(device.name), \(listStyle.rawValue), @\(Int(displayScale))x"
  }
}
