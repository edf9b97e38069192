import TypeFitDynamicType

/// San Francisco (SF) advance widths as iOS reports them, for printable ASCII, at any size.
///
/// The model reproduces `UIFont.systemFont` advances harvested on the iOS 26.1 simulator
/// (``dataSource``) from three parts, all in em:
///
///     advance(c, size, weight) = (1 − b) · small(c, weight) + b · large(c, weight) + t(size)
///
/// - `small`, `large`: the glyph's untracked width in SF's small-size design (used up to
///   17 pt) and large-size design (used from 28 pt); see ``components(of:weight:)``.
/// - `b`: the blend between the two designs, piecewise linear in the point size; see
///   ``blend(pointSize:)``.
/// - `t`: SF's size-specific tracking, the same for every glyph and weight; see
///   ``trackingEm(pointSize:)``.
///
/// The harvested advances already include the tracking (the CTLine width of a string without
/// kerning pairs equals the sum of its advances), so ``advance(of:pointSize:weight:)``
/// includes it too: never add `SFTracking` on top.
///
/// A text engine that measures one string at many sizes sums `small`, `large` and the
/// character count once, then per size computes
/// `width = ((1 − b) · Σsmall + b · Σlarge + n · t) · pointSize` in points.
///
/// For example, `advance(of: "a", pointSize: 17, weight: .regular)` is 1078/2048 em
/// (0.5263671875 em, 8.948 pt at 17 pt).
///
/// Against the harvest (8–40 pt, nine weights) the advances are exact to within float32
/// rounding (≤ 0.0015%). Sizes beyond 40 pt use the large design and the HIG tracking table's
/// slope; see `Docs/Accuracy.md`, "SF width model".
package enum SFWidthModel {
  /// Units per em of the tables (SF's own grid): 2048.
  package static let unitsPerEm: Double = 2048

  /// The scalars the model covers: printable ASCII, U+0020 (space) to U+007E (`~`).
  package static let coveredScalars: ClosedRange<UInt32> = 0x20...0x7E

  /// The untracked widths of a character in SF's small- and large-size designs, in em.
  ///
  /// `components(of: "a", weight: .regular)` is `(small: 1130/2048, large: 1028/2048)`.
  /// - Parameters:
  ///   - scalar: the character; only U+0020–U+007E are covered.
  ///   - weight: any of the nine weights (all were harvested, so none is interpolated).
  /// - Returns: `(small, large)` in em, or `nil` for a scalar outside printable ASCII.
  package static func components(
    of scalar: Unicode.Scalar, weight: FontWeight
  ) -> (small: Double, large: Double)? {
    guard coveredScalars.contains(scalar.value) else { return nil }
    let row = weightIndex(weight)
    let column = Int(scalar.value - coveredScalars.lowerBound)
    return (
      small: smallDesignUnits[row][column] / unitsPerEm,
      large: largeDesignUnits[row][column] / unitsPerEm
    )
  }

  /// The untracked widths of a character in SF's italic small- and large-size designs, in em.
  ///
  /// Tracking and blend are the upright ones (the harvest's italic advances follow them to
  /// 0.007/2048 em). At a harvested italic weight (``italicWeights``: regular only) the widths
  /// are the harvest's; at any other weight they are **approximated**: the weight's upright
  /// width plus the harvested italic weight's italic-minus-upright difference for that
  /// character (no italic of that weight was harvested). `italicComponents(of: "a", weight:
  /// .regular)` is the regular italic's own widths.
  /// - Parameters:
  ///   - scalar: the character; only U+0020–U+007E are covered.
  ///   - weight: any of the nine weights.
  /// - Returns: `(small, large)` in em, or `nil` for a scalar outside printable ASCII.
  package static func italicComponents(
    of scalar: Unicode.Scalar, weight: FontWeight
  ) -> (small: Double, large: Double)? {
    guard let upright = components(of: scalar, weight: weight) else { return nil }
    let column = Int(scalar.value - coveredScalars.lowerBound)
    if let row = italicWeights.firstIndex(of: weight.rawValue) {
      return (
        small: italicSmallDesignUnits[row][column] / unitsPerEm,
        large: italicLargeDesignUnits[row][column] / unitsPerEm
      )
    }
    let distance = { (row: Int) in abs(italicWeights[row] - weight.rawValue) }
    guard let row = italicWeights.indices.min(by: { distance($0) < distance($1) }),
      let harvested = FontWeight(rawValue: italicWeights[row]),
      let base = components(of: scalar, weight: harvested)
    else { return upright }
    let small = italicSmallDesignUnits[row][column] / unitsPerEm
    let large = italicLargeDesignUnits[row][column] / unitsPerEm
    return (small: upright.small + small - base.small, large: upright.large + large - base.large)
  }

  /// The weight of the large-size design at a point size, from 0 (small design) to 1.
  ///
  /// Piecewise linear through ``blendKnots``: 0 up to 17 pt, 1489/16384 at 19 pt,
  /// 13405/16384 at 24 pt, 1 from 28 pt. The knots reproduce every harvested size within
  /// 1/16384 (`blend(pointSize: 20)` is 0.23634, harvest 3872/16384).
  /// - Parameter pointSize: the font size in points; non-finite sizes give 0.
  /// - Returns: the blend factor `b`, unitless, in 0...1.
  package static func blend(pointSize: Double) -> Double {
    guard pointSize.isFinite else { return 0 }
    return blendCurve.value(at: pointSize)
  }

  /// SF's tracking at a point size, in em, added once per character.
  ///
  /// From 8 to 40 pt this is the tracking recovered from the harvest (linear between harvested
  /// sizes). It equals 2/2048 em per HIG 1/1000 em at 8–20 pt (−52/2048 em at 17 pt, where the
  /// HIG says −26/1000) and stays within 1/2048 em of that elsewhere. Beyond the harvested
  /// sizes it follows the HIG table's slope (`SFTracking`) from the nearest harvested value:
  /// at 53 pt it is 11/2048 em.
  /// - Parameter pointSize: the font size in points; non-finite sizes give 0.
  /// - Returns: the tracking in em per character (multiply by the size for points).
  package static func trackingEm(pointSize: Double) -> Double {
    guard pointSize.isFinite else { return 0 }
    let table = trackingUnitsBySize
    let first = table[0]
    let last = table[table.count - 1]
    let units: Double
    if pointSize < first.pointSize {
      units = first.units + higSlopeUnits(from: first.pointSize, to: pointSize)
    } else if pointSize > last.pointSize {
      units = last.units + higSlopeUnits(from: last.pointSize, to: pointSize)
    } else {
      units = trackingCurve.value(at: pointSize)
    }
    return units / unitsPerEm
  }

  /// SF's advance of a printable ASCII character on iOS, tracking included, in em.
  ///
  /// Multiply by the point size for points: `advance(of: "a", pointSize: 17, weight: .regular)`
  /// is 0.5263671875 em, 8.948 pt. Kerning is not included.
  /// - Parameters:
  ///   - scalar: the character; only U+0020–U+007E are covered.
  ///   - pointSize: the font size in points (harvested 8–40 pt; extended beyond).
  ///   - weight: the font weight.
  /// - Returns: the advance in em at that size, or `nil` for a scalar outside printable ASCII.
  package static func advance(
    of scalar: Unicode.Scalar, pointSize: Double, weight: FontWeight
  ) -> Double? {
    guard let parts = components(of: scalar, weight: weight) else { return nil }
    let b = blend(pointSize: pointSize)
    return (1 - b) * parts.small + b * parts.large + trackingEm(pointSize: pointSize)
  }

  /// The sum of SF advances of a printable-ASCII string, tracking included, kerning not, in em.
  ///
  /// `widthEm(of: "Hello UIKit", pointSize: 17, weight: .regular)` × 17 is 79.6626 pt, the
  /// CTLine width the harvest reports (the string has no kerning pair in SF).
  /// - Returns: the width in em, or `nil` when any scalar is outside printable ASCII.
  package static func widthEm(
    of text: some StringProtocol, pointSize: Double, weight: FontWeight
  ) -> Double? {
    let b = blend(pointSize: pointSize)
    var small = 0.0
    var large = 0.0
    var count = 0.0
    for scalar in text.unicodeScalars {
      guard let parts = components(of: scalar, weight: weight) else { return nil }
      small += parts.small
      large += parts.large
      count += 1
    }
    return (1 - b) * small + b * large + count * trackingEm(pointSize: pointSize)
  }

  /// The factor that brings the stand-in face's advances to SF's scale, for characters the
  /// model does not cover (accented Latin, Cyrillic, Greek, other punctuation).
  ///
  /// Use it as `advance = fallbackScale × interAdvance + trackingEm(pointSize:)`, in em, where
  /// `interAdvance` is the untracked, unkerned advance (hmtx ÷ unitsPerEm) of Inter below
  /// 20 pt or Inter Display from 20 pt, of the same weight. The factor is a least-squares fit
  /// of SF's untracked design widths to Inter's over the letters A–Z and a–z, weighted by
  /// English letter frequency (capitals at a tenth of their lower-case letter), blended
  /// between the small and large designs like the advances. `fallbackScale(pointSize: 17,
  /// weight: .regular)` is 0.9928; at 20 pt, where Inter Display takes over, it is 1.071.
  /// - Parameters:
  ///   - pointSize: the font size in points; non-finite sizes are treated as 17 pt.
  ///   - weight: the font weight.
  /// - Returns: a unitless factor for Inter's advances in em.
  package static func fallbackScale(pointSize: Double, weight: FontWeight) -> Double {
    let size = pointSize.isFinite ? pointSize : 17
    let row = fallbackCoefficients[weightIndex(weight)]
    let b = blend(pointSize: size)
    if size < interDisplayFromPointSize {
      return (1 - b) * row.textSmall + b * row.textLarge
    }
    return (1 - b) * row.displaySmall + b * row.displayLarge
  }

  /// How much wider macOS's SF is than iOS's per character, in em: subtract it from each
  /// advance measured with a macOS build of SF Pro to get iOS widths.
  ///
  /// The difference is T(size)/2048 em per character, with T from ``macOSCutTable``
  /// (Docs/References.md#sf-macos-cut), interpolated linearly: 50 units up to 10 pt, 37 at
  /// 17 pt, 0 from 20 pt. `macOSCutCorrectionEm(pointSize: 17)` is 37/2048 em (0.3071 pt at
  /// 17 pt). Sizes below 8 pt use the 8 pt value (not measured).
  /// - Parameter pointSize: the font size in points; non-finite sizes give 0.
  /// - Returns: the correction in em per character, never negative.
  package static func macOSCutCorrectionEm(pointSize: Double) -> Double {
    guard pointSize.isFinite else { return 0 }
    return macOSCutCurve.value(at: pointSize) / unitsPerEm
  }

  /// The macOS-versus-iOS SF width difference per character: (point size, 1/2048 em).
  ///
  /// From the project's measurements (Docs/References.md#sf-macos-cut): 8–10 pt: 50, 11: 46, 11.5: 45, 12: 44, 13: 41,
  /// 13.5: 41, 14: 40, 15: 38, 16: 37, 17: 37, 17.5: 31, 18: 25, 19: 12, ≥ 20: 0.
  package static let macOSCutTable: [(pointSize: Double, units: Double)] = [
    (8, 50), (10, 50), (11, 46), (11.5, 45), (12, 44), (13, 41), (13.5, 41), (14, 40), (15, 38),
    (16, 37), (17, 37), (17.5, 31), (18, 25), (19, 12), (20, 0),
  ]

  // MARK: Helpers

  /// Row of a weight in the generated tables (ultraLight = 0 … black = 8).
  /// ``blend(pointSize:)``, ``trackingEm(pointSize:)`` and ``fallbackScale(pointSize:weight:)``
  /// at one size: what every width of a layout at that size is scaled with.
  ///
  /// Whole sizes in ``tabulatedSizes`` (every Dynamic Type size is one) are
  /// read from tables filled by those same functions on first use, so the values are
  /// identical; other sizes are computed. A layout asks once per label and size, so the tables
  /// replace about 400 instructions of interpolation per call with a few loads.
  /// - Parameters:
  ///   - pointSize: the font size in points.
  ///   - weight: the font weight, for the fallback scale.
  package static func sizeFactors(pointSize: Double, weight: FontWeight) -> SizeFactors {
    if pointSize.sign == .plus, pointSize <= Double(tabulatedSizes.upperBound),
      let size = Int(exactly: pointSize)
    {
      return wholeSizeFactors[weightIndex(weight)][size]
    }
    return SizeFactors(
      blend: blend(pointSize: pointSize), trackingEm: trackingEm(pointSize: pointSize),
      fallbackScale: fallbackScale(pointSize: pointSize, weight: weight))
  }

  /// The SF model's per-size factors (see ``sizeFactors(pointSize:weight:)``).
  package struct SizeFactors: Sendable {
    /// ``blend(pointSize:)``, unitless.
    package let blend: Double
    /// ``trackingEm(pointSize:)``, em.
    package let trackingEm: Double
    /// ``fallbackScale(pointSize:weight:)``, unitless.
    package let fallbackScale: Double
  }

  /// The whole point sizes ``sizeFactors(pointSize:weight:)`` reads from tables.
  package static let tabulatedSizes = 0...256

  /// ``SizeFactors`` by weight (row `weightIndex`) and whole point size.
  private static let wholeSizeFactors: [[SizeFactors]] = FontWeight.allCases.map { weight in
    tabulatedSizes.map { size in
      let pointSize = Double(size)
      return SizeFactors(
        blend: blend(pointSize: pointSize), trackingEm: trackingEm(pointSize: pointSize),
        fallbackScale: fallbackScale(pointSize: pointSize, weight: weight))
    }
  }

  /// The row of `weight` in the tables: 0 for ultraLight … 8 for black.
  static func weightIndex(_ weight: FontWeight) -> Int {
    weight.rawValue / 100 - 1
  }

  /// The HIG table's change in tracking between two sizes, in 1/2048 em.
  private static func higSlopeUnits(from start: Double, to end: Double) -> Double {
    let change = SFTracking.milliEm(atPointSize: end) - SFTracking.milliEm(atPointSize: start)
    return trackingUnitsPerHIGMilliEm * change
  }

  private static let blendCurve = PiecewiseLinear(blendKnots.map { ($0.pointSize, $0.blend) })
  private static let trackingCurve = PiecewiseLinear(trackingUnitsBySize.map { ($0.pointSize, $0.units) })
  private static let macOSCutCurve = PiecewiseLinear(macOSCutTable.map { ($0.pointSize, $0.units) })
}
