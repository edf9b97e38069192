import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The twentieth attack's A20-8: a list row's `.badge(…)` is its trailing value; custom row
/// insets are a note.
@Suite("SwiftUI rows: badges and row insets")
struct ListRowBadgeTests {
  static func discover(_ rows: String) -> DiscoveryResult {
    RowDiscovery().discover(
      source: "import SwiftUI\nstruct A: View { var body: some View { List {\n\(rows)\n} } }\n",
      path: "A.swift")
  }

  @Test("a badge's key, Text or count is the row's value; a badge of 0 or nil shows nothing")
  func values() {
    let result = Self.discover(
      """
      NavigationLink("a.badge") { EmptyView() }.badge("a.badgetext").lineLimit(1)
      NavigationLink("a.badgen") { EmptyView() }.badge(12345)
      Text("o.badge").badge(Text("o.badgec"))
      Text("a.zero").badge(0)
      Text("a.nil").badge(nil)
      Text("a.neg").badge(-1_000)
      Text("a.count").badge(unread)
      LabeledContent("a.lc", value: "x").badge("a.lcbadge")
      """)
    let values = result.rows.map {
      "\($0.title?.reference.summary ?? "-") → \($0.value?.reference.summary ?? "-")"
    }
    #expect(
      values == [
        "a.badge → a.badgetext", "a.badgen → verbatim \"12,345\"", "o.badge → o.badgec", "a.zero → -",
        "a.nil → -",
        "a.neg → verbatim \"-1,000\"", "a.count → ? computed: unread", "a.lc → verbatim \"x\"",
      ])
    // The row's own modifiers are its content's; the list's apply to the badge too.
    #expect(result.row(title: "a.badge")?.title?.lineLimit == 1)
    #expect(result.row(title: "a.badge")?.value?.lineLimit == nil)
    let listLimit = RowDiscovery().discover(
      source: "List { Text(\"l.k\").badge(\"l.b\").font(.title) }.lineLimit(2)", path: "L.swift")
    #expect(listLimit.row(title: "l.k")?.value?.lineLimit == 2)
    #expect(listLimit.row(title: "l.k")?.value?.textStyle == nil)
    #expect(listLimit.row(title: "l.k")?.title?.textStyle == .title1)
    #expect(result.row(title: "a.badge")?.value?.reference == .key("a.badgetext", table: nil))
    #expect(
      result.findings.map { "\($0.location.line) \($0.message)" } == [
        "4 .badge(12345) shows '12,345' after the title as the row's value; only catalog keys are measured, "
          + "so the row is measured without it (not modelled)",
        "8 .badge(-1_000) shows '-1,000' after the title as the row's value; only catalog keys are measured, "
          + "so the row is measured without it (not modelled)",
        "9 .badge(unread) shows a text computed at run time after the title as the row's value; the row is "
          + "measured without it (not modelled)",
      ])
  }

  @Test("digits are grouped in threes")
  func grouping() {
    #expect(
      [1, 12, 123, 1234, 12345, 1_234_567].map(ListRowBadge.grouped) == [
        "1", "12", "123", "1,234", "12,345", "1,234,567",
      ])
  }

  @Test(".listRowInsets with literals or an expression is a note quoting the insets; nil is none")
  func insets() {
    let result = Self.discover(
      """
      NavigationLink("a.inset") { EmptyView() }.listRowInsets(EdgeInsets(top: 0, leading: 80, bottom: 0, trailing: 0)).lineLimit(1)
      Text("a.computed").listRowInsets(insets)
      Text("a.none").listRowInsets(nil)
      """)
    #expect(result.row(title: "a.inset")?.title?.lineLimit == 1)
    #expect(
      result.findings.map { "\($0.location.line) \($0.severity == .note) \($0.message)" } == [
        "3 true .listRowInsets(EdgeInsets(top: 0, leading: 80, bottom: 0, trailing: 0)) puts the row's content "
          + "80 pt from its leading edge and 0 pt from its trailing edge in place of the layout margins (16 pt, "
          + "20 pt on screens wider than 375 pt); the text is measured with the layout margins (not modelled)",
        "4 true .listRowInsets(insets) sets the row's insets at run time in place of the layout margins (16 pt, "
          + "20 pt on screens wider than 375 pt); the text is measured with the layout margins (not modelled)",
      ])
  }

  /// The eighty-first attack's A81-12: the rows were laid out at 44 pt under a minimum of 80 pt,
  /// with no note, where other layout modifiers the model leaves out get one.
  @Test(".environment(\\.defaultMinListRowHeight, h) on a list is a note; other key paths none")
  func minimumRowHeight() {
    let result = RowDiscovery().discover(
      source: """
        import SwiftUI
        struct A: View { var body: some View {
          List { Text("k.env").lineLimit(1) }.environment(\\.defaultMinListRowHeight, 80)
          List { Text("k.row") }.environment(\\.defaultMinListRowHeight, rowHeight)
          List { Text("k.one") }.environment(\\.defaultMinListRowHeight, 1)
          List { Text("k.other") }.environment(\\.defaultMinListHeaderHeight, 80)
          List { Text("k.same") }.environment(\\.defaultMinListRowHeight, 44)
        } }
        """, path: "A.swift")
    #expect(result.row(title: "k.env")?.title?.lineLimit == 1)
    #expect(
      result.findings.map {
        "\($0.location.line):\($0.location.column) \($0.severity == .note) \($0.message)"
      } == [
        "3:39 true .environment(\\.defaultMinListRowHeight, 80) gives the list's rows at least 80 pt; the rows "
          + "are laid out with the system's minimum height (44 pt at Large), so a row below it is reported lower "
          + "than it is drawn (not modelled)",
        "4:26 true .environment(\\.defaultMinListRowHeight, rowHeight) sets the list's minimum row height at run "
          + "time; the rows are laid out with the system's minimum height (44 pt at Large), so a row's height may "
          + "differ from the one drawn (not modelled)",
        // Ice Cubes' timelines: rows may be shorter than the system's minimum.
        "5:26 true .environment(\\.defaultMinListRowHeight, 1) lets the list's rows be as short as 1 pt; the rows "
          + "are laid out with the system's minimum height (44 pt at Large), so a shorter row is reported taller "
          + "than it is drawn (not modelled)",
        // The system's own minimum at Large raises no row (A82-10: it was said to).
        "7:27 true .environment(\\.defaultMinListRowHeight, 44) is the system's own minimum row height at Large, "
          + "which changes nothing there; at larger sizes it lets the rows be shorter than the system's minimum "
          + "they are laid out with (48 pt at xLarge), so a shorter row is reported taller than it is drawn "
          + "(not modelled)",
      ])
  }

  /// The eighty-second attack's A82-12: `.environment(\\.legibilityWeight, .bold)` forces Bold Text,
  /// which the run measures only with `--bold-text on`; it had no note, where `.tracking(2)` had.
  @Test("legibilityWeight .bold on a row or around rows is noted; .regular is not")
  func legibilityWeight() {
    let result = RowDiscovery().discover(
      source: """
        import SwiftUI
        struct A: View { var body: some View {
          List { Text("k.row").environment(\\.legibilityWeight, .bold) }
          List { Text("k.list") }.environment(\\.legibilityWeight, .bold)
          List { Text("k.regular") }.environment(\\.legibilityWeight, .regular)
        } }
        """, path: "A.swift")
    #expect(result.row(title: "k.row") != nil)
    #expect(
      result.findings.map {
        "\($0.location.line):\($0.location.column) \($0.severity == .note) \($0.message)"
      } == [
        "3:24 true .environment(\\.legibilityWeight, .bold) forces Bold Text on the texts under it; they are "
          + "measured with the run's Bold Text setting (off unless --bold-text on or both) (not modelled)",
        "4:27 true .environment(\\.legibilityWeight, .bold) forces Bold Text on the texts under it; they are "
          + "measured with the run's Bold Text setting (off unless --bold-text on or both) (not modelled)",
      ])
  }
}
