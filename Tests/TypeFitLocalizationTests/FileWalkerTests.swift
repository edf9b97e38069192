import Foundation
import Testing
import TypeFitInput

@testable import TypeFitLocalization

@Suite("File walker and reader entry point")
struct FileWalkerTests {
  /// A fresh temporary folder, removed by the caller.
  private func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "typefit-walk-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  private func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  @Test("finds every supported file in sorted order; reads only Localized Contents of an .xcloc")
  func fixtures() {
    let root = FixturePaths.fixtures
    let found = LocalizationFileWalker().findFiles(in: [root])
    let relative = found.files.map { "\($0.format.rawValue) " + $0.path.dropFirst(root.count + 1) }
    #expect(
      relative == [
        "xliff Export/de.xcloc/Localized Contents/de.xliff", "stringsdict billion-laughs.stringsdict",
        "android res/values-b+sr+Latn/strings.xml", "android res/values-pt-rBR/strings.xml",
        "android res/values/strings.xml", "stringsdict ru.lproj/Localizable.stringsdict", "xliff xxe.xliff",
      ])
    #expect(found.diagnostics.isEmpty)
  }

  @Test("skips build folders, reports a symlink loop once, and keeps reading the rest")
  func symlinkLoopAndSkips() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try write("\"a\" = \"A\";", to: root + "/App/de.lproj/Localizable.strings")
    try write("\"b\" = \"B\";", to: root + "/App/.build/de.lproj/Localizable.strings")
    try write("\"c\" = \"C\";", to: root + "/node_modules/x/fr.lproj/Localizable.strings")
    try write("broken = ;", to: root + "/App/fr.lproj/Localizable.strings")
    try FileManager.default.createSymbolicLink(atPath: root + "/App/de.lproj/loop", withDestinationPath: "..")
    try FileManager.default.createSymbolicLink(atPath: root + "/self", withDestinationPath: root + "/self")
    let result = LocalizationReader().read(paths: [root])
    #expect(result.strings.map { "\($0.locale):\($0.key)=\($0.value)" } == ["de:a=A"])
    let kinds = result.diagnostics.map { "\($0.kind)|\($0.file.dropFirst(root.count))" }
    #expect(
      kinds == [
        "symlinkLoop|/App/de.lproj/loop", "unreadableFile|/self",
        "syntaxError|/App/fr.lproj/Localizable.strings",
      ])
  }

  /// Thirty-second attack A32-1: a link committed into the tree that leads into `.git` was read
  /// (`.git/config`, where `actions/checkout` keeps the job's token, came out in the report),
  /// though the walk never enters `.git`.
  @Test("links into a .git folder are not followed, files or folders, and are named in a warning")
  func linksIntoGitFolder() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try write("[core]\n\tbare = false\n\"token\" = \"secret\";\n", to: root + "/.git/config")
    try write("\"g\" = \"G\";", to: root + "/.git/info/x.strings")
    try write("\"ok\" = \"Hallo\";", to: root + "/App/de.lproj/Other.strings")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/App/de.lproj/Localizable.strings", withDestinationPath: "../../.git/config")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/App/fi.lproj", withDestinationPath: "../.git/info")
    for walker in [LocalizationFileWalker(), LocalizationFileWalker(followsExternalLinks: true)] {
      let outcome = walker.findFiles(in: [root])
      #expect(outcome.files.map { String($0.path.dropFirst(root.count)) } == ["/App/de.lproj/Other.strings"])
      #expect(
        outcome.diagnostics.map { "\($0.kind)|\($0.file.dropFirst(root.count))|\($0.message)" } == [
          "externalLink|/App/de.lproj/Localizable.strings|symbolic link leads into a .git folder (to ../../.git/config); "
            + "not followed: version control's files are never read (they may hold the job's credentials)",
          "externalLink|/App/fi.lproj|symbolic link leads into a .git folder (to ../.git/info); not followed: "
            + "version control's files are never read (they may hold the job's credentials)",
        ])
    }
    // The link given as a path (a workflow checking the changed files) is refused as well.
    let given = LocalizationFileWalker().findFiles(in: [root + "/App/de.lproj/Localizable.strings"])
    #expect(given.files.isEmpty)
    #expect(
      given.diagnostics.map(\.message).first?.hasPrefix("symbolic link leads into a .git folder") == true)
    // An error of the run, as a given path leading out of its repository is (A36-4: exit 0 with
    // the path unchecked); through a folder link on its way, said so.
    #expect(given.diagnostics.map(\.severity) == [.error])
    let through = LocalizationFileWalker().findFiles(in: [root + "/App/fi.lproj/x.strings"])
    #expect(through.files.isEmpty)
    #expect(
      through.diagnostics.map { "\($0.severity)|\($0.message)" } == [
        "error|a folder on its way is a symbolic link into a .git folder; not read: version control's files are "
          + "never read (they may hold the job's credentials)"
      ])
    // Checking inside `.git` on purpose (the root is in it) is the user's choice.
    #expect(LocalizationFileWalker().findFiles(in: [root + "/.git/info"]).files.count == 1)
  }

  @Test("a typefit.json inside an input that the run does not apply is named, the applied one is not")
  func unappliedConfiguration() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try write("\"a\" = \"A\";", to: root + "/Settings/de.lproj/Localizable.strings")
    try write("{}", to: root + "/Settings/typefit.json")
    try write("{}", to: root + "/Other/typefit.json")
    var walker = LocalizationFileWalker()
    // Off by default (`--config` given): nothing is said.
    #expect(walker.findFiles(in: [root]).diagnostics.isEmpty)
    walker.warnsOfUnappliedConfigurations = true
    let none = walker.findFiles(in: [root])
    #expect(none.files.map(\.path) == [root + "/Settings/de.lproj/Localizable.strings"])
    #expect(
      none.diagnostics.map { "\($0.kind)|\($0.severity)|\($0.file.dropFirst(root.count))" } == [
        "unmatchedConfiguration|warning|/Other/typefit.json",
        "unmatchedConfiguration|warning|/Settings/typefit.json",
      ])
    #expect(
      none.diagnostics.last?.message == root + "/Settings/typefit.json is not applied: the configuration is "
        + "looked up from each input folder upward (this run applies none); check that folder, or pass "
        + "--config " + root + "/Settings/typefit.json")
    walker.appliedConfiguration = FileSystemPath.resolved(root + "/Settings/typefit.json")
    #expect(
      walker.findFiles(in: [root]).diagnostics.map { $0.file.dropFirst(root.count) } == [
        "/Other/typefit.json"
      ])
  }

  @Test("unapplied typefit.json warnings stop at 100, with one line counting the rest")
  func unappliedConfigurationCap() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    for index in 0..<103 { try write("{}", to: root + "/f\(index)/typefit.json") }
    var walker = LocalizationFileWalker()
    walker.warnsOfUnappliedConfigurations = true
    let messages = walker.findFiles(in: [root]).diagnostics.map(\.message)
    #expect(messages.count == 101)
    #expect(messages.last == "3 more typefit.json files inside the inputs not applied")
  }

  @Test("a missing path and an unsupported file are diagnostics, not failures")
  func missingPaths() {
    let result = LocalizationReader().read(paths: ["/nonexistent/typefit/x.strings", #filePath])
    #expect(result.strings.isEmpty)
    #expect(result.diagnostics.map(\.kind) == [.unreadableFile, .unreadableFile])
    #expect(result.diagnostics.map(\.severity) == [.error, .warning])
  }

  @Test("streaming reads call back once per file in path order")
  func streaming() {
    var paths: [String] = []
    var total = 0
    LocalizationReader().readEach(paths: [FixturePaths.fixture("res")]) { file, result in
      paths.append(file.map { String($0.path.split(separator: "/").suffix(2).joined(separator: "/")) } ?? "-")
      total += result.strings.count
    }
    #expect(paths == ["values-b+sr+Latn/strings.xml", "values-pt-rBR/strings.xml", "values/strings.xml"])
    #expect(total == 12)
  }

  @Test("format detection from paths")
  func formats() {
    #expect(LocalizationFormat(path: "a/b.xcstrings") == .xcstrings)
    #expect(LocalizationFormat(path: "en.lproj/InfoPlist.strings") == .strings)
    #expect(LocalizationFormat(path: "x.stringsdict") == .stringsdict)
    #expect(LocalizationFormat(path: "de.xliff") == .xliff)
    #expect(LocalizationFormat(path: "res/values-de/strings.xml") == .android)
    #expect(LocalizationFormat(path: "res/layout/main.xml") == nil)
    #expect(LocaleTag.normalized("pt_BR") == "pt-BR")
    #expect(LocaleTag.normalized("zh-hans") == "zh-Hans")
    #expect(LocaleTag.fromLprojPath("a/Base.lproj/M.strings", developmentLanguage: "en") == "en")
  }

  /// The forty-fourth attack's A44-2: `.STRINGS` was read while `DE.LPROJ` was no locale folder,
  /// so its strings were checked as the development language's.
  @Test("an .lproj folder's extension is compared without case, as a file's is; the tag is normalized")
  func lprojWithoutCase() {
    #expect(LocaleTag.fromLprojPath("a/DE.LPROJ/M.STRINGS", developmentLanguage: "en") == "de")
    #expect(LocaleTag.fromLprojPath("a/pt_br.Lproj/M.strings", developmentLanguage: "en") == "pt-BR")
    #expect(LocaleTag.fromLprojPath("a/BASE.LPROJ/M.strings", developmentLanguage: "fr") == "fr")
    #expect(LocaleTag.fromLprojPath("a/de.lprojx/M.strings", developmentLanguage: "en") == nil)
    #expect(LocaleTag.fromLprojPath("a/\u{E9}.lproj/M.strings", developmentLanguage: "en") == "\u{E9}")
    #expect(LprojFolderName.localeName(of: ".LPROJ") == "")
    #expect(LprojFolderName.localeName(of: "lproj") == nil)
    // A control character whose bit 0x20 set gives '.' (0x0E | 0x20 == 0x2E) is no dot.
    #expect(LprojFolderName.localeName(of: "de\u{0E}lproj") == nil)
  }

  @Test(
    "a link to a pipe with no path (/proc/self/fd/N on a pipe, as /dev/stdin is) is named a FIFO, with -",
    .enabled(
      if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "needs Linux's /proc/self/fd links"))
  func linkToUnnamedPipe() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    let path = "/proc/self/fd/\(ends[0])"
    let found = LocalizationFileWalker().findFiles(in: [path])
    #expect(found.files.isEmpty)
    #expect(
      found.diagnostics.map(\.description) == [
        "\(path): a FIFO (named pipe), not a regular file; only regular files and folders are read. To check "
          + "standard input, give - and name the file it holds: typefit check - --stdin-name "
          + "de.lproj/Localizable.strings"
      ])
    #expect(found.diagnostics.map(\.severity) == [.error])
    // A dangling link keeps its own words.
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createSymbolicLink(
      atPath: root + "/gone.strings", withDestinationPath: root + "/nowhere")
    #expect(
      LocalizationFileWalker().findFiles(in: [root + "/gone.strings"]).diagnostics.map(\.message) == [
        "symbolic link cannot be resolved (dangling or looping)"
      ])
  }
}

@Suite("Walking into an .xcloc bundle given directly")
struct XclocWalkTests {
  @Test("a bundle path with a trailing slash still reads only Localized Contents")
  func trailingSlash() {
    let found = LocalizationFileWalker().findFiles(in: [FixturePaths.fixture("Export/de.xcloc/")])
    #expect(found.files.map(\.format) == [.xliff])
  }
}
