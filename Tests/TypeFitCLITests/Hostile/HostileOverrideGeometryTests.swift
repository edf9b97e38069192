import Foundation
import Testing
import TypeFit

@testable import TypeFitCLI

/// Overrides inside their ranges that together take the whole screen (seventh attack F10): the
/// row's width is 0, not negative, and the 44 pt touch-target rule reports the row.
@Suite("Hostile input: overrides that leave the row no width")
struct HostileOverrideGeometryTests {
  static let arguments = [
    "row", "--title", "Datenschutzeinstellungen und mehr", "--subtitle", "Untertitel", "--value", "Wert",
    "--accessory", "toggle", "--navigable", "--leading", "image:1000x1000", "--width", "100", "--categories",
    "large",
    "--override", "horizontalMargin=1000", "--override", "contentToAccessoryPadding=1000", "--override",
    "toggleWidth=1000",
  ]

  @Test("a 100 pt screen with 1000 pt margins has a 0 pt row target, reported by TF002")
  func zeroWidthRow() {
    // The attack's row: a navigable row with a switch (the default before U54-4; now
    // `--navigable`) and a 1000 pt image.
    let run = CapturedRun(Self.arguments)
    #expect(run.exitCode == 1, "\(run.stderr)")
    #expect(run.stdout.contains("targets: row 0 × "), "\(run.stdout)")
    #expect(!run.stdout.contains("-1900"), "\(run.stdout)")
    #expect(
      run.stdout.contains(
        "row is 0 pt wide at large (the screen less its section insets), below the 44 pt minimum touch target (HIG)"
      ),
      "\(run.stdout)")
  }
}
