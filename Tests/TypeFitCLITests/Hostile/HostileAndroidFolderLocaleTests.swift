import Foundation
import Testing
import _TypeFitTestSupport

/// Android's `values` folder takes `typefit.json`'s `developmentLanguage` (thirteenth attack
/// A13-29), and a folder whose region qualifier Android does not accept is read as its language
/// with a warning naming the file (A13-18's leftover, `values-es-r419`).
@Suite("Hostile input: Android folder locales")
struct HostileAndroidFolderLocaleTests {
  static func resources(_ key: String, _ value: String) -> String {
    "<resources>\n  <string name=\"\(key)\">\(value)</string>\n</resources>\n"
  }

  private func app(configuration: String?) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("res/values/strings.xml", Self.resources("greeting", "Hallo"))
    try folder.write("res/values-es-r419/strings.xml", Self.resources("greeting", "Hola"))
    try folder.write("res/values-fr/strings.xml", Self.resources("greeting", "Bonjour"))
    if let configuration { try folder.write("res/typefit.json", configuration) }
    return folder
  }

  private func locales(_ json: [String: Any]) throws -> [String] {
    let results = try #require(json["results"] as? [[String: Any]])
    return results.compactMap { $0["locale"] as? String }.sorted()
  }

  static func warning(_ root: String) -> String {
    "\(root)/values-es-r419/strings.xml:1:1: folder values-es-r419: 'r419' is not a region qualifier "
      + "(Android's is r and a two-letter region, as rBR; a UN M.49 area such as 419 is written "
      + "values-b+es+419), so the folder is read as 'es'; aapt2 refuses this folder name"
  }

  @Test("developmentLanguage de: values is de; values-es-r419 is es with a warning at its file; exit 0")
  func developmentLanguage() throws {
    let folder = try app(configuration: #"{"developmentLanguage": "de"}"#)
    let root = folder.path + "/res"
    let run = CapturedRun(["check", root, "--format", "json", "--quiet", "--categories", "large"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let json = try run.jsonObject()
    #expect(try locales(json) == ["de", "es", "fr"])
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(
      diagnostics.map { "\($0["kind"] ?? "") \($0["severity"] ?? "")" } == ["invalidLanguageTag warning"])
    #expect(diagnostics.first?["file"] as? String == root + "/values-es-r419/strings.xml")
    #expect(
      (diagnostics.first?["message"] as? String).map { "\(root)/values-es-r419/strings.xml:1:1: " + $0 }
        == Self.warning(root))
  }

  @Test("no configuration: values stays en")
  func defaultEnglish() throws {
    let folder = try app(configuration: nil)
    let run = CapturedRun([
      "check", folder.path + "/res", "--format", "json", "--quiet", "--categories", "large",
    ])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(try locales(try run.jsonObject()) == ["en", "es", "fr"])
  }
}
