import Foundation
import Testing
import TypeFit
import TypeFitCLI
import TypeFitInput
import _TypeFitTestSupport

/// A stack file read back from `typefit fonts --definition` (as `Fonts/*.json` are) must behave
/// exactly as the built-in stack it came from (seventh attack F2): the reader once dropped
/// `scriptDiscovery` and the faces' `italic`, so Cherokee was "not covered" and `--italic`
/// measured upright.
@Suite("Hostile input: a stack file behaves as the built-in stack")
struct HostileStackFileTests {
  static let stackFile = TestPaths.packageRoot.appendingPathComponent("Fonts/ios-system.json").path
  static let notoFolder = "/usr/share/fonts/truetype/noto/"
  static let hasScriptFonts = ["NotoSansCherokee-Regular.ttf", "NotoSansJavanese-Regular.ttf"].allSatisfy {
    FileManager.default.fileExists(atPath: notoFolder + $0)
  }
  static let hasInterItalic = FileManager.default.fileExists(
    atPath: "/usr/share/fonts/opentype/inter/Inter-Italic.otf")

  @Test("every built-in stack, written as JSON and read back by the file reader, is the same definition")
  func builtInRoundTrip() throws {
    for builtIn in FontStackDefinition.builtIn {
      let text = try builtIn.jsonText()
      let read = try FontStackFileReader(file: "\(builtIn.name).json").definition(from: Array(text.utf8))
      #expect(read == builtIn, "\(builtIn.name)")
      #expect(read.scriptDiscovery == builtIn.scriptDiscovery, "\(builtIn.name)")
      #expect(read.hasItalicFaces == builtIn.hasItalicFaces, "\(builtIn.name)")
    }
  }

