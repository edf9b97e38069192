import Testing
import TypeFitDynamicType
import _TypeFitTestSupport

@testable import TypeFitRow

@Suite("TF003 on Apple's controls and TF005 on verb phrases")
struct RulesThatFitRealityTests {
  func findings(_ row: Row) throws -> [Finding] {
    try RowLayoutEngine(measurer: FixedAdvanceMeasurer())
      .report(for: row, in: LayoutContext(), categories: [.large, .accessibility3]).findings
  }

  @Test("A stock switch below 44 pt is a note with its numbers, saying it is Apple's control")
  func stockSwitch() throws {
    let row = Row(title: "Airplane Mode", accessory: .toggle, isNavigable: false)
    let finding = try #require(try findings(row).first { $0.ruleID == .accessoryTargetTooSmall })
    #expect(finding.severity == .note)
    #expect(
      finding.message.hasPrefix(
        "switch is 51×31 pt at large, below the 44×44 pt HIG minimum; it meets the WCAG 2.5.8 minimum of 24×24 pt; "
          + "a stock UISwitch (SwiftUI Toggle): Apple's control, whose size the app cannot change"))
  }

  @Test("The system info and detail buttons are notes too; a custom accessory with its size stays an error")
  func customAccessory() throws {
    let info = try #require(
      try findings(Row(title: "About", accessory: .infoButton, isNavigable: false)).first {
        $0.ruleID == .accessoryTargetTooSmall
      })
    #expect(info.severity == .note)
    #expect(info.message.contains("the system info button: Apple's control"))
    var custom = Row(title: "About", accessory: .infoButton, isNavigable: false)
    custom.accessorySize = Size(width: 30, height: 30)
    let finding = try #require(try findings(custom).first { $0.ruleID == .accessoryTargetTooSmall })
    #expect(finding.severity == .error)
    #expect(finding.message.hasPrefix("info button is 30×30 pt at large, below the 44×44 pt HIG minimum"))
    #expect(!finding.message.contains("Apple's control"))
    custom.accessorySize = Size(width: 44, height: 44)
    #expect(try findings(custom).allSatisfy { $0.ruleID != .accessoryTargetTooSmall })
  }

  @Test(
    "Actions on a link and linking verbs are not names that call the row a link",
    arguments: [
      ("Copy link", "en"), ("Share Link", "en"), ("Link new device", "en"), ("Link Only", "en"),
      ("Open link in Safari", "en"), ("Link kopieren", "de"), ("Copier le lien", "fr"),
      ("Compartir enlace", "es"), ("Copia link", "it"), ("Copiar link", "pt-BR"), ("Link delen", "nl"),
    ])
  func verbPhrases(name: String, language: String) {
    #expect(LinkWords.standard.matches(in: name, language: language) == [])
  }

  @Test(
    "Names that call the row a link still match",
    arguments: [
      ("Help Center link", "en", "link"), ("Link to Help Center", "en", "link"),
      ("Source Code (GitHub link)", "en", "link"), ("Link zum Hilfecenter", "de", "link"),
      ("Lien vers le centre d'aide", "fr", "lien"), ("Código fuente (Enlace a GitHub)", "es", "enlace"),
      // No verb list for Japanese: the word matches as before.
      ("リンクをコピー", "ja", "リンク"),
      // Hindi (NU-7): the loanword in Devanagari, a whole word.
      ("सहायता केंद्र लिंक", "hi", "लिंक"),
    ])
  func names(name: String, language: String, word: String) {
    #expect(LinkWords.standard.matches(in: name, language: language) == [word])
  }

  @Test("A name with a verb phrase and a naming use still matches")
  func mixed() {
    #expect(LinkWords.standard.matches(in: "Copy link to the Help Center link", language: "en") == ["link"])
  }
}
