internal import CHarfBuzz
import Foundation

/// The environment variable `TYPEFIT_CCMP_SKIP`, which turns on or off shaping texts without
/// the OpenType feature `ccmp` where a face's trigger set (`CompositionTriggers`) proves it
/// changes nothing
/// (results are identical either way; the switch exists to measure the skip and to compare).
///
/// - `1`: on;
/// - `0`: off;
/// - unset: the default: on (``defaultIsOn``) with HarfBuzz 6.0, the version whose source the
///   proof was checked against, off with any other. Any other value is the
///   default too, and ``warning(for:)`` says so, so a typo does not pass for a choice.
public enum CompositionSkipSetting: Equatable, Sendable {
  /// `1`: shape without `ccmp` where proven exact.
  case on
  /// `0`: always shape with `ccmp`.
  case off
  /// Unset, or a value TypeFit does not know.
  case `default`

  /// The variable's name.
  public static let variableName = "TYPEFIT_CCMP_SKIP"

  /// Whether the skip is on when the variable does not say and HarfBuzz is 6.0 (with any other
  /// version it is off unless the variable is `1`).
  public static let defaultIsOn = true

  /// The variable's value in this process's environment, or `nil` when it is unset.
  public static var environmentValue: String? {
    getenv(variableName).map { String(cString: $0) }
  }

  /// The setting `value` (the variable's text, `nil` when unset) stands for.
  public init(value: String?) {
    switch value {
    case "1": self = .on
    case "0": self = .off
    default: self = .default
    }
  }

  /// Whether the HarfBuzz this process runs with is 6.0, whose source (`hb-ot-map.cc`,
  /// `hb-ot-shape.cc`, `hb-ot-shape-normalize.cc`, `hb-buffer.hh`) the argument of
  /// ``CompositionTriggers`` cites; another version may order, normalize or mark differently,
  /// so the skip is on there only when asked for.
  static let harfBuzzIsVerified: Bool = {
    var major: UInt32 = 0
    var minor: UInt32 = 0
    var micro: UInt32 = 0
    hb_version(&major, &minor, &micro)
    return major == 6 && minor == 0
  }()

  /// Whether shaping contexts skip `ccmp` where it is proven to change nothing, as this
  /// process's environment says (read once).
  static let isOn: Bool = {
    switch CompositionSkipSetting(value: environmentValue) {
    case .on: true
    case .off: false
    case .default: defaultIsOn && harfBuzzIsVerified
    }
  }()

  /// The warning for a value TypeFit does not know (`TYPEFIT_CCMP_SKIP is 'x', …`), naming the
  /// accepted values and what the run does instead; `nil` when `value` is unset or known.
  public static func warning(for value: String?) -> String? {
    guard let value, Self(value: value) == .default else { return nil }
    let fallback = defaultIsOn && harfBuzzIsVerified ? "skipped where proven exact" : "never skipped"
    return
      "\(variableName) is '\(value)', which is not a value TypeFit knows: write 1 (shape without ccmp where a "
      + "face proves it changes nothing) or 0 (always shape with ccmp). Going on with the default (ccmp "
      + "\(fallback))"
  }
}
