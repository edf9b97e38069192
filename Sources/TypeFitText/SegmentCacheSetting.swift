import Foundation

/// The environment variable `TYPEFIT_SEGMENT_CACHE`, which turns the shaped-segment cache of
/// engines made with ``TextEngine/init(stack:)`` on or off (results are identical either way;
/// the switch exists to measure the cache end to end).
///
/// - `1`: on, every piece met twice admitted;
/// - `adaptive`: on, with the adaptive switch (`ShapedSegmentCache.adaptiveRepeatShare`);
/// - `0`: off;
/// - unset: the default (`TextEngine.cachesSegmentsByDefault`). Any other value is the default
///   too, and ``warning(for:)`` says so, so a typo does not pass for a choice.
public enum SegmentCacheSetting: Equatable, Sendable {
  case everyRepeat
  case adaptive
  case off
  case `default`

  /// The variable's name.
  public static let variableName = "TYPEFIT_SEGMENT_CACHE"

  /// The variable's value in this process's environment, or `nil` when it is unset.
  public static var environmentValue: String? {
    getenv(variableName).map { String(cString: $0) }
  }

  /// The setting `value` (the variable's text, `nil` when unset) stands for.
  public init(value: String?) {
    switch value {
    case "1": self = .everyRepeat
    case "adaptive": self = .adaptive
    case "0": self = .off
    default: self = .default
    }
  }

  /// The warning for a value TypeFit does not know (`TYPEFIT_SEGMENT_CACHE is 'x', …`), naming
  /// the accepted values and what the run does instead; `nil` when `value` is unset or known.
  public static func warning(for value: String?) -> String? {
    guard let value, Self(value: value) == .default else { return nil }
    let fallback = TextEngine.cachesSegmentsByDefault ? "the adaptive cache" : "no cache"
    return
      "\(variableName) is '\(value)', which is not a value TypeFit knows: write 1 (cache every piece of text "
      + "met twice), adaptive (cache with the adaptive switch) or 0 (no cache). Going on with the default "
      + "(\(fallback))"
  }
}
