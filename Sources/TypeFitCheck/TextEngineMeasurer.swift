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
    do {
      return PreparedTextLabel(prepared: try engine.prepare(text, language: language, weight: weight))
    } catch let error as TextError {
      if case .missingGlyphs(let codePoints) = error {
        throw LabelMeasuringError.missingGlyphs(codePoints: codePoints)
      }
      throw LabelMeasuringError.failed(error.description)
    }
  }
}

/// A prepared text seen as a row label.
public struct PreparedTextLabel: PreparedLabel {
  /// The engine's prepared text.
  public let prepared: PreparedText

  public init(prepared: PreparedText) { self.prepared = prepared }

  public func layout(pointSize: Double, maxWidth: Double, lineLimit: Int?, displayScale: Double)
    -> LabelLayout
  {
    let layout = prepared.layout(
      LayoutParameters(
        pointSize: pointSize, maxWidth: maxWidth, lineLimit: lineLimit, displayScale: displayScale))
    return LabelLayout(
      linesNeeded: layout.linesNeeded, linesShown: layout.linesShown, lineWidths: layout.lines.map(\.width),
      naturalWidth: layout.naturalWidth, lineHeight: layout.lineHeight, height: layout.height,
      isTruncated: layout.isTruncated, visibleText: layout.visibleText)
  }
}
