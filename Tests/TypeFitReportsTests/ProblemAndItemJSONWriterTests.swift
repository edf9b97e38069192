import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow

@testable import TypeFitReports

@Suite("Problems and result sources written as JSON bytes without a value tree")
struct ProblemAndItemJSONWriterTests {
  /// A row found in the app's source, of a sharded run, with composed parts and texts that need
  /// escaping, in two locales whose files differ only in Unicode normalization.
  static let results: [CheckResult] = {
    let row = Row(
      title: RowLabel("Benachrichtigungen für \"alle\" Geräte", textStyle: .body, lineLimit: 1),
      subtitle: RowLabel("Ton \\ leise\u{2028}neu", textStyle: .subheadline, lineLimit: 1),
      value: RowLabel("Immer", textStyle: .body), accessory: .toggle, isNavigable: false, language: "de")
    let files = [
      "/src/app/Caf\u{E9}/de.lproj/Localizable.strings", "/src/app/Cafe\u{301}/de.lproj/Localizable.strings",
    ]
    return files.enumerated().map { index, file in
      let item = CheckItem(
        key: "settings.\"notify\"", locale: index == 0 ? "de" : "de-AT",
        location: SourceLocation(file: file, line: 3 + index, column: 7), format: .strings,
        partKeys: ["title": "a.title", "subtitle": "a.sub"], row: row, role: .row,
        roleReason: "typefit.json rows[0] \"quoted\"",
        sourceLocation: SourceLocation(file: "./Sources/App/SettingsView.swift", line: 42, column: 9),
        inputPosition: 17 + index)
      let report = try! ReportFixtures.engine.report(
        for: row, in: ReportFixtures.context, categories: ContentSizeCategory.allCases)
      return CheckResult(item: item, reports: [report])
    }
  }()

  @Test("Every problem's members are the bytes of its value tree, with position, system control and source")
  func problemsSameAsTree() throws {
    var list = ProblemList(sourceRoot: ReportFixtures.sourceRoot)
    for result in Self.results + ReportFixtures.results { list.add(result) }
    let problems = list.ranked
    #expect(problems.count > 3)
    #expect(problems.contains { $0.position != nil && $0.concernsSystemControl })
    #expect(problems.contains { $0.sourceLocation != nil })
    let locales: Set<String> = ["de", "de-AT", "en"]
    for problem in problems {
      var bytes: [UInt8] = [UInt8(ascii: "{")]
      ProblemJSONWriter.writeMembers(problem, allLocales: locales, to: &bytes)
      bytes.append(UInt8(ascii: "}"))
      #expect(
        String(decoding: bytes, as: UTF8.self)
          == ReportJSON.problem(problem, allLocales: locales).serialized())
    }
  }

  @Test("A result's source and texts are the bytes of their value tree, position and parts included")
  func itemSameAsTree() {
    // One memo of quoted paths for all, as a writer keeps: the two files differ only in
    // Unicode normalization, and each keeps its own path.
    let paths = QuotedFilePaths(sourceRoot: ReportFixtures.sourceRoot)
    for result in Self.results + ReportFixtures.results {
      var bytes: [UInt8] = []
      ItemJSONWriter.writeSourceMembers(of: result.item, paths: paths, to: &bytes)
      bytes.append(UInt8(ascii: ","))
      ItemJSONWriter.writeTextsMembers(of: result.item, to: &bytes)
      var tree: [UInt8] = []
      JSONValue.writeMembers(
        ReportJSON.position(result.item)
          + ReportJSON.source(result.item, sourceRoot: ReportFixtures.sourceRoot)
          + ReportJSON.texts(result.item), to: &tree)
      #expect(String(decoding: bytes, as: UTF8.self) == String(decoding: tree, as: UTF8.self))
    }
    var first: [UInt8] = []
    ItemJSONWriter.writeSourceMembers(
      of: Self.results[0].item, paths: QuotedFilePaths(sourceRoot: ReportFixtures.sourceRoot), to: &first)
    let text = String(decoding: first, as: UTF8.self)
    #expect(text.hasPrefix(#""index":17,"key":"settings.\"notify\"","#))
    #expect(
      text.hasSuffix(#""sourceLocation":{"file":"Sources/App/SettingsView.swift","line":42,"column":9}"#))
  }

  @Test("Two files whose names differ only in normalization keep their own relative paths")
  func relativePathPerFile() throws {
    var list = ProblemList(sourceRoot: ReportFixtures.sourceRoot)
    for result in Self.results { list.add(result) }
    let files = Set(list.problems.flatMap(\.occurrences).map { Array($0.file.utf8) })
    #expect(
      files == [
        Array("Caf\u{E9}/de.lproj/Localizable.strings".utf8),
        Array("Cafe\u{301}/de.lproj/Localizable.strings".utf8),
      ])
  }
}
