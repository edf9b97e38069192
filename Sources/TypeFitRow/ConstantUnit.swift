/// The unit of a ``PlatformConstant``.
public enum ConstantUnit: String, Sendable, Hashable, Codable {
  /// Points.
  case points
  /// A plain factor.
  case factor
  /// A content size category index, 0 (xSmall) … 11 (AX5).
  case categoryIndex
  /// 1 for on, 0 for off.
  case flag
  /// A number of lines.
  case lines
  /// OpenType weight-class units: 100 per named weight (`regular` 400 → `semibold` 600 is 200).
  case weight
}
