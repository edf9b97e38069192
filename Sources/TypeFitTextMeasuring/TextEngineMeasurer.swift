import TypeFitDynamicType
import TypeFitRow
import TypeFitText

/// Adapts the HarfBuzz/ICU ``TextEngine`` to the row model's ``LabelMeasuring`` protocol.
///
/// ```swift
/// let measurer = TextEngineMeasurer(engine: try TextEngine())
/// let report = try RowLayoutEngine(measurer: measurer).report(for: Row(title: "Account"), in: LayoutContext())
/// ```
public struct TextEngineMeasurer: LabelMeasuring {
  /// The engine that prepares and lays out text.
  public let engine: TextEngine

  public init(engine: TextEngine) { self.engine = engine }

  /// - Throws: ``LabelMeasuringError/missingGlyphs(codePoints:)`` when no face covers some
  ///   characters; ``LabelMeasuringError/failed(_:)`` for other engine errors.
  public func prepareLabel(_ text: String, language: String?, weight: FontWeight) throws -> any PreparedLabel
  {
    try prepareLabel(text, language: language, weight: weight, italic: false, monospacedDigits: false)
  }

  /// - Throws: as ``prepareLabel(_:language:weight:)``.
  public func prepareLabel(
    _ text: String, language: String?, weight: FontWeight, italic: Bool, monospacedDigits: Bool
  ) throws -> any PreparedLabel {
    do {
      return PreparedTextLabel(
        prepared: try engine.prepare(
          text, language: language, weight: weight, italic: italic, monospacedDigits: monospacedDigits))
    } catch let error as TextError {
      if case .missingGlyphs(let codePoints) = error {
        throw LabelMeasuringError.missingGlyphs(codePoints: codePoints)
      }
      throw LabelMeasuringError.failed(error.description)
    }
  }
}

/// A prepared text seen as a row label. Its layouts are the text core's own results: both layers
/// share ``LabelLayout`` and ``LabelMetrics`` (`TypeFitLayoutResults`), so nothing is copied.
public struct PreparedTextLabel: PreparedLabel {
  /// The engine's prepared text.
  public let prepared: PreparedText

  public init(prepared: PreparedText) { self.prepared = prepared }

  public func layout(pointSize: Double, maxWidth: Double, lineLimit: Int?, displayScale: Double)
    -> LabelLayout
  {
    // The summary has the numbers without building each line's string: a row only needs the
    // visible text, which is the whole text unless truncated.
    prepared.summary(
      LayoutParameters(
        pointSize: pointSize, maxWidth: maxWidth, lineLimit: lineLimit, displayScale: displayScale))
  }

  public func trackingEm(pointSize: Double) -> Double {
    prepared.trackingEm(pointSize: pointSize)
  }

  /// The prepared text's ``PreparedText/approximateByteCount``.
  public var approximateByteCount: Int { prepared.approximateByteCount }

  public func metrics(pointSize: Double, maxWidth: Double, lineLimit: Int?, displayScale: Double)
    -> LabelMetrics
  {
    prepared.metrics(
      LayoutParameters(
        pointSize: pointSize, maxWidth: maxWidth, lineLimit: lineLimit, displayScale: displayScale))
  }

  /// The prepared text's ``PreparedText/visibleText(_:cut:)`` for a head or middle truncation;
  /// the summary's for the tail.
  public func visibleText(
    pointSize: Double, maxWidth: Double, lineLimit: Int?, truncationMode: TruncationMode, displayScale: Double
  ) -> String? {
    let parameters = LayoutParameters(
      pointSize: pointSize, maxWidth: maxWidth, lineLimit: lineLimit, displayScale: displayScale)
    switch truncationMode {
    case .tail: return prepared.summary(parameters).visibleText
    case .head: return prepared.visibleText(parameters, cut: .head)
    case .middle: return prepared.visibleText(parameters, cut: .middle)
    }
  }

  /// The prepared text's ``PreparedText/sizeMetrics(pointSize:)``.
  public func sizeMetrics(pointSize: Double) -> LabelSizeMetrics? {
    prepared.sizeMetrics(pointSize: pointSize)
  }

  public func metrics(_ size: LabelSizeMetrics, maxWidth: Double, lineLimit: Int?, displayScale: Double)
    -> LabelMetrics
  {
    prepared.metrics(size, maxWidth: maxWidth, lineLimit: lineLimit, displayScale: displayScale)
  }
}
