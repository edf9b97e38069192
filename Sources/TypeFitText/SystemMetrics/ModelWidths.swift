import TypeFitDynamicType

/// SF's (small, large) design widths in em of every scalar the width model covers, for one
/// weight, upright or italic: ``SFWidthModel/components(of:weight:)`` or
/// ``SFWidthModel/italicComponents(of:weight:)`` worked out once per process and read by index.
///
/// ``WidthAccumulation`` asks for a cluster's widths once per primary-face cluster of every
/// prepared text; through the model's functions each answer read two nested tables (and, in
/// italic, searched the harvested weights), about 45 instructions. Each entry here is the
/// function's own result for that scalar and weight, so the widths are the same numbers.
struct ModelWidths: Sendable {
  /// `small[i]`, `large[i]`: the widths of scalar `0x20 + i`, em.
  private let small: [Double]
  private let large: [Double]

  private init(weight: FontWeight, italic: Bool) {
    var small: [Double] = []
    var large: [Double] = []
    for value in SFWidthModel.coveredScalars {
      let scalar = Unicode.Scalar(value)!
      let parts =
        italic
        ? SFWidthModel.italicComponents(of: scalar, weight: weight)!
        : SFWidthModel.components(of: scalar, weight: weight)!
      small.append(parts.small)
      large.append(parts.large)
    }
    self.small = small
    self.large = large
  }

  /// The widths for every weight, upright then italic: entry `2 · i + (italic ? 1 : 0)` for
  /// the weight of row `i` (``SFWidthModel/weightIndex(_:)``).
  private static let all: [ModelWidths] = FontWeight.allCases.sorted {
    SFWidthModel.weightIndex($0) < SFWidthModel.weightIndex($1)
  }.flatMap { weight in
    [ModelWidths(weight: weight, italic: false), ModelWidths(weight: weight, italic: true)]
  }

  /// The widths for `weight`, italic or upright.
  static func of(weight: FontWeight, italic: Bool) -> ModelWidths {
    all[2 * SFWidthModel.weightIndex(weight) + (italic ? 1 : 0)]
  }

  /// The widths of a cluster that is the one scalar `scalar` when that is printable ASCII; a
  /// tab counts as a space. `nil` for anything else.
  @inline(__always)
  func components(_ scalar: UInt32) -> (small: Double, large: Double)? {
    let value = scalar == 0x09 ? 0x20 : scalar
    guard SFWidthModel.coveredScalars.contains(value) else { return nil }
    let index = Int(value - SFWidthModel.coveredScalars.lowerBound)
    return (small[index], large[index])
  }
}
