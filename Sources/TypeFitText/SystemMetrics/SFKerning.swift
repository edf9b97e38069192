import TypeFitDynamicType

/// Where the SF model's pair kerning comes from at one weight: the stand-in face of that
/// weight, or the two faces of the nearest lighter and heavier weights blended linearly in
/// weight when the stack has no face of its own for it.
///
/// With faces at 400 and 700, weight 600 takes `(1/3) · kern(400) + (2/3) · kern(700)`. A weight
/// outside the faces' range takes the nearest face (nothing to blend with).
struct KerningSource: Sendable, Equatable {
  /// The face of the requested weight, or of the nearest lighter weight.
  let lighter: FontStack.FaceID
  /// The face of the nearest heavier weight (the same as ``lighter`` when one face serves).
  let heavier: FontStack.FaceID
  /// How much of ``heavier``'s kerning to take, in 0...1 (0 when one face serves).
  let heavierShare: Double

  /// The one face that gives the kerning, or `nil` when two are blended.
  var single: FontStack.FaceID? { heavierShare == 0 ? lighter : nil }

  /// The source for `weight` among faces by weight (as the stack lists them).
  static func choose(weight: FontWeight, among byWeight: [(weight: FontWeight, face: FontStack.FaceID)])
    -> KerningSource
  {
    if let exact = byWeight.first(where: { $0.weight == weight }) {
      return KerningSource(lighter: exact.face, heavier: exact.face, heavierShare: 0)
    }
    let lighter = byWeight.filter { $0.weight < weight }.max { $0.weight < $1.weight }
    let heavier = byWeight.filter { $0.weight > weight }.min { $0.weight < $1.weight }
    switch (lighter, heavier) {
    case (let low?, let high?):
      let share =
        Double(weight.rawValue - low.weight.rawValue) / Double(high.weight.rawValue - low.weight.rawValue)
      return KerningSource(lighter: low.face, heavier: high.face, heavierShare: share)
    case (let only?, nil), (nil, let only?):
      return KerningSource(lighter: only.face, heavier: only.face, heavierShare: 0)
    case (nil, nil):
      preconditionFailure("a primary family has at least one face (checked when the stack loads)")
    }
  }
}

extension FontStack {
  /// Where the ``FontStackDefinition/MetricsPolicy/Widths/sfIOS`` model's pair kerning comes
  /// from at `weight`: the primary faces of the largest optical instance (Inter Display),
  /// blended between neighbouring weights when that weight has no face (``KerningSource``).
  func kerningSource(weight: FontWeight) -> KerningSource {
    KerningSource.choose(weight: weight, among: primary[primary.count - 1].faces.byWeight)
  }

  /// The design scales of the SF model's kerning for this stack: the stack's own
  /// ``FontStackDefinition/MetricsPolicy/kerningScales`` when it sets them, else
  /// `SFWidthModel.kerningDesignScales`.
  var kerningScales: FontStackDefinition.MetricsPolicy.KerningScales {
    definition.metrics.kerningScales ?? .sfModel
  }
}

extension FontStackDefinition.MetricsPolicy.KerningScales {
  /// The SF model's fitted design scales (`SFWidthModel.kerningDesignScales`, written by
  /// `Scripts/fit-sf-width-model.py`; see `Docs/Accuracy.md`, "Kerning model").
  public static let sfModel = Self(
    small: SFWidthModel.kerningDesignScales.small, large: SFWidthModel.kerningDesignScales.large)

  /// The factor for the stand-in's kerning at a point size: `(1 − b) · small + b · large` with
  /// b SF's blend between its designs (`SFWidthModel.blend(pointSize:)`), unitless.
  ///
  /// With `small` 1.1 and `large` 1.2, the factor is 1.1 up to 17 pt, 1.2 from 28 pt and
  /// 1.1236 at 20 pt (b = 3872/16384).
  /// - Parameter pointSize: the font size in points; non-finite sizes use the small design.
  func factor(pointSize: Double) -> Double {
    factor(blend: SFWidthModel.blend(pointSize: pointSize))
  }

  /// ``factor(pointSize:)`` for a size whose `SFWidthModel.blend(pointSize:)` is `b`.
  func factor(blend b: Double) -> Double {
    (1 - b) * small + b * large
  }
}

extension KernStraddles {
  /// Adds another record scaled by `factor` (to blend the kerning of two faces).
  ///
  /// An empty record adds nothing, as in ``add(_:)``: `factor · 0` is ±0 for a finite
  /// factor, and adding ±0 to an entry that is not −0 leaves it as it is.
  mutating func add(_ other: KernStraddles, scaledBy factor: Double) {
    guard !other.isEmpty else { return }
    makeEntries()
    for i in atLineEnd.indices {
      atLineEnd[i] += factor * other.atLineEnd[i]
      atLineStart[i] += factor * other.atLineStart[i]
    }
  }
}

extension ShapingContext {
  /// Pair kerning per primary-face cluster from a ``KerningSource``, in em, with its
  /// straddling part: one face's kerning (``kerning(_:isPrimary:kerningFace:)``), or two
  /// faces' blended by ``KerningSource/heavierShare``.
  /// - Complexity: one HarfBuzz shaping of the primary-face text per face.
  func kerning(_ input: ShapingInput, isPrimary: [Bool], source: KerningSource) -> (
    kerning: [Double], straddles: KernStraddles
  ) {
    if let face = source.single {
      return kerning(input, isPrimary: isPrimary, kerningFace: stack.faces[face])
    }
    let low = kerning(input, isPrimary: isPrimary, kerningFace: stack.faces[source.lighter])
    let high = kerning(input, isPrimary: isPrimary, kerningFace: stack.faces[source.heavier])
    let t = source.heavierShare
    var straddles = KernStraddles(clusterCount: isPrimary.count)
    straddles.add(low.straddles, scaledBy: 1 - t)
    straddles.add(high.straddles, scaledBy: t)
    let blended = zip(low.kerning, high.kerning).map { (1 - t) * $0 + t * $1 }
    return (blended, straddles)
  }
}
