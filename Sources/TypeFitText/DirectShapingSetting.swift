import Foundation

/// The environment variable `TYPEFIT_DIRECT_SHAPING`, which turns on shaping runs without
/// HarfBuzz where ``DirectShapingPlan`` proves the result the same: `1` on with HarfBuzz 6.0
/// (the version whose source the proof cites); unset or any other value, off.
///
/// Off by default since the sixty-third attack (`Docs/Reliability.md`): hostile fonts made the
/// direct path exhaust memory (32,000 pair lookups, a cache each: A63-1), run for minutes over
/// repeated coverage and mark ranges (A63-2 to A63-4), or kern where HarfBuzz's sanitizer has
/// neutered a table (A63-5 to A63-7). The shipped fonts give identical results either way.
enum DirectShapingSetting {
  /// The variable's name.
  static let variableName = "TYPEFIT_DIRECT_SHAPING"

  /// Whether shaping contexts shape qualifying runs directly, as this process's environment
  /// says (read once).
  static let isOn: Bool = {
    switch getenv(variableName).map({ String(cString: $0) }) {
    case "1": CompositionSkipSetting.harfBuzzIsVerified
    default: false
    }
  }()
}
