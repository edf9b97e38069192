import Foundation

/// The environment variable `TYPEFIT_DIRECT_SHAPING`, which turns on or off shaping runs
/// without HarfBuzz where ``DirectShapingPlan`` proves the result the same (results are
/// identical either way; the switch exists to measure and to compare): `1` on, `0` off;
/// unset or any other value, on with HarfBuzz 6.0 (the version whose source the proof cites)
/// and off with any other.
enum DirectShapingSetting {
  /// The variable's name.
  static let variableName = "TYPEFIT_DIRECT_SHAPING"

  /// Whether shaping contexts shape qualifying runs directly, as this process's environment
  /// says (read once).
  static let isOn: Bool = {
    switch getenv(variableName).map({ String(cString: $0) }) {
    case "1": true
    case "0": false
    default: CompositionSkipSetting.harfBuzzIsVerified
    }
  }()
}
