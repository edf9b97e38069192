import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

@testable import TypeFitCLI

/// fresh22 F22-11: `--device 'iphone se'` suggested `iPhone 8` and listed 54 names; a name that
/// starts catalog names suggests those names, and a short list.
@Suite struct DeviceNameTests {
  @Test("--device 'iphone se' suggests the three iPhone SE models, with no list of every device")
  func iPhoneSE() {
    let run = CapturedRun(["row", "--title", "A", "--device", "iphone se"])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr
        == "Error: unknown device 'iphone se'. Did you mean 'iPhone SE (1st generation)', "
        + "'iPhone SE (2nd generation)' or 'iPhone SE (3rd generation)'? Give the full name\n"
        + HelpFormatter.usage(RowCommand.self, lead: "Usage:") + "\n  See 'typefit row --help'.\n")
  }

  @Test("a name that starts many names lists six and counts the rest; one completion is suggested alone")
  func manyAndOne() throws {
    let iPhones = Device.catalog.map(\.name).filter { $0.lowercased().hasPrefix("iphone 1") }
    #expect(iPhones.count > RowModelError.completionsShown)
    let many = CapturedRun(["row", "--title", "A", "--device", "iPhone 1"])
    #expect(many.exitCode == 2)
    let shown = iPhones.prefix(6).map { "'\($0)'" }.joined(separator: ", ")
    #expect(
      many.stderr.hasPrefix(
        "Error: unknown device 'iPhone 1'. Did you mean \(shown) or one of \(iPhones.count - 6) more? "
          + "Give the full name\n"), "\(many.stderr)")
    let one = CapturedRun(["row", "--title", "A", "--device", "ipad air 13"])
    #expect(
      one.stderr.hasPrefix(
        "Error: unknown device 'ipad air 13'. Did you mean 'iPad Air 13-inch'? Give the full name\n"))
    // A name that starts none is still answered by edit distance, with every name.
    let typo = CapturedRun(["row", "--title", "A", "--device", "iPhone 17 Prp"])
    #expect(
      typo.stderr.hasPrefix(
        "Error: unknown device 'iPhone 17 Prp'. Did you mean 'iPhone 17 Pro'? Valid names: "))
  }

  @Test("typefit.json's \"device\": \"iPhone SE\" is refused at its place with the same suggestion")
  func configuration() throws {
    let folder = try TemporaryFolder("device")
    try folder.write("de.lproj/Localizable.strings", "\"a\" = \"Konto\";\n")
    try folder.write("typefit.json", "{\"device\": \"iPhone SE\"}\n")
    let run = CapturedRun(["check", folder.path, "--quiet", "--no-discovery"])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: invalid configuration: \(folder.path)/typefit.json:1:12: device: unknown device 'iPhone SE'. Did you mean "
          + "'iPhone SE (1st generation)', 'iPhone SE (2nd generation)' or 'iPhone SE (3rd generation)'? "
          + "Give the full name\n"), "\(run.stderr)")
  }
}
