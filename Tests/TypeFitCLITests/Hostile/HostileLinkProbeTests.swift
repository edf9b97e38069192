import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitCLI

/// A pull request must not learn what exists on the machine that checks it: links out of the
/// input are reported by their own text, the same way whether their target exists or not, by
/// the localization walker and by the Swift walker alike (eighth attack, F1 and F2).
@Suite("Hostile input: links that would probe the checking machine")
struct HostileLinkProbeTests {
  @Test("through a linked folder (sub -> /), an existing and a missing target read the same")
  func probeThroughLinkedFolder() throws {
    let folder = try Hostile.folderWithGoodFile()
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: folder.path + "/sub", withDestinationPath: "/")
    try manager.createSymbolicLink(
      atPath: folder.path + "/en.lproj/Exists.strings", withDestinationPath: "../sub/../etc/passwd")
    try manager.createSymbolicLink(
      atPath: folder.path + "/en.lproj/Missing.strings", withDestinationPath: "../sub/../etc/no-such-file-zz")
    let run = Hostile.check([folder.path], ["--no-discovery"])
    #expect(run.exitCode == 0)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    let suffix = "; not followed (--follow-external-links allows it)"
    #expect(
      Hostile.diagnostics(run) == [
        "externalLink: symbolic link leads outside the input (to ../sub/../etc/passwd)" + suffix,
        "externalLink: symbolic link leads outside the input (to ../sub/../etc/no-such-file-zz)" + suffix,
        "externalLink: symbolic link leads outside the input (to /)" + suffix,
      ])
  }

  @Test("the Swift walker words links out by their text, the same for existing and missing targets")
  func swiftWalker() throws {
    let folder = try Hostile.folderWithGoodFile()
    let outside = try TemporaryFolder()
    try outside.write("Real/Secret.swift", "struct Secret {}\n")
    // The link's text names the outside folder through a second link, so its real path differs.
    try FileManager.default.createSymbolicLink(
      atPath: outside.path + "/Alias", withDestinationPath: "Real")
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: folder.path + "/V.swift", withDestinationPath: outside.path + "/Alias/Secret.swift")
    try manager.createSymbolicLink(
      atPath: folder.path + "/W.swift", withDestinationPath: outside.path + "/Alias/Missing.swift")
    try manager.createSymbolicLink(atPath: folder.path + "/notes.txt", withDestinationPath: "/no-such-zz")
    let run = CapturedRun(["rows", folder.path])
    #expect(run.exitCode == 0)
    #expect(
      run.stderr == """
        Warning: \(folder.path)/W.swift: symbolic link leads outside the input (to \(outside.path)/Alias/Missing.swift); not followed
        Warning: \(folder.path)/V.swift: symbolic link leads outside the input (to \(outside.path)/Alias/Secret.swift); not followed

        """)
    #expect(!run.stderr.contains("/Real/"))
  }

  /// The forty-fourth attack's A44-1: a link out named like a folder with a dot (`Views.ui`)
  /// was passed over in silence, since only names without an extension were taken for folders.
  /// Now only a common file type's extension is (``LinkOutName``), by both walkers, said once.
  @Test("a link out named like a folder with a dot is warned of once; one named like a document is not")
  func dottedFolderName() throws {
    let folder = try Hostile.folderWithGoodFile()
    let outside = try TemporaryFolder()
    try outside.write("de.lproj/Localizable.strings", "\"secret\" = \"x\";\n")
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: folder.path + "/Views.ui", withDestinationPath: outside.path)
    try manager.createSymbolicLink(atPath: folder.path + "/notes.txt", withDestinationPath: "/no-such-zz")
    try manager.createSymbolicLink(atPath: folder.path + "/Logo.PNG", withDestinationPath: outside.path)
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 0)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(
      Hostile.diagnostics(run) == [
        "externalLink: symbolic link leads outside the input (to \(outside.path)); not followed "
          + "(--follow-external-links allows it)"
      ])
    #expect(run.stderr.components(separatedBy: "Views.ui").count == 2, "\(run.stderr)")
    let rows = CapturedRun(["rows", folder.path])
    #expect(rows.exitCode == 0)
    #expect(
      rows.stderr
        == "Warning: \(folder.path)/Views.ui: symbolic link leads outside the input (to \(outside.path)); not followed\n"
    )
  }
}

/// `--output` through a repository's link: refused by the link's text before the way is walked,
/// so a missing folder behind the link gives the same answer as an existing one (eighth
/// attack F6).
@Suite("Hostile input: --output through a repository link, existing or missing target")
struct HostileOutputLinkProbeTests {
  @Test("a link to an existing and to a missing folder outside are refused alike (exit 2), by their text")
  func existingAndMissing() throws {
    let folder = try Hostile.folderWithGoodFile()
    let outside = try TemporaryFolder()
    var messages: [String] = []
    for (name, destination) in [("a.sarif", outside.path + "/x"), ("b.sarif", "/no-such-folder-zz/x")] {
      try FileManager.default.createSymbolicLink(
        atPath: folder.path + "/" + name, withDestinationPath: destination)
      let run = Hostile.check([folder.path], ["-o", folder.path + "/" + name])
      #expect(run.exitCode == 2, "\(name): \(run.stderr)")
      messages.append(run.stderr)
      #expect(
        run.stderr.hasPrefix(
          "Error: --output \(folder.path)/\(name) goes through the symbolic link \(folder.path)/\(name), "
            + "which leads out of its folder (to \(destination)); "), "\(run.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: outside.path + "/x"))
  }
}

/// A `typefit.json` that links out of the repository is passed over with the same warning
/// whether or not its target exists (eighth attack F8: a missing target was opened and failed,
/// exit 2, where an existing one was a warning, exit 0).
@Suite("Hostile input: a typefit.json link out of the repository, existing or missing target")
struct HostileConfigurationLinkProbeTests {
  @Test("existing, missing, and through a linked folder (sub -> /): one warning each, exit 0")
  func existingAndMissing() throws {
    let outside = try TemporaryFolder()
    try outside.write("typefit.json", "{}\n")
    for destination in [outside.path + "/typefit.json", "/no-such-folder-zz/x.json", "sub/../etc/no-such-zz"]
    {
      let folder = try Hostile.folderWithGoodFile()
      try FileManager.default.createSymbolicLink(atPath: folder.path + "/sub", withDestinationPath: "/")
      try FileManager.default.createSymbolicLink(
        atPath: folder.path + "/typefit.json", withDestinationPath: destination)
      let run = Hostile.check([folder.path])
      #expect(run.exitCode == 0, "\(destination): \(run.stderr)")
      #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
      #expect(
        run.stderr.contains(
          "Warning: \(folder.path)/typefit.json links outside the repository; not used as the configuration\n"
        ),
        "\(destination): \(run.stderr)")
    }
  }
}
