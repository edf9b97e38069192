import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitText

@Suite("Font stacks")
struct FontStackTests {
  @Test(
    "Fonts/<name>.json is exactly each built-in stack", arguments: FontStackDefinition.builtIn.map(\.name))
  func shippedDefinitionsMatch(_ name: String) throws {
    let url = TestPaths.packageRoot.appendingPathComponent("Fonts/\(name).json")
    let decoded = try JSONDecoder().decode(FontStackDefinition.self, from: Data(contentsOf: url))
    let builtIn = try #require(FontStackDefinition.builtIn.first { $0.name == name })
    #expect(decoded == builtIn)
    #expect(try String(contentsOf: url, encoding: .utf8) == builtIn.jsonText())
  }

  @Test("A missing face names the file, the folders searched and the Debian package to install")
  func missingFontNamesPackage() {
    var definition = FontStackDefinition.iosSystem
    definition.primary[0].faces[0].file = "Inter-Nonexistent.otf"
    let searched = FontFileLocator(searchPaths: definition.searchPaths).folders
    #expect(
      throws: TextError.fontNotFound(
        family: "Inter", files: ["Inter-Nonexistent.otf"], package: "fonts-inter", searched: searched)
    ) { try FontStack(definition) }
    let message = TextError.fontNotFound(
      family: "Inter", files: ["Inter-Nonexistent.otf"], package: "fonts-inter",
      searched: ["/usr/share/fonts/opentype/inter", "/usr/local/share/fonts"]
    )
    .description
    #expect(
      message
        == "font 'Inter' not found: Inter-Nonexistent.otf in /usr/share/fonts/opentype/inter or "
        + "/usr/local/share/fonts (install the Debian package fonts-inter: apt-get install -y fonts-inter)")
  }

  /// The thirteenth attack's A13-17: two families' missing files were one message under the
  /// first family's name, and 9,998 families one line of 169 KB.
  @Test("Missing faces of several families: one message per family, the first ten, then how many more")
  func missingFamiliesEach() throws {
    var definition = FontStackDefinition.singleFace(path: TestPaths.font("Inter-Regular.otf"))
    definition.lastResort = (0..<12).map { number in
      FontStackDefinition.Family(
        family: "F\(number)", faces: [FontStackDefinition.Face(weight: .regular, file: "f\(number).otf")])
    }
    definition.lastResort[0].faces.append(FontStackDefinition.Face(weight: .bold, file: "f0-bold.otf"))
    definition.searchPaths = ["/nonexistent-a", "/nonexistent-b"]
    let error = try #require(throws: TextError.self) { try FontStack(definition) }
    let searched = FontFileLocator(searchPaths: definition.searchPaths).folders
    guard case .fontsUnavailable(let errors) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(errors.count == 12)
    #expect(
      errors.first
        == .fontNotFound(family: "F0", files: ["f0.otf", "f0-bold.otf"], package: nil, searched: searched))
    #expect(error.messages.count == 11)
    #expect(error.messages[1] == "font 'F1' not found: f1.otf in /nonexistent-a or /nonexistent-b")
    #expect(error.messages.last == "and 2 more font families cannot be used")
    #expect(
      TextError.listed((1...12).map { "f\($0).otf" })
        == "f1.otf, f2.otf, f3.otf, f4.otf, f5.otf, f6.otf, f7.otf, f8.otf, f9.otf, f10.otf and 2 more")
    #expect(TextError.folders((1...11).map { "/d\($0)" }).hasSuffix(", /d10 or 1 more folder"))
  }

  @Test("A file that is not a font is an error naming the failing FreeType call")
  func corruptFont() throws {
    let folder = try TemporaryFolder("font")
    let path = folder.path + "/not-a-font.otf"
    try Data("not a font".utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: TextError.fontUnreadable(path: path, call: "FT_New_Memory_Face", code: 85)) {
      try FontStack(.singleFace(path: path))
    }
    #expect(
      TextError.fontUnreadable(path: path, call: "FT_New_Memory_Face", code: 85).description
        == "cannot read font \(path): FT_New_Memory_Face failed with error 85 (not a font file, or a truncated one: a read went past the end of its data (give a .ttf, .otf or .ttc file))"
    )
  }

  @Test("Arabic punctuation after a Latin word falls back to a face that has it")
  func commonCharacterAfterOtherScript() throws {
    // ICU gives U+060C ARABIC COMMA and U+061F ARABIC QUESTION MARK (script Common) the script
    // of the Latin word before them; Inter lacks them, so the Latin chain used to fail and the
    // string was reported as TF004 (33 false errors on the Mastodon corpus).
    let comma = try Engines.system.prepare("Anna، مرفق 1 من 3", language: "ar")
    #expect(abs(comma.naturalWidth(pointSize: 17) - 137.419) < 0.01)
    let question = try Engines.system.prepare("Anna؟", language: "ar")
    #expect(question.layout(LayoutParameters(pointSize: 17)).linesNeeded == 1)
    let latinOnly = try Engines.system.prepare("Anna", language: "ar")
    #expect(question.naturalWidth(pointSize: 17) > latinOnly.naturalWidth(pointSize: 17))
  }

  @Test("CJK faces are chosen by language as iOS chooses them")
  func cjkByLanguage() throws {
    // Every CJK design gives 直 the same 1 em advance, so widths cannot tell the faces apart;
    // the stack's roles say which family serves which language.
    let stack = try FontStack(.iosSystem)
    let roles = stack.faceSummaries.filter { $0.role.hasPrefix("language") }.map { "\($0.role) \($0.family)" }
    #expect(roles.contains("language ja Noto Sans CJK JP"))
    #expect(roles.contains("language ko Noto Sans CJK KR"))
    #expect(roles.contains("language zh-Hant,zh-TW,zh-HK,zh-MO,yue Noto Sans CJK TC"))
    #expect(roles.contains("language zh Noto Sans CJK SC"))
  }

  @Test("Weights resolve as CSS does: semibold takes Noto's bold, medium takes its regular")
  func weightResolution() throws {
    let regular = try Engines.system.measure(
      "مرحبا", language: "ar", parameters: LayoutParameters(pointSize: 17))
    let medium = try Engines.system.measure(
      "مرحبا", language: "ar", weight: .medium, parameters: LayoutParameters(pointSize: 17))
    let semibold = try Engines.system.measure(
      "مرحبا", language: "ar", weight: .semibold, parameters: LayoutParameters(pointSize: 17))
    let bold = try Engines.system.measure(
      "مرحبا", language: "ar", weight: .bold, parameters: LayoutParameters(pointSize: 17))
    #expect(medium.naturalWidth == regular.naturalWidth)
    #expect(semibold.naturalWidth == bold.naturalWidth)
    #expect(bold.naturalWidth != regular.naturalWidth)
  }
}
