import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// An unknown `TYPEFIT_CCMP_SKIP` value is the default, said once on standard error, and the
/// report is the same with the skip on and off.
@Suite("Hostile input: an unknown TYPEFIT_CCMP_SKIP value")
struct HostileCompositionSkipSettingTests {
  private static let warningForX =
    "Warning: TYPEFIT_CCMP_SKIP is 'x', which is not a value TypeFit knows: write 1 (shape without ccmp where a "
    + "face proves it changes nothing) or 0 (always shape with ccmp). Going on with the default (ccmp skipped "
    + "where proven exact)\n"

  @Test("the known values and unset give no warning; anything else, one naming it")
  func values() {
    #expect(CompositionSkipSetting.warning(for: nil) == nil)
    for known in ["1", "0"] { #expect(CompositionSkipSetting.warning(for: known) == nil) }
    for unknown in ["x", "", " 1", "on"] {
      #expect(CompositionSkipSetting(value: unknown) == .default)
      #expect(
        CompositionSkipSetting.warning(for: unknown)?.hasPrefix("TYPEFIT_CCMP_SKIP is '\(unknown)', ") == true
      )
    }
    #expect(CompositionSkipSetting.warning(for: "x").map { "Warning: \($0)\n" } == Self.warningForX)
  }

  @Test(
    "check with TYPEFIT_CCMP_SKIP=x: one warning on standard error, the report of 0 and of 1",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func unknownValueWarnsOnce() throws {
    let folder = try Hostile.folderWithGoodFile()
    let arguments = ["check", folder.path, "--format", "json", "--categories", "large", "--quiet"]
    let unknown = try Hostile.runBinary(arguments, environment: ["TYPEFIT_CCMP_SKIP": "x"])
    let off = try Hostile.runBinary(arguments, environment: ["TYPEFIT_CCMP_SKIP": "0"])
    let on = try Hostile.runBinary(arguments, environment: ["TYPEFIT_CCMP_SKIP": "1"])
    #expect(unknown.exitCode == 0, "\(unknown.stderr)")
    #expect(unknown.stderr == Self.warningForX)
    #expect(off.exitCode == 0)
    #expect(off.stderr == "")
    #expect(on.stderr == "")
    let keys = try #require(
      (try JSONSerialization.jsonObject(with: Data(unknown.stdout.utf8)) as? [String: Any])?["results"]
        as? [[String: Any]]
    ).compactMap { $0["key"] as? String }
    #expect(keys == [Hostile.goodKey])
    #expect(unknown.stdout == off.stdout)
    #expect(on.stdout == off.stdout)
  }
}
