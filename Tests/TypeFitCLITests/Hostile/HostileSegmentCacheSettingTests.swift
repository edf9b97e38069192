import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// An unknown `TYPEFIT_SEGMENT_CACHE` value is the default, said once on standard error, where
/// it was silently "off" (eleventh attack).
@Suite("Hostile input: an unknown TYPEFIT_SEGMENT_CACHE value")
struct HostileSegmentCacheSettingTests {
  private static let warningForX =
    "Warning: TYPEFIT_SEGMENT_CACHE is 'x', which is not a value TypeFit knows: write 1 (cache every piece of "
    + "text met twice), adaptive (cache with the adaptive switch) or 0 (no cache). Going on with the default "
    + "(no cache)\n"

  @Test("the known values and unset give no warning; anything else, one naming it")
  func values() {
    #expect(SegmentCacheSetting.warning(for: nil) == nil)
    for known in ["1", "adaptive", "0"] { #expect(SegmentCacheSetting.warning(for: known) == nil) }
    #expect(SegmentCacheSetting(value: "1") == .everyRepeat)
    #expect(SegmentCacheSetting(value: "adaptive") == .adaptive)
    #expect(SegmentCacheSetting(value: "0") == .off)
    for unknown in ["x", "", " 1", "on", "Adaptive"] {
      #expect(SegmentCacheSetting(value: unknown) == .default)
      #expect(
        SegmentCacheSetting.warning(for: unknown)?.hasPrefix("TYPEFIT_SEGMENT_CACHE is '\(unknown)', ")
          == true)
    }
    #expect(SegmentCacheSetting.warning(for: "x").map { "Warning: \($0)\n" } == Self.warningForX)
  }

  @Test(
    "check with TYPEFIT_SEGMENT_CACHE=x: one warning on standard error, the report as without it",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func unknownValueWarnsOnce() throws {
    let folder = try Hostile.folderWithGoodFile()
    let arguments = ["check", folder.path, "--format", "json", "--categories", "large", "--quiet"]
    let unknown = try Hostile.runBinary(arguments, environment: ["TYPEFIT_SEGMENT_CACHE": "x"])
    let off = try Hostile.runBinary(arguments, environment: ["TYPEFIT_SEGMENT_CACHE": "0"])
    #expect(unknown.exitCode == 0, "\(unknown.stderr)")
    #expect(unknown.stderr == Self.warningForX)
    #expect(off.exitCode == 0)
    #expect(off.stderr == "")
    let keys = try #require(
      (try JSONSerialization.jsonObject(with: Data(unknown.stdout.utf8)) as? [String: Any])?["results"]
        as? [[String: Any]]
    ).compactMap { $0["key"] as? String }
    #expect(keys == [Hostile.goodKey])
    #expect(unknown.stdout == off.stdout)
  }
}