  @Test("Fonts/ios-system.json reads as the built-in ios-system stack, discovery and italic faces included")
  func committedFileIsBuiltIn() throws {
    let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: Self.stackFile)))
    let read = try FontStackFileReader(file: "ios-system.json").definition(from: bytes)
    let builtIn = try #require(FontStackDefinition.builtIn.first { $0.name == "ios-system" })
    #expect(read == builtIn)
    #expect(
      read.scriptDiscovery
        == FontStackDefinition.ScriptDiscovery(prefix: "NotoSans", package: "fonts-noto-core"))
    #expect(read.primary.first?.faces.contains { $0.italic == true } == true)
  }

  /// The `width` of `measure … -f json` with `extra` options.
  static func width(_ text: String, _ extra: [String]) throws -> Double {
    let run = CapturedRun(["measure", "--text", text, "--size", "17", "--format", "json"] + extra)
    #expect(run.exitCode == 0, "\(run.stderr)")
    return try #require(run.jsonObject()["width"] as? Double)
  }

  @Test(
    "Cherokee and Javanese measure the same with --stack Fonts/ios-system.json as with the built-in stack",
    .enabled(if: hasScriptFonts, "needs NotoSansCherokee and NotoSansJavanese (fonts-noto-core)"))
  func scriptDiscoveryFromFile() throws {
    let text = "Hallo ᎣᏏᏲ ꦲꦏ"
    let builtIn = try Self.width(text, ["--stack", "ios-system"])
    let fromFile = try Self.width(text, ["--stack", Self.stackFile])
    #expect(builtIn > 100)
    #expect(fromFile == builtIn)
  }

  @Test(
    "--italic measures the same with --stack Fonts/ios-system.json as with the built-in stack, and not upright",
    .enabled(if: hasInterItalic, "needs Inter-Italic.otf (fonts-inter)"))
  func italicFromFile() throws {
    let text = "Datenschutz Einstellungen"
    let builtIn = try Self.width(text, ["--stack", "ios-system", "--italic"])
    let fromFile = try Self.width(text, ["--stack", Self.stackFile, "--italic"])
    let upright = try Self.width(text, ["--stack", Self.stackFile])
    #expect(fromFile == builtIn)
    #expect(fromFile != upright)
  }

  @Test(
    "a scriptDiscovery prefix that is empty, names a folder or is not a string is refused at its line and column",
    arguments: [
      (#"{"prefix": ""}"#, #""scriptDiscovery.prefix" must be the start of a file name"#),
      (#"{"prefix": "../x/"}"#, #""scriptDiscovery.prefix" must be the start of a file name"#),
      (#"{"prefix": 5}"#, #""scriptDiscovery.prefix" must be a string, got a number"#),
      (#"{"package": "p"}"#, #"missing "scriptDiscovery.prefix""#),
      (#"[]"#, #""scriptDiscovery" must be an object"#),
    ])
  func badDiscovery(_ value: String, _ message: String) throws {
    let json = """
      {"name": "s", "summary": "s", "searchPaths": [], "metrics": {"tracking": "none"},
       "primary": [{"family": "F", "faces": [{"weight": 400, "file": "F.ttf"}]}],
       "scriptDiscovery": \(value)}
      """
    do {
      _ = try FontStackFileReader(file: "s.json").definition(from: Array(json.utf8))
      Issue.record("accepted \(value)")
    } catch {
      #expect("\(error)".hasPrefix("s.json:3:"), "\(error)")
      #expect("\(error)".contains(message), "\(error)")
    }
  }

  @Test("a face's italic that is not true or false is refused at its line and column")
  func badItalic() throws {
    let json = """
      {"name": "s", "summary": "s", "searchPaths": [], "metrics": {"tracking": "none"},
       "primary": [{"family": "F", "faces": [{"weight": 400, "file": "F.ttf", "italic": "yes"}]}]}
      """
    do {
      _ = try FontStackFileReader(file: "s.json").definition(from: Array(json.utf8))
      Issue.record("accepted \"italic\": \"yes\"")
    } catch {
      #expect("\(error)" == #"s.json:2:83: "primary[0].faces[0].italic" must be true or false, got a string"#)
    }
  }
}

/// A `/proc` file given as a font (seventh attack F5) is named as one, as the walker names it,
/// not called empty (its size reads as 0).
@Suite("Hostile input: a pseudo file system file as a font")
struct HostilePseudoFontTests {
  @Test(
    "--font /proc/self/status is a file of the proc pseudo file system, not empty",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "needs Linux /proc"))
  func procFont() {
    let run = CapturedRun(["measure", "--text", "Hallo", "--size", "17", "--font", "/proc/self/status"])
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: cannot use font /proc/self/status: a file of the proc pseudo file system (kernel state, "
        + "whose reads can block or never end); not read\n")
  }
  /// The thirty-fourth attack's A34-4: a stack file's `scriptDiscovery` over a search folder
  /// outside its repository listed, by name, a file there that is not a font (`skipped (not
  /// found or not usable): X Cyrillic: XCyrillic-Regular.ttf`): the name came from listing the
  /// folder, so the stack file learnt what exists there.
  @Test("a discovered face outside the stack file's repository that does not load is not named")
  func discoveredOutsideNotNamed() throws {
    let folder = try TemporaryFolder("discovery-outside")
    let root = try #require(FileSystemPath.resolved(folder.path))
    try folder.write("repo/.git/HEAD", "ref: refs/heads/main\n")
    try folder.write("outside/XCyrillic-Regular.ttf", "not a font\n")
    let builtIn = try Data(contentsOf: URL(fileURLWithPath: HostileStackFileTests.stackFile))
    let object = try JSONSerialization.jsonObject(with: builtIn)
    var stack = try #require(object as? [String: Any])
    stack["searchPaths"] = (stack["searchPaths"] as? [String] ?? []) + [root + "/outside"]
    stack["scriptDiscovery"] = ["prefix": "X", "package": "x"]
    try folder.write(
      "repo/stack.json", String(decoding: try JSONSerialization.data(withJSONObject: stack), as: UTF8.self))
    let run = CapturedRun(["fonts", "--stack", root + "/repo/stack.json"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(!run.stdout.contains("Cyrillic"), "\(run.stdout)")
    #expect(run.stdout.contains("Font stack: "), "\(run.stdout)")
  }
}
