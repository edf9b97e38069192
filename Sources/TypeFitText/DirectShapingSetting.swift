import Foundation

/// The environment variable `TYPEFIT_DIRECT_SHAPING`, which turns off shaping runs without
/// HarfBuzz where ``DirectShapingPlan`` proves the result the same: `0` off; unset or any other
/// value, on with HarfBuzz 6.0 (the version whose source the proof cites), off with any other.
///
/// Only installed fonts are shaped directly (``FontFileMapping/isInstalled``): the sixty-third
/// and sixty-fifth attacks' hand-built fonts made the direct path exhaust memory, run for
/// minutes or kern where HarfBuzz does not, and a repository can hand in such a font; the
/// fonts the system installs are checked against HarfBuzz by the dump comparison on the whole
/// corpus (`Docs/Performance.md`, perf45) and by `DirectShapingTests` on every face. Off by
/// default from the sixty-third attack until session 46 made it trust installed fonts only.
enum DirectShapingSetting {
  /// The variable's name.
  static let variableName = "TYPEFIT_DIRECT_SHAPING"

  /// Whether shaping contexts shape qualifying runs directly, as this process's environment
  /// says (read once).
  static let isOn: Bool = {
    switch getenv(variableName).map({ String(cString: $0) }) {
    case "0": false
    default: CompositionSkipSetting.harfBuzzIsVerified
    }
  }()
}
