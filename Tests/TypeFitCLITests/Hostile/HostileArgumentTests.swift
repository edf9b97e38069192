import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

@testable import TypeFitCLI

/// Command lines a new user gets wrong: each is a usage error (exit 2) that says what is wrong,
/// before anything is read or written.
@Suite("Hostile input: command lines")
struct HostileArgumentTests {
  @Test(
    "--locales with an empty entry is a usage error naming the entry",
    arguments: [
      ("de,,fr", "entry 2 of 3 in 'de,,fr'"), (",", "entry 1 of 2 in ','"), ("de,", "entry 2 of 2 in 'de,'"),
      ("", "entry 1 of 1 in ''"), ("de, ,fr", "entry 2 of 3 in 'de, ,fr'"),
    ])
  func emptyLocale(_ locales: String, _ place: String) throws {
    let folder = try Hostile.folderWithGoodFile()
    let run = Hostile.check([folder.path], ["--locales", locales])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: --locales has an empty entry (\(place)); write locales separated by single commas, such as de,fr,pt-BR\n"
      ), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test("--locales takes language tags: spaces around them are trimmed, anything else is refused")
  func localeTags() throws {
    let folder = try Hostile.folderWithGoodFile()
    let good = Hostile.check([folder.path], ["--locales", " en , de"])
    #expect(good.exitCode == 0, "\(good.stderr)")
    #expect(Hostile.resultKeys(good) == [Hostile.goodKey])
    let bad = Hostile.check([folder.path], ["--locales", "en,d e"])
    #expect(bad.exitCode == 2)
    #expect(
      bad.stderr.hasPrefix(
        "Error: --locales: 'd e' is not a BCP 47 language tag (such as de or pt-BR), as the configuration's \"locales\" also requires\n"
      ))
  }

  @Test("--stdin-name without '-' among the paths is a usage error, not silently ignored")
  func stdinNameWithoutDash() throws {
    let folder = try Hostile.folderWithGoodFile()
    let run = Hostile.check([folder.path], ["--stdin-name", "de.lproj/Localizable.strings"])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: --stdin-name names the file standard input stands for, but no path is '-'; add - to the paths to read standard input, or leave --stdin-name out\n"
      ))
    // With '-' it is what names standard input.
    let lines = LineFeed(["\"k\" = \"Hallo\";"])
    let piped = CapturedRun(
      ["check", "-", "--stdin-name", "de.lproj/Localizable.strings", "--format", "json", "--quiet"],
      readLine: lines.next)
    #expect(piped.exitCode == 0, "\(piped.stderr)")
    #expect(Hostile.resultKeys(piped) == ["k"])
  }

  @Test("typefit help --help, help -h and help help describe help itself")
  func helpForHelp() {
    for arguments in [["help", "--help"], ["help", "-h"], ["help", "help"]] {
      let run = CapturedRun(arguments)
      #expect(run.exitCode == 0)
      #expect(
        run.stdout.hasPrefix(
          "OVERVIEW: Show the list of commands, or one command's options.\n\nUSAGE: typefit help [<command>]\n"
        ))
      #expect(
        run.stdout.contains(
          "  <command>               One of: check, row, rows, styles, devices, rules,\n"
            + "                          measure, fonts, merge (or help).\n"
            + "                          Without it, the list of commands.\n\nOPTIONS:\n"
        ))
      #expect(run.stderr.isEmpty)
    }
  }

  @Test(
    "typefit help with an unknown topic or option is a usage error listing the commands",
    arguments: [
      (["help", "nosuch"], "unknown command 'nosuch'"),
      (["help", "chek"], "unknown command 'chek' (did you mean 'check'?)"),
      (["help", "--all"], "unknown option '--all' for help (it takes a command name or --help)"),
      (["help", "check", "row"], "help takes one command name, got 2 arguments"),
    ])
  func helpUnknown(_ arguments: [String], _ problem: String) {
    let run = CapturedRun(arguments)
    #expect(run.exitCode == 2)
    #expect(
      run.stderr
        == "Error: \(problem)\nCommands: check, row, rows, styles, devices, rules, measure, fonts, merge, help\nUsage: typefit help [<command>]\n"
    )
    #expect(run.stdout.isEmpty)
  }

  @Test(
    "a misspelled top-level option is suggested as the option, not as a command (fresh-user U52-7)",
    arguments: [
      // An option where the command goes is an unknown option (a fresh user's U55-12).
      (["--verison"], "unknown option '--verison' (did you mean '--version'?)"),
      (["-v"], "unknown option '-v' (did you mean '--version'?)"),
      (["--hlep"], "unknown option '--hlep' (did you mean '--help'?)"),
      (["chekc"], "unknown command 'chekc' (did you mean 'check'?)"),
      (
        ["--frobnicate"],
        "unknown option '--frobnicate'; the options before a command are --help and --version"
      ),
      (["--bogus"], "unknown option '--bogus'; the options before a command are --help and --version"),
    ])
  func topLevelMisspelled(_ arguments: [String], _ problem: String) {
    let run = CapturedRun(arguments)
    #expect(run.exitCode == 2)
    #expect(run.stderr == "Error: \(problem)\nUsage: typefit <command> [options]; see typefit --help\n")
    #expect(run.stdout.isEmpty)
  }

  @Test("typefit rows refuses a file given by name that is not a .swift file; folders are still searched")
  func rowsNotSwift() throws {
    let folder = try TemporaryFolder()
    try folder.write("README.md", "# Settings\n\"unterminated\n")
    try folder.write("App/SettingsView.swift", "List { Text(\"settings.title\") }\n")
    let run = CapturedRun(["rows", folder.path + "/README.md", "--format", "json"])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: \(folder.path)/README.md is not a Swift file: typefit rows reads .swift files, and searches folders for them\n"
      ))
    #expect(run.stdout.isEmpty)
    let walked = CapturedRun(["rows", folder.path, "--format", "json"])
    #expect(walked.exitCode == 0, "\(walked.stderr)")
    let json = try walked.jsonObject()
    #expect(json["filesRead"] as? Int == 1)
  }

  @Test("A stray typefit.json above an input outside any repository is not used; a found one is named")
  func strayConfiguration() throws {
    let folder = try TemporaryFolder()
    try folder.write("typefit.json", "{\"rules\": {\"TF008\": \"off\"}}")
    try folder.write("x/app/en.lproj/Localizable.strings", "\"k\" = \"Settings\";\n")
    let run = Hostile.check([folder.path + "/x/app"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(try run.jsonObject()["config"] == nil)
    #expect(run.stderr.isEmpty)
    // In the input's own folder it is used, and said: in the JSON report's header, and on
    // standard error for formats whose report has no place for it, and for rows.
    try folder.write("x/app/typefit.json", "{\"rules\": {\"TF008\": \"off\"}}")
    let json = Hostile.check([folder.path + "/x/app"])
    #expect(json.exitCode == 0, "\(json.stderr)")
    #expect((try json.jsonObject()["config"] as? String)?.hasSuffix("/x/app/typefit.json") == true)
    #expect(json.stderr.isEmpty)
    let sarif = CapturedRun(["check", folder.path + "/x/app", "--format", "sarif", "--quiet"])
    #expect(sarif.exitCode == 0, "\(sarif.stderr)")
    #expect(sarif.stderr == "Note: using the configuration \(folder.path)/x/app/typefit.json\n")
    let given = CapturedRun([
      "check", folder.path + "/x/app", "--format", "sarif", "--quiet", "--config",
      folder.path + "/typefit.json",
    ])
    #expect(given.stderr.isEmpty, "\(given.stderr)")
    let rows = CapturedRun(["rows", folder.path + "/x/app", "--format", "json"])
    // The folder holds no Swift source, which rows says (fresh22 F22-14).
    #expect(
      rows.stderr
        == "Note: using the configuration \(folder.path)/x/app/typefit.json\n"
        + "Warning: no .swift files under \(folder.path)/x/app\n")
  }

  @Test("check does not read the localization files it is given as Swift sources")
  func checkFilesNotLexedAsSwift() throws {
    let folder = try TemporaryFolder()
    // `\U00E9` is a .strings escape and an invalid escape in a Swift string literal.
    try folder.write("en.lproj/Localizable.strings", "\"cafe\" = \"Caf\\U00E9\";\n")
    let run = Hostile.check([folder.path + "/en.lproj/Localizable.strings"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(Hostile.resultKeys(run) == ["cafe"])
    #expect(run.stderr.isEmpty, "\(run.stderr)")
  }
}
