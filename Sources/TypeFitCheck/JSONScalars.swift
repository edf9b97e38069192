import Foundation

/// Reads numbers and booleans out of `JSONSerialization` results, telling them apart.
///
/// Foundation hands both back as `NSNumber`, and on Linux `1 as Any is Bool` holds, so a plain
/// `is Bool` test would take the number 1 for `true`. The number's Objective-C type code is
/// what tells them apart: `c` for booleans.
public enum JSONScalars {
  /// The value as a finite number, or `nil` when it is not a number (booleans included).
  public static func number(_ value: Any?) -> Double? {
    guard let number = value as? NSNumber, !isBoolean(number), number.doubleValue.isFinite else { return nil }
    return number.doubleValue
  }

  /// The value as a boolean, or `nil` when it is not `true` or `false`.
  public static func bool(_ value: Any?) -> Bool? {
    guard let number = value as? NSNumber, isBoolean(number) else { return nil }
    return number.boolValue
  }

  private static func isBoolean(_ number: NSNumber) -> Bool { String(cString: number.objCType) == "c" }
}
