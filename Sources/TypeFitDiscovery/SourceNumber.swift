import TypeFitInput
import TypeFitLocalization

/// A number literal from a Swift source, after the range check every number from outside gets
/// (``InputNumber``): its value, or why it is not one a message can speak of.
///
/// ```swift
/// // .frame(height: 1e400)
/// SourceNumber.outOfRange(error).description
/// // "the height in points must be a number from 0 to 10000, got '1e400'"
/// ```
enum SourceNumber {
  /// A finite number inside the allowed range.
  case value(Double)
  /// Not finite or outside the allowed range; the error names the field, the range and the
  /// literal as written.
  case outOfRange(InputNumberError)
}
